import { defineField, defineType } from 'sanity'
import { order } from '../fields'

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
