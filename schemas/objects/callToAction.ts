import { defineField, defineType } from 'sanity'
import { isSafeHref } from '../../lib/site/links'

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
