import { defineArrayMember, defineField, defineType } from 'sanity'

const order = defineField({
  name: 'order',
  title: 'Order',
  type: 'number',
  initialValue: 0,
  validation: (rule) => rule.integer().min(0),
})
const icon = defineField({
  name: 'icon',
  title: 'Icon',
  description: 'A Lucide icon name, e.g. "heart-pulse".',
  type: 'string',
  validation: (rule) => rule.required().regex(/^[a-z0-9-]+$/),
})
const isSample = defineField({
  name: 'isSample',
  title: 'Sample content',
  description: 'On for fictional sample people. Must be replaced with real, consenting people before launch.',
  type: 'boolean',
  initialValue: false,
})
const rating = defineField({
  name: 'rating',
  type: 'number',
  validation: (rule) => rule.required().min(0).max(5).precision(1),
})

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
    defineField({ name: 'name', type: 'string', validation: (rule) => rule.required().min(3).max(80) }),
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
    isSample,
  ],
  preview: { select: { title: 'name', subtitle: 'specialization' } },
})

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

export const stat = defineType({
  name: 'stat',
  title: 'Impact stat',
  type: 'document',
  fields: [
    icon,
    defineField({ name: 'number', type: 'number', validation: (rule) => rule.required().min(0) }),
    defineField({ name: 'suffix', type: 'string', validation: (rule) => rule.max(4) }),
    defineField({ name: 'label', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({ name: 'description', type: 'string', validation: (rule) => rule.max(160) }),
    order,
  ],
})

/** Pillars and feature cards are the same small card: an icon, a title and a sentence or two. */
const iconCardFields = [
  icon,
  defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(60) }),
  defineField({ name: 'description', type: 'text', rows: 3, validation: (rule) => rule.required().max(300) }),
  order,
]

export const pillar = defineType({
  name: 'pillar',
  title: 'Commitment pillar',
  type: 'document',
  fields: iconCardFields,
})

export const heroSlide = defineType({
  name: 'heroSlide',
  title: 'Hero slide',
  type: 'document',
  fields: [defineField({ name: 'image', type: 'imageWithAlt', validation: (rule) => rule.required() }), order],
  preview: { select: { title: 'image.alt', media: 'image' } },
})

export const featureCard = defineType({
  name: 'featureCard',
  title: 'Feature card',
  type: 'document',
  fields: iconCardFields,
})

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

export const resourceTopic = defineType({
  name: 'resourceTopic',
  title: 'Resource topic',
  type: 'document',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(60) }),
    icon,
    defineField({ name: 'description', type: 'text', rows: 3, validation: (rule) => rule.required().max(400) }),
    defineField({
      name: 'tips',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.max(6),
    }),
    defineField({ name: 'link', type: 'simpleLink' }),
    order,
  ],
})

export const toolCard = defineType({
  name: 'toolCard',
  title: 'Tool card',
  type: 'document',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({ name: 'description', type: 'text', rows: 3, validation: (rule) => rule.required().max(400) }),
    defineField({ name: 'available', type: 'boolean', initialValue: false, validation: (rule) => rule.required() }),
    defineField({
      name: 'href',
      type: 'string',
      hidden: ({ parent }) => !(parent as { available?: boolean } | undefined)?.available,
      validation: (rule) =>
        rule.custom((value, context) => {
          const available = (context.parent as { available?: boolean } | undefined)?.available
          if (available && !value) return 'An available tool needs a link'
          if (value && !value.startsWith('/')) return 'Use a site path such as /bmi-calculator'
          return true
        }),
    }),
    order,
  ],
})

export const emergencyContact = defineType({
  name: 'emergencyContact',
  title: 'Emergency contact',
  type: 'document',
  fields: [
    defineField({ name: 'name', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({
      name: 'number',
      title: 'Number as shown',
      type: 'string',
      validation: (rule) => rule.required().max(30),
    }),
    defineField({
      name: 'tel',
      title: 'Number to dial',
      type: 'string',
      validation: (rule) => rule.required().regex(/^\+?[0-9]{3,15}$/),
    }),
    defineField({ name: 'description', type: 'text', rows: 2, validation: (rule) => rule.required().max(300) }),
    order,
  ],
})

export const screeningCard = defineType({
  name: 'screeningCard',
  title: 'Screening card',
  type: 'document',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(60) }),
    icon,
    defineField({ name: 'description', type: 'text', rows: 3, validation: (rule) => rule.required().max(400) }),
    defineField({
      name: 'checks',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'screeningCheck',
          type: 'object',
          fields: [
            defineField({ name: 'name', type: 'string', validation: (rule) => rule.required().max(80) }),
            defineField({
              name: 'who',
              title: 'Who it is for',
              type: 'text',
              rows: 2,
              validation: (rule) => rule.required().max(300),
            }),
          ],
        }),
      ],
      validation: (rule) => rule.required().min(1).max(8),
    }),
    order,
  ],
})
