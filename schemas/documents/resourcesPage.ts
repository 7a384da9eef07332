import { defineField, defineType } from 'sanity'
import { headingField } from '../fields'

export const resourcesPage = defineType({
  name: 'resourcesPage',
  title: 'Health Resources page',
  type: 'document',
  fields: [
    headingField('title', 'Heading', "The page's main heading (its H1)."),
    defineField({ name: 'intro', type: 'text', rows: 3, validation: (rule) => rule.required() }),
    headingField('topicsHeading', 'Topics section heading', 'Above the health topics.'),
    headingField('emergencyHeading', 'Emergency section heading', 'Above the emergency contacts.'),
    headingField('toolsHeading', 'Tools section heading', 'Above the health tools.'),
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
