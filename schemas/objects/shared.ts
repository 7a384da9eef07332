import { defineArrayMember, defineField, defineType } from 'sanity'
import { isSafeHref } from '../../lib/links'

/** An image that cannot be published without alternative text (WCAG 1.1.1). */
export const imageWithAlt = defineType({
  name: 'imageWithAlt',
  title: 'Image',
  type: 'image',
  options: { hotspot: true },
  fields: [
    defineField({
      name: 'alt',
      title: 'Alternative text',
      description: 'Describe the image for people who cannot see it. Required.',
      type: 'string',
      validation: (rule) => rule.required().min(3).max(200),
    }),
  ],
})

export const linkAnnotation = defineArrayMember({
  name: 'link',
  title: 'Link',
  type: 'object',
  fields: [
    defineField({
      name: 'href',
      title: 'URL',
      type: 'string',
      description: 'https://…, mailto:…, tel:… or a site path such as /contact.',
      validation: (rule) =>
        rule
          .required()
          .custom((value) =>
            typeof value === 'string' && isSafeHref(value)
              ? true
              : 'Use https://, http://, mailto:, tel: or a path starting with /',
          ),
    }),
    defineField({ name: 'title', title: 'Title', type: 'string' }),
  ],
})

export const sourceReference = defineType({
  name: 'sourceReference',
  title: 'Reference',
  type: 'object',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().min(3).max(200) }),
    defineField({ name: 'publisher', type: 'string', validation: (rule) => rule.required().max(120) }),
    defineField({ name: 'year', type: 'number', validation: (rule) => rule.integer().min(1900).max(2100) }),
    defineField({
      name: 'url',
      type: 'url',
      validation: (rule) => rule.required().uri({ scheme: ['https', 'http'] }),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'publisher' } },
})

export const callToAction = defineType({
  name: 'callToAction',
  title: 'Call to action',
  type: 'object',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(100) }),
    defineField({ name: 'text', type: 'text', rows: 2, validation: (rule) => rule.required().max(300) }),
    defineField({
      name: 'label',
      title: 'Button label',
      type: 'string',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'href',
      title: 'Button target',
      type: 'string',
      validation: (rule) =>
        rule
          .required()
          .custom((value) =>
            typeof value === 'string' && isSafeHref(value) ? true : 'Use a site path or https:// URL',
          ),
    }),
  ],
})

export const simpleLink = defineType({
  name: 'simpleLink',
  title: 'Link',
  type: 'object',
  fields: [
    defineField({ name: 'label', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'url', type: 'url', validation: (rule) => rule.required().uri({ scheme: ['https', 'http'] }) }),
  ],
})

export const medicalReview = defineType({
  name: 'medicalReview',
  title: 'Medical review',
  type: 'object',
  fields: [
    defineField({
      name: 'reviewer',
      title: 'Medical reviewer',
      type: 'reference',
      to: [{ type: 'doctor' }],
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'lastReviewed', title: 'Last reviewed', type: 'date', validation: (rule) => rule.required() }),
    defineField({
      name: 'nextReviewDue',
      title: 'Next review due',
      type: 'date',
      validation: (rule) =>
        rule.required().custom((value, context) => {
          const parent = context.parent as { lastReviewed?: string } | undefined
          if (!value || !parent?.lastReviewed) return true
          return value > parent.lastReviewed ? true : 'The next review must come after the last review'
        }),
    }),
    defineField({
      name: 'status',
      title: 'Review status',
      type: 'string',
      initialValue: 'draft',
      options: {
        list: [
          { title: 'Draft', value: 'draft' },
          { title: 'In medical review', value: 'inReview' },
          { title: 'Medically approved', value: 'approved' },
        ],
        layout: 'radio',
      },
      validation: (rule) => rule.required(),
    }),
  ],
})
