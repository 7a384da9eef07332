import { defineArrayMember, defineType } from 'sanity'
import { textBlock } from './textBlock'

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
