import { defineArrayMember, defineField, defineType } from 'sanity'
import { headingField } from '../fields'

const PAGE_NAMES: Record<string, string> = {
  team: 'Medical team',
  booking: 'Booking',
  contact: 'Contact',
  blog: 'Blog',
  bmi: 'BMI calculator',
  notFound: 'Page not found (404)',
}

/**
 * The words of a page whose layout is built in code: its heading, intro and section headings (one document per page,
 * lib/site/page-copy.ts). Buttons, form labels and
 * validation messages are "Interface words" (interfaceText.ts).
 */
export const pageCopy = defineType({
  name: 'pageCopy',
  title: 'Page text',
  type: 'document',
  fields: [
    defineField({
      name: 'page',
      description: 'Which page these words are for (fixed).',
      type: 'string',
      readOnly: true,
      options: { list: Object.entries(PAGE_NAMES).map(([value, title]) => ({ value, title })) },
      validation: (rule) => rule.required(),
    }),
    headingField('title', 'Heading', "The page's main heading (its H1)."),
    defineField({ name: 'intro', type: 'text', rows: 3, validation: (rule) => rule.max(400) }),
    defineField({
      name: 'texts',
      title: 'Section headings and short texts',
      description: 'Each line is used in one place on the page (its name says where).',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'pageText',
          fields: [
            defineField({ name: 'key', title: 'Used for', type: 'string', readOnly: true }),
            defineField({ name: 'text', type: 'string', validation: (rule) => rule.required().max(200) }),
          ],
          preview: { select: { title: 'text', subtitle: 'key' } },
        }),
      ],
    }),
  ],
  preview: {
    select: { title: 'title', page: 'page' },
    prepare: ({ title, page }) => ({ title, subtitle: `Page text: ${PAGE_NAMES[page as string] ?? page}` }),
  },
})
