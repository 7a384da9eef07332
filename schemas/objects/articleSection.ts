import { defineField, defineType } from 'sanity'

export const articleSection = defineType({
  name: 'articleSection',
  title: 'Section',
  type: 'object',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().min(3).max(120) }),
    defineField({
      name: 'anchor',
      title: 'Anchor id',
      description: 'The quick-navigation target, e.g. "diagnosis". Lower-case letters, digits and dashes.',
      type: 'string',
      validation: (rule) => rule.required().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { name: 'kebab-case' }),
    }),
    defineField({ name: 'body', type: 'richText', validation: (rule) => rule.required() }),
  ],
  preview: { select: { title: 'title', subtitle: 'anchor' } },
})
