import { defineField, defineType } from 'sanity'

export const sourceReference = defineType({
  name: 'sourceReference',
  title: 'Reference',
  type: 'object',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().min(3).max(200) }),
    defineField({ name: 'publisher', type: 'string', validation: (rule) => rule.required().max(120) }),
    defineField({ name: 'year', type: 'number', validation: (rule) => rule.integer().min(1900).max(2100) }),
    defineField({
      name: 'url',
      type: 'url',
      validation: (rule) => rule.required().uri({ scheme: ['https', 'http'] }),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'publisher' } },
})
