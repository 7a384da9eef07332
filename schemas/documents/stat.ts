import { defineField, defineType } from 'sanity'
import { icon, isSample, order } from '../fields'

export const stat = defineType({
  name: 'stat',
  title: 'Impact stat',
  type: 'document',
  fields: [
    icon,
    defineField({ name: 'number', type: 'number', validation: (rule) => rule.required().min(0) }),
    defineField({ name: 'suffix', type: 'string', validation: (rule) => rule.max(4) }),
    defineField({ name: 'label', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({ name: 'description', type: 'string', validation: (rule) => rule.max(160) }),
    defineField({
      name: 'source',
      title: 'Source or "as of" note',
      description:
        'Shown beside the figure: where it comes from and when it was true, e.g. "Site analytics, Jan–Jun 2026". A figure no one can back is not published.',
      type: 'string',
      validation: (rule) => rule.required().min(5).max(160),
    }),
    isSample,
    order,
  ],
})
