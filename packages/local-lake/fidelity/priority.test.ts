/**
 * The site reads published content without the editor's rights, and so queued behind anonymous
 * runaway queries (re-renders after a publish took 20 s). The host's server now names itself with `x-lake-reader`
 * (the token) and is served ahead of anonymous callers, seeing no more than they do; and the queue of anonymous
 * queries is capped (429), so it never grows long.
 */
import { createClient } from '@sanity/client'
import { describe, expect, it } from 'vitest'
import { READER_HEADER } from '../index'
import { MAX_ANONYMOUS_QUEUED } from '../query-pool'
import { FIDELITY_TOKEN, fidelityLake } from './harness'

// The reported query: each run holds a worker until its time limit.
const RUNAWAY = '*[]{"a": *[]{"b": *[]{"c": *[]{"d": string::split(coalesce(title, _id), "")}}}}'
const t = fidelityLake({
  // The default heap limit: the runaway queries end by their time limit, so each holds its worker for that long. The
  // limit binds the site's own small query too, which on two busy cores can take more than a second to get a turn.
  env: { LAKE_QUERY_TIMEOUT_MS: '2000' },
  documents: [
    ...Array.from({ length: 40 }, (_, i) => ({ _id: `movie-${i}`, _type: 'movie', title: `Movie number ${i}` })),
    { _id: 'drafts.movie-0', _type: 'movie', title: 'Draft' },
  ],
})

const settle = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { statusCode?: number }) => error.statusCode ?? 0,
  )

describe('the site reads ahead of anonymous runaway queries (N8)', () => {
  it('a reader with x-lake-reader is answered while anonymous runaway queries hold the pool, and sees no drafts', async () => {
    const base = { ...t.anonymous.config(), maxRetries: 0 }
    const site = createClient({ ...base, headers: { [READER_HEADER]: FIDELITY_TOKEN } })
    const wrongHeader = createClient({ ...base, headers: { [READER_HEADER]: 'not-the-token-0123456789-abcdefgh' } })
    const anonymous = createClient(base)
    const order: string[] = []
    const runaways = Array.from({ length: 4 }, () =>
      settle(anonymous.fetch(RUNAWAY)).then((status) => {
        order.push('runaway')
        return status
      }),
    )
    await new Promise((resolve) => setTimeout(resolve, 100))
    const read = site.fetch<number>('count(*[_type == "movie"])').then((count) => {
      order.push('site')
      return count
    })
    const queued = settle(wrongHeader.fetch('count(*)')).then((status) => {
      order.push('wrong header')
      return status
    })
    expect(await read).toBe(40)
    // Answered before the first runaway query was stopped; a wrong header is only an anonymous caller (no 401).
    expect(order[0]).toBe('site')
    expect(await queued).toBe(200)
    expect(order.indexOf('wrong header')).toBeGreaterThan(order.indexOf('runaway'))
    for (const status of await Promise.all(runaways)) expect([408, 413]).toContain(status)
    // The header gives priority, not rights: drafts stay invisible and private perspectives refused.
    expect(await site.fetch('*[_id == "drafts.movie-0"]', {}, { perspective: 'raw' })).toEqual([])
  }, 30_000)

  it(`at most ${MAX_ANONYMOUS_QUEUED} anonymous queries wait; more are 429 at once, and the editor still gets in`, async () => {
    const anonymous = createClient({ ...t.anonymous.config(), maxRetries: 0 })
    const statuses = Array.from({ length: MAX_ANONYMOUS_QUEUED + 6 }, () => settle(anonymous.fetch(RUNAWAY)))
    await new Promise((resolve) => setTimeout(resolve, 200))
    const started = Date.now()
    expect(await t.editor.fetch('count(*[_type == "movie"])')).toBe(40)
    expect(Date.now() - started).toBeLessThan(1500)
    const settled = await Promise.all(statuses)
    expect(settled.filter((s) => s === 429).length).toBeGreaterThanOrEqual(5)
    expect(settled.filter((s) => s !== 429).every((s) => s === 408 || s === 413)).toBe(true)
  }, 60_000)
})
