/**
 * Where readers' answers to "Was this page helpful?" are kept: `readerFeedback` documents, written by the site's server
 * with a token the browser never sees, through the same content API as every read (./sanity.ts): the local Content Lake
 * with the editor token (LOCAL_STUDIO_TOKEN) in local mode, Sanity with SANITY_API_WRITE_TOKEN in Sanity mode.
 *
 * Every id is `feedback.<hash>` (lib/feedback/feedback.ts): Sanity and the local lake keep an id with a `.` private,
 * readable only with a token, so no reader's query, document lookup or listen stream returns one; and no page's
 * query asks for the type. The writes are acknowledged only once the content API has committed them.
 */
import 'server-only'
import { createClient, type SanityClient } from '@sanity/client'
import { pageKey, type FeedbackAnswer, type FeedbackPage } from './feedback'
import type { ContentConfig } from '@/lib/content/env'
import { clientOptions } from '@/lib/content/sanity'

export const FEEDBACK_TYPE = 'readerFeedback'

/** What is kept of one answer (and, after a no, its comment). No address, no cookie, no user agent. */
export type FeedbackDocument = {
  _id: string
  _type: typeof FEEDBACK_TYPE
  answer: FeedbackAnswer
  comment?: string
  /** The page: its key (grouping in the Studio), kind, slug, language and title when answered. */
  pageKey: string
  pageKind: FeedbackPage['kind']
  slug: string
  language: FeedbackPage['lang']
  pageTitle: string
  /** The UTC day (one answer per page per reader per day) and the times of the answer and of its comment. */
  day: string
  answeredAt: string
  commentedAt?: string
  /** Set by editors in the Studio once they have acted on it. */
  handled: boolean
}

export type RecordResult = 'stored' | 'duplicate'
export type CommentResult = 'stored' | 'no-answer' | 'already'

export type FeedbackStore = {
  record: (doc: FeedbackDocument) => Promise<RecordResult>
  addComment: (id: string, comment: string, at: Date) => Promise<CommentResult>
}

/** The token the server writes feedback with, or undefined when it has none (then nothing can be stored). */
export function feedbackWriteToken(
  config: ContentConfig,
  env: Readonly<Record<string, string | undefined>> = process.env,
): string | undefined {
  return config.mode === 'local' ? config.readToken : env.SANITY_API_WRITE_TOKEN?.trim() || undefined
}

/** The answer's document for a page and a reader's id on a day. */
export function feedbackDocument(
  id: string,
  page: FeedbackPage,
  pageTitle: string,
  answer: FeedbackAnswer,
  day: string,
  at: Date,
): FeedbackDocument {
  return {
    _id: id,
    _type: FEEDBACK_TYPE,
    answer,
    pageKey: pageKey(page),
    pageKind: page.kind,
    slug: page.slug,
    language: page.lang,
    pageTitle: pageTitle.slice(0, 200),
    day,
    answeredAt: at.toISOString(),
    handled: false,
  }
}

const statusOf = (error: unknown) =>
  typeof error === 'object' && error && 'statusCode' in error
    ? (error as { statusCode?: number }).statusCode
    : undefined

/** The store over a content API client that carries a write token. */
export function contentFeedbackStore(client: SanityClient): FeedbackStore {
  return {
    async record(doc) {
      try {
        // `create` fails with 409 when the id exists: the reader's answer for this page today is already kept.
        await client.create(doc, { visibility: 'sync', returnDocuments: false })
        return 'stored'
      } catch (error) {
        if (statusOf(error) === 409) return 'duplicate'
        throw error
      }
    },
    async addComment(id, comment, at) {
      const doc = await client.getDocument<FeedbackDocument>(id)
      if (!doc || doc.answer !== 'no') return 'no-answer'
      if (doc.comment !== undefined) return 'already'
      try {
        // Only the version read above: a second comment sent at the same moment is refused, not added over the first.
        await client
          .patch(id)
          .ifRevisionId((doc as { _rev?: string })._rev ?? '')
          .set({ comment, commentedAt: at.toISOString() })
          .commit({ visibility: 'sync', returnDocuments: false })
        return 'stored'
      } catch (error) {
        if (statusOf(error) === 409) return 'already'
        throw error
      }
    },
  }
}

let cached: { config: ContentConfig; token: string; store: FeedbackStore } | undefined

/** The site's feedback store, or null when the server has no write token. */
export function siteFeedbackStore(
  config: ContentConfig,
  env: Readonly<Record<string, string | undefined>> = process.env,
): FeedbackStore | null {
  const token = feedbackWriteToken(config, env)
  if (!token) return null
  if (cached?.config === config && cached.token === token) return cached.store
  const client = createClient({ ...clientOptions(config), token, perspective: 'raw', headers: {} })
  cached = { config, token, store: contentFeedbackStore(client) }
  return cached.store
}
