// Part `soak` of `npm run test:resilience`: the deploy stack as
// compose runs it (deploy/nginx in front of Next's own server, started as the image starts it, and the local lake),
// on loopback, for a bounded time with a bounded number of clients, under the traffic a public site gets at once:
// scanners (unknown addresses of one and more segments, some carrying Next's on-demand revalidation headers with the
// build's key, through the edge and straight at Next), readers, searches, publishes (an editor's change through the
// lake's webhook, and signed webhooks), the lake killed and restarted, and slow clients (heads trickled a line a
// second, bodies declared and never sent). Counted: requests without an answer, 5xx through the edge other than its
// stated 503 with Retry-After, and a watch on a hang: every second an unknown two-segment address asked of Next
// itself must be answered within WATCH_LIMIT_MS.
//   npm run test:resilience -- --only soak                      (45 s: part of `npm test`)
//   npm run test:resilience -- --only soak --soak-seconds 600   (the long run; figures in docs/performance.md)
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { lakeWebhookEnv } from '../../lib/content/revalidation'
import { startNginx } from '../harness/load-balancer'
import {
  freePort,
  rssMiB,
  standaloneDir,
  startLakeProcess,
  startStandalone,
  TEST_WEBHOOK_SECRET,
  type RunningLake,
} from '../harness/serve-build'
import { rawRequest, requestHead } from './raw-http'

type Check = (ok: boolean, message: string) => void

/**
 * An unknown two-segment address at Next must be answered within this (once they hung). Not less: while the lake
 * restarts right after a publish, the not-found page waits for it (@sanity/client retries a refused connection).
 */
const WATCH_LIMIT_MS = 15_000
/** A request through the edge with no answer in this long counts as unanswered (nginx gives up on its upstream at 45 s). */
const EDGE_WAIT_MS = 50_000
const DIRECT_WAIT_MS = 30_000
/** How often the lake is killed (SIGKILL) and started again. */
const LAKE_RESTART_EVERY_MS = 20_000

type Tally = { sent: number; noAnswer: number; statuses: Map<number, number>; slowest: number; bad: string[] }

export async function soakTest(check: Check, datasetPath: string, seconds: number) {
  console.log(
    `\nsoak: ${seconds} s of scanners, readers, searches, publishes, lake restarts and slow clients through the deploy stack (nginx, Next, the lake; loopback)`,
  )
  const server = await startStandalone({ LOCAL_DATASET_PATH: datasetPath })
  const sitePort = Number(new URL(server.origin).port)
  let lake: RunningLake = server.lake!
  const edge = await startNginx({ port: await freePort(), upstreams: [`127.0.0.1:${sitePort}`] })
  const key = (
    JSON.parse(readFileSync(path.join(standaloneDir(), '.next', 'prerender-manifest.json'), 'utf8')) as {
      preview: { previewModeId: string }
    }
  ).preview.previewModeId
  // Warm-up, before the clock: the first render of a page and of the not-found page (seconds on a cold server).
  for (const target of ['/', '/a/b', '/x-warm-up', '/about'])
    await fetch(server.origin + target).then((r) => r.arrayBuffer())
  const tallies = new Map<string, Tally>()
  const tally = (kind: string) => {
    let t = tallies.get(kind)
    if (!t) tallies.set(kind, (t = { sent: 0, noAnswer: 0, statuses: new Map(), slowest: 0, bad: [] }))
    return t
  }
  const started = Date.now()
  const deadline = started + seconds * 1000
  const running = () => Date.now() < deadline
  const random = () => Math.random().toString(36).slice(2, 8)
  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!
  const at = () => `${((Date.now() - started) / 1000).toFixed(1)} s`

  /** One request; its answer counted under `kind`. Through the edge a 5xx must be its 503 with Retry-After. */
  async function send(kind: string, origin: string, target: string, init: RequestInit = {}) {
    const t = tally(kind)
    t.sent++
    const viaEdge = origin === edge.origin
    const begun = Date.now()
    try {
      const response = await fetch(origin + target, {
        redirect: 'manual',
        ...init,
        signal: AbortSignal.timeout(viaEdge ? EDGE_WAIT_MS : DIRECT_WAIT_MS),
      })
      await response.arrayBuffer()
      const ms = Date.now() - begun
      t.slowest = Math.max(t.slowest, ms)
      t.statuses.set(response.status, (t.statuses.get(response.status) ?? 0) + 1)
      if (viaEdge && response.status >= 500 && !(response.status === 503 && response.headers.has('retry-after')))
        t.bad.push(`${at()} ${target}: ${response.status}`)
      return { status: response.status, ms }
    } catch (error) {
      t.noAnswer++
      t.bad.push(`${at()} ${target}: no answer (${(error as Error).name}) after ${Date.now() - begun} ms`)
      return { status: 0, ms: Date.now() - begun }
    }
  }

  const scannerTargets = [
    '/wp-admin/setup.php',
    '/.git/config',
    '/a/b',
    '/blog/a/b',
    '/etc/passwd',
    '/.env',
    '/wp-login.php',
    '/cgi-bin/luci',
    '/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php',
    '/diseases/x/y/z',
  ]
  const scannerTarget = () =>
    pick([
      () => pick(scannerTargets),
      () => `/${random()}/${random()}`,
      () => `/x${random()}`,
      () => `/blog/zz${random()}`,
      () => `/diseases/${random()}`,
      () => `/search?q=heart&cb${random()}`,
    ])()
  const onDemand = { 'x-prerender-revalidate': key, 'x-prerender-revalidate-if-generated': '1' }

  async function scanner(index: number) {
    while (running()) {
      // Every fourth request carries Next's on-demand revalidation with the build's key (the hang's first sign), every
      // third goes straight to Next (as to an instance without the edge).
      const headers: Record<string, string> = Math.random() < 0.25 ? onDemand : {}
      const direct = (index + tally('scanner via the edge').sent) % 3 === 0
      await send(
        direct ? 'scanner at Next' : 'scanner via the edge',
        direct ? server.origin : edge.origin,
        scannerTarget(),
        { headers },
      )
    }
  }
  const pages = [
    '/',
    '/diseases/diabetes',
    '/about',
    '/blog',
    '/diseases/hypertension',
    '/resources',
    '/doctor-discovery',
  ]
  async function reader() {
    while (running()) {
      await send('reader via the edge', edge.origin, pick(pages))
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  const words = ['heart', 'diabetes', 'chest pain', 'asthma', 'blood pressure', 'fever child', 'stroke signs']
  async function searcher() {
    while (running()) {
      const q = encodeURIComponent(`${pick(words)} ${Math.random() < 0.5 ? random() : ''}`.trim())
      await send('search via the edge', edge.origin, pick([`/search?q=${q}`, `/api/blog/search?q=${q}`]))
      await new Promise((r) => setTimeout(r, 300))
    }
  }
  // The hang's watch: an unknown two-segment address at Next itself, every second, within WATCH_LIMIT_MS.
  const watch = { asked: 0, late: [] as string[], statuses: new Map<number, number>() }
  async function watcher() {
    while (running()) {
      watch.asked++
      const target = `/${random()}/${random()}`
      const begun = Date.now()
      try {
        const r = await fetch(server.origin + target, { signal: AbortSignal.timeout(WATCH_LIMIT_MS) })
        await r.arrayBuffer()
        watch.statuses.set(r.status, (watch.statuses.get(r.status) ?? 0) + 1)
      } catch {
        watch.late.push(`${at()} ${target}: no answer in ${Date.now() - begun} ms`)
      }
      await new Promise((r) => setTimeout(r, 1000))
    }
  }
  // Publishes: an editor's change through the lake (its webhook reaches the site), and a signed webhook through
  // the edge. The lake refuses writes while it is down: those count apart.
  const publishes = { lake: 0, lakeRefused: 0, webhook: 0, webhookOk: 0 }
  async function publisher() {
    while (running()) {
      try {
        const r = await fetch(`${lake.origin}/v2025-02-19/data/mutate/production`, {
          method: 'POST',
          headers: { authorization: `Bearer ${lake.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ mutations: [{ patch: { id: 'condition-diabetes', set: { title: 'Diabetes' } } }] }),
          signal: AbortSignal.timeout(10_000),
        })
        await r.arrayBuffer()
        if (r.ok) publishes.lake++
        else publishes.lakeRefused++
      } catch {
        publishes.lakeRefused++
      }
      const body = JSON.stringify({ _type: 'conditionArticle', slug: 'hypertension' })
      const signature = await encodeSignatureHeader(body, Date.now(), TEST_WEBHOOK_SECRET)
      publishes.webhook++
      const hook = await send('webhook via the edge', edge.origin, '/api/revalidate', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signature },
        body,
      })
      if (hook.status === 200) publishes.webhookOk++
      await new Promise((r) => setTimeout(r, 3000))
    }
  }
  const restarts = { count: 0, slowest: 0 }
  async function restarter() {
    while (running()) {
      await new Promise((r) => setTimeout(r, Math.min(LAKE_RESTART_EVERY_MS, Math.max(0, deadline - Date.now()))))
      if (!running()) break
      lake.child.kill('SIGKILL')
      await new Promise((r) => lake.child.once('exit', r))
      await new Promise((r) => setTimeout(r, 1000))
      const begun = Date.now()
      lake = await startLakeProcess(
        datasetPath,
        { LOCAL_STUDIO_TOKEN: lake.token, ...lakeWebhookEnv(server.origin, TEST_WEBHOOK_SECRET) },
        lake.port,
      )
      restarts.count++
      restarts.slowest = Math.max(restarts.slowest, Date.now() - begun)
    }
  }
  // Slow clients, each on its own connection: closed by the edge or by Next, never answered with a page.
  const slow = { opened: 0, closed: 0, longest: 0 }
  async function slowClients() {
    const pending: Promise<void>[] = []
    // None opened in the last 15 s: each is closed within 10 s (the edge: 5 s), and the run ends on time.
    while (Date.now() < deadline - 15_000) {
      for (const port of [Number(new URL(edge.origin).port), sitePort]) {
        slow.opened += 2
        const head = rawRequest(port, `GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\n`, {
          trickle: 1000,
          waitMs: 30_000,
          keepOpen: true,
        })
        const body = rawRequest(port, requestHead(port, 'POST', '/api/revalidate', { 'Content-Length': '1000' }), {
          waitMs: 30_000,
          keepOpen: true,
        })
        for (const reply of [head, body])
          pending.push(
            reply.then((r) => {
              if (r.closed) slow.closed++
              slow.longest = Math.max(slow.longest, r.ms)
            }),
          )
      }
      await new Promise((r) => setTimeout(r, 5000))
    }
    await Promise.all(pending)
  }

  let peak = rssMiB(server.pid)
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(server.pid))), 1000)
  try {
    await Promise.all([
      scanner(0),
      scanner(1),
      scanner(2),
      reader(),
      reader(),
      searcher(),
      watcher(),
      publisher(),
      restarter(),
      slowClients(),
    ])
  } finally {
    clearInterval(sampler)
    await edge.stop()
    await server.stop()
    await lake.stop()
  }

  const took = ((Date.now() - started) / 1000).toFixed(0)
  console.log(`  ${took} s; Next's peak memory ${peak.toFixed(0)} MiB`)
  let unanswered = 0
  let edge5xx = 0
  for (const [kind, t] of tallies) {
    const statuses = [...t.statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`)
    console.log(`  ${kind}: ${t.sent} sent, ${statuses.join(' ')}, ${t.noAnswer} unanswered, slowest ${t.slowest} ms`)
    unanswered += t.noAnswer
    edge5xx += t.bad.length - t.noAnswer
    for (const line of t.bad.slice(0, 5)) console.log(`    ${line}`)
  }
  const watchStatuses = [...watch.statuses].map(([s, n]) => `${s}×${n}`).join(' ')
  console.log(`  unknown /a/b-shaped addresses at Next, once a second: ${watch.asked} asked, ${watchStatuses}`)
  for (const line of watch.late.slice(0, 5)) console.log(`    ${line}`)
  console.log(
    `  publishes: ${publishes.lake} through the lake (${publishes.lakeRefused} refused while it was down), ${publishes.webhookOk}/${publishes.webhook} signed webhooks answered 200`,
  )
  console.log(`  the lake killed and restarted ${restarts.count} times (back within ${restarts.slowest} ms at worst)`)
  console.log(
    `  slow clients: ${slow.closed}/${slow.opened} closed by the server (the longest held ${(slow.longest / 1000).toFixed(1)} s)`,
  )
  check(unanswered === 0, `every request got an answer (${unanswered} without one)`)
  check(edge5xx === 0, `no 5xx through the edge other than its 503 with Retry-After (${edge5xx})`)
  check(
    watch.late.length === 0,
    `every unknown two-segment address at Next was answered within ${WATCH_LIMIT_MS} ms (${watch.late.length} were not, of ${watch.asked})`,
  )
  check(slow.closed === slow.opened, `every slow client was closed by the server (${slow.closed}/${slow.opened})`)
  check(publishes.lake > 0 && restarts.count >= (seconds >= 40 ? 1 : 0), 'publishes and lake restarts happened')
}
