import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { globSync, readFileSync } from 'node:fs'
import { connect } from 'node:net'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAGE_ACTION_MAX_BODY_BYTES, WEBHOOK_MAX_BODY_BYTES } from '@/lib/body-limits'
import { ROUTED_LANGUAGES } from '@/lib/site/languages'
import { internalPath, localize, routesFor } from '@/lib/site/localized-routes'
import { routes } from '@/lib/site/routes'
import { baseHeaders } from '@/lib/site/security-headers'

// The guard is run as Next's server runs it: preloaded (`--import`) into a process whose http.Server it has never
// seen. The server here answers what reached it (method, target, headers, body length) and, like Next before
// proxy.ts, throws on TRACE and on a target that is not a path: a 500 from it means the guard let one through.
const SERVER = `
const http = require('node:http')
const server = http.createServer((req, res) => {
  if (req.method === 'TRACE' || !req.url.startsWith('/')) throw new Error('reached the server: ' + req.method + ' ' + req.url)
  // As Next does for each data read of a render: a 'close' listener on the answer.
  if (req.url === '/many-reads') for (let i = 0; i < 20; i++) res.on('close', () => {})
  // As Next does for a page that redirects while it is rendered for the cache: set, then appended again.
  if (req.url.startsWith('/redirect')) {
    res.statusCode = 307
    res.setHeader('location', '/there')
    res.appendHeader('location', req.url === '/redirect-other' ? '/elsewhere' : '/there')
    return res.end()
  }
  let length = 0
  req.on('data', (chunk) => (length += chunk.length))
  req.on('end', () => res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, raw: req.rawHeaders, length })))
})
server.on('clientError', (error, socket) => socket.destroy())
process.on('uncaughtException', () => {})
process.on('warning', (warning) => console.log('warning=' + warning.name))
server.listen(0, '127.0.0.1', () => console.log('port=' + server.address().port))
`

let child: ChildProcess
let port = 0
/** What the server process printed: its port, and the name of each warning Node emitted in it. */
let printed = ''
const guardUrl = pathToFileURL(path.join(import.meta.dirname, 'request-guard.mjs')).href

beforeAll(async () => {
  child = spawn(process.execPath, ['--import', guardUrl, '-e', SERVER], { stdio: ['ignore', 'pipe', 'inherit'] })
  port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      printed += d.toString()
      const found = /port=(\d+)/.exec(d.toString())
      if (found) resolve(Number(found[1]))
    })
    child.once('exit', () => reject(new Error('the test server exited')))
  })
})
afterAll(() => {
  child?.kill()
})

/** Sends raw bytes; resolves with what came back when the server closes or `settleMs` passes without a byte. */
function exchange(bytes: string, settleMs = 1500): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes))
    let text = ''
    let timer = setTimeout(finish, settleMs)
    function finish() {
      socket.destroy()
      resolve(text)
    }
    socket.on('data', (d) => {
      text += d.toString('latin1')
      clearTimeout(timer)
      timer = setTimeout(finish, 300)
    })
    socket.on('close', () => {
      clearTimeout(timer)
      resolve(text)
    })
    socket.on('error', () => resolve(text))
  })
}
const status = (text: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0)
const echoed = (text: string) => JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>
const host = 'Host: 127.0.0.1\r\n'

describe('the request guard in front of Next', () => {
  it('refuses TRACE and methods no route takes with 405 and the security headers, before the server', async () => {
    for (const method of ['TRACE', 'PROPFIND', 'SEARCH']) {
      const reply = await exchange(`${method} / HTTP/1.1\r\n${host}\r\n`)
      expect(status(reply), method).toBe(405)
      expect(reply).toMatch(/\r\nallow: GET, HEAD\r\n/i)
      expect(reply).toMatch(/\r\nx-content-type-options: nosniff\r\n/i)
    }
  })

  it('refuses a target that is not a path (OPTIONS *, absolute-form for any host) with 400, no redirect', async () => {
    for (const line of [
      'OPTIONS * HTTP/1.1',
      'GET http://evil.example/about HTTP/1.1',
      'GET http://127.0.0.1/ HTTP/1.1',
    ]) {
      const reply = await exchange(`${line}\r\n${host}\r\n`)
      expect(status(reply), line).toBe(400)
      expect(reply, line).not.toMatch(/\r\nlocation:/i)
    }
  })

  it('refuses a declared body over its route limit with 413 before reading it, and closes the connection', async () => {
    // Only the head is sent: the answer comes without the body.
    const page = await exchange(
      `POST /about HTTP/1.1\r\n${host}Content-Length: ${PAGE_ACTION_MAX_BODY_BYTES + 1}\r\n\r\n`,
    )
    expect(status(page)).toBe(413)
    expect(page).toMatch(/\r\nconnection: close\r\n/i)
    const hook = await exchange(
      `POST ${routes.revalidate()} HTTP/1.1\r\n${host}Content-Length: ${WEBHOOK_MAX_BODY_BYTES + 1}\r\n\r\n`,
    )
    expect(status(hook)).toBe(413)
  })

  it("passes a body within its route's limit on to the server whole", async () => {
    const body = 'x'.repeat(20_000)
    const reply = await exchange(
      `POST ${routes.revalidate()} HTTP/1.1\r\n${host}Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    )
    expect(status(reply)).toBe(200)
    expect(echoed(reply).length).toBe(body.length)
  })

  it('refuses a chunked body (no declared length) with 411', async () => {
    const reply = await exchange(
      `POST /about HTTP/1.1\r\n${host}Transfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n`,
    )
    expect(status(reply)).toBe(411)
  })

  it("removes Next's on-demand revalidation headers and passes the request on", async () => {
    const reply = await exchange(
      `GET /a/b HTTP/1.1\r\n${host}X-Prerender-Revalidate: key\r\nx-prerender-revalidate-if-generated: 1\r\nAccept: text/html\r\nConnection: close\r\n\r\n`,
    )
    expect(status(reply)).toBe(200)
    const seen = echoed(reply)
    expect(seen.url).toBe('/a/b')
    expect(Object.keys(seen.headers as object)).not.toContain('x-prerender-revalidate')
    expect(Object.keys(seen.headers as object)).not.toContain('x-prerender-revalidate-if-generated')
    expect((seen.raw as string[]).map((h) => h.toLowerCase())).not.toContain('x-prerender-revalidate')
    expect((seen.headers as Record<string, string>).accept).toBe('text/html')
  })

  it("lets an answer hold a 'close' listener per data read without Node's leak warning in the log", async () => {
    const reply = await exchange(`GET /many-reads HTTP/1.1\r\n${host}Connection: close\r\n\r\n`)
    expect(status(reply)).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(printed).not.toContain('MaxListenersExceededWarning')
  })

  it('sends a redirect with one Location when the server appends the same one again', async () => {
    const locations = (reply: string) => reply.split('\r\n').filter((line) => /^location:/i.test(line))
    const reply = await exchange(`GET /redirect HTTP/1.1\r\n${host}Connection: close\r\n\r\n`)
    expect(status(reply)).toBe(307)
    expect(locations(reply)).toEqual(['location: /there'])
    // A different value is the server's to answer for: left as it is.
    const other = await exchange(`GET /redirect-other HTTP/1.1\r\n${host}Connection: close\r\n\r\n`)
    expect(locations(other)).toEqual(['location: /there', 'location: /elsewhere'])
  })

  it('passes the methods routes take on to the server (proxy.ts decides per route)', async () => {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      const reply = await exchange(`${method} /about HTTP/1.1\r\n${host}Content-Length: 0\r\nConnection: close\r\n\r\n`)
      expect(status(reply), method).toBe(200)
    }
  })

  it("takes the query off a page that reads none, keeping Next's _rsc (a stored page never holds a visitor query)", async () => {
    const asked = async (method: string, target: string) => {
      const reply = await exchange(`${method} ${target} HTTP/1.1\r\n${host}Connection: close\r\n\r\n`)
      return method === 'HEAD' ? status(reply) : (echoed(reply).url as string)
    }
    for (const lang of ROUTED_LANGUAGES) {
      const to = routesFor(lang)
      for (const page of [to.home(), to.about(), to.condition('diabetes'), to.blog(), to.blogPost('a-post')]) {
        for (const address of [page, internalPath(page)?.rewrite ?? page]) {
          expect(await asked('GET', `${address}?m=PROBE&utm_source=x`), address).toBe(address)
          expect(await asked('GET', `${address}?m=1&_rsc=1x2y`), address).toBe(`${address}?_rsc=1x2y`)
        }
      }
      // Left as asked: the pages that read their query, at every address (a trailing slash Next redirects with it).
      for (const page of [to.search('heart'), `${to.bmiResult()}?h=170&w=70`, `${to.bmiResult()}/?h=170`]) {
        const internal = `${internalPath(page.split('?')[0]!)?.rewrite ?? page.split('?')[0]}?${page.split('?')[1]}`
        for (const address of [page, internal]) expect(await asked('GET', address), address).toBe(address)
      }
    }
    // Routes outside the reader tree read their own query; a body-carrying method is the route's to read.
    for (const other of [
      '/api/blog/search?q=x',
      `${routes.studio()}?x=1`,
      '/api/draft-mode/enable?secret=x',
      '/_next/image?url=%2Fa.png&w=640&q=75',
      '/images/p/d/a.png?w=10',
      '/robots.txt?x=1',
    ])
      expect(await asked('GET', other), other).toBe(other)
    const post = await exchange(`POST /about?m=1 HTTP/1.1\r\n${host}Content-Length: 0\r\nConnection: close\r\n\r\n`)
    expect(echoed(post).url).toBe('/about?m=1')
    expect(await asked('HEAD', '/about?m=1')).toBe(200)
  })

  it('leaves its query to every page file that reads one, in every language (a new one is written in by the table)', async () => {
    const readers = globSync('app/**/page.tsx').filter((file) => readFileSync(file, 'utf8').includes('searchParams'))
    expect(readers.length).toBeGreaterThanOrEqual(2)
    for (const file of readers) {
      // The page's internal path in the route tree, below its `[locale]` segment; then its address in each language.
      const tree = `/${path
        .dirname(file)
        .split(path.sep)
        .slice(2)
        .filter((s) => !/^\(.*\)$/.test(s))
        .join('/')}`
      for (const lang of ROUTED_LANGUAGES) {
        const address = `${localize(tree, lang).replace(/\[+\.*([^\]]+)\]+/g, '$1')}?h=170&w=70`
        const reply = await exchange(`GET ${address} HTTP/1.1\r\n${host}Connection: close\r\n\r\n`)
        expect(echoed(reply).url, `${file} ${lang}`).toBe(address)
      }
    }
  })

  it("copies the site's limits, webhook address and security headers (the image holds no sources to import)", () => {
    // Read in a process of its own: importing the guard here would put every server of this test worker behind it.
    const guard = JSON.parse(
      execFileSync(process.execPath, [
        '--input-type=module',
        '-e',
        `import * as g from '${guardUrl}'; console.log(JSON.stringify(g))`,
      ]).toString(),
    ) as Record<string, unknown> & { ANSWER_HEADERS: Record<string, string> }
    expect(guard.WEBHOOK_PATH).toBe(routes.revalidate())
    expect(guard.WEBHOOK_MAX_BODY_BYTES).toBe(WEBHOOK_MAX_BODY_BYTES)
    expect(guard.PAGE_ACTION_MAX_BODY_BYTES).toBe(PAGE_ACTION_MAX_BODY_BYTES)
    const csp = guard.ANSWER_HEADERS['content-security-policy']!
    for (const { key, value } of baseHeaders(csp)) expect(guard.ANSWER_HEADERS[key.toLowerCase()], key).toBe(value)
    expect(csp).toMatch(/^default-src 'none'/)
  })
})

// A server that reads a POST's body late, as Next does (its proxy first), and answers 405; it reports on stdout any
// error its body read gets. Node's own handling of bytes that do not parse is left in place (no 'clientError' here).
const LATE_READER = `
const http = require('node:http')
const server = http.createServer(async (req, res) => {
  await new Promise((r) => setTimeout(r, 100))
  try {
    for await (const chunk of req) void chunk
  } catch (error) {
    console.log('BODY-ERROR ' + error.message)
  }
  res.writeHead(405, { allow: 'GET, HEAD' })
  res.end('refused')
})
server.listen(0, '127.0.0.1', () => console.log('port=' + server.address().port))
`

describe('the request guard, bytes past a body', () => {
  it('answers the request itself and closes, without aborting its body under the server', async () => {
    const late = spawn(process.execPath, ['--import', guardUrl, '-e', LATE_READER], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    late.stdout!.on('data', (d: Buffer) => (output += d))
    late.stderr!.on('data', (d: Buffer) => (output += d))
    try {
      const latePort = await new Promise<number>((resolve) => {
        const seen = () => {
          const found = /port=(\d+)/.exec(output)
          if (found) resolve(Number(found[1]))
        }
        late.stdout!.on('data', seen)
      })
      for (const extra of ['\x01\x02\x03', 'GET / HTTP/1.1\r\nBad Header\r\n\r\n']) {
        const reply = await new Promise<string>((resolve) => {
          const socket = connect(latePort, '127.0.0.1', () =>
            socket.write(`POST /about HTTP/1.1\r\n${host}Content-Length: 2\r\n\r\n[]${extra}`),
          )
          let text = ''
          socket.on('data', (d) => (text += d.toString('latin1')))
          socket.on('close', () => resolve(text))
          socket.on('error', () => resolve(text))
        })
        expect(status(reply), JSON.stringify(extra)).toBe(405)
        expect(reply).not.toMatch(/400 Bad Request/)
      }
      // Bytes that do not parse with no request being answered: Node's own 400, as without the guard.
      const alone = await new Promise<string>((resolve) => {
        const socket = connect(latePort, '127.0.0.1', () => socket.write('\x01\x02\x03\r\n\r\n'))
        let text = ''
        socket.on('data', (d) => (text += d.toString('latin1')))
        socket.on('close', () => resolve(text))
        socket.on('error', () => resolve(text))
      })
      expect(status(alone)).toBe(400)
      await new Promise((r) => setTimeout(r, 200))
      expect(output).not.toMatch(/BODY-ERROR|aborted/)
    } finally {
      late.kill()
    }
  })
})
