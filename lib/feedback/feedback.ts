/**
 * "Was this page helpful?": what a reader's answer may be, how it is read from the plain form the page posts, what is
 * kept of it, and the bounds on all of it (docs/security.md, "Reader feedback"). Pure functions: the route
 * (app/api/feedback) and the store (./store.ts) do the reading and writing.
 */
import { createHash, createHmac } from 'node:crypto'
import { isLang, type Lang } from '@/lib/site/languages'

/** The largest form body the route reads: the comment's cap in UTF-8 with the form's encoding fits many times over. */
export const FEEDBACK_MAX_BODY_BYTES = 8 * 1024
/** A comment's cap, in characters (the textarea's maxlength; line breaks counted as one, as browsers count them). */
export const FEEDBACK_COMMENT_MAX = 500
/** A slug is at most 80 characters (lib/site/routes.ts); anything longer names no page. */
const SLUG_MAX = 120

/**
 * The pages that ask: a condition guide, a blog post, an information page (About, the policies…), and a section page
 * built in code (Health Resources, Health Screening: FEEDBACK_SECTIONS).
 */
export const FEEDBACK_PAGE_KINDS = ['guide', 'post', 'page', 'section'] as const
export type FeedbackPageKind = (typeof FEEDBACK_PAGE_KINDS)[number]
export const FEEDBACK_ANSWERS = ['yes', 'no'] as const
export type FeedbackAnswer = (typeof FEEDBACK_ANSWERS)[number]
/** The section pages built in code that ask, by their route's name. */
export const FEEDBACK_SECTIONS = ['resources', 'screening'] as const
export type FeedbackSection = (typeof FEEDBACK_SECTIONS)[number]

/** Which page an answer is about: its kind, slug and language (the route checks that it exists). */
export type FeedbackPage = { kind: FeedbackPageKind; slug: string; lang: Lang }

/** The form's field names: the component writes them, the route reads them. */
export const FEEDBACK_FIELDS = {
  kind: 'kind',
  slug: 'slug',
  lang: 'lang',
  answer: 'answer',
  comment: 'comment',
  /** Left empty by people (hidden from sight and from assistive technology); a filled one is a robot's. */
  honeypot: 'website',
} as const

/** The states the block shows in place, each an element id the route's redirect names as the address's fragment. */
export const FEEDBACK_STATES = ['thanks', 'more', 'already', 'error'] as const
export type FeedbackState = (typeof FEEDBACK_STATES)[number]
/** The prefix of the block's ids: its own (`feedback-block`) and each state's. */
export const FEEDBACK_BLOCK_ID = 'feedback'
export const feedbackStateId = (state: FeedbackState) => `${FEEDBACK_BLOCK_ID}-${state}`

export type FeedbackSubmission =
  | { step: 'answer'; page: FeedbackPage; answer: FeedbackAnswer; robot: boolean }
  | { step: 'comment'; page: FeedbackPage; comment: string; robot: boolean }

export type ParseResult = { ok: true; submission: FeedbackSubmission } | { ok: false; reason: string }

const SLUG = /^[a-z0-9][a-z0-9-]*$/

/** The page named by a form's fields, or why they name none. */
export function parsePage(fields: URLSearchParams): FeedbackPage | string {
  const kind = fields.get(FEEDBACK_FIELDS.kind)
  const slug = fields.get(FEEDBACK_FIELDS.slug) ?? ''
  const lang = fields.get(FEEDBACK_FIELDS.lang)
  if (!FEEDBACK_PAGE_KINDS.includes(kind as FeedbackPageKind)) return 'kind must be guide, post, page or section'
  if (slug.length > SLUG_MAX || !SLUG.test(slug)) return 'slug is not a page slug'
  if (!isLang(lang)) return 'lang must be en or es'
  return { kind: kind as FeedbackPageKind, slug, lang }
}

/**
 * A submitted form, checked: either an answer (yes or no) or, after a no, a comment. A field given twice, an answer
 * and a comment together, or a comment over the cap is refused: no browser sends those from the block's forms.
 */
export function parseFeedbackForm(fields: URLSearchParams): ParseResult {
  for (const name of Object.values(FEEDBACK_FIELDS))
    if (fields.getAll(name).length > 1) return { ok: false, reason: `${name} is given more than once` }
  const page = parsePage(fields)
  if (typeof page === 'string') return { ok: false, reason: page }
  const robot = (fields.get(FEEDBACK_FIELDS.honeypot) ?? '') !== ''
  const answer = fields.get(FEEDBACK_FIELDS.answer)
  const comment = fields.get(FEEDBACK_FIELDS.comment)
  if (answer !== null && comment !== null) return { ok: false, reason: 'an answer and a comment are sent apart' }
  if (answer !== null) {
    if (!FEEDBACK_ANSWERS.includes(answer as FeedbackAnswer)) return { ok: false, reason: 'answer must be yes or no' }
    return { ok: true, submission: { step: 'answer', page, answer: answer as FeedbackAnswer, robot } }
  }
  if (comment === null) return { ok: false, reason: 'an answer or a comment is needed' }
  const text = comment.replace(/\r\n?/g, '\n')
  if (text.length > FEEDBACK_COMMENT_MAX)
    return { ok: false, reason: `a comment is at most ${FEEDBACK_COMMENT_MAX} characters` }
  return { ok: true, submission: { step: 'comment', page, comment: text, robot } }
}

/** What replaces an e-mail address or a phone number in a stored comment. */
export const REMOVED_MARK = '[removed]'

// An address: something@something.tld, also with spaces around the @ or the dot spelled out as some people write it.
const EMAIL = /[^\s@<>()[\]"',;:]+\s*(?:@|\(at\)|\[at\])\s*[^\s@<>()[\]"',;:]+\s*(?:\.|\(dot\)|\[dot\])\s*[a-z]{2,}\b/gi
// A phone number: seven or more digits in a row with the separators people write between them. 911, 988 and years
// (fewer digits) stay; so do measurements such as 120/80 or 6.5%.
const PHONE = /(?:\+\s*|\()?\d(?:[\s.()-]{0,3}\d){6,}/g
// Control characters (a line break and a tab stay) and the invisible ones that can hide text from an editor.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/g

/**
 * A comment as it is kept: no e-mail address or phone number (a reader who writes one is not asked to, and editors
 * must not hold it), no control or direction characters, blank lines and runs of spaces folded, within the cap.
 */
export function sanitizeComment(text: string): string {
  return text
    .normalize('NFC')
    .replace(CONTROL, '')
    .replace(EMAIL, REMOVED_MARK)
    .replace(PHONE, REMOVED_MARK)
    .replace(/[ \t]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, FEEDBACK_COMMENT_MAX)
}

/** The UTC day an answer counts for (one answer per page per reader per day). */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10)

/**
 * A reader's key for one day: an HMAC of the client's address and the day under a server secret. No address is kept,
 * and the same reader's keys on two days cannot be linked, nor an address found from a key by trying them all.
 */
export function clientKey(secret: string, address: string, day: string): string {
  return createHmac('sha256', secret).update(`${day}\n${address}`).digest('base64url')
}

/** A page as one string: the key the Studio groups answers by. */
export const pageKey = (page: FeedbackPage) => `${page.kind}:${page.lang}:${page.slug}`

/**
 * The feedback document's id for a reader, a page and a day: the same three always name the same document, so a
 * second answer is a duplicate the store refuses. Dotted: Sanity and the local lake keep every id with a `.` private
 * (readable only with a token), so no reader can read one.
 */
export const FEEDBACK_ID_PREFIX = 'feedback.'
export function feedbackId(key: string, page: FeedbackPage, day: string): string {
  return `${FEEDBACK_ID_PREFIX}${createHash('sha256')
    .update(`${key}\n${pageKey(page)}\n${day}`)
    .digest('hex')
    .slice(0, 32)}`
}

/**
 * Per-client and whole-site rates in one process: at most `perClient` submissions per client in `windowMs`, and at most
 * `total` from everyone together. Holds at most `maxClients` clients (the oldest forgotten first), so a flood of
 * invented addresses cannot grow it.
 */
export class RateLimiter {
  private readonly clients = new Map<string, number[]>()
  private everyone: number[] = []

  constructor(private readonly options: { perClient: number; total: number; windowMs: number; maxClients: number }) {}

  /** Whether one more submission from this client is taken now (and counts it when it is). */
  take(client: string, now = Date.now()): boolean {
    const since = now - this.options.windowMs
    this.everyone = this.everyone.filter((t) => t > since)
    const times = (this.clients.get(client) ?? []).filter((t) => t > since)
    if (times.length >= this.options.perClient || this.everyone.length >= this.options.total) {
      if (this.clients.has(client)) this.clients.set(client, times)
      return false
    }
    times.push(now)
    this.everyone.push(now)
    this.clients.delete(client)
    this.clients.set(client, times)
    while (this.clients.size > this.options.maxClients) this.clients.delete(this.clients.keys().next().value!)
    return true
  }
}

/**
 * The site's bounds: a reader answers and comments on a few pages a minute at most; the whole site takes a few
 * hundred answers a minute from everyone (far above a health site's readers, far below what fills a disk).
 */
export const FEEDBACK_RATE = { perClient: 10, total: 300, windowMs: 60_000, maxClients: 10_000 } as const
