import { defineArrayMember, defineField, defineType } from 'sanity'
import { cardDescription, cardTitle, icon, order } from '../fields'

export const resourceTopic = defineType({
  name: 'resourceTopic',
  title: 'Resource topic',
  type: 'document',
  fields: [
    cardTitle,
    icon,
    cardDescription,
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
