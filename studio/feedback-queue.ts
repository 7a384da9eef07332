/**
 * "Reader feedback" in the Studio (studio/FeedbackQueue.tsx): readers' answers to "Was this page helpful?" grouped by
 * page, with each page's Yes and No counts and its comments newest first. The queue puts first the pages with the most
 * No answers no editor has handled yet, so what readers found least helpful is read first.
 */
import { readerFeedback } from '../schemas/documents/readerFeedback'

export const FEEDBACK_TYPE = readerFeedback.name

/** Every answer, newest first (`raw`: the documents' private `feedback.` ids are read as they are). */
export const feedbackQuery = `*[_type == "${FEEDBACK_TYPE}"] | order(answeredAt desc) [0...5000] {
  _id, answer, comment, pageKey, pageTitle, pageKind, slug, language, answeredAt, commentedAt, handled
}`

export type FeedbackAnswerDoc = {
  _id: string
  answer: 'yes' | 'no'
  comment?: string | null
  pageKey: string
  pageTitle?: string | null
  pageKind?: string | null
  slug?: string | null
  language?: string | null
  answeredAt: string
  commentedAt?: string | null
  handled?: boolean | null
}

export type FeedbackPageSummary = {
  pageKey: string
  title: string
  kind: string
  language: string
  slug: string
  yes: number
  no: number
  /** No answers not yet handled: the queue's order. */
  openNo: number
  /** Answers with a comment, newest first. */
  comments: FeedbackAnswerDoc[]
  latest: string
}

/** The pages answered about, the most unhandled No answers first (then the most No, then the latest answered). */
export function feedbackQueue(answers: readonly FeedbackAnswerDoc[]): FeedbackPageSummary[] {
  const pages = new Map<string, FeedbackPageSummary>()
  for (const answer of answers) {
    let page = pages.get(answer.pageKey)
    if (!page) {
      page = {
        pageKey: answer.pageKey,
        title: answer.pageTitle || answer.slug || answer.pageKey,
        kind: answer.pageKind ?? '',
        language: answer.language ?? '',
        slug: answer.slug ?? '',
        yes: 0,
        no: 0,
        openNo: 0,
        comments: [],
        latest: answer.answeredAt,
      }
      pages.set(answer.pageKey, page)
    }
    if (answer.answer === 'no') {
      page.no += 1
      if (!answer.handled) page.openNo += 1
    } else page.yes += 1
    if (answer.comment) page.comments.push(answer)
    if (answer.answeredAt > page.latest) page.latest = answer.answeredAt
  }
  const newest = (a: FeedbackAnswerDoc, b: FeedbackAnswerDoc) =>
    (b.commentedAt ?? b.answeredAt).localeCompare(a.commentedAt ?? a.answeredAt)
  for (const page of pages.values()) page.comments.sort(newest)
  return [...pages.values()].sort((a, b) => b.openNo - a.openNo || b.no - a.no || b.latest.localeCompare(a.latest))
}
