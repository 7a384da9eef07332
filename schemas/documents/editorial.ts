import { defineArrayMember, defineField, defineType } from 'sanity'

const slugField = (source: string) =>
  defineField({
    name: 'slug',
    type: 'slug',
    options: { source, maxLength: 80 },
    // The slug type checks uniqueness across documents of the same type by default.
    validation: (rule) => rule.required(),
  })

const description = defineField({
  name: 'description',
  title: 'Search description',
  description: 'Shown in search results and link previews. 50–160 characters.',
  type: 'text',
  rows: 2,
  validation: (rule) => rule.required().min(50).max(160),
})

const references = defineField({
  name: 'references',
  type: 'array',
  of: [defineArrayMember({ type: 'sourceReference' })],
  validation: (rule) => rule.required().min(1),
})

export const conditionArticle = defineType({
  name: 'conditionArticle',
  title: 'Condition article',
  type: 'document',
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'card', title: 'Navigation and cards' },
    { name: 'review', title: 'Medical review' },
  ],
  fields: [
    defineField({
      name: 'title',
      type: 'string',
      group: 'content',
      validation: (rule) => rule.required().min(10).max(100),
    }),
    { ...slugField('name'), group: 'content' },
    defineField({
      name: 'name',
      title: 'Condition name',
      description: 'Breadcrumb label, e.g. "Diabetes Mellitus".',
      type: 'string',
      group: 'card',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'navLabel',
      title: 'Menu label',
      type: 'string',
      group: 'card',
      validation: (rule) => rule.required().max(24),
    }),
    defineField({
      name: 'eyebrow',
      title: 'Header label',
      type: 'string',
      group: 'content',
      initialValue: 'Health Topics',
      validation: (rule) => rule.max(40),
    }),
    { ...description, group: 'content' },
    defineField({
      name: 'cardDescription',
      type: 'string',
      group: 'card',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: 'icon',
      type: 'string',
      group: 'card',
      validation: (rule) => rule.required().regex(/^[a-z0-9-]+$/),
    }),
    defineField({
      name: 'color',
      type: 'string',
      group: 'card',
      validation: (rule) => rule.required().regex(/^#[0-9a-fA-F]{6}$/, { name: 'hex colour' }),
    }),
    defineField({
      name: 'order',
      type: 'number',
      group: 'card',
      validation: (rule) => rule.required().integer().min(0),
    }),
    defineField({
      name: 'lastUpdated',
      title: 'Last updated',
      type: 'date',
      group: 'content',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'intro', type: 'richText', group: 'content', validation: (rule) => rule.required() }),
    defineField({
      name: 'sections',
      type: 'array',
      group: 'content',
      of: [defineArrayMember({ type: 'articleSection' })],
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .custom((sections) => {
            const anchors = (sections ?? []).map((section) => (section as { anchor?: string }).anchor)
            return new Set(anchors).size === anchors.length ? true : 'Each section needs its own anchor id'
          }),
    }),
    defineField({
      name: 'cta',
      title: 'Closing call to action',
      type: 'callToAction',
      group: 'content',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'review', type: 'medicalReview', group: 'review', validation: (rule) => rule.required() }),
    { ...references, group: 'review' },
  ],
  orderings: [{ title: 'Menu order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'title', subtitle: 'name' } },
})

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
    defineField({ name: 'review', type: 'medicalReview', group: 'review', validation: (rule) => rule.required() }),
    { ...references, group: 'review' },
  ],
  orderings: [{ title: 'Newest first', name: 'publishedAtDesc', by: [{ field: 'publishedAt', direction: 'desc' }] }],
})

export const policyPage = defineType({
  name: 'policyPage',
  title: 'Policy or information page',
  type: 'document',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().min(5).max(80) }),
    slugField('title'),
    description,
    defineField({ name: 'lastUpdated', title: 'Last updated', description: 'Shown on policy pages.', type: 'date' }),
    defineField({ name: 'body', type: 'richText', validation: (rule) => rule.required() }),
  ],
})

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  fields: [
    defineField({ name: 'organizationName', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({ name: 'tagline', type: 'string', validation: (rule) => rule.required().max(120) }),
    { ...description, name: 'description' },
    defineField({ name: 'contactEmail', type: 'string', validation: (rule) => rule.required().email() }),
    defineField({
      name: 'postalAddress',
      type: 'object',
      fields: [
        defineField({ name: 'street', type: 'string', validation: (rule) => rule.required() }),
        defineField({ name: 'city', type: 'string', validation: (rule) => rule.required() }),
        defineField({ name: 'region', title: 'State', type: 'string', validation: (rule) => rule.required() }),
        defineField({ name: 'postalCode', type: 'string', validation: (rule) => rule.required() }),
        defineField({
          name: 'country',
          type: 'string',
          initialValue: 'United States',
          validation: (rule) => rule.required(),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'emergencyLine',
      title: 'Our emergency line',
      type: 'object',
      fields: [
        defineField({ name: 'label', type: 'string', validation: (rule) => rule.required() }),
        defineField({
          name: 'number',
          title: 'Number as shown',
          type: 'string',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'tel',
          title: 'Number to dial',
          type: 'string',
          validation: (rule) => rule.required().regex(/^\+?[0-9]{3,15}$/),
        }),
        defineField({ name: 'description', type: 'string', validation: (rule) => rule.required() }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'newsletter',
      type: 'object',
      fields: [
        defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
        defineField({ name: 'text', type: 'string', validation: (rule) => rule.required() }),
        defineField({ name: 'buttonLabel', type: 'string', validation: (rule) => rule.required() }),
        defineField({
          name: 'unavailableMessage',
          title: 'Message after submit',
          description: 'What the reader is told, honestly, when they subscribe.',
          type: 'string',
          validation: (rule) => rule.required(),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'consultation',
      type: 'object',
      fields: [
        defineField({ name: 'label', type: 'string', validation: (rule) => rule.required() }),
        defineField({ name: 'price', type: 'number', validation: (rule) => rule.required().min(0).precision(2) }),
        defineField({ name: 'currency', type: 'string', validation: (rule) => rule.required().regex(/^[A-Z]{3}$/) }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'socialLinks',
      type: 'array',
      description: 'Only links with a URL are shown.',
      of: [
        defineArrayMember({
          name: 'socialLink',
          type: 'object',
          fields: [
            defineField({
              name: 'platform',
              type: 'string',
              options: { list: ['facebook', 'x', 'instagram', 'linkedin', 'youtube'] },
              validation: (rule) => rule.required(),
            }),
            defineField({ name: 'url', type: 'url', validation: (rule) => rule.uri({ scheme: ['https'] }) }),
          ],
        }),
      ],
    }),
    defineField({
      name: 'educationalStatement',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required().max(300),
    }),
    defineField({ name: 'emergencyNote', type: 'string', validation: (rule) => rule.required().max(200) }),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
})

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

export const screeningPage = defineType({
  name: 'screeningPage',
  title: 'Health Screening page',
  type: 'document',
  fields: [
    defineField({ name: 'intro', type: 'text', rows: 3, validation: (rule) => rule.required() }),
    defineField({ name: 'source', type: 'simpleLink' }),
    defineField({ name: 'bookingNote', type: 'string', validation: (rule) => rule.required() }),
  ],
  preview: { prepare: () => ({ title: 'Health Screening page' }) },
})
