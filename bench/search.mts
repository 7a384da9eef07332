/**
 * `npm run bench:search`: site search's relevance and its cost at scale. First the relevance set
 * (content/checks/relevance-set.ts: what readers type, and the page an editor would put first) on the seed with its
 * search settings: top-1, top-3, MRR and crisis help shown; then the crisis relevance set (content/checks/crisis-searches.ts,
 * 130 crisis searches and 66 calm ones) through the same search: recall, right help first, false alarms,
 * precision, and what finding the help costs a search (lib/medical/help.ts through helpFor). Then for N = 1,000 and 10,000 synthetic posts (bench/synthetic-posts.ts,
 * written to a temporary dataset beside a copy of the seed; the seed is never touched) it measures:
 *  - in this process, on the same documents: the index query's rows turned into the index (build), one search
 *    over it (no HTTP), and for comparison the same search as one GROQ `match` + `score()` query in groq-js (what
 *    the local lake would run per search if the site sent GROQ per search);
 *  - in process, a publish applied to the index in place (one document replaced), and the index's memory per
 *    document;
 *  - over HTTP against the production build on that dataset (LOCAL_DATASET_PATH), one request at a time on
 *    loopback: the first search after a start (it starts the index's build and answers "getting ready" until it is
 *    done) and when the index is ready, the first search after a publish through the lake and after its deletion
 *    uncached searches (each text asked once: common, rare, phrase,
 *    no-match and hostile words; 1,200 of them, more than the server's search cache holds), searches asked again
 *    (answered from the index's kept results, lib/content/search.ts) one after the other with a cached page
 *    (/about), and for reference a page rendered per request (/contact);
 *  - the server's resident memory before and after the distinct searches, and its peak.
 * Prints figures; asserts nothing (content/checks/relevance.test.ts holds the relevance figures). The index's memory is printed when the script runs with NODE_OPTIONS=--expose-gc. Options: --sizes 1000,10000; --no-http (the in-process figures only); --searches N (distinct texts over HTTP, 1200). Targets: in-process search p95 ≤ 50 ms and build ≤ 5 s at 10,000, top-1 ≥ 90%, top-3 100%, help for every crisis search; uncached p95 ≤ 150 ms over HTTP at 10,000.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { evaluateSync, parse } from 'groq-js'
import { siteSearchIndexQuery } from '../lib/content/queries'
import { overlay, type SanityDocument } from '@health-site/local-lake/files'
import { formatScore, scoreRelevance } from '../content/checks/relevance'
import { relevanceSet } from '../content/checks/relevance-set'
import { settingsOf, sourcesOf } from '../tests/support/seed-corpus'
import { buildSearchIndex, helpFor, parseQuery, searchIndex, updateSearchIndex } from '../lib/search/site-search'
import { calmSearches, crisisSearches, formatCrisisScore, scoreCrisis } from '../content/checks/crisis-searches'
import { searchSources } from '../lib/search/sources'
import { routes } from '../lib/site/routes'
import type { SiteSearchIndexQueryResult } from '../sanity.types'
import { readSeed, syntheticPost } from './synthetic-posts'
import { rssMiB, startBuild } from '../tests/harness/serve-build'

const args = process.argv.slice(2)
const sizes = args.includes('--sizes') ? args[args.indexOf('--sizes') + 1]!.split(',').map(Number) : [1_000, 10_000]
const http = !args.includes('--no-http')
/** Distinct texts searched over HTTP, each once: more than the server's search cache holds. */
const flood = args.includes('--searches') ? Number(args[args.indexOf('--searches') + 1]) : 1200

const { seedLines, seedDocs } = readSeed()

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}
const stats = (values: number[]) =>
  `median ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms (n=${values.length})`

async function timed(url: string): Promise<{ ms: number; status: number; body: string }> {
  const start = performance.now()
  const response = await fetch(url)
  const body = await response.text()
  return { ms: performance.now() - start, status: response.status, body }
}

/** Words of the synthetic posts and the seed, alone and together, and texts that find nothing or are hostile. */
const baseSearches = [
  'blood pressure',
  'heart',
  'diabetes',
  'insulin resistance',
  'sleep routine',
  'MENTAL HEALTH',
  'hiv',
  'depression symptoms',
  'how to lower blood pressure',
  'walking vegetables salt',
  'synthetic post 1234',
  'zzzz no such words',
  '"quotes" and \\ backslashes',
  '*[_type == "blogPost"]',
  '$slug || true',
  '<script>alert(1)</script>',
  '🫀 emoji',
  'مرحبا بالعالم',
  'café Ｆｕｌｌｗｉｄｔｈ',
  'x'.repeat(190),
]
/** Every text once (a unique suffix word each time keeps each request a first search). */
const uncachedSearches = (n: number) =>
  Array.from({ length: n }, (_, i) => `${baseSearches[i % baseSearches.length]} ${i < baseSearches.length ? '' : i}`)

/** The alternative measured and not taken: every search as one GROQ query (match for recall, score() for rank). */
const groqSearch = parse(`*[_type in ["conditionArticle", "blogPost", "infoPage"] && defined(slug.current)
  && [title, coalesce(excerpt, description), pt::text(coalesce(body, intro))] match $q]
  | score(boost(title match $q, 10), boost(coalesce(excerpt, description) match $q, 5), pt::text(coalesce(body, intro)) match $q)
  | order(_score desc)[0...10]{_type, title, "slug": slug.current}`)

// Relevance on the seed, with its search settings, as the site reads both.
const seedSettings = settingsOf(seedDocs as SanityDocument[])
const seedIndex = buildSearchIndex(sourcesOf(seedDocs as SanityDocument[]))
const relevance = scoreRelevance(relevanceSet, (query) => {
  const results = searchIndex(seedIndex, parseQuery(query), 1, { settings: seedSettings })
  return { hrefs: results.hits.map((h) => h.href), help: results.help[0]?.call ?? null }
})
console.log(`Relevance set on the seed: ${formatScore(relevance)}`)
for (const miss of relevance.misses)
  console.log(
    `  not first: "${miss.query}" → ${miss.first ?? 'nothing'} (editor's page ${miss.rank ? `at ${miss.rank}` : 'not on the first page'})`,
  )
const settings = seedSettings

// The crisis set on the seed, through the site's search, and what finding the help costs each search.
const crisis = scoreCrisis((query) => searchIndex(seedIndex, parseQuery(query), 1, { settings: seedSettings }).help)
console.log(`Crisis set on the seed: ${formatCrisisScore(crisis)}`)
for (const miss of crisis.misses) console.log(`  not right first: "${miss.query}" → ${miss.got} (wanted ${miss.want})`)
for (const alarm of crisis.alarms) console.log(`  false alarm: "${alarm}"`)
{
  const texts = [...crisisSearches.map((c) => c.query), ...calmSearches, ...relevanceSet.map((c) => c.query)]
  const known = (word: string) => seedIndex.postings.has(word)
  const parsed = texts.map((t) => parseQuery(t))
  const timings = (cold: boolean) =>
    parsed.map((query, i) => {
      // A cold reading: a word never seen before in this process (no cached reading of its words).
      const q = cold ? parseQuery(`${texts[i]} zq${i}x`) : query
      const t = performance.now()
      helpFor(seedSettings, q, known)
      return performance.now() - t
    })
  timings(false)
  console.log(`  help per search, words seen before: ${stats(timings(false))}`)
  console.log(`  help per search, a new word each:   ${stats(timings(true))}`)
}

for (const n of sizes) {
  const posts = Array.from({ length: n }, (_, i) => syntheticPost(i + 1))
  const documents = overlay([...seedDocs, ...posts] as SanityDocument[], 'published')

  // In process: the index from the index query's rows, searches over it, and GROQ per search for comparison.
  let start = performance.now()
  const rows = evaluateSync(parse(siteSearchIndexQuery), { dataset: documents, params: {} })
    .data as SiteSearchIndexQueryResult
  const queryMs = performance.now() - start
  const sources = searchSources(rows)
  const gc = (globalThis as { gc?: () => void }).gc
  gc?.()
  // The heap and the buffers beside it: the index keeps its postings and its packed bodies in typed arrays.
  const held = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers
  const heapBefore = held()
  start = performance.now()
  const index = buildSearchIndex(sources)
  const buildMs = performance.now() - start
  gc?.()
  // What the index adds beside its documents' text (here still held by `sources`; the site lets it go): postings,
  // packed bodies, vocabulary.
  const indexMiB = (held() - heapBefore) / 2 ** 20
  const textMiB = sources.reduce((sum, s) => sum + s.body.length + s.summary.length + s.title.length, 0) / 2 ** 20
  // A publish of one post, as the site applies it: that document replaced in place (lib/content/search.ts).
  const publishMs: number[] = []
  for (let i = 0; i < 20; i++) {
    const post = sources.find((s) => s.href === routes.blogPost(`bench-post-${1 + i * 37}`))!
    const t = performance.now()
    updateSearchIndex(index, { upsert: [{ ...post, id: post.href, title: `${post.title} edited ${i}` }] })
    publishMs.push(performance.now() - t)
  }
  // Every text of the relevance set and the bench texts, with the seed's settings (synonyms, typos, crisis help).
  const direct: number[] = []
  for (const text of [...relevanceSet.map((c) => c.query), ...uncachedSearches(200)]) {
    const t = performance.now()
    searchIndex(index, parseQuery(text), 1, { settings })
    direct.push(performance.now() - t)
  }
  const groq: number[] = []
  for (const text of baseSearches.slice(0, 6)) {
    const t = performance.now()
    evaluateSync(groqSearch, { dataset: documents, params: { q: text } })
    groq.push(performance.now() - t)
  }

  const inProcess = [
    `N = ${n.toLocaleString('en-US')} synthetic posts (${index.size.toLocaleString('en-US')} documents searched)`,
    `  index query (groq-js, the whole corpus in one):   ${queryMs.toFixed(0)} ms`,
    `  index build (once per process, at a cold start):  ${buildMs.toFixed(0)} ms`,
    `  one publish applied (a document replaced):        ${stats(publishMs)}`,
    `  index memory (bodies packed in it):              ${gc ? `${indexMiB.toFixed(0)} MiB` : '? (run with NODE_OPTIONS=--expose-gc)'}; the text read ${textMiB.toFixed(0)} MiB`,
    `  per indexed document:                            ${gc ? `${((indexMiB * 2 ** 20) / index.size / 1024).toFixed(1)} KiB of index (with its body) + its title and summary` : '?'}`,
    `  one search in process:                           ${stats(direct)}`,
    `  relevance (the seed, above):                     ${formatScore(relevance)}`,
    `  one search as a GROQ match+score query (groq-js): ${stats(groq)}  ← not used`,
  ]
  if (!http) {
    console.log(inProcess.join('\n'))
    continue
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-search-'))
  const file = path.join(dir, 'dataset.ndjson')
  writeFileSync(file, [...seedLines, ...posts.map((p) => JSON.stringify(p))].join('\n') + '\n')
  const server = await startBuild({ LOCAL_DATASET_PATH: file })
  let peak = rssMiB(server.pid)
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(server.pid))), 100)
  const loadBefore = loadavg()[0]!
  try {
    const base = server.origin
    // The address the search form and the result links write (the only one the server's search cache keeps).
    const url = (text: string) => `${base}${routes.search(text)}`
    // A cold start: the first search starts the index's build and waits for it at most a moment; until it is
    // built, searches answer "getting ready" (lib/content/search.ts). Asked again every 200 ms until it answers.
    const startedAt = performance.now()
    const first = await timed(url('heart'))
    if (first.status !== 200) throw new Error(`search answered ${first.status}`)
    let ready = first
    let waiting = 0
    while (/getting ready/.test(ready.body)) {
      waiting++
      await new Promise((r) => setTimeout(r, 200))
      ready = await timed(url('heart'))
    }
    const readyMs = performance.now() - startedAt
    const countOf = (body: string) => /data-search-count[^>]*>([^<]*)/.exec(body)?.[1]

    // More distinct texts than the search cache holds (1,000): a flood, as a crawler would send, fills it to its bound.
    const uncached: number[] = []
    const texts = uncachedSearches(flood)
    const rssBeforeFlood = rssMiB(server.pid)
    for (const text of texts) {
      const r = await timed(url(text))
      if (r.status !== 200) throw new Error(`search for ${JSON.stringify(text)} answered ${r.status}`)
      uncached.push(r.ms)
    }
    const rssAfterFlood = rssMiB(server.pid)
    // A repeated search beside a cached page (/about, prerendered), one after the other in the same loop, so that
    // both meet the same machine load. The repeated texts are the last asked (still in the cache).
    await timed(`${base}/about`)
    const again: number[] = []
    const about: number[] = []
    const recent = texts.slice(-200)
    for (let i = 0; i < 400; i++) {
      const r = await timed(url(recent[i % recent.length]!))
      if (r.status !== 200) throw new Error(`a repeated search answered ${r.status}`)
      again.push(r.ms)
      about.push((await timed(`${base}/about`)).ms)
    }
    // For reference, a page rendered per request (/contact: its policy is per request).
    await timed(`${base}/contact`)
    const contact: number[] = []
    for (let i = 0; i < 200; i++) contact.push((await timed(`${base}/contact`)).ms)
    // A publish through the lake (its webhook reaches the site as Sanity's does): one new post, then its deletion.
    // The first search after each, a second after the lake answered (the webhook's delivery is not part of it).
    const mutate = async (mutation: unknown) => {
      const response = await fetch(`${server.lake!.origin}/v2025-02-19/data/mutate/production`, {
        method: 'POST',
        headers: { authorization: `Bearer ${server.lake!.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ mutations: [mutation] }),
      })
      if (!response.ok) throw new Error(`the lake refused the publish: ${response.status}`)
      await new Promise((r) => setTimeout(r, 1000))
    }
    const published = { ...syntheticPost(n + 1), title: 'Quokkapublish: a post published during the benchmark' }
    await mutate({ createOrReplace: published })
    const afterPublish = await timed(url('quokkapublish'))
    await mutate({ delete: { id: published._id } })
    const afterDelete = await timed(url('quokkapublish'))
    clearInterval(sampler)
    peak = Math.max(peak, rssMiB(server.pid))
    console.log(
      [
        ...inProcess,
        `  HTTP: first search after a start:                ${first.ms.toFixed(0)} ms ("${countOf(first.body)}")`,
        `  HTTP: index ready after the first search:        ${readyMs.toFixed(0)} ms (${waiting} "getting ready" answers; then "${countOf(ready.body)}")`,
        `  HTTP: first search after a publish (a new post): ${afterPublish.ms.toFixed(0)} ms ("${countOf(afterPublish.body)}")`,
        `  HTTP: first search after its deletion:           ${afterDelete.ms.toFixed(0)} ms ("${countOf(afterDelete.body)}")`,
        `  HTTP: uncached search (/search?q=…):             ${stats(uncached)}`,
        `  HTTP: a repeated search (the search cache):      ${stats(again)}`,
        `  HTTP: a cached page (/about), in the same loop:  ${stats(about)}`,
        `  HTTP: a page rendered per request (/contact):    ${stats(contact)}`,
        `  server memory (RSS) before/after ${texts.length} distinct searches: ${rssBeforeFlood.toFixed(0)} / ${rssAfterFlood.toFixed(0)} MiB`,
        `  server peak memory (RSS):                        ${peak.toFixed(0)} MiB`,
        `  machine load (1-min average):                    ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after, on ${availableParallelism()} cores`,
      ].join('\n'),
    )
  } finally {
    clearInterval(sampler)
    await server.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}
console.log(
  '\nTargets: crisis recall ≥ 98%, right help first ≥ 98%, false alarms on calm searches ≤ 2%, the help adding a negligible time to a search; one search in process p95 ≤ 50 ms and index build ≤ 5 s at 10,000 posts, top-1 ≥ 90%, top-3 100%, help for every crisis search; uncached search p95 ≤ 150 ms over HTTP at 10,000 posts, a repeated search as fast as a cached page.',
)
