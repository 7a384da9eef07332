import { defineField, defineType } from 'sanity'
import { isSample, order, rating } from '../fields'

export const bookingTestimonial = defineType({
  name: 'bookingTestimonial',
  title: 'Testimonial (booking page)',
  type: 'document',
  fields: [
    defineField({ name: 'name', type: 'string', validation: (rule) => rule.required().max(80) }),
    rating,
    defineField({ name: 'text', type: 'text', rows: 3, validation: (rule) => rule.required().min(20).max(400) }),
    order,
    isSample,
  ],
})
