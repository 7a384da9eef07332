import { defineField, defineType } from 'sanity'

export const resourcesPage = defineType({
  name: 'resourcesPage',
  title: 'Health Resources page',
  type: 'document',
  fields: [
    defineField({ name: 'intro', type: 'text', rows: 3, validation: (rule) => rule.required() }),
    defineField({
      name: 'supportGroups',
      type: 'object',
      fields: [
        defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
        defineField({ name: 'text', type: 'text', rows: 3, validation: (rule) => rule.required() }),
        defineField({ name: 'linkLabel', type: 'string', validation: (rule) => rule.required() }),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: 'Health Resources page' }) },
})
