/**
 * Conformance: the refusals, defaults and shapes of Sanity's HTTP API reference that a project other than this site
 * meets first (Query, Mutate, Listen and Assets endpoints), through @sanity/client 7 and 8 and raw HTTP. The deeper
 * cases, and hostile callers' requests, are the package's own tests (`fidelity/`).
 */
import { stegaClean } from '@sanity/client/stega'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { conformanceLake } from './harness'

const lake = conformanceLake({
  documents: [
    { _id: 'person-1', _type: 'person', name: 'Ada Director' },
    { _id: 'movie-1', _type: 'movie', title: 'The Example', cast: [{ _key: 'c1', name: 'Grace Actor' }] },
    { _id: 'drafts.movie-1', _type: 'movie', title: 'The Example (draft)' },
  ],
})

type Failure = { statusCode: number; message: string; details?: Record<string, unknown> }
const failure = (request: Promise<unknown>) =>
  request.then(
    () => {
      throw new Error('expected the request to fail')
    },
    (error: Failure) => error,
  )

describe.each(['v7', 'v8'] as const)('Sanity refusals and shapes through @sanity/client %s', (version) => {
  const clients = () => lake.clients.find((c) => c.version === version)!

  it('a wrong token is 401, not an anonymous read', async () => {
    const wrong = lake.client(version, { token: 'wrong-token-0123456789-abcdefghijklm' })
    expect((await failure(wrong.fetch('count(*)'))).statusCode).toBe(401)
  })

  it('a GROQ syntax error carries query, start and end (the client draws a code frame)', async () => {
    const error = await failure(clients().editor.fetch('*[_type == "movie" && ]'))
    expect(error.statusCode).toBe(400)
    expect(error.message).toMatch(/GROQ query parse error:\n[\s\S]*\^/)
  })

  it('a failed mutation is a mutationError with items[] naming the index and document', async () => {
    const error = await failure(
      clients()
        .editor.transaction()
        .create({ _id: `ok-${version}`, _type: 'movie' })
        .create({ _id: 'person-1', _type: 'person' })
        .commit(),
    )
    expect(error.statusCode).toBe(409)
    expect(error.details).toMatchObject({ type: 'mutationError', items: [{ index: 1, error: { id: 'person-1' } }] })
  })

  it('a strong reference to a missing document is 409; autoGenerateArrayKeys keys array items; dryRun writes nothing', async () => {
    const { editor } = clients()
    const ref = (id: string) => ({ _type: 'reference', _ref: id })
    expect((await failure(editor.create({ _type: 'movie', director: ref('nobody') }))).statusCode).toBe(409)
    const keyed = await editor.create(
      { _id: `keyed-${version}`, _type: 'movie', cast: [{ name: 'A' }], director: ref('person-1') },
      { autoGenerateArrayKeys: true },
    )
    expect((keyed.cast as unknown as Array<{ _key?: string }>)[0]?._key).toEqual(expect.any(String))
    const dry = await editor.create({ _id: `dry-${version}`, _type: 'movie' }, { dryRun: true, returnDocuments: true })
    expect(dry._id).toBe(`dry-${version}`)
    expect(await editor.getDocument(`dry-${version}`)).toBeUndefined()
  })

  it('a body over 4,000,000 bytes is 413', async () => {
    const error = await failure(clients().editor.create({ _type: 'movie', text: 'x'.repeat(4_000_001) }))
    expect(error.statusCode).toBe(413)
  })

  it('resultSourceMap maps strings to their documents, and stega encodes them', async () => {
    const stega = lake.client(version, { stega: { enabled: true, studioUrl: 'https://studio.example.com' } })
    const movie = await stega.fetch<{ title: string }>('*[_id == "movie-1"][0]{_id, title}')
    expect(movie.title).not.toBe('The Example')
    expect(stegaClean(movie.title)).toBe('The Example')
  })

  it('image uploads carry lqip, blurHash and palette, and keep their title and credit line', async () => {
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#c81e28' } })
      .png()
      .toBuffer()
    const asset = await clients().editor.assets.upload('image', png, { title: 'Poster', creditLine: 'Fictional' })
    expect(asset).toMatchObject({ title: 'Poster', creditLine: 'Fictional' })
    expect(asset.metadata).toMatchObject({
      lqip: expect.stringMatching(/^data:image\/jpeg;base64,/),
      blurHash: expect.any(String),
      palette: { _type: 'sanity.imagePalette', dominant: { background: expect.stringMatching(/^#/) } },
    })
  })
})

describe('the listener and the doc endpoint as Sanity documents them', () => {
  it('a listener gets no result unless it asks, and the mutations as sent', async () => {
    const controller = new AbortController()
    const res = await lake.fetch(
      `/v2025-02-19/data/listen/production?query=${encodeURIComponent('*[_id == "movie-1"]')}`,
      {
        signal: controller.signal,
      },
    )
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader()
    let text = ''
    while (!text.includes('event: welcome')) text += (await reader.read()).value ?? ''
    await lake.clients[0]!.editor.patch('movie-1').set({ title: 'Changed' }).commit()
    while (!text.includes('event: mutation')) text += (await reader.read()).value ?? ''
    while (!text.slice(text.indexOf('event: mutation')).includes('\n\n')) text += (await reader.read()).value ?? ''
    controller.abort()
    const data = JSON.parse(/event: mutation\ndata: (.*)/.exec(text)![1]!) as Record<string, unknown>
    expect(data).not.toHaveProperty('result')
    expect(data.mutations).toEqual([{ patch: { id: 'movie-1', set: { title: 'Changed' } } }])
  })

  it('without the token, every private id is omitted the same way, existing or not', async () => {
    const res = await lake.fetch('/v2025-02-19/data/doc/production/drafts.movie-1,drafts.nothing', { token: null })
    const body = (await res.json()) as { omitted: Array<{ id: string; reason: string }> }
    expect(body.omitted.map((o) => o.reason)).toEqual(['permission', 'permission'])
  })
})
