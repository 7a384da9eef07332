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

describe("a commit heard by the Studio's listeners", () => {
  it('takes no query worker for them, and still reaches them; another filter still goes to a worker', async () => {
    const { EventEmitter } = await import('node:events')
    const { ListenHub } = await import('./listen')
    const dataset = new EventEmitter()
    const runs: string[] = []
    const pool = {
      run: async ({ query, documents }: { query: string; documents: Array<{ _type: string }> }) => {
        runs.push(query)
        return documents.filter((d) => d._type === 'conditionArticle')
      },
    }
    const hub = new ListenHub(dataset as never, pool as never)
    const requests: Array<InstanceType<typeof EventEmitter>> = []
    const stream = (query: string, params: Record<string, unknown>) => {
      const written: string[] = []
      const req = Object.assign(new EventEmitter(), { headers: {} })
      requests.push(req)
      const res = Object.assign(new EventEmitter(), {
        writeHead: () => undefined,
        write: (chunk: string) => written.push(chunk),
        end: () => undefined,
      })
      hub.open(
        req as never,
        res as never,
        {},
        {
          query,
          params,
          includeResult: false,
          includePreviousRevision: false,
          includeMutations: false,
          effects: true,
          events: ['welcome', 'mutation'],
          authenticated: true,
        },
      )
      return () => written.filter((chunk) => chunk.includes('event: mutation')).length
    }
    const global = stream('*', {})
    const pair = stream('*[_id in $ids]', { ids: ['condition-x', 'drafts.condition-x'] })
    const other = stream('*[_type == "conditionArticle"]', {})
    const draft = { _id: 'drafts.condition-x', _type: 'conditionArticle', _rev: 'r2', title: 'Edited' }
    dataset.emit('commit', {
      id: 'tx1',
      timestamp: new Date().toISOString(),
      author: 'p-editor',
      mutations: [],
      actions: [],
      changes: [{ id: draft._id, before: { ...draft, _rev: 'r1', title: 'Before' }, after: draft }],
    })
    await expect.poll(() => [global(), pair(), other()]).toEqual([1, 1, 1])
    // Only the other filter was matched in a worker (before and after).
    expect(runs).toEqual(['*[_type == "conditionArticle"]', '*[_type == "conditionArticle"]'])
    // The streams end, as a client going away ends them (their keep-alive timers with them).
    for (const req of requests) req.emit('close')
    expect(hub.size).toBe(0)
  })
})
