import { defineField, defineType } from 'sanity'

export const simpleLink = defineType({
  name: 'simpleLink',
  title: 'Link',
  type: 'object',
  fields: [
    defineField({ name: 'label', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'url', type: 'url', validation: (rule) => rule.required().uri({ scheme: ['https', 'http'] }) }),
  ],
})
