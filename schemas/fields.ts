/**
 * Field definitions that several document types share, defined once so that a rule changes in one place.
 */
import {
  defineArrayMember,
  defineField,
  type DocumentDefinition,
  type DocumentRule,
  type FieldDefinition,
} from 'sanity'
import { isPossibleSlug, MAX_SLUG_LENGTH } from '../lib/site/routes'
import { approvalGateRule } from './rules/approval-gate'
import { freshnessWarnings, type FreshnessInput } from './rules/freshness'
import { readingLevelWarnings } from './rules/reading-level'

export const order = defineField({
  name: 'order',
  title: 'Order',
  type: 'number',
  initialValue: 0,
  validation: (rule) => rule.integer().min(0),
})

export const icon = defineField({
  name: 'icon',
  title: 'Icon',
  description: 'A Lucide icon name, e.g. "heart-pulse".',
  type: 'string',
  validation: (rule) => rule.required().regex(/^[a-z0-9-]+$/),
})

/** Sample content (fictional people, unmeasured figures) carries this flag until real content replaces it. */
export const isSample = defineField({
  name: 'isSample',
  title: 'Sample content',
  description:
    'On for sample content (fictional people, figures no one has measured): the page labels it. Replace it with real, consenting people or sourced figures before launch.',
  type: 'boolean',
  initialValue: false,
})

export const rating = defineField({
  name: 'rating',
  type: 'number',
  validation: (rule) => rule.required().min(0).max(5).precision(1),
})

/** A card's title: a few words over an icon or a link. */
export const cardTitle = defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(60) })

/** A card's description: a sentence or two under its title. */
export const cardDescription = defineField({
  name: 'description',
  type: 'text',
  rows: 3,
  validation: (rule) => rule.required().max(400),
})

/** Pillars and feature cards are the same small card: an icon, a title and a sentence or two. */
export const iconCardFields = [
  icon,
  cardTitle,
  defineField({ name: 'description', type: 'text', rows: 3, validation: (rule) => rule.required().max(300) }),
  order,
]

export const slugField = (source: string) =>
  defineField({
    name: 'slug',
    type: 'slug',
    options: { source, maxLength: 80 },
    // The slug type checks uniqueness across documents of the same type by default. `maxLength` only shortens a
    // generated slug; one typed by hand is checked here, as no page could be opened at a longer address.
    validation: (rule) =>
      rule
        .required()
        .custom((slug?: { current?: string }) =>
          isPossibleSlug(slug?.current ?? '')
            ? true
            : `At most ${MAX_SLUG_LENGTH} characters: a page with a longer address cannot be opened`,
        ),
  })

/** Old slugs of a guide or post, recorded by Publish (studio/slug-history-action.ts); each redirects to the page. */
export const previousSlugs = defineField({
  name: 'previousSlugs',
  title: 'Previous addresses',
  description:
    'Filled in by Publish when the slug changes: links to these old slugs go to this page (a permanent redirect). Remove one only to give the address to another page.',
  type: 'array',
  of: [{ type: 'string' }],
  options: { layout: 'tags' },
})

/** A page's main heading (its H1), or one of its section headings: a short, required line. */
export const headingField = (name: string, title: string, description: string) =>
  defineField({ name, title, description, type: 'string', validation: (rule) => rule.required().max(120) })

/** The search-result and link-preview text (SEO description). */
/** The tabs of a medical document's form: its text, and its medical review. */
export const contentGroup = { name: 'content', title: 'Content', default: true }
export const reviewGroup = { name: 'review', title: 'Medical review' }

/** The headline of a guide or post: the page's h1, and its title in search results and link previews. */
export const headline = defineField({
  name: 'title',
  type: 'string',
  validation: (rule) => rule.required().min(10).max(100),
})

export const seoDescription = defineField({
  name: 'description',
  title: 'Search description',
  description: 'Shown in search results and link previews. 50–160 characters.',
  type: 'text',
  rows: 2,
  validation: (rule) => rule.required().min(50).max(160),
})

export const references = defineField({
  name: 'references',
  type: 'array',
  of: [defineArrayMember({ type: 'sourceReference' })],
  validation: (rule) => rule.required().min(1),
})

/** The most related guides a page lists: a short list a reader can take in, not a second menu. */
export const MAX_RELATED_GUIDES = 4

/**
 * Guides a reader of this page may want next, picked by the editor (references, so a rename is followed and a linked
 * guide cannot be deleted while it is listed here). Shown under the page as a short list of links.
 */
export const relatedGuides = defineField({
  name: 'relatedGuides',
  title: 'Related guides',
  description: `Up to ${MAX_RELATED_GUIDES} guides to read next, shown at the end of the page in this order.`,
  type: 'array',
  of: [defineArrayMember({ type: 'reference', to: [{ type: 'conditionArticle' }] })],
  validation: (rule) =>
    rule
      .max(MAX_RELATED_GUIDES)
      .unique()
      .custom((items, context) => {
        // A guide listing itself sends the reader back to the page they are on.
        const self = String(context.document?._id ?? '').replace(/^drafts\./, '')
        return (items ?? []).some((item) => (item as { _ref?: string })._ref === self)
          ? 'A guide cannot be related to itself'
          : true
      }),
})

/**
 * The freshness guard as a document-level warning (schemas/rules/freshness.ts): it never blocks publishing, because
 * a correction must be able to go out at once, but it stays on the document until a review covers the change.
 */
export const freshnessValidation = (rule: DocumentRule) =>
  rule
    .custom((doc) => {
      const warnings = freshnessWarnings((doc ?? {}) as FreshnessInput, new Date().toISOString().slice(0, 10))
      return warnings.length ? warnings.map((w) => w.message).join(' ') : true
    })
    .warning()

/**
 * The reading-level guard as a document-level warning (schemas/rules/reading-level.ts): a text above its grade limit is
 * flagged until it is simpler, but never blocks publishing (a safety fix goes out first, plainer words after).
 */
export const readingLevelValidation = (rule: DocumentRule) =>
  rule
    .custom((doc) => {
      const warnings = readingLevelWarnings((doc ?? {}) as Record<string, unknown>)
      return warnings.length ? warnings.map((w) => w.message).join(' ') : true
    })
    .warning()

/** Guides and posts: both guards, freshness and reading level. */
export const medicalDocumentValidation: NonNullable<DocumentDefinition['validation']> = (rule) => [
  freshnessValidation(rule),
  readingLevelValidation(rule),
]

/**
 * The medical review every medical document carries: reviewer, dates and status. Its rule is the review gate
 * (schemas/rules/approval-gate.ts): an error until this version is approved, which the Studio checks on every road
 * to readers (Publish, a release, a schedule), so it sits on the one field every medical type shares.
 */
export const review = defineField({
  name: 'review',
  type: 'medicalReview',
  validation: (rule) => [rule.required(), rule.custom(approvalGateRule)],
})

/** A page section's heading and the sentence or two under it. */
export const sectionIntro = (name: string, title?: string, extraFields: FieldDefinition[] = []) =>
  defineField({
    name,
    title,
    type: 'object',
    fields: [
      defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required().max(80) }),
      defineField({ name: 'intro', type: 'text', rows: 2, validation: (rule) => rule.max(300) }),
      ...extraFields,
    ],
    validation: (rule) => rule.required(),
  })

/** A note shown while any item of a section is sample content, so readers are not misled. */
export const sampleNote = defineField({
  name: 'sampleNote',
  description: 'Shown while any item of this section is sample content, so readers are not misled.',
  type: 'string',
  validation: (rule) => rule.max(200),
})

/** A closing call to action whose target the page decides (a site path from lib/routes). */
export const ctaBlock = (name: string, title?: string) =>
  defineField({
    name,
    title,
    type: 'object',
    fields: [
      defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required().max(80) }),
      defineField({ name: 'text', type: 'text', rows: 2, validation: (rule) => rule.max(300) }),
      defineField({
        name: 'label',
        title: 'Button label',
        type: 'string',
        validation: (rule) => rule.required().max(40),
      }),
    ],
    validation: (rule) => rule.required(),
  })
