/**
 * `npm run bench` here (`npm run bench:lake` at the site's root): what a write costs the lake. The lake runs as its
 * own process (`main.mts`, as a host starts it) on a temporary dataset: the host's seed when one is given
 * (`--seed <file.ndjson>` or LAKE_SEED_PATH), plus what each case adds; the seed file is never touched. Requests go
 * over loopback the way a Studio sends them (the Mutate API, a `set` patch on a draft, one at a time).
 *  1. A Studio-sized patch with 10,000 generated articles in the dataset: 300 patches to one article's draft, as an
 *     editor typing its title; latency of each (budget: p95 <= 20 ms).
 *  2. 200 sequential patches to a small document with a 10 MB document in the dataset (budget: all 200 <= 2 s).
 *  3. After each case: how long the lake takes to stop (it folds its write-ahead log into the file), the file's
 *     size, and that the file then holds the last patch.
 * Prints figures and whether each budget holds; asserts nothing else. The figures are in README.md, "Writes".
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

const TOKEN = 'bench-lake-token-'.padEnd(48, 'x')
const API = 'v2025-02-19'
const ARTICLES = 10_000

const { values } = parseArgs({ options: { seed: { type: 'string' } } })
const seedPath = values.seed ?? process.env.LAKE_SEED_PATH?.trim()
const seedLines = seedPath ? readFileSync(path.resolve(seedPath), 'utf8').trim().split('\n').filter(Boolean) : []

const percentile = (sample: number[], p: number) => {
  const sorted = [...sample].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`

// A small deterministic generator, so that every run measures the same dataset.
let state = 42
const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
const words =
  'river stone window garden morning evening letter market bridge harbour lantern meadow orchard valley forest candle ladder mirror pocket ribbon saddle thunder velvet whistle anchor basket cabin desk engine feather'.split(
    ' ',
  )
const sentence = (n: number) => Array.from({ length: n }, () => words[Math.floor(random() * words.length)]).join(' ')

/** A document shaped like an editor's article: a title, a slug, a summary and a rich-text body of seven blocks. */
function article(i: number) {
  const key = (n: number) => `k${i}x${n}`
  const day = new Date(Date.UTC(2015, 0, 1) + i * 3_600_000 * 7).toISOString()
  return {
    _id: `bench-article-${i}`,
    _type: 'benchArticle',
    _createdAt: day,
    _updatedAt: day,
    title: `Generated article ${i}: ${sentence(5)}`,
    slug: { _type: 'slug', current: `bench-article-${i}` },
    summary: `${sentence(24)}.`,
    publishedAt: day,
    body: Array.from({ length: 7 }, (_, b) => ({
      _type: 'block',
      _key: key(b),
      style: b === 0 ? 'h2' : 'normal',
      markDefs: [],
      children: [{ _type: 'span', _key: key(100 + b), text: `${sentence(b === 0 ? 5 : 60)}.`, marks: [] }],
    })),
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

type RunningLake = { origin: string; child: ChildProcess; file: string }

async function startLake(lines: string[]): Promise<RunningLake> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-lake-'))
  const file = path.join(dir, 'dataset.ndjson')
  writeFileSync(file, lines.join('\n') + '\n')
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.mts')], {
    cwd: import.meta.dirname,
    env: {
      ...process.env,
      LOCAL_STUDIO_TOKEN: TOKEN,
      LOCAL_DATASET_PATH: file,
      LOCAL_LAKE_PORT: String(port),
      LAKE_HOST: '127.0.0.1',
      LAKE_SEED_PATH: '',
      LAKE_WEBHOOK_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes(' documents from ')) resolve()
    })
    child.once('exit', (code) => reject(new Error(`the lake exited (${code}) before it started: ${output}`)))
  })
  return { origin: `http://127.0.0.1:${port}`, child, file }
}

/** Stops the lake (SIGTERM: it folds its log into the file) and says how long that took. */
async function stopLake(lake: RunningLake): Promise<number> {
  const start = performance.now()
  const exited = new Promise((resolve) => lake.child.once('exit', resolve))
  lake.child.kill('SIGTERM')
  await exited
  return performance.now() - start
}

async function mutate(lake: RunningLake, mutations: unknown[]): Promise<number> {
  const start = performance.now()
  const response = await fetch(
    `${lake.origin}/${API}/data/mutate/production?returnIds=true&visibility=sync&tag=sanity.studio.document.commit`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ mutations }),
    },
  )
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`the lake answered ${response.status}`)
  return performance.now() - start
}

function lastTitleOnDisk(file: string, id: string): unknown {
  const line = readFileSync(file, 'utf8')
    .split('\n')
    .find((l) => l.includes(`"_id":"${id}"`))
  return line ? (JSON.parse(line) as { title?: unknown }).title : undefined
}

const report: string[] = [
  `dataset: ${seedPath ? `the seed ${seedPath} (${seedLines.length} documents)` : 'no seed'} plus each case's documents`,
]

// 1. Studio-sized patches with 10,000 articles.
{
  const articles = Array.from({ length: ARTICLES }, (_, i) => JSON.stringify(article(i + 1)))
  const lake = await startLake([...seedLines, ...articles])
  const size = statSync(lake.file).size
  const draft = `drafts.bench-article-${ARTICLES / 2}`
  await mutate(lake, [{ createIfNotExists: { ...article(ARTICLES / 2), _id: draft } }])
  for (let i = 0; i < 20; i++) await mutate(lake, [{ patch: { id: draft, set: { title: `warm-up ${i}` } } }])
  const times: number[] = []
  let title = ''
  for (let i = 1; i <= 300; i++) {
    title = `Generated article, typed ${i}`
    times.push(await mutate(lake, [{ patch: { id: draft, set: { title } } }]))
  }
  const stopMs = await stopLake(lake)
  const p95 = percentile(times, 95)
  report.push(
    `1. patch a draft with 10,000 articles (${mib(size)} file), 300 patches: median ${percentile(times, 50).toFixed(1)} ms, ` +
      `p95 ${p95.toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms — budget p95 <= 20 ms: ${p95 <= 20 ? 'met' : 'NOT MET'}`,
    `   stop (fold the log into the file): ${stopMs.toFixed(0)} ms; the file holds the last patch: ${
      lastTitleOnDisk(lake.file, draft) === title ? 'yes' : 'NO'
    }`,
  )
  rmSync(path.dirname(lake.file), { recursive: true, force: true })
}

// 2. 200 sequential patches with a 10 MB document present (the workload of the budget in the header).
{
  const big = JSON.stringify({
    _id: 'bench-big-document',
    _type: 'benchNote',
    title: 'A 10 MB document',
    text: 'x'.repeat(10 * 2 ** 20),
  })
  const lake = await startLake([...seedLines, big])
  const size = statSync(lake.file).size
  const id = 'bench-small-document'
  await mutate(lake, [{ createOrReplace: { _id: id, _type: 'benchNote', title: 'start' } }])
  let title = ''
  const start = performance.now()
  for (let i = 1; i <= 200; i++) {
    title = `patch ${i}`
    await mutate(lake, [{ patch: { id, set: { title } } }])
  }
  const total = performance.now() - start
  const stopMs = await stopLake(lake)
  report.push(
    `2. 200 sequential patches with a 10 MB document (${mib(size)} file): ${(total / 1000).toFixed(2)} s ` +
      `(${(total / 200).toFixed(1)} ms each) — budget <= 2 s: ${total <= 2000 ? 'met' : 'NOT MET'}`,
    `   stop (fold the log into the file): ${stopMs.toFixed(0)} ms; the file holds the last patch: ${
      lastTitleOnDisk(lake.file, id) === title ? 'yes' : 'NO'
    }`,
  )
  rmSync(path.dirname(lake.file), { recursive: true, force: true })
}

console.log('\nbench:lake (loopback, one request at a time)\n' + report.join('\n'))
