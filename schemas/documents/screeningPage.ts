import { defineField, defineType } from 'sanity'

export const screeningPage = defineType({
  name: 'screeningPage',
  title: 'Health Screening page',
  type: 'document',
  fields: [
    defineField({ name: 'intro', type: 'text', rows: 3, validation: (rule) => rule.required() }),
    defineField({ name: 'source', type: 'simpleLink' }),
    defineField({ name: 'bookingNote', type: 'string', validation: (rule) => rule.required() }),
  ],
  preview: { prepare: () => ({ title: 'Health Screening page' }) },
})
