// Part `second-line` of `npm run test:resilience`: the
// attacks the edge refuses, sent to Next's own server alone, started as the Docker image starts it (the runtime
// stage's files, its CMD with the request guard: scripts/request-guard.mjs). Every shape must be answered, with no
// 5xx, and write no log line over 64 bytes; each shape's status, time and log are printed as a table.
// `--without-guard` starts the same server with the guard left out, to show what Next alone does (those checks fail).
import { readFileSync, writeFileSync } from 'node:fs'
import { createServer, type Socket } from 'node:net'
import path from 'node:path'
import { GUARD_FILE } from '../../scripts/site-server'
import { CONTENT_REQUEST_TIMEOUT_MS } from '../../lib/content/sanity'
import { freePort, standaloneDir, startStandalone, TEST_LAKE_TOKEN, TEST_WEBHOOK_SECRET } from '../harness/serve-build'
import { rawRequest, requestHead, type RawReply } from './raw-http'

type Check = (ok: boolean, message: string) => void

/** The longest line a refusal may log, for Next alone. */
const MAX_LOG_LINE = 64

type Shape = {
  name: string
  send: (port: number) => Promise<RawReply>
  /** What the answer must be, besides answered and not 5xx. */
  expect?: (reply: RawReply) => boolean
  expected: string
}

export async function secondLineTest(check: Check, datasetPath: string, options: { withoutGuard?: boolean } = {}) {
  console.log(
    `\nsecond-line: the edge's refusals sent to Next's own server alone (the image's start${options.withoutGuard ? ', WITHOUT the request guard' : ''}; loopback)`,
  )
  const dir = standaloneDir()
  if (options.withoutGuard) writeFileSync(path.join(dir, GUARD_FILE), '// left out (--without-guard)\n')
  const server = await startStandalone({ LOCAL_DATASET_PATH: datasetPath })
  // The build's preview id: Next's key for on-demand revalidation by HTTP, the value of every reviewer's
  // __prerender_bypass cookie.
  const key = (
    JSON.parse(readFileSync(path.join(dir, '.next', 'prerender-manifest.json'), 'utf8')) as {
      preview: { previewModeId: string }
    }
  ).preview.previewModeId
  const revalidateIfGenerated = { 'x-prerender-revalidate': key, 'x-prerender-revalidate-if-generated': '1' }
  const get =
    (target: string, headers: Record<string, string> = {}, waitMs = 5000) =>
    (port: number) =>
      rawRequest(port, requestHead(port, 'GET', target, headers), { waitMs })
  // The first not-found render of a cold server takes seconds on a busy machine; the hanging ones were never answered.
  const notFoundFast = (reply: RawReply) => reply.status === 404 && reply.ms < 10_000
  const shapes: Shape[] = [
    // The requests that once hung Next, in their order then, on a server that has not yet rendered its not-found
    // page.
    {
      name: "on-demand revalidation, -if-generated, of a search (P1's first sign)",
      send: get('/search?q=heart&cb18x7772', revalidateIfGenerated, 15_000),
      expected: 'answered',
    },
    ...['/a/b', '/wp-admin/setup.php', '/.git/config', '/blog/a/b'].map((target) => ({
      name: `GET ${target} after it`,
      send: get(target, {}, 15_000),
      expect: notFoundFast,
      expected: '404 < 10 s',
    })),
    {
      name: 'GET /x/y itself with -if-generated',
      send: get('/x/y', revalidateIfGenerated, 15_000),
      expected: 'answered',
    },
    { name: 'GET /c/d after it', send: get('/c/d', {}, 15_000), expect: notFoundFast, expected: '404 < 10 s' },
    // Unusual methods, request targets and bodies, as the edge would refuse them.
    {
      name: 'TRACE /about',
      send: (port) => rawRequest(port, requestHead(port, 'TRACE', '/about')),
      expect: (r) => r.status === 405,
      expected: '405',
    },
    {
      name: 'OPTIONS *',
      send: (port) => rawRequest(port, requestHead(port, 'OPTIONS', '*')),
      expect: (r) => r.status >= 400 && r.status < 500,
      expected: '4xx',
    },
    {
      name: 'GET http://evil.example/about (absolute form)',
      send: get('http://evil.example/about'),
      expect: (r) => r.status >= 400 && r.status < 500 && !/^location:.*evil/im.test(r.text),
      expected: '4xx, no redirect there',
    },
    ...['DELETE', 'PUT', 'PATCH', 'OPTIONS', 'POST', 'PROPFIND'].map((method) => ({
      name: `${method} on a page`,
      send: (port: number) =>
        rawRequest(port, requestHead(port, method, '/diseases/diabetes', { 'Content-Length': '0' })),
      expect: (r: RawReply) => r.status === 405,
      expected: '405',
    })),
    // Only the head is sent: the refusal must come without the body.
    {
      name: 'a server action declaring 20 KB (head only)',
      send: (port) =>
        rawRequest(
          port,
          requestHead(port, 'POST', '/diseases/diabetes', { 'Next-Action': '40a32e', 'Content-Length': '20480' }),
        ),
      expect: (r) => r.status === 413 && r.ms < 2000,
      expected: '413 before the body',
    },
    {
      name: 'the webhook declaring 300 KB (head only)',
      send: (port) =>
        rawRequest(port, requestHead(port, 'POST', '/api/revalidate', { 'Content-Length': String(300 * 1024) })),
      expect: (r) => r.status === 413 && r.ms < 2000,
      expected: '413 before the body',
    },
    {
      name: 'the webhook with 300 KB chunked',
      send: (port) =>
        rawRequest(port, requestHead(port, 'POST', '/api/revalidate', { 'Transfer-Encoding': 'chunked' }), {
          body: `${(300 * 1024).toString(16)}\r\n${'x'.repeat(300 * 1024)}\r\n0\r\n\r\n`,
        }),
      expect: (r) => r.status >= 400 && r.status < 500,
      expected: '4xx',
    },
    {
      name: 'a server action with 20 KB chunked',
      send: (port) =>
        rawRequest(
          port,
          requestHead(port, 'POST', '/about', { 'Next-Action': '40a32e', 'Transfer-Encoding': 'chunked' }),
          { body: `5000\r\n${'x'.repeat(0x5000)}\r\n0\r\n\r\n` },
        ),
      expect: (r) => r.status >= 400 && r.status < 500,
      expected: '4xx',
    },
  ]
  const rows: string[][] = []
  try {
    const port = Number(new URL(server.origin).port)
    // Slow clients, in parallel with the rest: a connection that sends nothing, one whose head never ends, and one
    // kept alive after an answer.
    const idle = rawRequest(port, '', { waitMs: 20_000, keepOpen: true })
    const slow = rawRequest(port, `GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`, {
      waitMs: 20_000,
      trickle: 1000,
      keepOpen: true,
    })
    const kept = rawRequest(port, requestHead(port, 'GET', '/healthz', { Connection: 'keep-alive' }), {
      waitMs: 20_000,
      keepOpen: true,
    })
    const silentBody = rawRequest(port, requestHead(port, 'POST', '/api/revalidate', { 'Content-Length': '1000' }), {
      waitMs: 20_000,
      keepOpen: true,
    })
    for (const shape of shapes) {
      const before = server.output().length
      const reply = await shape.send(port)
      await new Promise((r) => setTimeout(r, 150))
      const logged = server.output().slice(before)
      const longest = Math.max(0, ...logged.split('\n').map((line) => Buffer.byteLength(line)))
      const answered = reply.status > 0
      const location = /^location: (.*)\r$/im.exec(reply.text)?.[1]
      rows.push([
        shape.name,
        answered ? `${reply.status}${location ? ` → ${location}` : ''}` : 'no answer',
        `${reply.ms} ms`,
        `${Buffer.byteLength(logged)} B`,
        `${longest} B`,
      ])
      check(
        answered && reply.status < 500 && (shape.expect?.(reply) ?? true) && longest <= MAX_LOG_LINE,
        `${shape.name}: ${answered ? reply.status : 'no answer'} in ${reply.ms} ms (want ${shape.expected}), longest log line ${longest} B (at most ${MAX_LOG_LINE})`,
      )
    }
    const [idleReply, slowReply, keptReply, silentReply] = await Promise.all([idle, slow, kept, silentBody])
    for (const [name, reply, want] of [
      ['a connection that sends nothing', idleReply, 12_000],
      ['a request head trickled a line a second', slowReply, 12_000],
      ['a kept-alive connection after its answer', keptReply, 8_000],
      ['a body declared (1,000 B to the webhook) and never sent', silentReply, 12_000],
    ] as const) {
      rows.push([name, reply.closed ? `closed` : 'still open', `${reply.ms} ms`, '', ''])
      check(reply.closed && reply.ms <= want, `${name}: closed by the server after ${reply.ms} ms (at most ${want})`)
    }
  } finally {
    await server.stop()
  }
  console.log('\n  | Shape | Answer | Time | Logged | Longest line |\n  | --- | --- | --- | --- | --- |')
  for (const row of rows) console.log(`  | ${row.join(' | ')} |`)
}

/**
 * A content backend that takes the connection and never answers (a wedged lake, one cause of a hang). Every page
 * that needs it must still be answered (its error page) within three content-request timeouts, not after
 * @sanity/client's default 5 minutes.
 */
export async function lakeHangsTest(check: Check) {
  console.log("\nsecond-line: a lake that takes every connection and never answers (Next's own server; loopback)")
  const held: Socket[] = []
  const hole = createServer((socket) => void held.push(socket))
  const holePort = await freePort()
  await new Promise<void>((resolve) => hole.listen(holePort, '127.0.0.1', resolve))
  const server = await startStandalone({
    LOCAL_LAKE_PORT: String(holePort),
    LOCAL_STUDIO_TOKEN: TEST_LAKE_TOKEN,
    SANITY_REVALIDATE_SECRET: TEST_WEBHOOK_SECRET,
  })
  const limit = CONTENT_REQUEST_TIMEOUT_MS * 3
  try {
    const results = await Promise.all(
      ['/a/b', `/x${Date.now()}`, '/blog/zz-unknown'].map(async (target) => {
        const begun = Date.now()
        try {
          const response = await fetch(server.origin + target, { signal: AbortSignal.timeout(limit + 15_000) })
          await response.arrayBuffer()
          return { target, status: response.status, ms: Date.now() - begun }
        } catch {
          return { target, status: 0, ms: Date.now() - begun }
        }
      }),
    )
    for (const { target, status, ms } of results)
      check(
        status > 0 && ms <= limit,
        `${target} with the lake silent: ${status || 'no answer'} after ${ms} ms (at most ${limit}; ${held.length} connections to the lake held)`,
      )
  } finally {
    await server.stop()
    for (const socket of held) socket.destroy()
    hole.close()
  }
}
