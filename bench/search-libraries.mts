/**
 * Search libraries against the site's own index, on one corpus: the seed plus N synthetic posts
 * (bench/synthetic-posts.ts). For each: index build time, index memory (heap after a forced GC, so run with
 * `node --expose-gc`), p95 latency of one search over the relevance set's texts and bench texts, and the relevance
 * set's top-1 / top-3 / MRR on the seed alone (content/checks/relevance-set.ts), each library with typo tolerance,
 * prefix search and field boosts switched on as its documentation describes.
 *
 * The libraries are not the site's dependencies: install them beside it first, e.g.
 *   npm install --no-save @orama/orama minisearch flexsearch
 * or pass `--libs DIR` (a folder whose node_modules holds them). `--before FILE`: also measure another version of
 * lib/search/site-search.ts (e.g. `git show d406a6e:lib/search/site-search.ts > bench/.before.ts`). Each engine
 * runs in a process of its own, so that one's memory is not counted against the next. Prints a table; asserts
 * nothing.
 *   npx tsx bench/search-libraries.mts [--size 10000] [--libs /tmp/dir] [--before bench/.before.ts]
 */
import { execFileSync } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { scoreRelevance, formatScore, type Answer } from '../content/checks/relevance'
import { relevanceSet } from '../content/checks/relevance-set'
import { readDataset, sourcesOf } from '../tests/support/seed-corpus'
import * as today from '../lib/search/site-search'
import type { SearchSource } from '../lib/search/site-search'
import type { SanityDocument } from '@health-site/local-lake/files'
import { syntheticPost } from './synthetic-posts'

const args = process.argv.slice(2)
const opt = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
const size = Number(opt('--size') ?? 10_000)
const libs = opt('--libs')
const req = createRequire(libs ? path.join(path.resolve(libs), 'node_modules', 'x.js') : import.meta.url)
const load = async (name: string) => import(req.resolve(name))

type Engine = {
  name: string
  build: (docs: SearchSource[]) => Promise<(q: string) => Promise<string[]>> | ((q: string) => Promise<string[]>)
}

/** Edits allowed per word, as Algolia/Meilisearch do it: none under 5 letters, one from 5, two from 9. */
const edits = (term: string) => (term.length >= 9 ? 2 : term.length >= 5 ? 1 : 0)

const engines: Engine[] = [
  {
    name: 'this index (lib/search/site-search.ts), no synonyms',
    build: (docs) => {
      const index = today.buildSearchIndex(docs)
      return async (q) => today.searchIndex(index, today.parseQuery(q)).hits.map((h) => h.href)
    },
  },
  {
    name: 'MiniSearch',
    build: async (docs) => {
      const { default: MiniSearch } = await load('minisearch')
      const ms = new MiniSearch({ fields: ['title', 'summary', 'body'], storeFields: ['href'] })
      ms.addAll(docs.map((d, id) => ({ id, ...d })))
      return async (q) =>
        ms
          .search(q, { boost: { title: 4, summary: 2 }, fuzzy: (t: string) => edits(t), prefix: true })
          .slice(0, 10)
          .map((r: { href: string }) => r.href)
    },
  },
  {
    name: 'MiniSearch, prefix on the last word only',
    build: async (docs) => {
      const { default: MiniSearch } = await load('minisearch')
      const ms = new MiniSearch({ fields: ['title', 'summary', 'body'], storeFields: ['href'] })
      ms.addAll(docs.map((d, id) => ({ id, ...d })))
      return async (q) =>
        ms
          .search(q, {
            boost: { title: 4, summary: 2 },
            fuzzy: (t: string) => edits(t),
            prefix: (t: string, i: number, all: string[]) => i === all.length - 1 && t.length >= 3,
            maxFuzzy: 2,
          })
          .slice(0, 10)
          .map((r: { href: string }) => r.href)
    },
  },
  {
    name: 'Orama',
    build: async (docs) => {
      const { create, insertMultiple, search } = await load('@orama/orama')
      const db = create({ schema: { title: 'string', summary: 'string', body: 'string', href: 'string' } })
      await insertMultiple(
        db,
        docs.map((d) => ({ title: d.title, summary: d.summary, body: d.body, href: d.href })),
        1000,
      )
      return async (q) => {
        const r = await search(db, {
          term: q,
          properties: ['title', 'summary', 'body'],
          tolerance: 1,
          boost: { title: 4, summary: 2 },
          limit: 10,
        })
        return r.hits.map((h: { document: { href: string } }) => h.document.href)
      }
    },
  },
  {
    name: 'FlexSearch',
    build: async (docs) => {
      const flex = await load('flexsearch')
      const Document = flex.Document ?? flex.default.Document
      const index = new Document({
        document: { id: 'id', index: ['title', 'summary', 'body'] },
        tokenize: 'forward',
        encoder: 'Normalize',
      })
      docs.forEach((d, id) => index.add({ id, title: d.title, summary: d.summary, body: d.body }))
      const weight: Record<string, number> = { title: 4, summary: 2, body: 1 }
      return async (q) => {
        // One list per field, best first: merged by field weight and place, as the library leaves merging to the caller.
        const scores = new Map<number, number>()
        for (const { field, result } of index.search(q, { limit: 100, suggest: true }) as Array<{
          field: string
          result: number[]
        }>)
          result.forEach((id, place) => scores.set(id, (scores.get(id) ?? 0) + weight[field]! / (1 + place)))
        return [...scores]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 10)
          .map(([id]) => docs[id]!.href)
      }
    },
  },
]

const before = opt('--before')
if (before)
  engines.unshift({
    name: `before (${before})`,
    build: async (docs) => {
      const old = (await import(path.resolve(before))) as typeof today
      const index = old.buildSearchIndex(docs)
      return async (q) => old.searchIndex(index, old.parseQuery(q)).hits.map((h) => h.href)
    },
  })

const only = opt('--only')
if (only === undefined) {
  // One process per engine (with --expose-gc for the memory figure); this process only prints the table.
  const rows = engines.map((_, i) =>
    execFileSync(
      process.execPath,
      ['--expose-gc', ...process.execArgv, process.argv[1]!, ...args, '--only', String(i)],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    ).trim(),
  )
  console.log(
    `\n${size.toLocaleString('en-US')} synthetic posts + the seed; ${relevanceSet.length + 8} texts, 3 rounds each\n`,
  )
  console.log('| engine | build | index memory | search median / p95 | relevance set on the seed (no synonyms) |')
  console.log('| --- | --- | --- | --- | --- |')
  console.log(rows.join('\n'))
  process.exit(0)
}

const seedDocs = readDataset()
const seed = sourcesOf(seedDocs)
const large = sourcesOf([
  ...seedDocs,
  ...Array.from({ length: size }, (_, i) => syntheticPost(i + 1)),
] as SanityDocument[])
const texts = [
  ...relevanceSet.map((c) => c.query),
  'blood pressure',
  'heart',
  'insulin resistance',
  'sleep routine',
  'MENTAL HEALTH',
  'walking vegetables salt',
  'synthetic post 1234',
  'zzzz no such words',
]
const gc = (globalThis as { gc?: () => void }).gc
const p = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.ceil(q * values.length) - 1]!

const rows: string[] = []
for (const engine of [engines[Number(only)]!]) {
  const onSeed = await engine.build(seed)
  const answers = new Map<string, string[]>()
  for (const c of relevanceSet) answers.set(c.query, await onSeed(c.query))
  const relevance = scoreRelevance(relevanceSet, (q): Answer => ({ hrefs: answers.get(q)!, help: null }))
  answers.clear()
  gc?.()
  gc?.()
  const before = process.memoryUsage().heapUsed
  const start = performance.now()
  const search = await engine.build(large)
  const buildMs = performance.now() - start
  gc?.()
  const mib = (process.memoryUsage().heapUsed - before) / 2 ** 20
  const times: number[] = []
  for (let round = 0; round < 3; round++)
    for (const text of texts) {
      const t = performance.now()
      await search(text)
      times.push(performance.now() - t)
    }
  rows.push(
    `| ${engine.name} | ${buildMs.toFixed(0)} ms | ${gc ? `${mib.toFixed(0)} MiB` : '?'} | ${p(times, 0.5).toFixed(1)} / ${p(times, 0.95).toFixed(1)} ms | ${formatScore(relevance)} |`,
  )
  console.log(rows.at(-1))
}
