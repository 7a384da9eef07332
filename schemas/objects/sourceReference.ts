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
      name: 'published',
      title: 'Published (year and month)',
      description:
        'When the version cited was published, as 2025-08 or 2025-08-14. The freshness guard warns when it is newer than the last review or the "Last updated" date.',
      type: 'string',
      validation: (rule) => rule.regex(/^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/, { name: 'year-month' }),
    }),
    defineField({
      name: 'url',
      type: 'url',
      validation: (rule) => rule.required().uri({ scheme: ['https', 'http'] }),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'publisher' } },
})
