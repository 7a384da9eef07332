/**
 * The shared cache handler against a real redis-server (tests/harness/redis-server.mjs), with two "instances" of the site:
 * separate processes (tests/support/cache-instance.mjs), each calling the handler as Next does for a page render
 * and a fetch, with pages and queries in the shape tests/e2e/cache-entries.spec.ts holds to Next's own entries.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { createClient } from '@redis/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startRedisServer, type TestRedis } from '@/tests/harness/redis-server.mjs'

type Instance = {
  call: <T = unknown>(op: string, args?: Record<string, unknown>) => Promise<T>
  stderr: () => string
  close: () => Promise<void>
}

const YEAR = 31536000
let redis: TestRedis
const instances: Instance[] = []

async function instance(env: Record<string, string> = {}): Promise<Instance> {
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(import.meta.dirname, '../../tests/support/cache-instance.mjs')],
    {
      env: {
        ...process.env,
        REDIS_URL: redis.url,
        CONTENT_SOURCE_ID: 'sanity:test-project:production',
        NEXT_DEPLOYMENT_ID: 'test-deployment',
        NODE_ENV: 'production',
        ...env,
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  )
  let stderr = ''
  child.stderr!.on('data', (d) => (stderr += d))
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>()
  let ready!: () => void
  const started = new Promise<void>((r) => (ready = r))
  createInterface({ input: child.stdout! }).on('line', (line) => {
    const message = JSON.parse(line)
    if (message.ready) return ready()
    const waiter = pending.get(message.id)
    pending.delete(message.id)
    if (message.error) waiter?.reject(new Error(message.error))
    else waiter?.resolve(message.result)
  })
  let next = 0
  await started
  const made: Instance = {
    call: (op, args = {}) =>
      new Promise((resolve, reject) => {
        const id = ++next
        pending.set(id, { resolve: resolve as (v: unknown) => void, reject })
        child.stdin!.write(`${JSON.stringify({ id, op, ...args })}\n`)
      }),
    stderr: () => stderr,
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill()
      }),
  }
  instances.push(made)
  return made
}

async function raw() {
  const client = createClient({ url: redis.url })
  await client.connect()
  return client
}

beforeAll(async () => {
  redis = await startRedisServer()
})

afterAll(async () => {
  await Promise.all(instances.map((i) => i.close()))
  await redis?.close()
})

type Page = { isStale: boolean | number; html: string; rsc: string } | null
type Data = { isStale: boolean; body: string } | null

describe('shared cache handler (Redis)', () => {
  it("shares pages and data between instances, and a tag revalidated with 'max' serves the old page stale until the new one is set", async () => {
    const [a, b] = await Promise.all([instance(), instance()])
    await a.call('setPage', { path: '/guides/asthma', html: '<p>v1</p>', tags: ['conditionArticle', 'doc:asthma'] })
    expect(await b.call<Page>('getPage', { path: '/guides/asthma' })).toEqual({
      isStale: false,
      html: '<p>v1</p>',
      rsc: 'rsc:<p>v1</p>',
    })
    await b.call('setData', { key: 'query-1', body: 'result-1', tags: ['conditionArticle'] })
    expect(await a.call<Data>('getData', { key: 'query-1', tags: ['conditionArticle'] })).toEqual({
      isStale: false,
      body: 'result-1',
    })

    // The webhook reached A only ('max', as lib/content/revalidate.ts asks): B serves the old page, marked stale, so
    // Next renders it again in the background and the reader never waits for (or fails on) the Content Lake.
    await new Promise((r) => setTimeout(r, 5))
    await a.call('revalidate', { tags: ['doc:asthma'], durations: { expire: YEAR } })
    expect(await b.call<Page>('getPage', { path: '/guides/asthma' })).toMatchObject({
      isStale: true,
      html: '<p>v1</p>',
    })
    expect(await a.call<Page>('getPage', { path: '/guides/asthma' })).toMatchObject({
      isStale: true,
      html: '<p>v1</p>',
    })
    // The data cache entry has no such tag: untouched.
    expect(await b.call<Data>('getData', { key: 'query-1', tags: ['conditionArticle'] })).toMatchObject({
      isStale: false,
    })

    // B's background render stores the new page: both serve it, fresh.
    await b.call('setPage', { path: '/guides/asthma', html: '<p>v2</p>', tags: ['conditionArticle', 'doc:asthma'] })
    for (const i of [a, b])
      expect(await i.call<Page>('getPage', { path: '/guides/asthma' })).toMatchObject({
        isStale: false,
        html: '<p>v2</p>',
      })
  })

  it('never keeps a not-found page or an invented overlong address in Redis', async () => {
    const [a, b] = await Promise.all([instance(), instance()])
    const client = await raw()
    const keysBefore = (await client.keys('*')).length
    for (let i = 0; i < 50; i++)
      await a.call('setPage', { path: `/blog/probe-fill-${i}`, html: '<p>Not found</p>', tags: ['post'], status: 404 })
    await a.call('setPage', { path: `/blog/${'b'.repeat(5000)}`, html: '<p>long</p>', tags: ['post'] })
    expect((await client.keys('*')).length).toBe(keysBefore)
    expect(await b.call<Page>('getPage', { path: '/blog/probe-fill-0' })).toBeNull()
    // A real page is still kept and shared.
    await a.call('setPage', { path: '/blog/real-post', html: '<p>real</p>', tags: ['post'] })
    expect(await b.call<Page>('getPage', { path: '/blog/real-post' })).toMatchObject({ html: '<p>real</p>' })
    await client.close()
  })

  it('a tag expired (expire: 0) on one instance is a miss for pages and data on the other', async () => {
    const [a, b] = await Promise.all([instance(), instance()])
    await a.call('setPage', { path: '/about', html: 'about v1', tags: ['page'] })
    await a.call('setData', { key: 'query-about', body: 'about data', tags: ['page'] })
    expect(await b.call<Page>('getPage', { path: '/about' })).toMatchObject({ html: 'about v1' })
    await new Promise((r) => setTimeout(r, 5))
    await a.call('revalidate', { tags: ['page'], durations: { expire: 0 } })
    expect(await b.call<Page>('getPage', { path: '/about' })).toBeNull()
    expect(await b.call<Data>('getData', { key: 'query-about', tags: ['page'] })).toBeNull()
    // The webhook's own path (shareRevalidation) records the same state before Next's revalidateTag runs.
    await b.call('setPage', { path: '/about', html: 'about v2', tags: ['page'] })
    // A revalidation marks entries made before it: let the clock move past the entry's time.
    await new Promise((r) => setTimeout(r, 5))
    expect(await a.call<boolean>('share', { tags: ['page'], expire: YEAR })).toBe(true)
    expect(await b.call<Page>('getPage', { path: '/about' })).toMatchObject({ isStale: true, html: 'about v2' })
  })

  it('keeps deployments apart for pages and shares data across them', async () => {
    const [a, b] = await Promise.all([instance(), instance({ NEXT_DEPLOYMENT_ID: 'next-deployment' })])
    await a.call('setPage', { path: '/blog', html: 'old build', tags: ['post'] })
    await a.call('setData', { key: 'query-blog', body: 'posts', tags: ['post'] })
    expect(await b.call<Page>('getPage', { path: '/blog' })).toBeNull()
    expect(await b.call<Data>('getData', { key: 'query-blog', tags: ['post'] })).toMatchObject({ body: 'posts' })
  })

  it('Redis down: pages keep coming from the process, one warning, revalidations refused; Redis back: shared again', async () => {
    const [a, b] = await Promise.all([instance(), instance()])
    await a.call('setPage', { path: '/outage', html: 'kept', tags: ['x'] })
    expect(await b.call<Page>('getPage', { path: '/outage' })).toMatchObject({ html: 'kept' })
    await redis.stop()
    for (let n = 0; n < 20; n++) {
      expect(await a.call<Page>('getPage', { path: '/outage' })).toMatchObject({ html: 'kept' })
      expect(await b.call<Page>('getPage', { path: '/outage' })).toMatchObject({ html: 'kept' })
    }
    // A page rendered during the outage is kept by the instance that rendered it.
    await b.call('setPage', { path: '/during', html: 'made during the outage', tags: ['x'] })
    expect(await b.call<Page>('getPage', { path: '/during' })).toMatchObject({ html: 'made during the outage' })
    expect(await a.call<Page>('getPage', { path: '/during' })).toBeNull()
    // The invalidation could not be shared: the webhook must hear so (it answers 503 and Sanity retries).
    expect(await a.call<boolean>('share', { tags: ['x'], expire: YEAR })).toBe(false)
    for (const i of [a, b]) expect(i.stderr().match(/unreachable/g) ?? []).toHaveLength(1)

    await redis.start()
    const deadline = Date.now() + 10_000
    while (!(await a.call<boolean>('share', { tags: ['unrelated'], expire: YEAR }))) {
      expect(Date.now()).toBeLessThan(deadline)
      await new Promise((r) => setTimeout(r, 100))
    }
    while (!(await b.call<boolean>('share', { tags: ['unrelated'], expire: YEAR }))) {
      expect(Date.now()).toBeLessThan(deadline)
      await new Promise((r) => setTimeout(r, 100))
    }
    await a.call('setPage', { path: '/after', html: 'written after the restart', tags: ['y'] })
    expect(await b.call<Page>('getPage', { path: '/after' })).toMatchObject({ html: 'written after the restart' })
    expect(b.stderr()).toMatch(/in use again/)
  })

  it('Redis hanging (SIGSTOP): each call gives up after its timeout, pages come from the process, one warning', async () => {
    const a = await instance()
    await a.call('setPage', { path: '/hang', html: 'kept while Redis hangs', tags: ['h'] })
    expect(await a.call<Page>('getPage', { path: '/hang' })).toMatchObject({ html: 'kept while Redis hangs' })
    process.kill(redis.pid!, 'SIGSTOP')
    try {
      for (let n = 0; n < 6; n++) {
        const from = Date.now()
        expect(await a.call<Page>('getPage', { path: '/hang' })).toMatchObject({ html: 'kept while Redis hangs' })
        // Not a speed target: a hang detector (the per-call deadline is REDIS_TIMEOUT_MS, 300 ms by default).
        expect(Date.now() - from).toBeLessThan(5000)
      }
      expect(a.stderr().match(/unreachable/g) ?? []).toHaveLength(1)
    } finally {
      process.kill(redis.pid!, 'SIGCONT')
    }
    // Once Redis answers, a probe (one call a second while it hung) finds it and the shared cache is used again.
    const deadline = Date.now() + 10_000
    while (!(await a.call<boolean>('share', { tags: ['after-hang'], expire: YEAR }))) {
      expect(Date.now()).toBeLessThan(deadline)
      await new Promise((r) => setTimeout(r, 100))
    }
    expect(a.stderr()).toMatch(/in use again/)
  })

  it('treats garbage, foreign, oversized and wrong-kind values as misses, and a garbage tag state as none', async () => {
    const [a, b] = await Promise.all([instance({ REDIS_MAX_ENTRY_MB: '1' }), instance({ REDIS_MAX_ENTRY_MB: '1' })])
    const client = await raw()
    try {
      const pathsAndValues: Array<[string, Buffer | string]> = [
        ['/garbage', Buffer.from([0xff, 0x00, 0xfe, 0x7b, 0x22])],
        ['/foreign', JSON.stringify({ f: 1, lastModified: 1, value: { kind: 'APP_PAGE', html: 42 } })],
        ['/huge', Buffer.alloc(3 * 1024 * 1024, 0x20)],
        ['/deep', `{"f":1,"lastModified":1,"value":${'['.repeat(5000)}${']'.repeat(5000)}}`],
        ['/wrong-kind', JSON.stringify({ f: 1, lastModified: 1, value: { kind: 'FETCH', data: {} } })],
      ]
      for (const [pathname, value] of pathsAndValues) {
        await a.call('setPage', { path: pathname, html: 'good', tags: ['z'] })
        const keys = await client.keys(`site:page:*${pathname}`)
        expect(keys).toHaveLength(1)
        await client.set(keys[0]!, value)
        expect(await b.call<Page>('getPage', { path: pathname })).toBeNull()
      }
      await a.call('setPage', { path: '/tagged', html: 'fine', tags: ['t-garbage'] })
      // Creates the tag hash (an unrelated tag's revalidation).
      expect(await a.call<boolean>('share', { tags: ['unrelated'], expire: YEAR })).toBe(true)
      const [tagKey] = await client.keys('site:tags:*')
      await client.hSet(tagKey!, 't-garbage', 'not:a:state')
      expect(await b.call<Page>('getPage', { path: '/tagged' })).toMatchObject({ isStale: false, html: 'fine' })
    } finally {
      await client.close()
    }
  })
})
