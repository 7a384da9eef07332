/**
 * POST /api/local-lake/revalidate as the local Content Lake calls it: a body signed with the editor token, with the
 * time inside the signature. A replayed, unsigned or wrongly signed call expires nothing.
 */
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'

const expired: Array<[string, unknown]> = []
vi.mock('next/cache', () => ({ revalidateTag: (tag: string, profile: unknown) => expired.push([tag, profile]) }))

const TOKEN = 'local-editor-token-0123456789abcdefghij'
const previous = { token: process.env.LOCAL_STUDIO_TOKEN, project: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID }
process.env.LOCAL_STUDIO_TOKEN = TOKEN
delete process.env.NEXT_PUBLIC_SANITY_PROJECT_ID
const { POST } = await import('./route')
afterAll(() => {
  process.env.LOCAL_STUDIO_TOKEN = previous.token
  if (previous.project) process.env.NEXT_PUBLIC_SANITY_PROJECT_ID = previous.project
})

const body = JSON.stringify({
  documents: [{ _id: 'condition-obesity', _type: 'conditionArticle', slug: { current: 'obesity' } }],
})
const post = (text: string, headers: Record<string, string>) =>
  POST(new Request('http://127.0.0.1/api/local-lake/revalidate', { method: 'POST', body: text, headers }))
const signed = async (text: string, at = Date.now(), secret = TOKEN) => ({
  [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(text, at, secret),
  'content-type': 'application/json',
})

beforeEach(() => {
  expired.length = 0
})

describe('POST /api/local-lake/revalidate', () => {
  it('expires the changed page at once for a fresh call signed with the editor token', async () => {
    const res = await post(body, await signed(body))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ revalidated: ['conditionArticle', 'conditionArticle:obesity'] })
    expect(expired.map(([tag]) => tag)).toEqual(['conditionArticle', 'conditionArticle:obesity'])
  })

  it('refuses a replay of a captured call after 5 minutes, and expires nothing', async () => {
    const res = await post(body, await signed(body, Date.now() - 6 * 60 * 1000))
    expect(res.status).toBe(401)
    expect((await res.json()).error).toMatch(/more than 5 minutes old/)
    expect(expired).toEqual([])
  })

  it('refuses a call that is unsigned, carries only the token, is signed with another secret or was altered', async () => {
    const cases: Array<Record<string, string>> = [
      { 'content-type': 'application/json' },
      { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      await signed(body, Date.now(), 'another-secret-0123456789abcdefghijkl'),
      await signed(body.replace('obesity', 'diabetes')),
    ]
    for (const headers of cases) expect((await post(body, headers)).status).toBe(401)
    expect(expired).toEqual([])
  })

  it('answers a malformed body with 400 and a body over 256 KB with 413', async () => {
    expect((await post('{"documents":[]}', await signed('{"documents":[]}'))).status).toBe(400)
    const huge = JSON.stringify({ documents: [{ _id: 'x', _type: 'y', slug: 'z'.repeat(300 * 1024) }] })
    expect((await post(huge, await signed(huge))).status).toBe(413)
    expect(expired).toEqual([])
  })
})
