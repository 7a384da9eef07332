import { defineArrayMember, defineField } from 'sanity'
import { isSafeHref } from '../../lib/site/links'

/** Links in body text: only targets a reader can safely follow (see lib/links.ts). */
export const linkAnnotation = defineArrayMember({
  name: 'link',
  title: 'Link',
  type: 'object',
  fields: [
    defineField({
      name: 'href',
      title: 'URL',
      type: 'string',
      description: 'https://…, mailto:…, tel:… or a site path such as /contact.',
      validation: (rule) =>
        rule
          .required()
          .custom((value) =>
            typeof value === 'string' && isSafeHref(value)
              ? true
              : 'Use https://, http://, mailto:, tel: or a path starting with /',
          ),
    }),
    defineField({ name: 'title', title: 'Title', type: 'string' }),
  ],
})

/** The paragraph block used in every rich-text field, callout and table cell. */
export const textBlock = defineArrayMember({
  type: 'block',
  styles: [
    { title: 'Normal', value: 'normal' },
    // Section headings inside a body: the seed's posts and pages use them, so the Studio must offer them.
    { title: 'Heading 2', value: 'h2' },
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
