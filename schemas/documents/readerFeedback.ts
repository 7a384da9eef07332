import { defineField, defineType } from 'sanity'

/**
 * A reader's answer to "Was this page helpful?" (and, after a no, the comment they chose to add), written by the site's
 * server only (app/api/feedback, lib/feedback/store.ts) under a private `feedback.` id that no reader can read.
 * Editors read answers in "Reader feedback" (studio/FeedbackQueue.tsx) and change one thing: "Handled". Edited live,
 * without a draft: marking an answer handled publishes nothing to readers.
 */
const readOnly = true

export const readerFeedback = defineType({
  name: 'readerFeedback',
  title: 'Reader feedback',
  type: 'document',
  liveEdit: true,
  fields: [
    defineField({
      name: 'handled',
      title: 'Handled',
      description: 'Tick once the page has been checked or changed for this answer.',
      type: 'boolean',
      initialValue: false,
    }),
    defineField({
      name: 'answer',
      title: 'Was the page helpful?',
      type: 'string',
      options: {
        list: [
          { value: 'yes', title: 'Yes' },
          { value: 'no', title: 'No' },
        ],
      },
      readOnly,
    }),
    defineField({
      name: 'comment',
      title: 'Comment (e-mail addresses and phone numbers removed)',
      type: 'text',
      readOnly,
    }),
    defineField({ name: 'pageTitle', title: 'Page', type: 'string', readOnly }),
    defineField({
      name: 'pageKind',
      title: 'Kind of page',
      type: 'string',
      options: {
        list: [
          { value: 'guide', title: 'Condition guide' },
          { value: 'post', title: 'Blog post' },
          { value: 'page', title: 'Information page' },
          { value: 'section', title: 'Health Resources or Health Screening' },
        ],
      },
      readOnly,
    }),
    defineField({ name: 'slug', title: 'Slug', type: 'string', readOnly }),
    defineField({ name: 'language', title: 'Language', type: 'string', readOnly }),
    defineField({ name: 'pageKey', title: 'Page key', type: 'string', readOnly, hidden: true }),
    defineField({ name: 'day', title: 'Day (UTC)', type: 'string', readOnly }),
    defineField({ name: 'answeredAt', title: 'Answered', type: 'datetime', readOnly }),
    defineField({ name: 'commentedAt', title: 'Commented', type: 'datetime', readOnly }),
  ],
  orderings: [{ title: 'Newest first', name: 'newest', by: [{ field: 'answeredAt', direction: 'desc' }] }],
  preview: {
    select: { answer: 'answer', comment: 'comment', page: 'pageTitle', language: 'language', handled: 'handled' },
    prepare: ({ answer, comment, page, language, handled }) => ({
      title: `${answer === 'no' ? 'No' : 'Yes'} · ${page ?? ''} (${language ?? ''})`,
      subtitle: `${handled ? 'Handled · ' : ''}${comment ?? ''}`.slice(0, 140) || undefined,
    }),
  },
})
