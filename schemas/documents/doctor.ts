import { defineField, defineType } from 'sanity'
import { isSample, rating } from '../fields'

export const doctor = defineType({
  name: 'doctor',
  title: 'Doctor',
  type: 'document',
  fields: [
    defineField({
      name: 'doctorId',
      title: 'Booking id',
      description: 'The number in /booking/{id}.',
      type: 'number',
      validation: (rule) => rule.required().integer().min(1),
    }),
    defineField({
      name: 'name',
      description:
        'As readers see it, with the title in this profile\'s language: "Dr." in English; "Dr." or "Dra." in Spanish, as the doctor uses it. The site adds no title of its own.',
      type: 'string',
      validation: (rule) => rule.required().min(3).max(80),
    }),
    defineField({ name: 'credentials', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'specialization', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({
      name: 'experience',
      description: 'Text such as "18 years".',
      type: 'string',
      validation: (rule) => rule.required().max(40),
    }),
    rating,
    defineField({ name: 'bio', type: 'text', rows: 3, validation: (rule) => rule.max(600) }),
    defineField({ name: 'photo', type: 'imageWithAlt' }),
    defineField({
      name: 'studioUser',
      title: 'Studio user id',
      description:
        "This clinician's user in the project (Manage > Members in Sanity; `npm run lake -- user list` locally). When they approve a medical page in the Studio, the review record names this profile.",
      type: 'string',
      validation: (rule) => rule.regex(/^[A-Za-z0-9_-]{2,64}$/, { name: 'user id' }),
    }),
    isSample,
  ],
  preview: { select: { title: 'name', subtitle: 'specialization', media: 'photo' } },
})
