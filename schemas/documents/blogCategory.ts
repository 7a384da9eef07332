import { defineField, defineType } from 'sanity'
import { order, slugField } from '../fields'

export const blogCategory = defineType({
  name: 'blogCategory',
  title: 'Blog category',
  type: 'document',
  fields: [
    defineField({
      name: 'title',
      description: 'The name on article cards and post pages, e.g. "Diabetes".',
      type: 'string',
      validation: (rule) => rule.required().max(40),
    }),
    slugField('title'),
    defineField({
      name: 'sidebarLabel',
      title: 'Label in "Health Categories"',
      description:
        'The blog sidebar’s name for this category when it differs from the card name, e.g. "Diabetes Care".',
      type: 'string',
      validation: (rule) => rule.max(40),
    }),
    defineField({ name: 'description', type: 'string', validation: (rule) => rule.max(160) }),
    { ...order, description: 'Position in the "Health Categories" list (lowest first).' },
  ],
  orderings: [{ title: 'Sidebar order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'title', subtitle: 'sidebarLabel' } },
})
