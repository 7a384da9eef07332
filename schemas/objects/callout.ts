import { defineField, defineType } from 'sanity'
import { calloutTriageValidation } from '../rules/triage'
import { textBlock } from './textBlock'

/**
 * A boxed note; "caution" is the urgent "when to get help" box. Any box that says what to do (911, 988, the ER, the
 * same day) is checked against the triage list: a sign given another action is a warning beside the box.
 */
export const callout = defineType({
  name: 'callout',
  title: 'Callout',
  type: 'object',
  fields: [
    defineField({
      name: 'tone',
      type: 'string',
      options: {
        list: [
          { title: 'When to get help (urgent)', value: 'caution' },
          { title: 'Warning', value: 'warning' },
          { title: 'Important', value: 'important' },
          { title: 'Note', value: 'note' },
          { title: 'Tip', value: 'tip' },
        ],
      },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'content', type: 'array', of: [textBlock], validation: (rule) => rule.required().min(1) }),
  ],
  validation: calloutTriageValidation,
  preview: { select: { title: 'tone' }, prepare: ({ title }) => ({ title: `Callout: ${title}` }) },
})
