import { defineField, defineType } from 'sanity'
import { RESERVED_BLOG_SLUGS } from '../../lib/site/routes'
import {
  contentGroup,
  headline,
  medicalDocumentValidation,
  previousSlugs,
  references,
  relatedGuides,
  review,
  reviewGroup,
  slugField,
} from '../fields'

export const blogPost = defineType({
  name: 'blogPost',
  title: 'Blog post',
  type: 'document',
  groups: [contentGroup, reviewGroup],
  fields: [
    { ...headline, group: 'content' },
    {
      ...slugField('title'),
      group: 'content',
      // The blog's list pages live at /blog/page/N and /blog/category/…: a post may not take those names.
      validation: (rule) =>
        rule
          .required()
          .custom((slug?: { current?: string }) =>
            slug?.current && RESERVED_BLOG_SLUGS.has(slug.current)
              ? `"${slug.current}" is reserved for the blog's own pages`
              : true,
          ),
    },
    { ...previousSlugs, group: 'content' },
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
      name: 'coverImage',
      title: 'Cover image',
      description:
        'Optional. Shown on the blog list, at the top of the post and when the post is shared. Set the hotspot on what matters: cards crop to 16:9.',
      type: 'imageWithAlt',
      group: 'content',
    }),
    defineField({ name: 'publishedAt', type: 'datetime', group: 'content', validation: (rule) => rule.required() }),
    defineField({
      name: 'lastUpdated',
      title: 'Last updated',
      description: 'The day the medical content last changed after publication; readers see it as "Updated".',
      type: 'date',
      group: 'content',
    }),
    defineField({
      name: 'getHelp',
      title: 'When to get help',
      description:
        'Optional: a get-help card before the body, for posts about conditions with urgent signs (911 now, care today, an appointment).',
      type: 'getHelpCard',
      group: 'content',
    }),
    defineField({ name: 'body', type: 'richText', group: 'content', validation: (rule) => rule.required() }),
    { ...relatedGuides, group: 'content' },
    { ...review, group: 'review' },
    { ...references, group: 'review' },
  ],
  validation: medicalDocumentValidation,
  orderings: [{ title: 'Newest first', name: 'publishedAtDesc', by: [{ field: 'publishedAt', direction: 'desc' }] }],
})
