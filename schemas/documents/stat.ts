import { defineField, defineType } from 'sanity'
import { icon, order } from '../fields'

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
    order,
  ],
})
