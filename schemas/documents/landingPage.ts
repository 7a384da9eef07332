import { defineArrayMember, defineField, defineType } from 'sanity'
import { ctaBlock, sampleNote, sectionIntro } from '../fields'

/**
 * The landing page's own words. Its slides, stats, pillars and testimonials are documents of their own types;
 * the disease cards come from the condition articles.
 */
export const landingPage = defineType({
  name: 'landingPage',
  title: 'Landing page',
  type: 'document',
  fields: [
    defineField({
      name: 'hero',
      type: 'object',
      description: 'Shown over the rotating hero images.',
      fields: [
        defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(90) }),
        defineField({ name: 'tagline', type: 'text', rows: 2, validation: (rule) => rule.required().max(220) }),
        defineField({
          name: 'topicsLabel',
          title: 'Label of the button that scrolls to the health topics',
          type: 'string',
          validation: (rule) => rule.required().max(40),
        }),
        defineField({
          name: 'contactLabel',
          title: 'Label of the link to the consultation page',
          type: 'string',
          validation: (rule) => rule.required().max(40),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'search',
      type: 'object',
      fields: [
        defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required().max(80) }),
        defineField({ name: 'placeholder', type: 'string', validation: (rule) => rule.required().max(80) }),
        defineField({
          name: 'note',
          description: 'Tells readers that results open in a new tab on an outside search engine.',
          type: 'string',
          validation: (rule) => rule.required().max(160),
        }),
        defineField({
          name: 'popular',
          title: 'Popular searches',
          description: 'Each one fills the search box when chosen.',
          type: 'array',
          of: [defineArrayMember({ type: 'string', validation: (rule) => rule.max(40) })],
          validation: (rule) => rule.max(6),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    sectionIntro('stats', 'Impact stats section', [sampleNote]),
    sectionIntro('commitment', 'Commitment section'),
    sectionIntro('topics', 'Health topics section'),
    defineField({
      name: 'testimonials',
      title: 'Testimonials section',
      type: 'object',
      fields: [
        defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required().max(80) }),
        defineField({ name: 'intro', type: 'text', rows: 2, validation: (rule) => rule.max(300) }),
        defineField({
          name: 'sampleNote',
          description: 'Shown while any testimonial is sample content, so readers are not misled.',
          type: 'string',
          validation: (rule) => rule.max(200),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    ctaBlock('consultationCta', 'Closing call to action (to the contact page)'),
  ],
  preview: { select: { title: 'hero.title' }, prepare: ({ title }) => ({ title, subtitle: 'Landing page' }) },
})
