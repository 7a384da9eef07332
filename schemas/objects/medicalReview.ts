import { defineArrayMember, defineField, defineType } from 'sanity'
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
    'Set by the review actions (Submit for review, Request changes, Approve). Any edit after approval, to the content, the reviewer or a date, needs a new review before publishing.',
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
      name: 'changeRequests',
      title: "The reviewer's change requests (latest first)",
      description: 'Kept on the published document too, so discarding a draft does not lose them.',
      type: 'array',
      readOnly: true,
      hidden: ({ value }) => !Array.isArray(value) || value.length === 0,
      of: [
        defineArrayMember({
          type: 'object',
          name: 'changeRequest',
          title: 'Change request',
          fields: [
            defineField({ name: 'comment', title: 'What needs to change', type: 'text', rows: 3 }),
            defineField({ name: 'requestedBy', title: 'Requested by', type: 'string' }),
            defineField({ name: 'requestedAt', title: 'Requested at', type: 'datetime' }),
          ],
          preview: {
            select: { title: 'comment', by: 'requestedBy', at: 'requestedAt' },
            prepare: ({ title, by, at }: { title?: string; by?: string; at?: string }) => ({
              title,
              subtitle: [by, at ? new Date(at).toLocaleString('en-US') : null].filter(Boolean).join(', '),
            }),
          },
        }),
      ],
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
      name: 'submittedBy',
      title: 'Submitted for review by',
      description: 'Who sent this version to medical review: they may not approve it.',
      type: 'string',
      readOnly: true,
      hidden: ({ value }) => !value,
    }),
    defineField({
      name: 'submittedFingerprint',
      title: 'Fingerprint of the submitted content',
      description: 'Set on Submit; an edit after it is shown to the reviewer as "changed since submitted".',
      type: 'string',
      readOnly: true,
      hidden: true,
    }),
    defineField({
      name: 'approvedBy',
      title: 'Approved in the Studio by',
      description: 'The signed-in medical reviewer who recorded the approval.',
      type: 'string',
      readOnly: true,
      hidden: ({ value }) => !value,
    }),
    defineField({
      name: 'triageOverrides',
      title: 'Triage warnings approved anyway',
      description: 'Each line the triage list flagged, and why the reviewer approved it as written.',
      type: 'array',
      readOnly: true,
      hidden: ({ value }) => !Array.isArray(value) || value.length === 0,
      of: [
        defineArrayMember({
          type: 'object',
          name: 'triageOverride',
          title: 'Triage override',
          fields: [
            defineField({ name: 'sign', title: 'Warning sign', type: 'string' }),
            defineField({ name: 'line', title: 'Line', type: 'text', rows: 2 }),
            defineField({ name: 'reason', title: "Reviewer's reason", type: 'text', rows: 2 }),
          ],
          preview: {
            select: { sign: 'sign', reason: 'reason', line: 'line' },
            prepare: ({ sign, reason, line }: { sign?: string; reason?: string; line?: string }) => ({
              title: `${sign ?? 'Sign'}: ${reason ?? ''}`,
              subtitle: line,
            }),
          },
        }),
      ],
    }),
    defineField({
      name: 'approvedFingerprint',
      title: 'Fingerprint of the approved content',
      description:
        'Set on approval; a change to the content, the reviewer or a review date sends the document back to draft.',
      type: 'string',
      readOnly: true,
      hidden: true,
    }),
    defineField({
      name: 'approvedRev',
      title: 'Revision the approval wrote',
      description: 'Set on approval; the "Needs medical review" list finds drafts changed since by it.',
      type: 'string',
      readOnly: true,
      hidden: true,
    }),
  ],
})
