import { defineField, defineType } from 'sanity'
import { cardDescription, cardTitle, order } from '../fields'

export const toolCard = defineType({
  name: 'toolCard',
  title: 'Tool card',
  type: 'document',
  fields: [
    cardTitle,
    cardDescription,
    defineField({ name: 'available', type: 'boolean', initialValue: false, validation: (rule) => rule.required() }),
    defineField({
      name: 'page',
      title: 'Tool page',
      description: 'The page of this site the tool is on, picked so the card follows it when its address changes.',
      type: 'reference',
      to: [{ type: 'pageCopy' }],
      hidden: ({ parent }) => !(parent as { available?: boolean } | undefined)?.available,
      validation: (rule) =>
        rule.custom((value, context) => {
          const available = (context.parent as { available?: boolean } | undefined)?.available
          return available && !value ? 'An available tool needs its page' : true
        }),
    }),
    order,
  ],
})
