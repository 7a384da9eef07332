/**
 * The listen filters the lake decides without a query worker (listen.ts, directFilter) give GROQ's own answer, and no
 * other filter is taken for one of them.
 */
import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { directFilter } from './listen'

const docs = [
  { _id: 'condition-x', _type: 'conditionArticle' },
  { _id: 'drafts.condition-x', _type: 'conditionArticle' },
  { _id: 'versions.rSpring.condition-x', _type: 'conditionArticle' },
  { _id: 'condition-y', _type: 'conditionArticle' },
]

/** What GROQ answers for a listener's filter over exactly this one document, as the query worker asks it. */
async function groq(query: string, params: Record<string, unknown>, doc: (typeof docs)[number]) {
  const result = await (await evaluate(parse(query, { params }), { dataset: [doc], params })).get()
  return Array.isArray(result) ? result.length > 0 : Boolean(result)
}

describe('listen filters decided without a query worker', () => {
  const cases: Array<[string, Record<string, unknown>]> = [
    ['*', {}],
    [' * ', {}],
    ['*[_id in $ids]', { ids: ['condition-x', 'drafts.condition-x'] }],
    ['*[ _id in $ids ]', { ids: ['versions.rSpring.condition-x'] }],
    ['*[_id == $id]', { id: 'drafts.condition-x' }],
  ]

  it("agree with GROQ on every document, for the Studio's global and document pair listeners", async () => {
    for (const [query, params] of cases) {
      const direct = directFilter(query, params)
      expect(direct, query).not.toBeNull()
      for (const doc of docs) expect(direct!(doc), `${query} ${doc._id}`).toBe(await groq(query, params, doc))
    }
  })

  it('leave every other filter to a worker', () => {
    for (const [query, params] of [
      ['*[_type == "conditionArticle"]', {}],
      ['*[_id in $ids && _type == "x"]', { ids: ['a'] }],
      ['*[_id in $ids]', { ids: 'not a list' }],
      ['*[_id == $id]', { id: 3 }],
      ['*[_id in path("drafts.**")]', {}],
      ['*[_id in $missing]', {}],
    ] as Array<[string, Record<string, unknown>]>)
      expect(directFilter(query, params), query).toBeNull()
  })
})
