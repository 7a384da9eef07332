import { defineField, defineType } from 'sanity'
import { isStandalonePageSlug, RESERVED_SLUGS } from '../../lib/site/routes'
import { readingLevelValidation, seoDescription, slugField } from '../fields'

/**
 * An information page: About, the policy pages, and any page an editor adds, each served at /{slug}. A page whose
 * slug names a built-in route (bmi-calculator) is the explainer shown inside that route instead.
 */
export const infoPage = defineType({
  name: 'infoPage',
  title: 'Information page',
  type: 'document',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().min(5).max(80) }),
    {
      ...slugField('title'),
      description:
        'The page is served at /{slug}. A built-in route name (e.g. bmi-calculator) shows it inside that route.',
      validation: (rule) =>
        rule.required().custom((value) => {
          const slug = (value as { current?: string } | undefined)?.current ?? ''
          return isStandalonePageSlug(slug) || RESERVED_SLUGS.has(slug)
            ? true
            : 'Use lower-case letters, digits and single dashes, e.g. "cookie-policy"'
        }),
    },
    seoDescription,
    defineField({ name: 'lastUpdated', title: 'Last updated', description: 'Shown on policy pages.', type: 'date' }),
    defineField({ name: 'body', type: 'richText', validation: (rule) => rule.required() }),
  ],
  validation: readingLevelValidation,
  preview: { select: { title: 'title', subtitle: 'slug.current' } },
})
