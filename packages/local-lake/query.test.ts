/**
 * The lake evaluates a query synchronously where groq-js can (`evaluateQuery`, query.ts): the same value as groq-js's
 * asynchronous evaluation, on the fixture, for the kinds of query the Studio and a site send; what only runs
 * asynchronously (`diff::`, a dereference that answers later) still runs.
 */
import { readFileSync } from 'node:fs'
import { evaluate } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { overlay, parseNdjson } from './dataset/overlay'
import { parseWithGeo } from './geo-query'
import { evaluateQuery } from './query'
import { rewriteTextQueries, withDocumentText } from './text-query'
import { FIXTURE_DATASET } from './test-support/fixture'

const documents = overlay(parseNdjson(readFileSync(FIXTURE_DATASET, 'utf8')), 'published')
const params = { type: 'conditionArticle', since: '2000-01-01T00:00:00Z', q: 'blood pressure', lang: 'en' }

const queries = [
  '*[_type == $type] | order(_id asc) {_id, title, "slug": slug.current}',
  'count(*[_type in ["conditionArticle", "blogPost", "infoPage"] && defined(slug.current)])',
  `{"count": count(*[defined(slug.current) && coalesce(language, "en") == $lang]),
    "changed": *[_updatedAt > $since]{_id, "indexed": defined(slug.current)}[0...5]}`,
  '*[_type == "blogPost"]{title, "category": category->title, "text": pt::text(body)}[0...3]',
  '*[_type in ["conditionArticle", "blogPost"] && [title, excerpt] match $q] | score(title match $q) | order(_score desc) {_id, _score}',
  '*[_type == "doctor"][0...2]{..., "refs": count(*[references(^._id)])}',
  'array::unique(*[]._type) | order(@)',
  '*[_id == "siteSettings"][0]{"project": sanity::projectId(), "at": now() != null}',
  'geo::distance(geo::latLng(52.5, 13.4), geo::latLng(48.85, 2.35)) > 800000',
]

const asynchronously = async (query: string) => {
  const search = rewriteTextQueries(parseWithGeo(query, { params }))
  const dataset = search.usesText ? withDocumentText(documents) : documents
  return (await evaluate(search.tree, { dataset, params, sanity: { projectId: 'p', dataset: 'd' } })).get()
}

describe('evaluateQuery', () => {
  it('gives the value groq-js’s asynchronous evaluation gives', async () => {
    for (const query of queries) {
      const search = rewriteTextQueries(parseWithGeo(query, { params }))
      const dataset = search.usesText ? withDocumentText(documents) : documents
      const value = await evaluateQuery(search.tree, { dataset, params, sanity: { projectId: 'p', dataset: 'd' } })
      expect(value, query).toEqual(await asynchronously(query))
      expect(value, query).not.toBeNull()
    }
  })

  it('a text search rewritten for the Studio (text::query) gives the same ranked documents', async () => {
    const query = '*[[@, _id] match text::query("blood")] | score(title match text::query("blood")) {_id, _score}'
    const search = rewriteTextQueries(parseWithGeo(query, { params }))
    expect(search.usesText).toBe(true)
    const value = await evaluateQuery(search.tree, { dataset: withDocumentText(documents), params })
    expect((value as unknown[]).length).toBeGreaterThan(0)
    expect(value).toEqual(await asynchronously(query))
  })

  it('still runs what only the asynchronous evaluation runs', async () => {
    const before = { _id: 'x', _type: 'faqItem', title: 'Before' }
    const after = { ...before, title: 'After' }
    const diff = parseWithGeo('diff::changedAny(before(), after(), title)', { mode: 'delta' })
    expect(await evaluateQuery(diff, { before, after })).toBe(true)
    // A dereference answered later (a promise): groq-js's synchronous evaluation refuses it; the query still runs.
    const deref = parseWithGeo('*[_type == "blogPost"][0].category->_id')
    const first = documents.find((d) => d._type === 'blogPost') as { category?: { _ref: string } } | undefined
    expect(first?.category?._ref).toBeTruthy()
    const value = await evaluateQuery(deref, {
      dataset: documents,
      dereference: async ({ _ref }) => documents.find((d) => d._id === _ref),
    })
    expect(value).toBe(first!.category!._ref)
  })

  it('reports an error of the query itself as groq-js does', async () => {
    // text::query() that the lake did not rewrite: groq-js parses it and refuses to run it.
    const query = parseWithGeo('*[title match text::query("blood")]')
    await expect(evaluateQuery(query, { dataset: documents })).rejects.toThrow('not implemented')
  })
})
