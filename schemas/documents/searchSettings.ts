import { defineArrayMember, defineField, defineType } from 'sanity'

/**
 * How site search understands readers (issue 45): words that mean the same, and the searches that must show crisis
 * or emergency help before any result. One document; a publish updates search as any content does.
 */
export const searchSettings = defineType({
  name: 'searchSettings',
  title: 'Search settings',
  type: 'document',
  fields: [
    defineField({
      name: 'synonyms',
      title: 'Words that mean the same',
      description:
        'Each group is words or phrases a reader may use for one thing: lay and medical words, brand and generic names ("high blood pressure", "hypertension", "high bp"). A search for one also finds the others.',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'synonymGroup',
          title: 'Group',
          type: 'object',
          fields: [
            defineField({
              name: 'terms',
              title: 'Words and phrases',
              type: 'array',
              of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().max(60) })],
              options: { layout: 'tags' },
              validation: (rule) => rule.required().min(2).max(12),
            }),
          ],
          preview: {
            select: { terms: 'terms' },
            prepare: ({ terms }: { terms?: string[] }) => ({ title: (terms ?? []).join(', ') || 'Empty group' }),
          },
        }),
      ],
      validation: (rule) => rule.max(300),
    }),
    defineField({
      name: 'crisis',
      title: 'Help before results',
      description:
        'Searches that signal a crisis or an emergency. When a search holds one of the phrases (misspelt a little too), this help shows above the results, even when nothing is found.',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'crisisHelp',
          title: 'Help',
          type: 'object',
          fields: [
            defineField({
              name: 'label',
              title: 'Name (for editors)',
              type: 'string',
              validation: (rule) => rule.required().max(60),
            }),
            defineField({
              name: 'tier',
              title: 'How urgent',
              description: 'The get-help card tier this help is: "now" (call at once).',
              type: 'string',
              options: { list: [{ title: 'Now', value: 'now' }], layout: 'radio' },
              initialValue: 'now',
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'call',
              title: 'Line to call',
              type: 'string',
              options: {
                list: [
                  { title: '988 (Suicide and Crisis Lifeline)', value: '988' },
                  { title: '911 (emergency)', value: '911' },
                ],
                layout: 'radio',
              },
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'phrases',
              title: 'Search words that show it',
              type: 'array',
              of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().max(60) })],
              options: { layout: 'tags' },
              validation: (rule) => rule.required().min(1).max(60),
            }),
            defineField({
              name: 'now',
              title: 'What the card says',
              description: 'Short, plain sentences (grade 6 or lower), the number to call first.',
              type: 'array',
              of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().max(160) })],
              validation: (rule) => rule.required().min(1).max(4),
            }),
          ],
          preview: { select: { title: 'label', subtitle: 'call' } },
        }),
      ],
      validation: (rule) => rule.max(40),
    }),
  ],
  preview: { prepare: () => ({ title: 'Search settings' }) },
})
