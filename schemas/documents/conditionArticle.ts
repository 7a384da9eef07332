import { defineArrayMember, defineField, defineType } from 'sanity'
import { bulletList } from '../objects/getHelpCard'
import {
  contentGroup,
  headline,
  medicalDocumentValidation,
  previousSlugs,
  references,
  relatedGuides,
  review,
  reviewGroup,
  seoDescription,
  slugField,
} from '../fields'

export const conditionArticle = defineType({
  name: 'conditionArticle',
  title: 'Condition article',
  type: 'document',
  // The guide's long parts under tabs of their own: Sanity draws only the open tab's fields, and a guide drawn whole
  // was the slowest document to open on a slow machine (docs/performance.md, "The Studio").
  groups: [
    contentGroup,
    { name: 'help', title: 'When to get help' },
    { name: 'more', title: 'Professionals and links' },
    { name: 'card', title: 'Navigation and cards' },
    reviewGroup,
  ],
  fields: [
    { ...headline, group: 'content' },
    { ...slugField('name'), group: 'content' },
    { ...previousSlugs, group: 'content' },
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
    { ...seoDescription, group: 'content' },
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
    defineField({
      name: 'image',
      title: 'Guide image',
      description: 'Optional. Shown under the title and when the guide is shared (16:9; set the hotspot).',
      type: 'imageWithAlt',
      group: 'content',
    }),
    defineField({ name: 'intro', type: 'richText', group: 'content', validation: (rule) => rule.required() }),
    {
      ...bulletList(
        'keyPoints',
        'Key points',
        "The guide's essentials in 5–7 short bullets, shown in a box at the top. Plain words, grade 6 or below.",
        5,
        7,
      ),
      group: 'content',
    },
    defineField({
      name: 'getHelp',
      title: 'When to get help',
      description: 'The get-help card shown before the first section: 911 now, care today, an appointment.',
      type: 'getHelpCard',
      group: 'help',
      validation: (rule) => rule.required(),
    }),
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
      name: 'forProfessionals',
      title: 'For health professionals',
      description:
        'Optional clinician-level detail (guideline comparisons, mmol values, drug classes): a closed part at the end of the guide that readers open, printed open.',
      type: 'richText',
      group: 'more',
    }),
    defineField({
      name: 'cta',
      title: 'Closing call to action',
      type: 'callToAction',
      group: 'more',
      validation: (rule) => rule.required(),
    }),
    { ...relatedGuides, group: 'more' },
    { ...review, group: 'review' },
    { ...references, group: 'review' },
  ],
  validation: medicalDocumentValidation,
  orderings: [{ title: 'Menu order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'title', subtitle: 'name' } },
})
