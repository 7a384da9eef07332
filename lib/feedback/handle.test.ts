/**
 * The feedback route's handler (app/api/feedback is it with the server's settings) against the real local lake: what
 * a reader's form stores, what hostile and oversized requests get (a 4xx, never a 5xx, nothing stored), the honeypot,
 * one answer per page per reader per day, the rate, and that no anonymous reader can read an answer back.
 */
import { createClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseContentConfig, type ContentConfig } from '@/lib/content/env'
import { FEEDBACK_TYPE, siteFeedbackStore, type FeedbackStore } from './store'
import { clientOptions } from '@/lib/content/sanity'
import { fixtureDatasetFile } from '@/tests/fixtures/dataset'
import { STAND_IN_TOKEN, startSanityStandIn, type SanityStandIn } from '@/tests/support/sanity-stand-in'
import { FEEDBACK_MAX_BODY_BYTES, FEEDBACK_RATE, RateLimiter, REMOVED_MARK, type FeedbackPage } from './feedback'
import { handleFeedback, type FeedbackDeps } from './handle'
import { feedbackPagePath } from './pages'

let lake: SanityStandIn
let local: ContentConfig
let store: FeedbackStore
const PAGES = new Map([
  ['guide:en:diabetes', 'Diabetes'],
  ['post:es:sal-y-presion', 'La sal y la presión'],
  ['page:en:about', 'About us'],
  ['section:es:screening', 'Pruebas de detección'],
])

beforeAll(async () => {
  lake = await startSanityStandIn(fixtureDatasetFile())
  local = parseContentConfig({ LOCAL_LAKE_PORT: String(lake.lakePort), LOCAL_STUDIO_TOKEN: STAND_IN_TOKEN })
  store = siteFeedbackStore(local)!
})
afterAll(() => lake.close())

let clock = new Date('2026-11-27T12:00:00Z')
const deps = (over: Partial<FeedbackDeps> = {}): FeedbackDeps => ({
  store,
  secret: STAND_IN_TOKEN,
  pageTitle: async (page: FeedbackPage) => PAGES.get(`${page.kind}:${page.lang}:${page.slug}`) ?? null,
  pagePath: feedbackPagePath,
  limiter: new RateLimiter({ ...FEEDBACK_RATE, perClient: 1000, total: 1000 }),
  now: () => clock,
  warn: () => undefined,
  ...over,
})

const post = (
  fields: Record<string, string> | string,
  { client = '203.0.113.1', headers = {} }: { client?: string; headers?: Record<string, string> } = {},
) =>
  new Request('http://site.test/api/feedback', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': client,
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    body: typeof fields === 'string' ? fields : new URLSearchParams(fields).toString(),
  })

const diabetes = { kind: 'guide', slug: 'diabetes', lang: 'en' }

const editor = () => createClient({ ...clientOptions(local), token: STAND_IN_TOKEN, perspective: 'raw', headers: {} })
const stored = () =>
  editor().fetch<Array<Record<string, unknown>>>(`*[_type == "${FEEDBACK_TYPE}"] | order(answeredAt asc)`)

describe('a reader answering', () => {
  it('stores a Yes and sends the browser back to the page, thanked in place', async () => {
    const answer = await handleFeedback(post({ ...diabetes, answer: 'yes' }), deps())
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/diseases/diabetes#feedback-thanks')
    const docs = await stored()
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      answer: 'yes',
      pageKey: 'guide:en:diabetes',
      pageTitle: 'Diabetes',
      handled: false,
    })
    expect(String(docs[0]!._id)).toMatch(/^feedback\./)
    // No address of the reader is kept anywhere in the document.
    expect(JSON.stringify(docs[0])).not.toContain('203.0.113.1')
  })

  it('asks for a comment after a No, stores it without e-mail or phone, and takes one comment only', async () => {
    const client = { client: '203.0.113.2' }
    const no = await handleFeedback(
      post({ kind: 'post', slug: 'sal-y-presion', lang: 'es', answer: 'no' }, client),
      deps(),
    )
    expect(no.headers.get('location')).toBe('/es/blog/sal-y-presion#feedback-more')
    const comment = await handleFeedback(
      post(
        {
          kind: 'post',
          slug: 'sal-y-presion',
          lang: 'es',
          comment: 'Falta la dosis. Escríbame a ana@example.com o al (555) 123-4567',
        },
        client,
      ),
      deps(),
    )
    expect(comment.headers.get('location')).toBe('/es/blog/sal-y-presion#feedback-thanks')
    const again = await handleFeedback(
      post({ kind: 'post', slug: 'sal-y-presion', lang: 'es', comment: 'Otra vez' }, client),
      deps(),
    )
    expect(again.headers.get('location')).toBe('/es/blog/sal-y-presion#feedback-already')
    const doc = (await stored()).find((d) => d.pageKey === 'post:es:sal-y-presion')!
    expect(doc.comment).toBe(`Falta la dosis. Escríbame a ${REMOVED_MARK} o al ${REMOVED_MARK}`)
  })

  it('keeps one answer per page per reader per day', async () => {
    const client = { client: '203.0.113.3' }
    const first = await handleFeedback(post({ ...diabetes, answer: 'no' }, client), deps())
    expect(first.headers.get('location')).toBe('/diseases/diabetes#feedback-more')
    const before = (await stored()).length
    const second = await handleFeedback(post({ ...diabetes, answer: 'yes' }, client), deps())
    expect(second.status).toBe(303)
    expect(second.headers.get('location')).toBe('/diseases/diabetes#feedback-already')
    expect(await stored()).toHaveLength(before)
    // Another page, and the same page the next day, are answers of their own.
    expect(
      (
        await handleFeedback(post({ kind: 'page', slug: 'about', lang: 'en', answer: 'yes' }, client), deps())
      ).headers.get('location'),
    ).toBe('/about#feedback-thanks')
    clock = new Date('2026-11-28T09:00:00Z')
    expect((await handleFeedback(post({ ...diabetes, answer: 'yes' }, client), deps())).headers.get('location')).toBe(
      '/diseases/diabetes#feedback-thanks',
    )
    expect(await stored()).toHaveLength(before + 2)
  })

  it('takes answers on the section pages built in code, in their language', async () => {
    const answer = await handleFeedback(
      post({ kind: 'section', slug: 'screening', lang: 'es', answer: 'yes' }, { client: '203.0.113.4' }),
      deps(),
    )
    expect(answer.headers.get('location')).toBe('/es/pruebas-de-deteccion#feedback-thanks')
  })

  it('thanks a robot that filled the honeypot and keeps nothing of it', async () => {
    const before = (await stored()).length
    const answer = await handleFeedback(
      post({ ...diabetes, answer: 'yes', website: 'https://spam.example' }, { client: '198.51.100.9' }),
      deps(),
    )
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/diseases/diabetes#feedback-thanks')
    expect(await stored()).toHaveLength(before)
  })
})

describe('in Sanity mode', () => {
  it('writes with SANITY_API_WRITE_TOKEN from the server, and stores nothing without one', async () => {
    const sanity = parseContentConfig({
      NEXT_PUBLIC_SANITY_PROJECT_ID: 'test123',
      NEXT_PUBLIC_SANITY_API_HOST: lake.origin,
    })
    expect(siteFeedbackStore(sanity, {} as NodeJS.ProcessEnv)).toBeNull()
    const withToken = siteFeedbackStore(sanity, {
      ...({} as NodeJS.ProcessEnv),
      SANITY_API_WRITE_TOKEN: STAND_IN_TOKEN,
    })!
    const answer = await handleFeedback(
      post({ kind: 'page', slug: 'about', lang: 'en', answer: 'no' }, { client: '203.0.113.5' }),
      deps({ store: withToken }),
    )
    expect(answer.headers.get('location')).toBe('/about#feedback-more')
    const writes = lake.requests.filter((r) => r.path.includes('/data/mutate/'))
    expect(writes.at(-1)?.auth).toBe(`Bearer ${STAND_IN_TOKEN}`)
    const none = await handleFeedback(
      post({ kind: 'page', slug: 'about', lang: 'en', answer: 'yes' }, { client: '203.0.113.6' }),
      deps({ store: siteFeedbackStore(sanity, {} as NodeJS.ProcessEnv) }),
    )
    expect(none.headers.get('location')).toBe('/about#feedback-error')
  })
})

describe('no reader can read an answer', () => {
  it('hides every feedback document from anonymous queries, document reads and exports', async () => {
    const docs = await stored()
    expect(docs.length).toBeGreaterThan(0)
    const anonymous = createClient({ ...clientOptions(local), headers: {} })
    for (const perspective of ['published', 'raw'] as const)
      expect(
        await anonymous.fetch(`*[_type == "${FEEDBACK_TYPE}" || _id in path("feedback.**")]`, {}, { perspective }),
      ).toEqual([])
    expect(await anonymous.getDocument(String(docs[0]!._id))).toBeUndefined()
    const exported = await fetch(`http://127.0.0.1:${lake.lakePort}/v2025-02-19/data/export/${local.dataset}`)
    expect(await exported.text()).not.toContain(FEEDBACK_TYPE)
  })
})

describe('hostile and oversized requests', () => {
  const hostile: Array<[string, Request, number]> = [
    ['JSON instead of a form', post('{"answer":"yes"}', { headers: { 'content-type': 'application/json' } }), 415],
    ['no content type', post('answer=yes', { headers: { 'content-type': '' } }), 415],
    [
      'a form from another site',
      post({ ...diabetes, answer: 'yes' }, { headers: { 'sec-fetch-site': 'cross-site' } }),
      403,
    ],
    [
      'a declared body over the bound',
      post({ ...diabetes, answer: 'yes' }, { headers: { 'content-length': String(FEEDBACK_MAX_BODY_BYTES + 1) } }),
      413,
    ],
    [
      'a body over the bound, undeclared',
      post(`kind=guide&slug=diabetes&lang=en&answer=yes&x=${'a'.repeat(FEEDBACK_MAX_BODY_BYTES)}`),
      413,
    ],
    ['a comment over the cap', post({ ...diabetes, comment: 'x'.repeat(501) }), 400],
    ['an invented page', post({ kind: 'guide', slug: 'no-such-guide', lang: 'en', answer: 'yes' }), 400],
    ['a page in the wrong language', post({ kind: 'guide', slug: 'diabetes', lang: 'es', answer: 'yes' }), 400],
    ['a path for a slug', post({ kind: 'guide', slug: '../../studio', lang: 'en', answer: 'yes' }), 400],
    ['an unknown answer', post({ ...diabetes, answer: '<script>alert(1)</script>' }), 400],
    ['a repeated field', post('kind=guide&slug=diabetes&lang=en&answer=yes&answer=no'), 400],
    ['broken percent-encoding', post('kind=guide&slug=%E0%A4%A&lang=en&answer=yes'), 400],
    ['binary noise', post(String.fromCharCode(...Array.from({ length: 400 }, (_, i) => (i * 37) % 256))), 400],
    ['a comment with no No before it', post({ ...diabetes, comment: 'Hello' }, { client: '192.0.2.77' }), 400],
  ]
  it.each(hostile)('%s: %i, nothing stored', async (_name, request, status) => {
    const before = (await stored()).length
    const answer = await handleFeedback(request, deps())
    expect(answer.status).toBe(status)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(await stored()).toHaveLength(before)
  })

  it('sends the reader to the error state, not a 5xx, when the content API cannot store', async () => {
    const failing: FeedbackStore = {
      record: () => Promise.reject(new Error('connect ECONNREFUSED')),
      addComment: () => Promise.reject(new Error('connect ECONNREFUSED')),
    }
    const answer = await handleFeedback(
      post({ ...diabetes, answer: 'yes' }, { client: '192.0.2.8' }),
      deps({ store: failing }),
    )
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/diseases/diabetes#feedback-error')
    const unconfigured = await handleFeedback(post({ ...diabetes, answer: 'yes' }), deps({ store: null }))
    expect(unconfigured.headers.get('location')).toBe('/diseases/diabetes#feedback-error')
  })
})

describe('a flood', () => {
  it("refuses one client's flood with 429 and keeps answering everyone else", async () => {
    const limiter = new RateLimiter(FEEDBACK_RATE)
    const flood = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        handleFeedback(
          post(
            { kind: 'guide', slug: 'diabetes', lang: 'en', answer: i % 2 ? 'yes' : 'no' },
            { client: '198.51.100.1' },
          ),
          deps({ limiter }),
        ),
      ),
    )
    const statuses = flood.map((r) => r.status)
    expect(statuses.filter((s) => s === 429).length).toBe(40 - FEEDBACK_RATE.perClient)
    expect(statuses.every((s) => s === 303 || s === 429)).toBe(true)
    expect(flood.find((r) => r.status === 429)!.headers.get('retry-after')).toBe('60')
    // One answer was kept for the flooding client (the rest of its first ten were duplicates of it).
    const reader = await handleFeedback(
      post({ kind: 'page', slug: 'about', lang: 'en', answer: 'yes' }, { client: '198.51.100.2' }),
      deps({ limiter }),
    )
    expect(reader.headers.get('location')).toBe('/about#feedback-thanks')
  })
})
