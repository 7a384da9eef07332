import { defineField, defineType } from 'sanity'
import { order } from '../fields'

export const faqItem = defineType({
  name: 'faqItem',
  title: 'FAQ item',
  type: 'document',
  fields: [
    defineField({ name: 'question', type: 'string', validation: (rule) => rule.required().min(5).max(200) }),
    defineField({ name: 'answer', type: 'text', rows: 4, validation: (rule) => rule.required().min(5).max(1000) }),
    order,
  ],
  preview: { select: { title: 'question' } },
})
