import { defineArrayMember, defineField, defineType } from 'sanity'
import { cardDescription, cardTitle, icon, order } from '../fields'

export const screeningCard = defineType({
  name: 'screeningCard',
  title: 'Screening card',
  type: 'document',
  fields: [
    cardTitle,
    icon,
    cardDescription,
    defineField({
      name: 'checks',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'screeningCheck',
          type: 'object',
          fields: [
            defineField({ name: 'name', type: 'string', validation: (rule) => rule.required().max(80) }),
            defineField({
              name: 'who',
              title: 'Who it is for',
              type: 'text',
              rows: 2,
              validation: (rule) => rule.required().max(300),
            }),
          ],
        }),
      ],
      validation: (rule) => rule.required().min(1).max(8),
    }),
    order,
  ],
})
