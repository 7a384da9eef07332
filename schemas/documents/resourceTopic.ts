import { defineArrayMember, defineField, defineType } from 'sanity'
import { icon, order } from '../fields'

export const resourceTopic = defineType({
  name: 'resourceTopic',
  title: 'Resource topic',
  type: 'document',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(60) }),
    icon,
    defineField({ name: 'description', type: 'text', rows: 3, validation: (rule) => rule.required().max(400) }),
    defineField({
      name: 'tips',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.max(6),
    }),
    defineField({ name: 'link', type: 'simpleLink' }),
    order,
  ],
})
