/**
 * The edge's checks (`npm run test:deploy -- --only edge`): deploy/nginx (edge.conf and site.conf, the files compose
 * runs) in Debian's nginx in front of the production build, and each attack of the second security probe that the
 * edge answers, sent through it from loopback (docs/security.md, "Threat model and bounds"), and those of the third
 * (the blog's live search bounded and kept, Next's on-demand revalidation header stripped, the site's security
 * headers on every answer nginx writes itself). Written against nginx → instance, so they hold whichever server the
 * instance runs. Bounded: a few hundred connections at most, about 45 s.
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { connect, type Socket } from 'node:net'
import path from 'node:path'
import zlib from 'node:zlib'
import { signPreviewSession, previewSessionKey } from '../../lib/site/preview-session'
import { baseHeaders } from '../../lib/site/security-headers'
import { routes } from '../../lib/site/routes'
import { startNginx } from '../harness/load-balancer'
import { freePort, standaloneDir, type RunningServer } from '../harness/serve-build'

type Check = (ok: boolean, message: string) => void

/** The preview-session key the instance under test is started with (PREVIEW_SESSION_SECRET), so a test can sign one. */
export const EDGE_TEST_ENV = { PREVIEW_SESSION_SECRET: 'edge-test-preview-session-secret' }

type Reply = {
  status: number
  head: string
  header: (name: string) => string | undefined
  body: Buffer
  /** Until the connection closed, and until the first byte of the reply. */
  ms: number
  firstByteMs: number
}

/** One request written by hand on its own connection (from `from`, a loopback address), and the whole reply. */
function exchange(
  port: number,
  text: string,
  options: { from?: string; body?: Buffer; waitMs?: number } = {},
): Promise<Reply> {
  return new Promise((resolve) => {
    const started = Date.now()
    const chunks: Buffer[] = []
    let firstByteMs = -1
    const socket: Socket = connect({ port, host: '127.0.0.1', localAddress: options.from })
    const timer = setTimeout(() => socket.destroy(), options.waitMs ?? 15_000)
    socket.on('connect', () => {
      socket.write(text)
      if (options.body) socket.write(options.body)
    })
    socket.on('data', (d) => {
      if (firstByteMs < 0) firstByteMs = Date.now() - started
      chunks.push(d)
    })
    const done = () => {
      clearTimeout(timer)
      const raw = Buffer.concat(chunks)
      const split = raw.indexOf('\r\n\r\n')
      const head = split < 0 ? raw.toString('latin1') : raw.subarray(0, split).toString('latin1')
      let body: Buffer = split < 0 ? Buffer.alloc(0) : raw.subarray(split + 4)
      if (/^transfer-encoding: chunked/im.test(head)) body = dechunk(body)
      const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim()
      resolve({ status: Number(head.split(' ')[1]) || 0, head, header, body, ms: Date.now() - started, firstByteMs })
    }
    socket.on('close', done)
    socket.on('error', () => {})
  })
}
function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = []
  let at = 0
  for (;;) {
    const eol = data.indexOf('\r\n', at)
    if (eol < 0) break
    const size = parseInt(data.subarray(at, eol).toString(), 16)
    if (!size) break
    parts.push(data.subarray(eol + 2, eol + 2 + size))
    at = eol + 2 + size + 2
  }
  return Buffer.concat(parts)
}
const decode = (coding: string | undefined, body: Buffer) =>
  coding === 'br' ? zlib.brotliDecompressSync(body) : coding === 'gzip' ? zlib.gunzipSync(body) : body

function request(
  port: number,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  options: { from?: string; body?: Buffer; waitMs?: number } = {},
) {
  const lines = Object.entries({ Host: '127.0.0.1', Connection: 'close', ...headers }).map(([k, v]) => `${k}: ${v}`)
  return exchange(port, `${method} ${target} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`, options)
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? 0

/**
 * What an answer nginx writes itself lacks of the site's security headers (lib/site/security-headers.ts, the same
 * values; its own policy loads nothing), and of no-store: empty when it has them all.
 */
export function missingSiteHeaders(reply: Pick<Reply, 'header'>): string[] {
  const missing = baseHeaders('')
    .filter((h) => h.key !== 'Content-Security-Policy' && reply.header(h.key) !== h.value)
    .map((h) => h.key)
  if (!/^default-src 'none'/.test(reply.header('content-security-policy') ?? ''))
    missing.push('Content-Security-Policy')
  if (reply.header('cache-control') !== 'no-store') missing.push('Cache-Control: no-store')
  return missing
}

/** Next's draft-mode cookie value of the build under test (the same for every reviewer: the build's previewModeId). */
function previewModeId(): string {
  const manifest = JSON.parse(readFileSync(path.join(standaloneDir(), '.next', 'prerender-manifest.json'), 'utf8'))
  return manifest.preview.previewModeId
}

export async function edge(server: RunningServer, check: Check) {
  console.log('edge: deploy/nginx in front of the build, the second probe’s attacks sent through it')
  const instancePort = Number(new URL(server.origin).port)
  const lb = await startNginx({ port: await freePort(), upstreams: [`127.0.0.1:${instancePort}`] })
  const port = Number(new URL(lb.origin).port)
  const get = (target: string, headers: Record<string, string> = {}, from?: string) =>
    request(port, 'GET', target, headers, { from })
  try {
    // Compression: Brotli, else gzip, else none; the same page in each. ----------------------------------------------
    const page = routes.condition('diabetes')
    const plain = await get(page)
    const br = await get(page, { 'Accept-Encoding': 'gzip, deflate, br' })
    const gz = await get(page, { 'Accept-Encoding': 'br;q=0, gzip' })
    check(
      plain.status === 200 && !plain.header('content-encoding') && /<h1/.test(plain.body.toString()),
      `no Accept-Encoding: the page uncompressed (${plain.status}, ${plain.body.length} bytes)`,
    )
    check(
      br.header('content-encoding') === 'br' && decode('br', br.body).equals(plain.body),
      `a browser's Accept-Encoding: Brotli, decoding to the same page (${br.body.length} bytes)`,
    )
    check(
      gz.header('content-encoding') === 'gzip' && decode('gzip', gz.body).equals(plain.body),
      `br;q=0, gzip: gzip, decoding to the same page (${gz.body.length} bytes)`,
    )

    // The micro-cache: a repeat is answered by nginx; a preview request and a client navigation never are. ----------
    const about = routes.about()
    await get(about, { 'Accept-Encoding': 'br' })
    const again = await get(about, { 'Accept-Encoding': 'br' })
    check(
      again.header('x-edge-cache') === 'HIT',
      `a repeated GET ${about} is answered from the micro-cache (${again.header('x-edge-cache')})`,
    )
    const previewed = await get(about, { 'Accept-Encoding': 'br', Cookie: 'site-preview-session=1.x.y' })
    const navigation = await get(about, { 'Accept-Encoding': 'br', RSC: '1' })
    check(
      previewed.header('x-edge-cache') === 'BYPASS' && navigation.header('x-edge-cache') === 'BYPASS',
      `with a preview cookie or Next's RSC header it goes to the site (${previewed.header('x-edge-cache')}, ${navigation.header('x-edge-cache')})`,
    )

    // Every answer the edge writes itself carries the site's security headers (probe round 3): collected below. -----
    const edgeAnswers: Array<[string, Reply]> = []
    const traced = await request(port, 'TRACE', page)
    check(
      traced.status === 405 && traced.header('allow') === 'GET, HEAD',
      `TRACE ${page}: ${traced.status} with Allow: ${traced.header('allow')} at the edge`,
    )
    edgeAnswers.push(['405 for TRACE', traced])

    // N11: other methods on a page: 405 with Allow, never the cacheable page; the instance answers the same. --------
    for (const method of ['DELETE', 'PUT', 'PATCH', 'OPTIONS', 'POST']) {
      const edgeReply = await request(port, method, page, { 'Content-Length': '0' })
      const direct = await request(instancePort, method, page, { 'Content-Length': '0' })
      check(
        edgeReply.status === 405 &&
          edgeReply.header('allow') === 'GET, HEAD' &&
          !/<h1/.test(edgeReply.body.toString()) &&
          direct.status === 405 &&
          direct.header('allow') === 'GET, HEAD',
        `${method} ${page}: 405 Allow: GET, HEAD at the edge (${edgeReply.status}) and at the instance (${direct.status})`,
      )
    }

    // N12: a Host that is not the site's: 400, before any cache or instance. --------------------------------------
    for (const host of ['evil.com:99999', 'evil.com', '[::1', '']) {
      const reply = await get(about, { Host: host })
      check(reply.status === 400, `Host: "${host}" answers ${reply.status} (400 expected)`)
    }
    edgeAnswers.push(['400 for an unknown Host', await get(about, { Host: 'evil.com' })])
    const absolute = await get('http://evil.com/')
    check(absolute.status === 400, `an absolute target naming another host answers ${absolute.status}`)
    const twoHosts = await exchange(
      port,
      `GET ${about} HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.com\r\nConnection: close\r\n\r\n`,
    )
    check(twoHosts.status === 400, `two Host headers answer ${twoHosts.status}`)

    // N4/N5: next-sanity's perspective action, anonymous: 403 before Next runs it, with any body. ------------------
    const action = {
      'Next-Action': '40a32e7ba66726a97e7a8f16ef940dcdf0a163d29c',
      'Content-Type': 'text/plain;charset=UTF-8',
    }
    const logBefore = server.output().length
    for (const body of ['["drafts"]', '[[]]', '[""]', '[{']) {
      const reply = await request(
        port,
        'POST',
        page,
        { ...action, 'Content-Length': String(body.length) },
        { body: Buffer.from(body) },
      )
      check(
        reply.status === 403 && !reply.header('set-cookie') && /preview session/.test(reply.body.toString()),
        `anonymous server action with ${body}: ${reply.status}, no cookie set, "${reply.body.toString().trim().slice(0, 60)}"`,
      )
    }
    check(
      server.output().length === logBefore,
      `the refused actions wrote nothing to the instance's log (${server.output().length - logBefore} bytes)`,
    )

    // N13: a copied preview session after "Exit preview" carries no draft mode and no server action. ---------------
    const key = previewSessionKey(EDGE_TEST_ENV)
    const session = signPreviewSession(key, Date.now() + 600_000)
    const cookies = `__prerender_bypass=${previewModeId()}; site-preview-session=${session}`
    const drafting = await get(page, { Cookie: cookies })
    check(
      drafting.status === 200 &&
        /no-store/.test(drafting.header('cache-control') ?? '') &&
        !drafting.header('set-cookie'),
      `with a preview session the page is the draft view (${drafting.status}, ${drafting.header('cache-control')})`,
    )
    const exit = await get(`${routes.draftModeDisable()}?redirect=${encodeURIComponent(page)}`, { Cookie: cookies })
    const cleared = exit.head.split('\r\n').filter((l) => /^set-cookie: site-preview-session=;/i.test(l))
    check(
      exit.status === 307 &&
        cleared.some(
          (l) => /Secure/.test(l) && /SameSite=None/i.test(l) && /HttpOnly/i.test(l) && !/Partitioned/.test(l),
        ) &&
        cleared.some((l) => /Partitioned/.test(l)),
      `"Exit preview" answers ${exit.status} and clears the session as it was set (${cleared.length} lines: Secure, SameSite=None, HttpOnly, with and without Partitioned)`,
    )
    const replay = await get(page, { Cookie: cookies })
    check(
      replay.status === 200 &&
        !/no-store/.test(replay.header('cache-control') ?? '') &&
        /__prerender_bypass=;/.test(replay.head),
      `the copied cookies replayed after the exit: the published page (${replay.header('cache-control')}), Next's cookie cleared`,
    )
    const replayAction = await request(
      port,
      'POST',
      page,
      { ...action, Cookie: cookies, 'Content-Length': '10' },
      { body: Buffer.from('["drafts"]') },
    )
    check(replayAction.status === 403, `a server action with the copied session after the exit: ${replayAction.status}`)

    // N10: extra parameters are redirected to the canonical search, which the micro-cache answers. ----------------
    const canonical = routes.search('heart')
    const odd = await get(`${canonical}&z=1`)
    check(
      odd.status === 308 && odd.header('location') === canonical,
      `${canonical}&z=1: ${odd.status} to ${odd.header('location')}`,
    )
    await get(canonical, { 'Accept-Encoding': 'br' })
    const kept = await get(canonical, { 'Accept-Encoding': 'br' })
    check(
      kept.status === 200 && kept.header('x-edge-cache') === 'HIT',
      `the canonical search, asked again: ${kept.status} from the micro-cache (${kept.header('x-edge-cache')})`,
    )
    // 16 connections of distinct searches from one address for 6 s, and a reader of a kept page meanwhile (the probe's
    // replay; the flood runs in this process, so the reader's times include this process's own load): the searches past the client's bound get 429 with Retry-After, the reader stays fast, and another
    // address still searches.
    await get(routes.condition('hypertension'), { 'Accept-Encoding': 'br' }, '127.0.0.3')
    const floodUntil = Date.now() + 6000
    const floodStatus = new Map<number, number>()
    let retryAfter = ''
    let n = 0
    const flooder = async () => {
      while (Date.now() < floodUntil) {
        const reply = await get(routes.search(`heart ${n++}`), { 'Accept-Encoding': 'br' })
        floodStatus.set(reply.status, (floodStatus.get(reply.status) ?? 0) + 1)
        if (reply.status === 429) retryAfter = reply.header('retry-after') ?? ''
      }
    }
    const readerMs: number[] = []
    const reader = async () => {
      while (Date.now() < floodUntil) {
        const reply = await get(routes.condition('hypertension'), { 'Accept-Encoding': 'br' }, '127.0.0.3')
        readerMs.push(reply.status === 200 ? reply.ms : 99_999)
        await sleep(100)
      }
    }
    await Promise.all([...Array.from({ length: 16 }, flooder), reader()])
    const other = await get(routes.search('diabetes care'), {}, '127.0.0.2')
    const counts = [...floodStatus].map(([s, c]) => `${c} × ${s}`).join(', ')
    check(
      (floodStatus.get(429) ?? 0) > 0 && (floodStatus.get(200) ?? 0) <= 2 * 6 + 10 + 2 && retryAfter === '1',
      `16 connections of distinct searches from one address: ${counts}; at most 2/s (burst 10) rendered, the rest 429 with Retry-After: ${retryAfter}`,
    )
    check(other.status === 200, `meanwhile another address searches: ${other.status}`)
    check(
      readerMs.length > 0 && percentile(readerMs, 50) < 100 && percentile(readerMs, 90) < 500,
      `a reader of a kept page during it: ${readerMs.length} requests, p50 ${percentile(readerMs, 50)} ms (under 100), p90 ${percentile(readerMs, 90)} ms (under 500), p99 ${percentile(readerMs, 99)} ms`,
    )

    // P3 (probe round 3): Next's on-demand revalidation header, keyed by the draft-mode cookie value every reviewer's
    // browser has held, forced a render at the instance (Next runs no proxy.ts for it). The edge removes it, and so
    // does the instance's request guard (scripts/request-guard.mjs; with -If-Generated it was P1's trigger), so
    // neither forces a render. Authorization keeps the micro-cache out of the way (edge.conf, $edge_personal).
    // That the key does force one without the guard: `test:resilience -- --only second-line --without-guard`.
    const force = { 'X-Prerender-Revalidate': previewModeId(), Authorization: 'Basic eDp4' }
    const forcedDirect = await request(instancePort, 'GET', about, force)
    const forcedEdge = await get(about, force)
    const forcedOnlyGenerated = await get(about, { ...force, 'X-Prerender-Revalidate-If-Generated': '1' })
    check(
      forcedDirect.status === 200 &&
        forcedDirect.header('x-nextjs-cache') !== 'REVALIDATED' &&
        forcedEdge.status === 200 &&
        forcedEdge.header('x-nextjs-cache') !== 'REVALIDATED' &&
        forcedOnlyGenerated.header('x-nextjs-cache') !== 'REVALIDATED',
      `X-Prerender-Revalidate with the build's key forces no render: through the edge (${forcedEdge.header('x-nextjs-cache')}, with -If-Generated ${forcedOnlyGenerated.header('x-nextjs-cache')}) nor at the instance behind its request guard (${forcedDirect.header('x-nextjs-cache')})`,
    )

    // P2 (probe round 3): the blog's live search is kept for a second and bounded as the search page is. -----------
    const blogSearch = (q: string) => `/api/blog/search?q=${encodeURIComponent(q)}`
    // From an address of its own: the searches above used up 127.0.0.1's allowance for a few seconds.
    await get(blogSearch('sleep'), { 'Accept-Encoding': 'br' }, '127.0.0.6')
    const keptJson = await get(blogSearch('sleep'), { 'Accept-Encoding': 'br' }, '127.0.0.6')
    check(
      keptJson.status === 200 &&
        keptJson.header('x-edge-cache') === 'HIT' &&
        /^\{"query":"sleep",.*"results":\[/.test(decode(keptJson.header('content-encoding'), keptJson.body).toString()),
      `${blogSearch('sleep')} asked again: ${keptJson.status} from the micro-cache (${keptJson.header('x-edge-cache')})`,
    )
    const blogFloodUntil = Date.now() + 3000
    const blogStatus = new Map<number, number>()
    let blogBusy: Reply | undefined
    let m = 0
    const blogFlooder = async () => {
      while (Date.now() < blogFloodUntil) {
        const reply = await get(blogSearch(`sleep ${m++}`), { 'Accept-Encoding': 'br' }, '127.0.0.4')
        blogStatus.set(reply.status, (blogStatus.get(reply.status) ?? 0) + 1)
        if (reply.status === 429) blogBusy = reply
      }
    }
    await Promise.all(Array.from({ length: 8 }, blogFlooder))
    const blogOther = await get(blogSearch('heart'), {}, '127.0.0.5')
    const blogCounts = [...blogStatus].map(([s, c]) => `${c} × ${s}`).join(', ')
    check(
      !!blogBusy && (blogStatus.get(200) ?? 0) <= 2 * 3 + 10 + 2 && blogBusy.header('retry-after') === '1',
      `8 connections of distinct blog searches from one address for 3 s: ${blogCounts}; at most 2/s (burst 10) answered by the site, the rest 429 with Retry-After`,
    )
    check(blogOther.status === 200, `meanwhile another address searches the blog: ${blogOther.status}`)
    if (blogBusy) edgeAnswers.push(['429 for too many searches', blogBusy])

    // Bodies: refused by Content-Length before a byte is read (N15: the old lake route takes none either). The four
    // are sent together: each then waits up to 5 s for nginx to close its connection, which need not add up. --------
    const bodies = [
      [routes.revalidate(), 256 * 1024 + 1, {}],
      ['/api/local-lake/revalidate', 200 * 1024, {}],
      [page, 16 * 1024 + 1, action],
      [page, 11 * 1024 * 1024, {}],
    ] as const
    const bodyReplies = await Promise.all(
      bodies.map(([target, length, extra]) =>
        request(port, 'POST', target, { ...extra, 'Content-Length': String(length) }, { waitMs: 5000 }),
      ),
    )
    edgeAnswers.push(['413 for a body too large', bodyReplies[0]!])
    for (const [i, [target, length, extra]] of bodies.entries()) {
      const reply = bodyReplies[i]!
      check(
        (reply.status === 413 || (reply.status === 405 && target === page && !('Next-Action' in extra))) &&
          reply.firstByteMs < 1000,
        `POST ${target} with Content-Length ${length}, no body sent: ${reply.status} after ${reply.firstByteMs} ms`,
      )
    }

    // Slow clients (N1): idle sockets do not shut a reader out, and are closed at the first-byte timeout. ------------
    const idle: Promise<Reply>[] = []
    for (let i = 0; i < 300; i++) idle.push(exchange(port, '', { waitMs: 12_000 }))
    await sleep(500)
    const during: Reply[] = []
    for (let i = 0; i < 10; i++) during.push(await get(about, {}, '127.0.0.1'))
    check(
      during.every((r) => r.status === 200),
      `300 idle connections held open: a reader still gets ${during.map((r) => r.status).join(' ')} (slowest ${Math.max(...during.map((r) => r.ms))} ms)`,
    )
    const slowBody = request(
      port,
      'POST',
      routes.revalidate(),
      { 'Content-Length': '100', 'Content-Type': 'application/json' },
      { body: Buffer.from('{"_id"'), waitMs: 20_000 },
    )
    const closed = await Promise.all(idle)
    const idleMs = closed.map((r) => r.ms)
    check(
      Math.max(...idleMs) < 8000 && Math.min(...idleMs) >= 4000,
      `the idle connections were closed after ${Math.min(...idleMs)}–${Math.max(...idleMs)} ms (first-byte timeout 5 s)`,
    )
    const slow = await slowBody
    // nginx ends such a request with 408 and may close the connection without sending it.
    check(
      (slow.status === 408 || slow.status === 0) && slow.ms >= 9000 && slow.ms < 15_000,
      `a webhook body that stops arriving: cut (${slow.status || 'closed'}) after ${slow.ms} ms (body timeout 10 s)`,
    )

    // Requests in flight per address (N1): at most 64; another address is still served. ---------------------------
    const held = Array.from({ length: 70 }, () =>
      request(
        port,
        'POST',
        routes.revalidate(),
        { 'Content-Length': '100', 'Content-Type': 'application/json' },
        { waitMs: 4000 },
      ),
    )
    await sleep(800)
    const fromOther = await get(about, {}, '127.0.0.2')
    const heldReplies = await Promise.all(held)
    const busy = heldReplies.filter((r) => r.status === 429)
    check(
      busy.length === 6 && busy.every((r) => r.header('retry-after') === '1'),
      `70 requests held open from one address: ${busy.length} past the 64 in flight answered 429 with Retry-After`,
    )
    check(fromOther.status === 200, `meanwhile another address gets ${fromOther.status}`)
    if (busy[0]) edgeAnswers.push(['429 for too many requests', busy[0]])

    // Odd targets: a path segment no page has, an overlong address. ------------------------------------------------
    const invented = await get(`/blog/${'b'.repeat(300)}`)
    const long = await get(`/${'a/'.repeat(6000)}`)
    check(invented.status === 404, `a 300-character path segment: ${invented.status} from the edge`)
    check(long.status === 414 || long.status === 400, `a 12,000-character address: ${long.status}`)
    edgeAnswers.push(['404 for an invented path segment', invented])
    edgeAnswers.push([`${long.status} for a 12,000-character address`, long])
    const star = await request(port, 'OPTIONS', '*')
    check(star.status === 400, `OPTIONS * answers ${star.status} at the edge`)
    edgeAnswers.push(['400 for OPTIONS *', star])
    // The webhook's own answers pass as they are: its caller is a machine that reads them.
    const webhookGet = await get(routes.revalidate())
    check(
      webhookGet.status === 405 && !/not allowed here/.test(webhookGet.body.toString()),
      `GET ${routes.revalidate()}: the route's own ${webhookGet.status}, not the edge's`,
    )

    for (const [what, reply] of edgeAnswers) {
      const missing = missingSiteHeaders(reply)
      check(
        missing.length === 0,
        `the edge's own ${what} carries the site's security headers${missing.length ? ` (missing: ${missing.join(', ')})` : ''}`,
      )
    }
  } finally {
    await lb.stop()
  }
}

/**
 * The content backend down (docs/architecture.md, "When the content backend is down"): an instance that answers 500
 * for a page it cannot render, and no instance at all. nginx answers 503 with Retry-After and its short page
 * (emergency help first); the instance's 404 passes as it is. A stand-in instance, as the fault is the instance's
 * answer, not how it got there (`test:resilience -- --only supervise` shows the real instance answering 500).
 */
export async function unavailable(check: Check) {
  console.log('unavailable: an instance answering 500, and none at all, behind deploy/nginx')
  const instance = createServer((req, res) => {
    const missing = req.url === '/no-such-page'
    res.writeHead(missing ? 404 : 500, { 'content-type': 'text/html; charset=utf-8' })
    res.end(missing ? '<h1>Page not found</h1>' : '<h1>Something went wrong</h1>')
  })
  await new Promise<void>((resolve) => instance.listen(0, '127.0.0.1', resolve))
  const instancePort = (instance.address() as { port: number }).port
  const gone = await freePort()
  for (const [name, upstream] of [
    ['an instance answering 500', `127.0.0.1:${instancePort}`],
    ['no instance listening', `127.0.0.1:${gone}`],
  ] as const) {
    const lb = await startNginx({ port: await freePort(), upstreams: [upstream] })
    const port = Number(new URL(lb.origin).port)
    try {
      const reply = await request(port, 'GET', routes.condition('diabetes'))
      const text = reply.body.toString()
      check(
        reply.status === 503 && reply.header('retry-after') === '30' && reply.header('cache-control') === 'no-store',
        `${name}: a page answers 503 with Retry-After: 30, not kept (${reply.status}, ${reply.header('retry-after')})`,
      )
      const missing = missingSiteHeaders(reply)
      check(
        missing.length === 0,
        `${name}: the edge's 503 carries the site's security headers${missing.length ? ` (missing: ${missing.join(', ')})` : ''}`,
      )
      check(
        /<html lang="en">/.test(text) && text.indexOf('911') < text.indexOf('<h1>') && /not available/.test(text),
        `${name}: its page has a language, emergency help before the heading, and says the page is not available`,
      )
    } finally {
      await lb.stop()
    }
  }
  const lb = await startNginx({ port: await freePort(), upstreams: [`127.0.0.1:${instancePort}`] })
  try {
    const missing = await request(Number(new URL(lb.origin).port), 'GET', '/no-such-page')
    check(
      missing.status === 404 && /Page not found/.test(missing.body.toString()),
      `the instance's own 404 passes as it is (${missing.status})`,
    )
  } finally {
    await lb.stop()
    instance.close()
  }
}
