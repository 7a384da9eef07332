/**
 * `npm run test:scale`: several instances behind a load balancer share one cache. Starts, from real parts
 * on this machine and all on 127.0.0.1: redis-server and nginx (Debian packages, installed when missing), the
 * Sanity stand-in (the real local lake behind a front this test can take down), and two instances of the production
 * build in Sanity mode with the same REDIS_URL behind nginx, which retries the other instance on an error. Proves,
 * printing the figures:
 *
 *   a. a signed webhook to instance A after an edit: instance B serves the new content within 2 s; the same for a
 *      Spanish page, and for a Spanish interface word (a form label edited in the Studio) published through B;
 *   b. the 'max' regression: webhook, then the content API down: every instance still answers 200 with the previous
 *      page; once the API is back, the new page;
 *   c. 64 connections for 30 s through nginx with instance A killed (SIGKILL) mid-run: 0 failed GETs;
 *   d. Redis stopped mid-run (and started again): 0 errors; afterwards a page rendered by A is served by B from the
 *      shared cache without B rendering it (B's backend queries, CONTENT_QUERY_LOG, do not grow; x-nextjs-cache HIT).
 *
 * Needs `npm run build` first. Exits 1 when a check fails; cleans up its processes and temp folders in any case.
 * Options: --seconds N (load duration, default 30), --connections N (default 64).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request, type Server } from 'node:http'
import { randomBytes } from 'node:crypto'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import autocannon from 'autocannon'
import { DEFAULT_API_VERSION } from '@/lib/defaults'
import { root } from '../../scripts/page-paths'
import { spanishRoutes } from '@/lib/site/localized-routes'
import { freeLoopbackPort, startRedisServer, type TestRedis } from '../harness/redis-server.mjs'
import { startNginx } from '../harness/load-balancer'
import { standaloneDir, startStandalone, type RunningServer } from '../harness/serve-build'
import { startSanityStandIn, STAND_IN_TOKEN, type SanityStandIn } from '../support/sanity-stand-in'

const started = Date.now()
const args = process.argv.slice(2)
const option = (name: string, fallback: number) =>
  args.includes(name) ? Number(args[args.indexOf(name) + 1]) || fallback : fallback
const seconds = option('--seconds', 30)
const connections = option('--connections', 64)
// The whole run is bounded: past this, everything is stopped and the run fails.
const HARD_LIMIT_MS = 170_000

const failures: string[] = []
const check = (ok: boolean, message: string) => {
  if (!ok) failures.push(message)
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${message}`)
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`

const WEBHOOK_SECRET = 'scale-test-webhook-secret'
const PROJECT = 'scaletest'
const DATASET = 'production'
const seedFile = path.join(root, 'content/seed/dataset.ndjson')
const work = mkdtempSync(path.join(tmpdir(), 'scale-test-'))
const cleanups: Array<() => Promise<unknown> | unknown> = []

// The content API the instances read: the stand-in behind a front that this test takes down and brings back.
type Front = { origin: string; setDown: (down: boolean) => void; close: () => Promise<void> }
async function startFront(standIn: SanityStandIn): Promise<Front> {
  let down = false
  const server: Server = createServer((req, res) => {
    // "Down": the connection is dropped, as when the API host is unreachable.
    if (down) return req.socket.destroy()
    const upstream = request(`${standIn.origin}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    })
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    origin: `http://127.0.0.1:${port}`,
    setDown: (value) => {
      down = value
      if (value) server.closeAllConnections()
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

type Instance = RunningServer & { name: string; port: number; queryLog: string; queries: () => number }

/**
 * The one place that starts an instance of the site: what the Docker image runs, Next's standalone `server.js` in the
 * standalone output laid out as the image's runtime stage (tests/harness/serve-build.ts), both instances in one folder as
 * containers of one image share its files.
 */
async function startInstance(name: string, port: number, env: Record<string, string>): Promise<Instance> {
  const queryLog = path.join(work, `queries-${name}.log`)
  writeFileSync(queryLog, '')
  const server = await startStandalone({ ...env, CONTENT_QUERY_LOG: queryLog }, port)
  return {
    ...server,
    // Also when it was killed: a killed child has a signal code and no exit code.
    stop: async () => {
      if (server.child.exitCode === null && server.child.signalCode === null) await server.stop()
    },
    name,
    port,
    queryLog,
    queries: () => readFileSync(queryLog, 'utf8').split('\n').filter(Boolean).length,
  }
}

async function get(origin: string, route: string) {
  const response = await fetch(origin + route, { headers: { cookie: '' } })
  return { status: response.status, body: await response.text(), cache: response.headers.get('x-nextjs-cache') }
}
const h1 = (html: string) =>
  (/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim()

/** A word of the Spanish contact form as the seed holds it (its array key, for a patch, and its text). */
function spanishContactWord(key: string): { _key: string; text: string } {
  for (const line of readFileSync(seedFile, 'utf8').split('\n')) {
    if (!line.includes('"interfaceText-contact-es"')) continue
    const doc = JSON.parse(line) as { _id: string; texts?: Array<{ _key: string; key: string; text: string }> }
    const word = doc._id === 'interfaceText-contact-es' ? doc.texts?.find((t) => t.key === key) : undefined
    if (word) return word
  }
  throw new Error(`the seed has no Spanish contact word "${key}"`)
}

async function edit(standIn: SanityStandIn, id: string, set: Record<string, unknown>) {
  const response = await fetch(`${standIn.origin}/v${DEFAULT_API_VERSION}/data/mutate/${DATASET}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${STAND_IN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ mutations: [{ patch: { id, set } }] }),
  })
  if (!response.ok) throw new Error(`the stand-in refused the edit: ${response.status} ${await response.text()}`)
}

async function webhook(origin: string, body: Record<string, unknown>) {
  const text = JSON.stringify(body)
  const response = await fetch(`${origin}/api/revalidate`, {
    method: 'POST',
    body: text,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(text, Date.now(), WEBHOOK_SECRET),
    },
  })
  return { status: response.status, retryAfter: response.headers.get('retry-after') }
}

/**
 * Polls `route` on `origin` until its h1 is `want` (or the page passes `want` when it is a test); the milliseconds
 * it took, or null past `limitMs`.
 */
async function until(
  origin: string,
  route: string,
  want: string | ((html: string) => boolean),
  limitMs: number,
): Promise<number | null> {
  const from = Date.now()
  const done = typeof want === 'string' ? (html: string) => h1(html) === want : want
  while (Date.now() - from <= limitMs) {
    const { status, body } = await get(origin, route)
    if (status === 200 && done(body)) return Date.now() - from
    await sleep(25)
  }
  return null
}

async function main() {
  console.log('Scale test: two instances, one Redis, nginx in front, Sanity mode against a local stand-in')
  // The standalone folder (a temporary copy of the image's files), removed last.
  const standalone = standaloneDir()
  cleanups.push(() => rmSync(standalone, { recursive: true, force: true }))
  const redis: TestRedis = await startRedisServer()
  cleanups.push(() => redis.close())
  const standIn = await startSanityStandIn(seedFile)
  cleanups.push(() => standIn.close())
  const front = await startFront(standIn)
  cleanups.push(() => front.close())

  const env = {
    NEXT_PUBLIC_SANITY_PROJECT_ID: PROJECT,
    NEXT_PUBLIC_SITE_URL: 'https://www.example.org',
    NEXT_PUBLIC_SANITY_DATASET: DATASET,
    NEXT_PUBLIC_SANITY_API_HOST: front.origin,
    SANITY_API_READ_TOKEN: STAND_IN_TOKEN,
    SANITY_REVALIDATE_SECRET: WEBHOOK_SECRET,
    LOCAL_DATASET_PATH: path.join(work, 'must-not-be-read.ndjson'),
    REDIS_URL: redis.url,
    // Several instances: the same server-actions key on each (the server refuses to start without one).
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  }
  const [portA, portB] = [await freeLoopbackPort(), await freeLoopbackPort()]
  const instances: Instance[] = []
  cleanups.push(() => Promise.all(instances.map((i) => i.stop())))
  const [a, b] = await Promise.all([startInstance('A', portA, env), startInstance('B', portB, env)])
  instances.push(a, b)
  // The load balancer compose.yaml runs (deploy/nginx/site.conf), with Debian's nginx on a loopback port: it retries
  // the other instance on a connection error, a timeout, a 502 or a 503.
  const nginx = await startNginx({
    port: await freeLoopbackPort(),
    upstreams: [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`],
  })
  cleanups.push(() => nginx.stop())
  console.log(
    `  redis ${redis.url}, instances A :${portA} and B :${portB}, nginx ${nginx.origin} (ready at ${elapsed()})`,
  )

  const routes = ['/', '/about', '/diseases/diabetes', '/privacy', '/blog']
  // Generated from the project by A while its API answers; B finds them in Redis.
  for (const route of routes) await get(a.origin, route)
  const bBefore = b.queries()
  const fromB = await Promise.all(routes.map((route) => get(b.origin, route)))
  check(
    fromB.every((r) => r.status === 200) && b.queries() === bBefore,
    `pages rendered by A are served by B without B querying the API (${fromB.map((r) => `${r.status} ${r.cache}`).join(', ')}; B's queries +${b.queries() - bBefore})`,
  )

  // a. A webhook to A after an edit: B serves the new content within 2 s. ------------------------------------------
  console.log('\na. publish: edit in the stand-in, signed webhook to instance A, new content on instance B')
  const about = '/about'
  const titleBefore = h1((await get(b.origin, about)).body)
  const edited = `${titleBefore} (edited)`
  await edit(standIn, 'page-about', { title: edited })
  const hook = await webhook(a.origin, { _type: 'infoPage', _id: 'page-about', slug: 'about' })
  const onB = await until(b.origin, about, edited, 5000)
  check(
    hook.status === 200 && onB !== null && onB <= 2000,
    `webhook to A answered ${hook.status}; B served "${edited}" after ${onB ?? '>5000'} ms (limit 2000 ms)`,
  )

  // a2. The same for Spanish: a translated page, and an interface word (a form label) edited in the Studio. ------------
  console.log('\na2. Spanish publish: a translated page and an interface word, each to both instances')
  const acercaDe = spanishRoutes.about()
  const esTitle = `${h1((await get(a.origin, acercaDe)).body)} (editado)`
  await edit(standIn, 'page-about-es', { title: esTitle })
  const esHook = await webhook(a.origin, { _type: 'infoPage', _id: 'page-about-es', slug: 'acerca-de' })
  const esOnB = await until(b.origin, acercaDe, esTitle, 5000)
  check(
    esHook.status === 200 && esOnB !== null && esOnB <= 2000,
    `Spanish page: webhook to A answered ${esHook.status}; B served "${esTitle}" after ${esOnB ?? '>5000'} ms (limit 2000 ms)`,
  )
  const contacto = spanishRoutes.contact()
  const label = 'Nombre y apellido'
  const labelsBefore = await Promise.all([a, b].map(async (instance) => (await get(instance.origin, contacto)).body))
  const nameWord = spanishContactWord('labelName')
  await edit(standIn, 'interfaceText-contact-es', { [`texts[_key=="${nameWord._key}"].text`]: label })
  const wordHook = await webhook(b.origin, { _type: 'interfaceText', _id: 'interfaceText-contact-es' })
  const wordOnA = await until(a.origin, contacto, (html) => html.includes(`>${label}<`), 5000)
  check(
    labelsBefore.every((html) => html.includes(`>${nameWord.text}<`) && !html.includes(label)) &&
      wordHook.status === 200 &&
      wordOnA !== null &&
      wordOnA <= 2000,
    `Spanish interface word: both instances showed "${nameWord.text}"; webhook to B answered ${wordHook.status}; ` +
      `A showed the label "${label}" after ${wordOnA ?? '>5000'} ms (limit 2000 ms)`,
  )

  // b. 'max': webhook, then the content API down: the previous page, 200, everywhere; the new one once it is back. --
  console.log("\nb. revalidateTag 'max' across instances: webhook, then the content API down")
  const edited2 = `${titleBefore} (edited again)`
  await edit(standIn, 'page-about', { title: edited2 })
  const hook2 = await webhook(b.origin, { _type: 'infoPage', _id: 'page-about', slug: 'about' })
  front.setDown(true)
  const during: string[] = []
  for (let round = 0; round < 3; round++)
    for (const instance of [a, b]) {
      const { status, body } = await get(instance.origin, about)
      during.push(`${instance.name} ${status} "${h1(body)}"`)
      check(
        status === 200 && h1(body) === edited,
        `API down, round ${round + 1}: ${instance.name} answers ${status} "${h1(body)}"`,
      )
    }
  const viaNginx = await get(nginx.origin, '/diseases/diabetes')
  check(viaNginx.status === 200, `API down: another page through nginx answers ${viaNginx.status}`)
  // Next keeps the last good page after a failed refresh and retries it after at most 30 s (its response cache's
  // retainPreviousCacheEntry), so as not to hammer an API that is down: the new page comes with that retry.
  front.setDown(false)
  const back = Date.now()
  const [backA, backB] = await Promise.all([
    until(a.origin, about, edited2, 40_000),
    until(b.origin, about, edited2, 40_000),
  ])
  check(
    hook2.status === 200 && backA !== null && backB !== null,
    `API back: the new page "${edited2}" on A after ${backA ?? '>40000'} ms, on B after ${backB ?? '>40000'} ms ` +
      `(Next retries a failed refresh within 30 s; ${Date.now() - back} ms in all)`,
  )

  // c + d. Load through nginx; Redis stopped and started again, then instance A killed, mid-run. ----------------
  console.log(
    `\nc/d. ${connections} connections for ${seconds} s through nginx; Redis stopped and restarted, A killed, mid-run`,
  )
  const events: string[] = []
  let hookDuringOutage: Promise<{ status: number; retryAfter: string | null }> | undefined
  const loadStart = Date.now()
  let restarted: Promise<void> | undefined
  const at = (fraction: number, what: string, run: () => Promise<unknown> | unknown) =>
    setTimeout(
      async () => {
        await run()
        events.push(`${what} at ${((Date.now() - loadStart) / 1000).toFixed(1)} s`)
      },
      seconds * 1000 * fraction,
    )
  const timers = [
    at(0.2, 'Redis stopped (SIGKILL)', () => redis.stop()),
    at(0.25, 'a webhook sent to B', () => {
      hookDuringOutage = webhook(b.origin, { _type: 'infoPage', _id: 'page-about', slug: 'about' }).catch(() => ({
        status: 0,
        retryAfter: null,
      }))
    }),
    // Not before B has answered that webhook (a busy machine may take seconds): it must meet Redis down.
    at(0.4, 'Redis started again (empty)', async () => {
      restarted = hookDuringOutage!.then(() => redis.start())
      await restarted
    }),
    at(0.6, 'instance A killed (SIGKILL)', () => a.child.kill('SIGKILL')),
  ]
  const requestErrors: string[] = []
  const load = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        url: nginx.origin,
        connections,
        duration: seconds,
        requests: routes.map((route) => ({ method: 'GET', path: route })),
        // nginx closes a keep-alive connection after its 1,000th request (keepalive_requests), saying so in that
        // answer (Connection: close). autocannon does not read that header and writes its next request at once, so
        // now and then the close meets it as a reset (ECONNRESET: 1 of 210,462 requests in a CI run, 2 of 66,375
        // against nginx closing every 5): a load generator's error, not a reader's, as browsers honour the header.
        // Its own reconnect, before nginx's limit, keeps that race out of the count; any other error still counts.
        reconnectRate: 500,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
    // Which error and when, against the events above: a request cut by the kill, or one nginx could not place.
    run.on('reqError', (error: Error & { code?: string }) =>
      requestErrors.push(`${error.code ?? error.message} at ${((Date.now() - loadStart) / 1000).toFixed(1)} s`),
    )
  })
  timers.forEach(clearTimeout)
  await restarted
  const statusCounts = Object.entries(load.statusCodeStats ?? {})
    .map(([code, stat]) => `${code}: ${(stat as { count: number }).count}`)
    .join(', ')
  console.log(`  ${events.join('; ')}`)
  console.log(
    `  ${load.requests.total} requests (${load.requests.average.toFixed(0)} req/s), status ${statusCounts}; ` +
      `latency p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, max ${load.latency.max} ms`,
  )
  check(
    load.errors === 0 && load.timeouts === 0 && load.non2xx === 0 && load.requests.total > 0,
    `0 failed GETs: ${load.errors} errors, ${load.timeouts} timeouts, ${load.non2xx} non-2xx of ${load.requests.total}`,
  )
  if (load.errors || load.timeouts || load.non2xx) {
    console.log(`  request errors: ${requestErrors.slice(0, 10).join(', ') || 'none reported'}`)
    // What nginx saw go wrong (its error log, warnings and worse), to tell a cut answer from a refused one.
    const log = readFileSync(path.join(nginx.dir, 'error.log'), 'utf8').split('\n').filter(Boolean)
    for (const line of log.slice(-20)) console.log(`  nginx: ${line.slice(0, 300)}`)
  }
  for (const instance of [a, b])
    for (const line of instance
      .output()
      .split('\n')
      .filter((l) => l.includes('[shared cache]')))
      console.log(`  ${instance.name} logged: ${line.trim().slice(0, 160)}`)
  const warnings = (instance: Instance) =>
    (instance.output().match(/\[shared cache\] Redis at .* is unreachable/g) ?? []).length
  check(
    warnings(b) === 1,
    `Redis outage: instance B logged ${warnings(b)} warning(s) for ${load.requests.total} requests (one expected)`,
  )
  check(/in use again/.test(b.output()), 'instance B logged that the shared cache is in use again')
  const refused = await hookDuringOutage
  check(
    refused?.status === 503 && Number(refused.retryAfter) > 0,
    `a signed webhook while Redis was down answered ${refused?.status} with Retry-After: ` +
      `${refused?.retryAfter ?? 'none'} (the invalidation could not be shared: Sanity retries it)`,
  )

  // d. After the restart: a page rendered by a restarted A is served by B from Redis, without B rendering it. --------
  console.log('\nd. the shared cache after the Redis restart')
  const a2 = await startInstance('A2', portA, env)
  instances.push(a2)
  const fresh = '/diseases/depression'
  const rendered = await get(a2.origin, fresh)
  const bQueries = b.queries()
  const served = await get(b.origin, fresh)
  check(
    rendered.status === 200 && served.status === 200 && h1(served.body) === h1(rendered.body) && h1(served.body) !== '',
    `${fresh}: rendered by A (${a2.queries()} API queries), then served by B "${h1(served.body)}" (x-nextjs-cache: ${served.cache})`,
  )
  check(
    b.queries() === bQueries && served.cache === 'HIT',
    `B did not render it: B's API queries +${b.queries() - bQueries}, x-nextjs-cache ${served.cache}`,
  )
}

const watchdog = setTimeout(() => {
  console.error(`\nThe scale test ran past ${HARD_LIMIT_MS / 1000} s: stopping everything.`)
  failures.push('time limit')
  void cleanup().then(() => process.exit(1))
}, HARD_LIMIT_MS)

let cleaned = false
async function cleanup() {
  if (cleaned) return
  cleaned = true
  for (const step of cleanups.reverse()) await Promise.resolve(step()).catch(() => {})
  rmSync(work, { recursive: true, force: true })
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void cleanup().then(() => process.exit(130)))

try {
  await main()
} catch (error) {
  failures.push(String(error))
  console.error(error)
} finally {
  clearTimeout(watchdog)
  await cleanup()
}
console.log(`\nScale test: ${failures.length === 0 ? 'passed' : `${failures.length} check(s) failed`} in ${elapsed()}`)
process.exit(failures.length === 0 ? 0 : 1)
