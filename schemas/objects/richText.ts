import { defineArrayMember, defineField, defineType } from 'sanity'
import { linkAnnotation } from './shared'

const textBlock = defineArrayMember({
  type: 'block',
  styles: [
    { title: 'Normal', value: 'normal' },
    { title: 'Heading 3', value: 'h3' },
    { title: 'Heading 4', value: 'h4' },
    { title: 'Quote', value: 'blockquote' },
  ],
  lists: [
    { title: 'Bullet', value: 'bullet' },
    { title: 'Numbered', value: 'number' },
  ],
  marks: {
    decorators: [
      { title: 'Strong', value: 'strong' },
      { title: 'Emphasis', value: 'em' },
      { title: 'Code', value: 'code' },
    ],
    annotations: [linkAnnotation],
  },
})

/** A boxed note; "caution" is the urgent "when to get help" box. */
export const callout = defineType({
  name: 'callout',
  title: 'Callout',
  type: 'object',
  fields: [
    defineField({
      name: 'tone',
      type: 'string',
      options: {
        list: [
          { title: 'When to get help (urgent)', value: 'caution' },
          { title: 'Warning', value: 'warning' },
          { title: 'Important', value: 'important' },
          { title: 'Note', value: 'note' },
          { title: 'Tip', value: 'tip' },
        ],
      },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'content', type: 'array', of: [textBlock], validation: (rule) => rule.required().min(1) }),
  ],
  preview: { select: { title: 'tone' }, prepare: ({ title }) => ({ title: `Callout: ${title}` }) },
})

const tableCell = defineArrayMember({
  name: 'cell',
  type: 'object',
  fields: [defineField({ name: 'value', type: 'array', of: [textBlock] })],
})

const tableRow = defineArrayMember({
  name: 'row',
  type: 'object',
  fields: [defineField({ name: 'cells', type: 'array', of: [tableCell] })],
})

/** The table shape @portabletext/markdown produces from GFM tables. */
export const table = defineType({
  name: 'table',
  title: 'Table',
  type: 'object',
  fields: [
    defineField({ name: 'caption', type: 'string' }),
    defineField({
      name: 'headerRows',
      type: 'number',
      initialValue: 1,
      validation: (rule) => rule.min(0).max(2).integer(),
    }),
    defineField({ name: 'rows', type: 'array', of: [tableRow], validation: (rule) => rule.required().min(1) }),
  ],
  preview: { select: { title: 'caption' }, prepare: ({ title }) => ({ title: title ?? 'Table' }) },
})

export const richText = defineType({
  name: 'richText',
  title: 'Rich text',
  type: 'array',
  of: [
    textBlock,
    defineArrayMember({ type: 'callout' }),
    defineArrayMember({ type: 'table' }),
    defineArrayMember({ type: 'imageWithAlt' }),
  ],
})

export const articleSection = defineType({
  name: 'articleSection',
  title: 'Section',
  type: 'object',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().min(3).max(120) }),
    defineField({
      name: 'anchor',
      title: 'Anchor id',
      description: 'The quick-navigation target, e.g. "diagnosis". Lower-case letters, digits and dashes.',
      type: 'string',
      validation: (rule) => rule.required().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { name: 'kebab-case' }),
    }),
    defineField({ name: 'body', type: 'richText', validation: (rule) => rule.required() }),
  ],
  preview: { select: { title: 'title', subtitle: 'anchor' } },
})
