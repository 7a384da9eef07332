import { defineField, defineType } from 'sanity'
import { references, review, slugField } from '../fields'

export const blogPost = defineType({
  name: 'blogPost',
  title: 'Blog post',
  type: 'document',
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'review', title: 'Medical review' },
  ],
  fields: [
    defineField({
      name: 'title',
      type: 'string',
      group: 'content',
      validation: (rule) => rule.required().min(10).max(100),
    }),
    { ...slugField('title'), group: 'content' },
    defineField({
      name: 'excerpt',
      type: 'text',
      rows: 3,
      group: 'content',
      validation: (rule) => rule.required().min(40).max(300),
    }),
    defineField({
      name: 'category',
      type: 'reference',
      to: [{ type: 'blogCategory' }],
      group: 'content',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'readTime',
      description: 'Text such as "8 min read".',
      type: 'string',
      group: 'content',
      validation: (rule) => rule.required().regex(/^\d{1,2} min read$/, { name: 'N min read' }),
    }),
    defineField({ name: 'publishedAt', type: 'datetime', group: 'content', validation: (rule) => rule.required() }),
    defineField({ name: 'body', type: 'richText', group: 'content', validation: (rule) => rule.required() }),
    { ...review, group: 'review' },
    { ...references, group: 'review' },
  ],
  orderings: [{ title: 'Newest first', name: 'publishedAtDesc', by: [{ field: 'publishedAt', direction: 'desc' }] }],
})
