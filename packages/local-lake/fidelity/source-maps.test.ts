/**
 * Content Source Maps: `resultSourceMap=true` and `withKeyArraySelector` answer Sanity's map (documents, paths,
 * mappings by the result's JSONPath), so @sanity/client's stega encoding (Visual Editing's click-to-edit) works
 * against the lake with client 8 and 7.
 */
import { createClient } from '@sanity/client'
import { stegaClean } from '@sanity/client/stega'
import { createClient as createClientV7 } from '@sanity/client-v7'
import { describe, expect, it } from 'vitest'
import { FIDELITY_TOKEN, fidelityLake } from './harness'
import { lakeClientOptions } from '../test-support/clients'

const t = fidelityLake({
  documents: [
    {
      _id: 'movie-1',
      _type: 'movie',
      title: 'Alien',
      tagline: 'In space no one can hear you scream',
      cast: [
        { _key: 'k1', name: 'Sigourney Weaver' },
        { _key: 'k2', name: 'Tom Skerritt' },
      ],
    },
    { _id: 'drafts.movie-1', _type: 'movie', title: 'Alien (draft)', cast: [] },
    { _id: 'movie-2', _type: 'movie', title: 'Heat' },
  ],
})

type MapAnswer = {
  result: unknown
  resultSourceMap: {
    documents: Array<{ _id: string; _type: string }>
    paths: string[]
    mappings: Record<string, { type: string; source: { type: string; document: number; path: number } }>
  }
}

/** Where a result path's string came from: `<document id> <document path>`. */
function sourceOf(answer: MapAnswer, resultPath: string): string | undefined {
  const mapping = answer.resultSourceMap.mappings[resultPath]
  if (!mapping) return undefined
  const { documents, paths } = answer.resultSourceMap
  return `${documents[mapping.source.document]?._id} ${paths[mapping.source.path]}`
}

const Q = '/v2025-02-19/data/query/production'
const query = (groq: string, search: string, perspective = 'published') =>
  t.http(`${Q}?query=${encodeURIComponent(groq)}&perspective=${perspective}&${search}`)

describe('Content Source Maps', () => {
  it('maps each projected string to its document and field, renamed or not', async () => {
    const res = await query(
      '*[_type == "movie"] | order(title asc){_id, title, "line": tagline, "upper": upper(title)}',
      'resultSourceMap=true',
    )
    const answer = res.body as MapAnswer
    expect(answer.result).toHaveLength(2)
    expect(sourceOf(answer, "$[0]['title']")).toBe("movie-1 $['title']")
    expect(sourceOf(answer, "$[0]['line']")).toBe("movie-1 $['tagline']")
    expect(sourceOf(answer, "$[1]['title']")).toBe("movie-2 $['title']")
    // A computed string came from no field: no mapping, as Sanity leaves it.
    expect(sourceOf(answer, "$[0]['upper']")).toBeUndefined()
    expect(answer.resultSourceMap.documents).toContainEqual({ _id: 'movie-1', _type: 'movie' })
    // Without the parameter there is no map.
    expect((await query('*[_id == "movie-1"][0]{_id, title}', '')).body).not.toHaveProperty('resultSourceMap')
  })

  it('withKeyArraySelector addresses array items by _key; drafts map to the draft document', async () => {
    const keyed = (await query('*[_id == "movie-1"][0]{_id, cast}', 'resultSourceMap=withKeyArraySelector')).body
    expect(sourceOf(keyed as MapAnswer, "$['cast'][1]['name']")).toBe("movie-1 $['cast'][?(@._key=='k2')]['name']")
    const indexed = (await query('*[_id == "movie-1"][0]{_id, cast}', 'resultSourceMap=true')).body
    expect(sourceOf(indexed as MapAnswer, "$['cast'][1]['name']")).toBe("movie-1 $['cast'][1]['name']")
    const draft = (await query('*[_id == "movie-1"][0]{_id, title}', 'resultSourceMap=true', 'drafts')).body
    expect(sourceOf(draft as MapAnswer, "$['title']")).toBe("drafts.movie-1 $['title']")
  })

  it('stega: both clients encode the mapped strings invisibly, and stegaClean gives the text back', async () => {
    const options = {
      ...lakeClientOptions(t.lake.origin),
      token: FIDELITY_TOKEN,
      stega: { enabled: true, studioUrl: 'https://studio.example.com' },
    }
    for (const fetchTitle of [
      () =>
        createClient(options).fetch<{ title: string; upper: string }>(
          '*[_id == "movie-1"][0]{_id, title, "upper": upper(title)}',
        ),
      () =>
        createClientV7(options).fetch<{ title: string; upper: string }>(
          '*[_id == "movie-1"][0]{_id, title, "upper": upper(title)}',
        ),
    ]) {
      const movie = await fetchTitle()
      expect(movie.title).not.toBe('Alien')
      expect(movie.title.startsWith('Alien')).toBe(true)
      expect(stegaClean(movie.title)).toBe('Alien')
      expect(movie.upper).toBe('ALIEN')
    }
  })
})
