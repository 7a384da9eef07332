import { defineField, defineType } from 'sanity'
import { textBlock } from './textBlock'

/** A boxed note; "caution" is the urgent "when to get help" box. */
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
  preview: { select: { title: 'tone' }, prepare: ({ title }) => ({ title: `Callout: ${title}` }) },
})
