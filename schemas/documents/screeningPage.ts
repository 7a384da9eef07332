import { defineField, defineType } from 'sanity'
import { headingField } from '../fields'

export const screeningPage = defineType({
  name: 'screeningPage',
  title: 'Health Screening page',
  type: 'document',
  fields: [
    headingField('title', 'Heading', "The page's main heading (its H1)."),
    defineField({ name: 'intro', type: 'text', rows: 3, validation: (rule) => rule.required() }),
    defineField({ name: 'source', type: 'simpleLink' }),
    defineField({ name: 'bookingNote', type: 'string', validation: (rule) => rule.required() }),
    headingField('bookingHeading', 'Booking section heading', 'Above the booking note.'),
  ],
  preview: { select: { title: 'title' }, prepare: ({ title }) => ({ title, subtitle: 'Health Screening page' }) },
})
