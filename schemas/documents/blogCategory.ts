import { defineField, defineType } from 'sanity'
import { slugField } from '../fields'

export const blogCategory = defineType({
  name: 'blogCategory',
  title: 'Blog category',
  type: 'document',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(40) }),
    slugField('title'),
    defineField({ name: 'description', type: 'string', validation: (rule) => rule.max(160) }),
  ],
})
