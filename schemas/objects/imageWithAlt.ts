import { defineField, defineType } from 'sanity'

/** An image that cannot be published without alternative text (WCAG 1.1.1). */
export const imageWithAlt = defineType({
  name: 'imageWithAlt',
  title: 'Image',
  type: 'image',
  options: { hotspot: true },
  fields: [
    defineField({
      name: 'alt',
      title: 'Alternative text',
      description: 'Describe the image for people who cannot see it. Required.',
      type: 'string',
      validation: (rule) => rule.required().min(3).max(200),
    }),
    defineField({
      name: 'caption',
      description: 'Optional. Shown under the image in an article body; say where a medical image comes from.',
      type: 'string',
      validation: (rule) => rule.max(300),
    }),
  ],
})
