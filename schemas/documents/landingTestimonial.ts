import { defineField, defineType } from 'sanity'
import { isSample, order, rating } from '../fields'

export const landingTestimonial = defineType({
  name: 'landingTestimonial',
  title: 'Testimonial (landing page)',
  type: 'document',
  fields: [
    defineField({ name: 'name', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'role', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'content', type: 'text', rows: 4, validation: (rule) => rule.required().min(20).max(500) }),
    rating,
    defineField({ name: 'initials', type: 'string', validation: (rule) => rule.required().max(3) }),
    order,
    isSample,
  ],
})
