import { defineField, defineType } from 'sanity'

export const screeningPage = defineType({
  name: 'screeningPage',
  title: 'Health Screening page',
  type: 'document',
  fields: [
    defineField({
      name: 'title',
      title: 'Heading',
      description: "The page's main heading (its H1).",
      type: 'string',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({ name: 'intro', type: 'text', rows: 3, validation: (rule) => rule.required() }),
    defineField({ name: 'source', type: 'simpleLink' }),
    defineField({ name: 'bookingNote', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'bookingHeading',
      title: 'Booking section heading',
      description: 'Above the booking note.',
      type: 'string',
      validation: (rule) => rule.required().max(120),
    }),
  ],
  preview: { select: { title: 'title' }, prepare: ({ title }) => ({ title, subtitle: 'Health Screening page' }) },
})
