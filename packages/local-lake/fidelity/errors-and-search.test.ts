/**
 * Error shapes as Sanity's HTTP API answers them (a parse error's `query`/`start`/`end`, a mutation error's
 * `items[]`, a `geo::` call with the wrong number of arguments), and search over a dataset holding one very large
 * document (one once broke search for the whole dataset), through @sanity/client 8 and 7.
 */
import { describe, expect, it } from 'vitest'
import { fidelityLake } from './harness'

type ClientError = { statusCode: number; details: unknown; message: string }
/** The error a request failed with (the test fails when it did not fail). */
async function failure(request: Promise<unknown>): Promise<ClientError> {
  return request.then(
    () => {
      throw new Error('expected the request to fail')
    },
    (error: ClientError) => error,
  )
}

const t = fidelityLake({
  documents: [
    { _id: 'movie-heart', _type: 'movie', title: 'Heart of Glass', overview: 'A film about the heart' },
    { _id: 'person-1', _type: 'person', name: 'Ridley' },
  ],
})

describe('error shapes', () => {
  it('a GROQ syntax error carries query, start and end, so both clients draw a code frame', async () => {
    const query = '*[_type == "movie" && ]{title}'
    const raw = await t.http(`/v2025-02-19/data/query/production?query=${encodeURIComponent(query)}`)
    expect(raw.status).toBe(400)
    expect(raw.body.error).toMatchObject({ type: 'queryParseError', query, start: expect.any(Number) })
    expect(raw.body.error.end).toBeGreaterThan(raw.body.error.start)
    expect(raw.body.error.start).toBeGreaterThanOrEqual(query.indexOf('&&'))
    for (const fetch of [(q: string) => t.editor.fetch(q), (q: string) => t.editorV7.fetch(q)]) {
      const error = await failure(fetch(query))
      // @sanity/client formats a code frame only when query, start and end are there.
      expect(error.message).toMatch(/GROQ query parse error:\n.*\*\[_type == "movie" && \]\{title\}/s)
      expect(error.message).toContain('^')
    }
  })

  it('a failed mutation names the failing item: its index, its document id and why', async () => {
    const error = await failure(
      t.editor
        .transaction()
        .create({ _id: 'movie-new', _type: 'movie', title: 'New' })
        .create({ _id: 'person-1', _type: 'person', name: 'Again' })
        .commit(),
    )
    expect(error.statusCode).toBe(409)
    expect(error.details).toMatchObject({
      type: 'mutationError',
      description: expect.stringContaining('The mutation(s) failed'),
      items: [{ index: 1, error: { id: 'person-1', type: 'documentAlreadyExistsError' } }],
    })
    // The client lists the items in its message; nothing of the transaction was written.
    expect(error.message).toContain('- Document by ID "person-1" already exists')
    expect(await t.editor.getDocument('movie-new')).toBeUndefined()
    const v7 = await failure(t.editorV7.patch('missing-doc').set({ title: 'x' }).commit())
    expect(v7.details).toMatchObject({
      items: [{ index: 0, error: { id: 'missing-doc', type: 'documentNotFoundError' } }],
    })
  })

  it('geo:: functions run (no refusal); a call with the wrong number of arguments is a queryParseError', async () => {
    expect(await t.editor.fetch('*[geo::distance(location, geo::latLng(59.9, 10.7)) < 1000]')).toEqual([])
    expect(await t.editorV7.fetch('geo::distance(geo::latLng(59.9, 10.7), geo::latLng(59.9, 10.7))')).toBe(0)
    const query = '*[geo::distance(location) < 1000]'
    const raw = await t.http(`/v2025-02-19/data/query/production?query=${encodeURIComponent(query)}`)
    expect(raw.status).toBe(400)
    expect(raw.body.error).toMatchObject({
      type: 'queryParseError',
      description: 'Incorrect number of arguments to function geo::distance(). Expected 2, got 1.',
      query,
    })
  })
})

describe('one large document (N3)', () => {
  const studioSearch =
    '*[_type in ["movie", "person"] && ([@, _id] match text::query($q) || references($raw))]' +
    ' | score(boost(title match text::query($q), 10), [@, _id] match text::query($q)) | order(_score desc)[0...50]{_id}'

  it('search answers for every document beside one of 600,000 words, and finds that one too', async () => {
    const words = Array.from({ length: 600_000 }, (_, i) => (i === 599_999 ? 'heartbeat' : `wd${i % 1000}`)).join(' ')
    expect(words.length).toBeGreaterThan(3_000_000)
    await t.editor.createOrReplace({
      _id: 'movie-long',
      _type: 'movie',
      title: 'Long',
      body: [{ _type: 'block', _key: 'k', children: [{ _type: 'span', _key: 's', text: words }] }],
    })
    const params = { q: 'heart*', raw: 'heart*' }
    for (const search of [
      () => t.editor.fetch<Array<{ _id: string }>>(studioSearch, params),
      () => t.anonymous.fetch<Array<{ _id: string }>>(studioSearch, params),
      () => t.editorV7.fetch<Array<{ _id: string }>>(studioSearch, params),
    ]) {
      const hits = await search()
      expect(hits.map((h) => h._id).sort()).toEqual(['movie-heart', 'movie-long'])
    }
    // Filtering on another type is not broken by it either.
    expect(await t.editor.fetch('*[_type == "person" && [@, _id] match text::query("ridley")]._id')).toEqual([
      'person-1',
    ])
  }, 60_000)
})
