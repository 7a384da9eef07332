import { defineArrayMember, defineField, defineType } from 'sanity'
import { seoDescription } from '../fields'

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  fields: [
    defineField({ name: 'organizationName', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({ name: 'tagline', type: 'string', validation: (rule) => rule.required().max(120) }),
    { ...seoDescription, name: 'description' },
    defineField({ name: 'contactEmail', type: 'string', validation: (rule) => rule.required().email() }),
    defineField({
      name: 'contactResponseTime',
      title: 'Response time (contact page)',
      description:
        'How soon a message sent through the contact form is answered, e.g. "within 24–48 hours on business days".',
      type: 'string',
      validation: (rule) => rule.required().max(160),
    }),
    defineField({
      name: 'postalAddress',
      type: 'object',
      fields: [
        defineField({ name: 'street', type: 'string', validation: (rule) => rule.required() }),
        defineField({ name: 'city', type: 'string', validation: (rule) => rule.required() }),
        defineField({ name: 'region', title: 'State', type: 'string', validation: (rule) => rule.required() }),
        defineField({ name: 'postalCode', type: 'string', validation: (rule) => rule.required() }),
        defineField({
          name: 'country',
          type: 'string',
          initialValue: 'United States',
          validation: (rule) => rule.required(),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'emergencyLine',
      title: 'Our emergency line',
      type: 'object',
      fields: [
        defineField({ name: 'label', type: 'string', validation: (rule) => rule.required() }),
        defineField({
          name: 'number',
          title: 'Number as shown',
          type: 'string',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'tel',
          title: 'Number to dial',
          type: 'string',
          validation: (rule) => rule.required().regex(/^\+?[0-9]{3,15}$/),
        }),
        defineField({ name: 'description', type: 'string', validation: (rule) => rule.required() }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'newsletter',
      type: 'object',
      fields: [
        defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
        defineField({ name: 'text', type: 'string', validation: (rule) => rule.required() }),
        defineField({ name: 'buttonLabel', type: 'string', validation: (rule) => rule.required() }),
        defineField({
          name: 'unavailableMessage',
          title: 'Message after submit',
          description: 'What the reader is told, honestly, when they subscribe.',
          type: 'string',
          validation: (rule) => rule.required(),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'consultation',
      type: 'object',
      fields: [
        defineField({ name: 'label', type: 'string', validation: (rule) => rule.required() }),
        defineField({ name: 'price', type: 'number', validation: (rule) => rule.required().min(0).precision(2) }),
        defineField({ name: 'currency', type: 'string', validation: (rule) => rule.required().regex(/^[A-Z]{3}$/) }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'socialLinks',
      type: 'array',
      description: 'Only links with a URL are shown.',
      of: [
        defineArrayMember({
          name: 'socialLink',
          type: 'object',
          fields: [
            defineField({
              name: 'platform',
              type: 'string',
              options: { list: ['facebook', 'x', 'instagram', 'linkedin', 'youtube'] },
              validation: (rule) => rule.required(),
            }),
            defineField({ name: 'url', type: 'url', validation: (rule) => rule.uri({ scheme: ['https'] }) }),
          ],
        }),
      ],
    }),
    defineField({
      name: 'educationalStatement',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required().max(300),
    }),
    defineField({ name: 'emergencyNote', type: 'string', validation: (rule) => rule.required().max(200) }),
    defineField({
      name: 'urgentCareNotice',
      title: 'Not-for-emergencies notice',
      description:
        'Shown on every form where a reader can describe symptoms (booking, contact): where to go in an emergency or a crisis, and that messages are not monitored for urgent care.',
      type: 'object',
      fields: [
        defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(80) }),
        defineField({ name: 'text', type: 'text', rows: 3, validation: (rule) => rule.required().max(400) }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'consultationFees',
      title: 'What is free and what is paid',
      description:
        'Shown on the team and booking pages before any personal details are asked for. Write {price} where the consultation price goes.',
      type: 'object',
      fields: [
        defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(80) }),
        defineField({ name: 'free', type: 'text', rows: 2, validation: (rule) => rule.required().max(300) }),
        defineField({
          name: 'paid',
          type: 'text',
          rows: 2,
          validation: (rule) =>
            rule
              .required()
              .max(300)
              .custom((value?: string) =>
                value?.includes('{price}') ? true : 'Say the price: write {price} where it goes',
              ),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'showSampleContent',
      title: 'Show sample figures, testimonials and ratings',
      description:
        'Off: readers see none of the sample impact figures, the fictional testimonials or the sample doctors’ star ratings. A figure no one measured, or a review by someone who does not exist, misleads even when labeled (FTC Act section 5; the FTC’s rule on fake reviews and testimonials, 16 CFR Part 465). Turn it on only to show the design in a demonstration; a launched site never shows them, whatever this says. Real, sourced figures and real testimonials (sample box unticked) are always shown.',
      type: 'boolean',
      initialValue: false,
    }),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
})
