import { defineField, defineType } from 'sanity'

export const resourcesPage = defineType({
  name: 'resourcesPage',
  title: 'Health Resources page',
  type: 'document',
  fields: [
    defineField({
      name: 'title',
      title: 'Heading',
      description: "The page's main heading (its H1).",
      type: 'string',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({ name: 'intro', type: 'text', rows: 3, validation: (rule) => rule.required() }),
    defineField({
      name: 'topicsHeading',
      title: 'Topics section heading',
      description: 'Above the health topics.',
      type: 'string',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: 'emergencyHeading',
      title: 'Emergency section heading',
      description: 'Above the emergency contacts.',
      type: 'string',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: 'toolsHeading',
      title: 'Tools section heading',
      description: 'Above the health tools.',
      type: 'string',
      validation: (rule) => rule.required().max(120),
    }),
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
  preview: { select: { title: 'title' }, prepare: ({ title }) => ({ title, subtitle: 'Health Resources page' }) },
})
