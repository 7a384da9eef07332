/**
 * `npm run bench:lake`: what a write costs the local Content Lake. The lake runs as its own process (as under
 * `npm run start`) on a temporary copy of the seed plus what each case adds; the seed is never touched. Requests go
 * over loopback the way the Studio sends them (the Mutate API, a `set` patch on a draft, one at a time).
 *  1. A Studio-sized patch with 10,000 synthetic posts in the dataset: 300 patches to one post's draft, as an
 *     editor typing its title; latency of each (budget: p95 <= 20 ms).
 *  2. 200 sequential patches to a small document with a 10 MB document in the dataset (budget: all 200 <= 2 s).
 *  3. After each case: how long the lake takes to stop (it folds its write-ahead log into the file), the file's
 *     size, and that the file then holds the last patch.
 * Prints figures and whether each budget holds; asserts nothing else.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { root } from './page-paths'
import { freePort } from './serve-build'
import { readSeed, syntheticPost } from './synthetic-posts'

const TOKEN = 'bench-lake-token-'.padEnd(48, 'x')
const API = 'v2025-02-19'

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`

type RunningLake = { origin: string; child: ChildProcess; file: string }

async function startLake(lines: string[]): Promise<RunningLake> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-lake-'))
  const file = path.join(dir, 'dataset.ndjson')
  writeFileSync(file, lines.join('\n') + '\n')
  const port = await freePort()
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'packages/local-lake/main.mts')], {
    cwd: root,
    env: {
      ...process.env,
      LOCAL_STUDIO_TOKEN: TOKEN,
      LOCAL_DATASET_PATH: file,
      LOCAL_LAKE_PORT: String(port),
      LAKE_HOST: '127.0.0.1',
      LOCAL_SITE_ORIGIN: '',
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

const { seedLines } = readSeed()
const report: string[] = []

// 1. Studio-sized patches with 10,000 posts.
{
  const posts = Array.from({ length: 10_000 }, (_, i) => JSON.stringify(syntheticPost(i + 1)))
  const lake = await startLake([...seedLines, ...posts])
  const size = statSync(lake.file).size
  const draft = 'drafts.bench-post-5000'
  await mutate(lake, [{ createIfNotExists: { ...syntheticPost(5000), _id: draft } }])
  for (let i = 0; i < 20; i++) await mutate(lake, [{ patch: { id: draft, set: { title: `warm-up ${i}` } } }])
  const times: number[] = []
  let title = ''
  for (let i = 1; i <= 300; i++) {
    title = `Synthetic post 5000, typed ${i}`
    times.push(await mutate(lake, [{ patch: { id: draft, set: { title } } }]))
  }
  const stopMs = await stopLake(lake)
  const p95 = percentile(times, 95)
  report.push(
    `1. patch a draft with 10,000 posts (${mib(size)} file), 300 patches: median ${percentile(times, 50).toFixed(1)} ms, ` +
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
    _type: 'faqItem',
    question: 'A 10 MB document',
    answer: 'x'.repeat(10 * 2 ** 20),
  })
  const lake = await startLake([...seedLines, big])
  const size = statSync(lake.file).size
  const id = 'bench-small-document'
  await mutate(lake, [{ createOrReplace: { _id: id, _type: 'faqItem', question: 'Small', title: 'start' } }])
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
