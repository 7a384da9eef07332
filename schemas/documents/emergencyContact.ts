import { defineField, defineType } from 'sanity'
import { order } from '../fields'

export const emergencyContact = defineType({
  name: 'emergencyContact',
  title: 'Emergency contact',
  type: 'document',
  fields: [
    defineField({ name: 'name', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({
      name: 'number',
      title: 'Number as shown',
      type: 'string',
      validation: (rule) => rule.required().max(30),
    }),
    defineField({
      name: 'tel',
      title: 'Number to dial',
      type: 'string',
      validation: (rule) => rule.required().regex(/^\+?[0-9]{3,15}$/),
    }),
    defineField({ name: 'description', type: 'text', rows: 2, validation: (rule) => rule.required().max(300) }),
    order,
  ],
})
