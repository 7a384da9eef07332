/**
 * POST /api/feedback: a reader's answer to "Was this page helpful?" (a plain form, no script needed), checked and
 * bounded, then stored (lib/feedback/store.ts). The browser is sent back to the page it answered on, at the block's
 * state for its answer (`#feedback-thanks`, `#feedback-more` after a no, `#feedback-already`, `#feedback-error`): the
 * page is the same static page for everyone, and the block shows the state its address names (components/feedback).
 *
 * What a request may cost (docs/security.md, "Reader feedback"): a form body of at most FEEDBACK_MAX_BODY_BYTES (413),
 * a form's type only (415), a browser's request from this site only (403 otherwise), FEEDBACK_RATE per client and from
 * everyone (429 with Retry-After), a page that exists (400 otherwise), one answer per page per reader per day. Bad
 * input is a 4xx with a line of text saying what is wrong, never a 5xx; a content API that fails sends the reader to
 * the block's error state, which says the answer was not saved.
 */
import type { CommentResult, FeedbackStore, RecordResult } from './store'
import { feedbackDocument } from './store'
import {
  clientKey,
  dayOf,
  FEEDBACK_MAX_BODY_BYTES,
  feedbackId,
  feedbackStateId,
  parseFeedbackForm,
  RateLimiter,
  sanitizeComment,
  type FeedbackPage,
  type FeedbackState,
} from './feedback'
import { boundedBody } from '@/lib/site/bounded-body'

export type FeedbackDeps = {
  /** Null when the server has no write token: nothing can be stored. */
  store: FeedbackStore | null
  /** The key of the readers' daily keys (the write token). */
  secret: string | undefined
  /** The page's title when it exists for readers, else null. */
  pageTitle: (page: FeedbackPage) => Promise<string | null>
  pagePath: (page: FeedbackPage) => string
  limiter: RateLimiter
  now: () => Date
  /** Where a store failure is told (the server's log): one short line, never the comment. */
  warn: (line: string) => void
}

const FORM_TYPE = 'application/x-www-form-urlencoded'
/** Seconds a client refused for its rate waits: the rate's window. */
const RETRY_AFTER_SECONDS = 60

const text = (status: number, message: string, headers: Record<string, string> = {}) =>
  new Response(`${message}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers },
  })

/** Back to the page, at the block's state: a path and a fragment, so that the address is never the request's. */
const backTo = (path: string, state: FeedbackState) =>
  new Response(null, {
    status: 303,
    headers: { location: `${path}#${feedbackStateId(state)}`, 'cache-control': 'no-store' },
  })

/** The client as the edge saw it (nginx sets X-Forwarded-For to the address it saw; Next sets it without the edge). */
const clientAddress = (request: Request) =>
  (request.headers.get('x-forwarded-for') ?? '').split(',')[0]!.trim().slice(0, 64)

export async function handleFeedback(request: Request, deps: FeedbackDeps): Promise<Response> {
  // A form on another site cannot make a reader's browser answer for them (browsers name the sending site).
  const site = request.headers.get('sec-fetch-site')
  if (site && site !== 'same-origin' && site !== 'none')
    return text(403, 'Forbidden: answers come from this site only.')
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== FORM_TYPE) return text(415, `Unsupported Media Type: send the form as ${FORM_TYPE}.`)
  if (Number(request.headers.get('content-length') ?? 0) > FEEDBACK_MAX_BODY_BYTES)
    return text(413, 'Payload too large: an answer is a short form.')
  if (!deps.limiter.take(clientAddress(request)))
    return text(429, 'Too many answers from your address. Please try again in a minute.', {
      'retry-after': String(RETRY_AFTER_SECONDS),
    })
  const body = await boundedBody(request, FEEDBACK_MAX_BODY_BYTES)
  if (body === null) return text(413, 'Payload too large: an answer is a short form.')
  const parsed = parseFeedbackForm(new URLSearchParams(body))
  if (!parsed.ok) return text(400, `Bad request: ${parsed.reason}.`)
  const { submission } = parsed
  const title = await deps.pageTitle(submission.page)
  if (title === null) return text(400, 'Bad request: no page of the site has this kind, slug and language.')
  const path = deps.pagePath(submission.page)
  // A robot is thanked as a person is, so it learns nothing; nothing of it is kept.
  if (submission.robot)
    return backTo(path, submission.step === 'answer' && submission.answer === 'no' ? 'more' : 'thanks')
  if (!deps.store || !deps.secret) return backTo(path, 'error')

  const now = deps.now()
  const day = dayOf(now)
  const id = feedbackId(clientKey(deps.secret, clientAddress(request), day), submission.page, day)
  try {
    if (submission.step === 'answer') {
      const result: RecordResult = await deps.store.record(
        feedbackDocument(id, submission.page, title, submission.answer, day, now),
      )
      if (result === 'duplicate') return backTo(path, 'already')
      return backTo(path, submission.answer === 'no' ? 'more' : 'thanks')
    }
    const comment = sanitizeComment(submission.comment)
    if (!comment) return backTo(path, 'thanks')
    const result: CommentResult = await deps.store.addComment(id, comment, now)
    if (result === 'no-answer')
      return text(400, 'Bad request: a comment follows a "No" answered today for this page, and there is none.')
    return backTo(path, result === 'already' ? 'already' : 'thanks')
  } catch (error) {
    deps.warn(`feedback: not stored (${error instanceof Error ? error.message.slice(0, 120) : 'unknown error'})`)
    return backTo(path, 'error')
  }
}
