/**
 * The page and data cache handler (lib/cache/cache-handler.mjs) against what Next really hands it. A server of this
 * build runs with a recorder in front of the handler (tests/support/next-cache-capture.mjs: Node's module hooks, the
 * build unchanged) and its own cache folder, and serves a guide; every `set` and `get` Next made is read back from a
 * temporary folder. Then:
 * - the values and contexts the unit tests of lib/cache make (tests/support/next-cache-values.mjs) have Next's
 *   fields with Next's types, so those tests cannot pass against a shape Next no longer uses;
 * - the handler, on disk in a temporary folder, gives each real entry back whole, and a publish (a tag Next itself
 *   put on the page or the query) makes the page stale and expires the data.
 * Here, not in the unit tests: it needs a build and a server, which this tier has.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { deserialize } from 'node:v8'
import { expect, test } from './fixtures'
import { documentTag, typeTags } from '@/lib/content/tags'
import { routes } from '@/lib/site/routes'
import { NODE_ARGS, serverEnv, standaloneServer } from '@/scripts/site-server'
import {
  dataGetContext,
  dataSetContext,
  dataValue,
  pageGetContext,
  pageSetContext,
  pageValue,
  shapeDifferences,
} from '../support/next-cache-values.mjs'
import { e2eEmailJsEnv } from '../support/e2e-emailjs'
import { freePort } from '../support/free-port'
import { e2eTrackingEnv } from '../support/e2e-tracking'

type Call = {
  op: 'get' | 'set'
  key: string
  value?: { kind?: string; [field: string]: unknown }
  ctx: Record<string, unknown>
}

const GUIDE = 'diabetes'
const YEAR = 31536000
const scratch: string[] = []
let calls: Call[] = []
// The handler's modules are imported as Next imports them, by `import()`: a static import here would load them
// through the test runner's CommonJS transform, and the handler's own imports of them would then fail.
let pageTags: (value: unknown) => string[]

/** Serves the e2e build with the recorder, asks for `paths`, stops, and returns every call Next made. */
async function capture(paths: string[]): Promise<Call[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'next-cache-capture-'))
  scratch.push(dir)
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const blank = Object.fromEntries([...Object.keys(e2eEmailJsEnv), ...Object.keys(e2eTrackingEnv)].map((n) => [n, '']))
  const child = spawn(
    process.execPath,
    [
      ...NODE_ARGS,
      '--import',
      pathToFileURL(path.resolve('tests/support/next-cache-capture.mjs')).href,
      standaloneServer(process.env.E2E_DIST_DIR),
    ],
    {
      env: serverEnv(port, '127.0.0.1', {
        ...process.env,
        // Without the test runner's own loader flags: the server runs as `npm run start` runs it.
        NODE_OPTIONS: '',
        ...blank,
        LOCAL_DATASET_PATH: process.env.E2E_DATASET,
        LOCAL_LAKE_PORT: process.env.E2E_LAKE_PORT,
        // A content source of its own: a cache folder no other server filled, so Next stores every page it renders.
        CONTENT_SOURCE_ID: `cache-capture:${path.basename(dir)}`,
        CACHE_CAPTURE_DIR: dir,
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  try {
    await expect(async () => {
      expect(child.exitCode, output).toBeNull()
      expect((await fetch(`${origin}/`)).status).toBe(200)
    }).toPass({ timeout: 60_000 })
    for (const pathname of paths) expect((await fetch(`${origin}${pathname}`)).status, pathname).toBe(200)
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    if (child.exitCode === null) child.kill('SIGTERM')
    await exited
  }
  return readdirSync(dir)
    .sort()
    .map((file) => deserialize(readFileSync(path.join(dir, file))) as Call)
}

// One capture for both tests: one worker runs them in order.
test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(120_000)
  calls = await capture([routes.condition(GUIDE), routes.blog()])
  const codec = await import('@/lib/cache/entry-codec.mjs')
  pageTags = codec.pageTags
})

test.afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true })
})

const sets = (kind: string) => calls.filter((c) => c.op === 'set' && c.value?.kind === kind)
const gets = (kind: string) => calls.filter((c) => c.op === 'get' && c.ctx.kind === kind)
const guidePage = () =>
  sets('APP_PAGE').find((c) => pageTags(c.value).includes(documentTag(typeTags.conditionArticle, GUIDE)))

test('the unit tests of lib/cache make pages, data and contexts in the shape Next hands the handler', () => {
  const page = guidePage()
  expect(page, `a stored page tagged with the guide, among ${calls.length} calls`).toBeDefined()
  const pageRead = gets('APP_PAGE').find((c) => c.key === page!.key)
  expect(pageRead, 'the guide page read').toBeDefined()
  const data = sets('FETCH').find((c) => (c.ctx.tags as string[] | undefined)?.length)
  expect(data, 'a stored query with tags').toBeDefined()
  const dataRead = gets('FETCH').find((c) => c.key === data!.key)
  expect(dataRead, 'that query read').toBeDefined()
  // Every difference at once, by what was made.
  expect({
    page: shapeDifferences(pageValue({ html: '<p>x</p>', tags: ['a'] }), page!.value),
    notFoundPage: shapeDifferences(pageValue({ html: '<p>x</p>', tags: ['a'], status: 404 }), {
      ...page!.value,
      status: 404,
    }),
    pageSetContext: shapeDifferences(pageSetContext(), page!.ctx),
    pageGetContext: shapeDifferences(pageGetContext(), pageRead!.ctx),
    data: shapeDifferences(dataValue({ body: '{}' }), data!.value),
    dataSetContext: shapeDifferences(dataSetContext({ tags: ['a'] }), data!.ctx),
    dataGetContext: shapeDifferences(dataGetContext({ tags: ['a'], softTags: ['b'] }), dataRead!.ctx),
  }).toEqual({
    page: [],
    notFoundPage: [],
    pageSetContext: [],
    pageGetContext: [],
    data: [],
    dataSetContext: [],
    dataGetContext: [],
  })
})

test('the handler gives every real entry back whole, and a publish makes the page stale and expires the data', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cache-handler-real-'))
  scratch.push(dir)
  process.env.CONTENT_SOURCE_ID = 'cache-entries-spec'
  delete process.env.REDIS_URL
  delete process.env.NEXT_PHASE
  const { default: CacheHandler } = await import('@/lib/cache/cache-handler.mjs')
  const { storable } = await import('@/lib/cache/page-cache-policy.mjs')
  const handler = () => new CacheHandler({ serverDistDir: path.join(dir, '.next', 'server') })

  const stored = calls.filter(
    (c) => c.op === 'set' && c.value && (c.value.kind === 'APP_PAGE' || c.value.kind === 'FETCH'),
  )
  // Next's own read context for each key (a page's or a query's), as it asked during the capture.
  const readContext = (key: string) => calls.find((c) => c.op === 'get' && c.key === key)?.ctx
  let checked = 0
  for (const call of stored) {
    const ctx = readContext(call.key)
    // Not-found pages and empty query results are never kept (lib/cache/page-cache-policy.mjs, tested in the unit tier).
    if (!ctx || !storable(call.key, call.value)) continue
    await handler().set(call.key, call.value, call.ctx)
    const entry = await handler().get(call.key, ctx)
    const expected = call.value!.kind === 'FETCH' ? { ...call.value, tags: call.ctx.tags } : call.value
    expect(entry?.value, call.key).toEqual(expected)
    checked++
  }
  expect(checked).toBeGreaterThan(2)

  const page = guidePage()!
  const pageRead = readContext(page.key)!
  const revalidate = (page.ctx.cacheControl as { revalidate: number }).revalidate
  const tag = documentTag(typeTags.conditionArticle, GUIDE)
  const data = stored.find((c) => c.value!.kind === 'FETCH' && (c.ctx.tags as string[] | undefined)?.includes(tag))
  expect(data, `a query tagged ${tag}`).toBeDefined()
  await new Promise((resolve) => setTimeout(resolve, 5))
  // A publish ('max', as lib/content/revalidate.ts asks): the page is served stale (older than its revalidate time,
  // so Next renders it again behind it), its HTML untouched.
  await handler().revalidateTag([tag], { expire: YEAR })
  const stale = await handler().get(page.key, pageRead)
  expect(stale?.value).toEqual(page.value)
  expect(Date.now() - stale!.lastModified).toBeGreaterThan(revalidate * 1000)
  // Expired (expire 0): a miss for the page and for the query Next tagged with the same document.
  await handler().revalidateTag([tag], { expire: 0 })
  expect(await handler().get(page.key, pageRead)).toBeNull()
  expect(await handler().get(data!.key, readContext(data!.key)!)).toBeNull()
})
