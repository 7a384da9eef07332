import { defineArrayMember, defineField, defineType } from 'sanity'
import { textBlock } from './textBlock'

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
