import { defineField, defineType } from 'sanity'

export const medicalReview = defineType({
  name: 'medicalReview',
  title: 'Medical review',
  type: 'object',
  fields: [
    defineField({
      name: 'reviewer',
      title: 'Medical reviewer',
      type: 'reference',
      to: [{ type: 'doctor' }],
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'lastReviewed', title: 'Last reviewed', type: 'date', validation: (rule) => rule.required() }),
    defineField({
      name: 'nextReviewDue',
      title: 'Next review due',
      type: 'date',
      validation: (rule) =>
        rule.required().custom((value, context) => {
          const parent = context.parent as { lastReviewed?: string } | undefined
          if (!value || !parent?.lastReviewed) return true
          return value > parent.lastReviewed ? true : 'The next review must come after the last review'
        }),
    }),
    defineField({
      name: 'status',
      title: 'Review status',
      type: 'string',
      initialValue: 'draft',
      options: {
        list: [
          { title: 'Draft', value: 'draft' },
          { title: 'In medical review', value: 'inReview' },
          { title: 'Medically approved', value: 'approved' },
        ],
        layout: 'radio',
      },
      validation: (rule) => rule.required(),
    }),
  ],
})
