/**
 * The package's own harness for its unit tests (vitest.config.ts here; the conformance suite has another that only
 * speaks HTTP to the package's command). A local Content Lake for a test file: a temporary copy of the fixture
 * dataset (with one draft and one release version), a stand-in for a site that records the lake's revalidation calls,
 * and clients with and without the editor token. `testLake()` registers the file's beforeAll/afterAll; its fields
 * are set once beforeAll has run. Nothing here imports the host site's code.
 */
import { copyFileSync, mkdtempSync } from 'node:fs'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient, type SanityClient } from '@sanity/client'
import { afterAll, beforeAll } from 'vitest'
import { parseLakeConfig, readDocumentsSync, startLake, type Lake } from '../index'
import { FIXTURE_IMAGES, fixtureWithDraft } from './fixture'
import { lakeClientOptions } from './clients'
import type { PublishGate } from '../gate'
import { ensureSeedUsers, type SeedUser } from '../users'

export const TOKEN = 'test-token-0123456789-abcdefghijklmnop'
/** The secret the lake signs its webhook with in these tests. */
export const WEBHOOK_SECRET = 'test-webhook-secret'
/** A projection as a site would configure it (the lake itself knows no document type). */
const PROJECTION =
  '{"_id": coalesce(after()._id, before()._id), "_type": coalesce(after()._type, before()._type), "slug": after().slug.current, "previousSlug": before().slug.current}'

export type Revalidation = { path?: string; auth?: string; signature?: unknown; raw: string; body: unknown }

export type TestLake = {
  lake: Lake
  editor: SanityClient
  anonymous: SanityClient
  datasetPath: string
  logLines: string[]
  revalidations: Revalidation[]
  /** Statuses the webhook receiver answers with, first to last (200 when none is left). */
  receiverAnswers: number[]
  /** A document as the lake acknowledged it on disk (the file and its write-ahead log). */
  onDisk: (id: string) => Record<string, unknown> | undefined
  /** Everything the lake acknowledged, as text: equal before and after means nothing was written. */
  diskState: () => string
  /** A request with exactly these headers (fetch would not let a test set Host or Sec-Fetch-Site). */
  /** Each user's token, by their id (`options.users`). */
  tokens: Record<string, string>
  /** A client signed in as a user of `options.users`. */
  as: (userId: string) => SanityClient
  raw: (
    pathAndQuery: string,
    options?: { method?: string; headers?: Record<string, string>; body?: string },
  ) => Promise<{ status: number; headers: Record<string, unknown>; body: string }>
}

export type TestLakeOptions = {
  /** A publish gate for the lake (gate.ts); none by default, as Sanity has none. */
  gate?: PublishGate
  /** Users to make in the lake's users file before it starts (their tokens are in `tokens`, by id). */
  users?: SeedUser[]
}

export function testLake(options: TestLakeOptions = {}): TestLake {
  let site: Server
  const t = {
    logLines: [],
    revalidations: [],
    receiverAnswers: [],
    onDisk: (id: string) => readDocumentsSync(t.datasetPath).find((d) => d._id === id),
    diskState: () => JSON.stringify(readDocumentsSync(t.datasetPath)),
    raw: (pathAndQuery, options = {}) =>
      new Promise((resolve, reject) => {
        const req = request(
          `${t.lake.origin}${pathAndQuery}`,
          { method: options.method ?? 'GET', headers: options.headers },
          (res) => {
            let body = ''
            res.setEncoding('utf8')
            res.on('data', (c: string) => {
              body += c
              // A listen stream stays open: its first bytes are enough.
              if (res.headers['content-type']?.startsWith('text/event-stream')) res.destroy()
            })
            res.on('close', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
          },
        )
        req.on('error', reject)
        req.end(options.body)
      }),
  } as Partial<TestLake> as TestLake

  beforeAll(async () => {
    site = createServer((req, res) => {
      let body = ''
      req.on('data', (c) => (body += c))
      req.on('end', () => {
        t.revalidations.push({
          path: req.url,
          auth: req.headers.authorization,
          signature: req.headers['sanity-webhook-signature'],
          raw: body,
          body: JSON.parse(body),
        })
        res.statusCode = t.receiverAnswers.shift() ?? 200
        res.end('{}')
      })
    })
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
    t.datasetPath = path.join(mkdtempSync(path.join(tmpdir(), 'lake-')), 'dataset.ndjson')
    // The fixture plus one draft (Site settings), for the draft perspectives.
    copyFileSync(fixtureWithDraft(), t.datasetPath)
    const config = parseLakeConfig(
      {
        LOCAL_STUDIO_TOKEN: TOKEN,
        LOCAL_DATASET_PATH: t.datasetPath,
        LAKE_HOST: '127.0.0.1',
        LAKE_SEED_IMAGES_DIR: FIXTURE_IMAGES,
        LOCAL_SITE_ORIGIN: `http://127.0.0.1:${(site.address() as AddressInfo).port}`,
        LAKE_WEBHOOK_URL: `http://127.0.0.1:${(site.address() as AddressInfo).port}/hook`,
        LAKE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        LAKE_WEBHOOK_PROJECTION: PROJECTION,
      },
      undefined,
      0,
    )
    // Retries within a test's time.
    config.webhook!.retryDelaysMs = [50, 50]
    t.tokens = Object.fromEntries(
      ensureSeedUsers(config.usersPath, options.users ?? []).map((user) => [user.id, user.token]),
    )
    t.lake = await startLake(config, { log: (line) => t.logLines.push(line), gate: options.gate })
    const base = lakeClientOptions(t.lake.origin)
    t.as = (userId) => createClient({ ...base, token: t.tokens[userId] })
    t.editor = createClient({ ...base, token: TOKEN })
    t.anonymous = createClient(base)
  })

  afterAll(async () => {
    await t.lake?.close()
    await new Promise((resolve) => site?.close(resolve))
  })

  return t
}
