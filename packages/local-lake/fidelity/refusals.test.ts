/**
 * The same refusals as Sanity's Content Lake, outside in (raw HTTP and @sanity/client 8 and 7), plus the lake's own
 * request handling under hostile callers: bodies held in memory, disk faults, private ids.
 */
import { request } from 'node:http'
import { describe, expect, it } from 'vitest'
import { fidelityLake } from './harness'

let diskFault: string | undefined
const t = fidelityLake({
  documents: [
    { _id: 'movie-1', _type: 'movie', title: 'Alien' },
    { _id: 'drafts.movie-1', _type: 'movie', title: 'Alien (draft)' },
  ],
  datasetHooks: {
    appendLog: async (handle, line) => {
      if (diskFault) throw Object.assign(new Error(`${diskFault}: injected`), { code: diskFault })
      await handle.write(line)
      await handle.sync()
    },
  },
})
const Q = '/v2025-02-19/data/query/production'
const M = '/v2025-02-19/data/mutate/production'

describe('refusals as Sanity answers them', () => {
  it('a wrong token on a query is 401 "Session not found", not a quiet anonymous read (both client majors)', async () => {
    const wrong = await t.http(`${Q}?query=${encodeURIComponent('count(*)')}`, {
      token: 'not-the-token-0123456789-abcdefgh',
    })
    expect(wrong.status).toBe(401)
    expect(wrong.body.error.description).toBe('Session not found')
    await expect(
      t.editor.withConfig({ token: 'wrong-token-0123456789-abcdefghijk' }).fetch('count(*)'),
    ).rejects.toMatchObject({
      statusCode: 401,
    })
    await expect(
      t.editorV7.withConfig({ token: 'wrong-token-0123456789-abcdefghijk' }).fetch('count(*)'),
    ).rejects.toMatchObject({ statusCode: 401 })
    // No token at all is still an anonymous read of published documents; the right token reads drafts.
    expect(await t.anonymous.fetch('count(*[_type == "movie"])')).toBe(1)
    expect(await t.editor.fetch('count(*[_type == "movie"])', {}, { perspective: 'raw' })).toBe(2)
  })

  it("a body over 4,000,000 bytes is 413 with Sanity's message, and nothing is written", async () => {
    const big = { mutations: [{ create: { _id: 'too-big', _type: 'movie', text: 'x'.repeat(4_000_001) } }] }
    const res = await t.http(M, { method: 'POST', body: JSON.stringify(big) })
    expect(res.status).toBe(413)
    expect(res.body.error.description).toBe('Request body exceeds limit of 4000000 bytes')
    expect(await t.editor.getDocument('too-big')).toBeUndefined()
    // Just under the limit is accepted.
    await t.editor.create({ _id: 'under', _type: 'movie', text: 'x'.repeat(3_900_000) })
    expect((await t.editor.getDocument('under'))?.text).toHaveLength(3_900_000)
  })

  it('N14: without the token every private id is omitted the same way, whether it exists or not', async () => {
    const res = await t.http('/v2025-02-19/data/doc/production/drafts.movie-1,drafts.nope,secret.x,movie-1', {
      token: null,
    })
    expect(res.status).toBe(200)
    expect(res.body.documents.map((d: { _id: string }) => d._id)).toEqual(['movie-1'])
    expect(res.body.omitted).toEqual([
      { id: 'drafts.movie-1', reason: 'permission' },
      { id: 'drafts.nope', reason: 'permission' },
      { id: 'secret.x', reason: 'permission' },
    ])
    const editor = await t.http('/v2025-02-19/data/doc/production/drafts.movie-1,drafts.nope')
    expect(editor.body.omitted).toEqual([{ id: 'drafts.nope', reason: 'existence' }])
  })
})

describe('N7: anonymous bodies are bounded before they are read', () => {
  it('a query body declaring 10 MB without the token is refused at once by its length, before it is sent', async () => {
    const started = Date.now()
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${t.lake.origin}${Q}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': '10000000' },
      })
      req.on('response', (res) => {
        let body = ''
        res.on('data', (c) => (body += c))
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body })
          req.destroy()
        })
      })
      req.on('error', reject)
      // Only the first bytes; the rest never comes (the attack holds the connection open).
      req.write('{"query":"' + 'a'.repeat(1000))
    })
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body).error.description).toBe('Request body exceeds limit of 131072 bytes')
    // Without the limit by length, the lake waited for the body until the request timed out.
    expect(Date.now() - started).toBeLessThan(5000)
  })

  it('a chunked anonymous body past the limit is cut off at the limit; the editor may send more', async () => {
    const params = { pad: 'y'.repeat(200_000) }
    const anonymous = await t.http(Q, {
      method: 'POST',
      token: null,
      body: JSON.stringify({ query: 'count(*)', params }),
    })
    expect(anonymous.status).toBe(413)
    const editor = await t.http(Q, { method: 'POST', body: JSON.stringify({ query: 'count(*)', params }) })
    expect(editor.status).toBe(200)
  })
})

describe("N9: a write the disk refuses says why, in Sanity's error shape", () => {
  it('disk full is 507, a read-only folder 503 with Retry-After; one log line each; reads keep working', async () => {
    const write = () =>
      t.http(M, { method: 'POST', body: JSON.stringify({ mutations: [{ create: { _type: 'movie', title: 'T' } }] }) })
    const linesBefore = t.logLines.length
    diskFault = 'ENOSPC'
    const full = await write()
    expect(full.status).toBe(507)
    expect(full.body).toMatchObject({ statusCode: 507, error: { type: 'insufficientStorage' } })
    expect(full.body.error.description).toMatch(/disk holding .*lake-fidelity-.* is full \(ENOSPC\)/)
    await write()
    diskFault = 'EROFS'
    const readOnly = await write()
    expect(readOnly.status).toBe(503)
    expect(readOnly.headers.get('retry-after')).toBe('30')
    expect(readOnly.body.error.description).toMatch(/cannot be written \(EROFS\)/)
    expect((await t.http(`${Q}?query=count(*)`)).status).toBe(200)
    diskFault = undefined
    expect((await write()).status).toBe(200)
    const logged = t.logLines.slice(linesBefore)
    expect(logged.filter((l) => l.includes('writes refused'))).toHaveLength(2)
    expect(logged.some((l) => l.includes('writes are saved again'))).toBe(true)
    expect(logged.join('\n')).not.toMatch(/\n\s+at /)
  })
})
