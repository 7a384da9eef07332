/**
 * The local lake killed with SIGKILL (a power cut, `kill -9`) while readers answer: every answer the route
 * acknowledged (the reader was sent to the thanks state, or to the comment box after a No) is in the dataset on disk
 * after the lake restarts; answers sent while it was down got the error state, never a 5xx. The lake runs as its own
 * process (`packages/local-lake/main.mts`, as `npm run start` runs it) on a temporary copy of the fixture dataset.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readDocumentsSync } from '@health-site/local-lake/files'
import { parseContentConfig } from '@/lib/content/env'
import { siteFeedbackStore } from './store'
import { fixtureDatasetFile } from '@/tests/fixtures/dataset'
import { clientKey, dayOf, FEEDBACK_RATE, feedbackId, RateLimiter } from './feedback'
import { handleFeedback } from './handle'
import { feedbackPagePath } from './pages'

const TOKEN = 'feedback-crash-editor-token-0123456789abcdef'
const root = path.resolve(import.meta.dirname, '../..')
const folder = mkdtempSync(path.join(tmpdir(), 'feedback-crash-'))
const datasetPath = path.join(folder, 'dataset.ndjson')
let lake: ChildProcess | undefined

afterAll(() => {
  lake?.kill('SIGKILL')
  rmSync(folder, { recursive: true, force: true })
})

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

/** Starts the lake's own command on the dataset and resolves once it answers. */
async function startLake(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'packages/local-lake/main.mts')], {
    env: {
      ...process.env,
      LOCAL_STUDIO_TOKEN: TOKEN,
      LOCAL_DATASET_PATH: datasetPath,
      LAKE_SEED_PATH: fixtureDatasetFile(),
      LOCAL_LAKE_PORT: String(port),
      LAKE_HOST: '127.0.0.1',
    },
    stdio: 'ignore',
  })
  for (let i = 0; i < 200; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/v1/ping`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) return child
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('the lake did not start within 20 s')
}

describe('the lake killed during submissions', () => {
  it('loses no acknowledged answer, and answers none with a 5xx', { timeout: 150_000 }, async () => {
    const port = await freePort()
    lake = await startLake(port)
    const config = parseContentConfig({ LOCAL_LAKE_PORT: String(port), LOCAL_STUDIO_TOKEN: TOKEN })
    const now = new Date()
    const deps = {
      store: siteFeedbackStore(config),
      secret: TOKEN,
      pageTitle: async () => 'Diabetes',
      pagePath: feedbackPagePath,
      limiter: new RateLimiter({ ...FEEDBACK_RATE, total: 10_000 }),
      now: () => now,
      warn: () => undefined,
    }
    const acknowledged: string[] = []
    const failed: string[] = []
    let n = 0
    /** One reader's answer; its id when the route acknowledged it. */
    const answer = async () => {
      const client = `198.18.${Math.floor(n / 250)}.${n++ % 250}`
      const response = await handleFeedback(
        new Request('http://site.test/api/feedback', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': client },
          body: `kind=guide&slug=diabetes&lang=en&answer=${n % 3 ? 'yes' : 'no'}`,
        }),
        deps,
      )
      expect(response.status).toBe(303)
      const id = feedbackId(
        clientKey(TOKEN, client, dayOf(now)),
        { kind: 'guide', slug: 'diabetes', lang: 'en' },
        dayOf(now),
      )
      if (/#feedback-(thanks|more)$/.test(response.headers.get('location') ?? '')) acknowledged.push(id)
      else failed.push(id)
    }
    /** Four readers at once, until `stop` says so. */
    const readers = (stop: () => boolean) =>
      Promise.all(
        Array.from({ length: 4 }, async () => {
          while (!stop()) await answer()
        }),
      )

    // Killed while the four readers are still sending, so that some writes are in flight; they go on until eight
    // answers have met the dead lake.
    let killedAt = -1
    const firstRound = readers(() => killedAt >= 0 && failed.length >= killedAt + 8)
    for (let waited = 0; acknowledged.length < 15 && waited < 15_000; waited += 20)
      await new Promise((r) => setTimeout(r, 20))
    lake.kill('SIGKILL')
    killedAt = failed.length
    const beforeKill = acknowledged.length
    await firstRound
    expect(beforeKill).toBeGreaterThan(0)

    lake = await startLake(port)
    const restarted = acknowledged.length
    const secondRound = Date.now()
    await readers(() => acknowledged.length >= restarted + 20 || Date.now() - secondRound > 45_000)
    lake.kill('SIGKILL')
    await new Promise((r) => lake!.once('exit', r))

    // Both kills happened with answers acknowledged before them; every one of them is on disk.
    expect(beforeKill).toBeGreaterThanOrEqual(15)
    expect(acknowledged.length).toBeGreaterThan(restarted)
    const onDisk = new Set(readDocumentsSync(datasetPath).map((doc) => doc._id))
    const lost = acknowledged.filter((id) => !onDisk.has(id))
    expect(lost, `${acknowledged.length} acknowledged, ${failed.length} told the error state`).toEqual([])
  })
})
