import { defineArrayMember, defineField, defineType } from 'sanity'
import { icon, order } from '../fields'

export const screeningCard = defineType({
  name: 'screeningCard',
  title: 'Screening card',
  type: 'document',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(60) }),
    icon,
    defineField({ name: 'description', type: 'text', rows: 3, validation: (rule) => rule.required().max(400) }),
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
