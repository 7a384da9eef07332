import { DocumentTextIcon } from '@sanity/icons/DocumentText'
import { LaunchIcon } from '@sanity/icons/Launch'
import { defineArrayMember, defineField, type ReferenceFilterResolver } from 'sanity'
import { isSafeHref } from '../../lib/site/links'

/**
 * The documents an editor can link to from body text: the ones with a page (routeForDocument in
 * lib/site/document-routes.ts builds the address). "Page text" documents stand for the pages built in code (contact,
 * team, blog, BMI calculator).
 */
export const LINKABLE_TYPES = [
  'conditionArticle',
  'blogPost',
  'infoPage',
  'resourcesPage',
  'screeningPage',
  'pageCopy',
] as const

/** External links only: a page on this site is an internal link (a reference), so it follows renames and deletes. */
export function externalHrefProblem(value: unknown): string | true {
  if (typeof value !== 'string' || !isSafeHref(value)) return 'Use an https:// address, mailto: or tel:'
  if (value.startsWith('/') || value.startsWith('#'))
    return 'A page on this site is an "Internal link": pick the page, so the link follows it when it moves'
  if (value.startsWith('http:')) return 'Use https://: readers should not be sent to an unencrypted page'
  return true
}

/** Links to other sites (and e-mail, phone) in body text. */
export const linkAnnotation = defineArrayMember({
  name: 'link',
  title: 'External link',
  type: 'object',
  // Each link kind its own button in the toolbar: a page on this site and another site look different.
  icon: LaunchIcon,
  fields: [
    defineField({
      name: 'href',
      title: 'URL',
      type: 'string',
      description: 'https://…, mailto:… or tel:…. For a page on this site, use "Internal link" instead.',
      validation: (rule) => rule.required().custom(externalHrefProblem),
    }),
    defineField({ name: 'title', title: 'Title', type: 'string' }),
  ],
})

/** The internal-link picker's filter: documents in the edited document's language (English when it has none). */
export const linkInSameLanguage: ReferenceFilterResolver = ({ document }) => {
  const language = (document as { language?: unknown } | undefined)?.language
  const lang = typeof language === 'string' && language ? language : 'en'
  return { filter: 'coalesce(language, "en") == $lang', params: { lang } }
}

/**
 * Links to a page on this site, as Sanity's templates make them: a reference the editor picks, so a typo cannot make a
 * dead link, a renamed slug is followed, and the linked document cannot be deleted while the link stands (a strong
 * reference: the Content Lake refuses the delete and the Studio lists the documents that link to it).
 */
export const internalLinkAnnotation = defineArrayMember({
  name: 'internalLink',
  title: 'Internal link',
  type: 'object',
  icon: DocumentTextIcon,
  fields: [
    defineField({
      name: 'reference',
      title: 'Page',
      type: 'reference',
      to: LINKABLE_TYPES.map((type) => ({ type })),
      // The picker offers pages in the language of the document being edited: an English post links English guides.
      options: { filter: linkInSameLanguage },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'anchor',
      title: 'Section (optional)',
      description: 'The id of a section on that page, such as "special-considerations", to land on it.',
      type: 'string',
      validation: (rule) => rule.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { name: 'section id' }),
    }),
  ],
})

/** The paragraph block used in every rich-text field, callout and table cell. */
export const textBlock = defineArrayMember({
  type: 'block',
  styles: [
    { title: 'Normal', value: 'normal' },
    // Section headings inside a body: the seed's posts and pages use them, so the Studio must offer them.
    { title: 'Heading 2', value: 'h2' },
    { title: 'Heading 3', value: 'h3' },
    { title: 'Heading 4', value: 'h4' },
    { title: 'Quote', value: 'blockquote' },
  ],
  lists: [
    { title: 'Bullet', value: 'bullet' },
    { title: 'Numbered', value: 'number' },
  ],
  marks: {
    decorators: [
      { title: 'Strong', value: 'strong' },
      { title: 'Emphasis', value: 'em' },
      { title: 'Code', value: 'code' },
    ],
    annotations: [internalLinkAnnotation, linkAnnotation],
  },
})
