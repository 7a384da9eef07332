import { defineField, defineType } from 'sanity'
import { order } from '../fields'

export const heroSlide = defineType({
  name: 'heroSlide',
  title: 'Hero slide',
  type: 'document',
  fields: [defineField({ name: 'image', type: 'imageWithAlt', validation: (rule) => rule.required() }), order],
  preview: { select: { title: 'image.alt', media: 'image' } },
})
