import { defineField, defineType } from 'sanity'
import { externalHrefProblem, LINKABLE_TYPES } from './textBlock'

type Target = { page?: { _ref?: string }; href?: string }

/**
 * The button at the end of a guide. It leads to a page of this site, picked as a reference (so a typo cannot make a
 * dead link, a renamed slug is followed and the page cannot be deleted while the button leads to it), or to another
 * site (988, a health-center finder): one of the two.
 */
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
      name: 'page',
      title: 'Button target: a page of this site',
      type: 'reference',
      to: LINKABLE_TYPES.map((type) => ({ type })),
      validation: (rule) =>
        rule.custom((value, context) => {
          const parent = context.parent as Target | undefined
          if (value && parent?.href) return 'Pick a page of this site or give another site’s address, not both'
          if (!value && !parent?.href) return 'The button needs a target: pick a page, or give another site’s address'
          return true
        }),
    }),
    defineField({
      name: 'href',
      title: 'Button target: another site',
      description: 'https://…, mailto:… or tel:…. For a page on this site, pick it above.',
      type: 'string',
      validation: (rule) => rule.custom((value) => (value ? externalHrefProblem(value) : true)),
    }),
  ],
})
