import { defineField, defineType } from 'sanity'
import { ctaBlock, sectionIntro } from '../fields'

/** The consultation entry page (/homepage): its own words. The four feature cards are featureCard documents. */
export const consultationPage = defineType({
  name: 'consultationPage',
  title: 'Consultation entry page',
  type: 'document',
  fields: [
    defineField({
      name: 'hero',
      type: 'object',
      fields: [
        defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(90) }),
        defineField({ name: 'text', type: 'text', rows: 3, validation: (rule) => rule.required().max(300) }),
        defineField({
          name: 'findDoctorLabel',
          title: 'Label of the link to the medical team',
          type: 'string',
          validation: (rule) => rule.required().max(40),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    sectionIntro('features', 'Feature cards section'),
    ctaBlock('getStarted', 'Closing call to action (to the contact page)'),
  ],
  preview: {
    select: { title: 'hero.title' },
    prepare: ({ title }) => ({ title, subtitle: 'Consultation entry page' }),
  },
})
