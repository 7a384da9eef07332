import { defineField, defineType } from 'sanity'
import { reviewStatusTitles, REVIEW_STATUSES } from '../rules/review-workflow'

type ReviewParent = { status?: string; lastReviewed?: string } | undefined

/** Required once the document is approved: the review actions fill these in when a reviewer approves. */
const requiredWhenApproved = (value: unknown, parent: ReviewParent) =>
  parent?.status === 'approved' && !value ? 'Required once the document is medically approved' : true

export const medicalReview = defineType({
  name: 'medicalReview',
  title: 'Medical review',
  type: 'object',
  description:
    'Set by the review actions (Submit for review, Request changes, Approve). Any edit after approval needs a new review before publishing.',
  fields: [
    defineField({
      name: 'status',
      title: 'Review status',
      type: 'string',
      initialValue: 'draft',
      readOnly: true,
      options: {
        list: REVIEW_STATUSES.map((value) => ({ title: reviewStatusTitles[value], value })),
        layout: 'radio',
      },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'changesRequested',
      title: 'Changes requested by the reviewer',
      type: 'text',
      rows: 3,
      readOnly: true,
      hidden: ({ value }) => !value,
    }),
    defineField({
      name: 'reviewer',
      title: 'Medical reviewer',
      type: 'reference',
      to: [{ type: 'doctor' }],
      validation: (rule) =>
        rule.custom((value, context) => requiredWhenApproved(value, context.parent as ReviewParent)),
    }),
    defineField({
      name: 'lastReviewed',
      title: 'Last reviewed',
      type: 'date',
      validation: (rule) =>
        rule.custom((value, context) => requiredWhenApproved(value, context.parent as ReviewParent)),
    }),
    defineField({
      name: 'nextReviewDue',
      title: 'Next review due',
      type: 'date',
      validation: (rule) =>
        rule.custom((value, context) => {
          const parent = context.parent as ReviewParent
          const required = requiredWhenApproved(value, parent)
          if (required !== true) return required
          if (!value || !parent?.lastReviewed) return true
          return value > parent.lastReviewed ? true : 'The next review must come after the last review'
        }),
    }),
    defineField({
      name: 'approvedBy',
      title: 'Approved in the Studio by',
      type: 'string',
      readOnly: true,
      hidden: ({ value }) => !value,
    }),
    defineField({
      name: 'approvedFingerprint',
      title: 'Fingerprint of the approved content',
      description: 'Set on approval; an edit that changes the content sends the document back to draft.',
      type: 'string',
      readOnly: true,
      hidden: true,
    }),
  ],
})
