/**
 * The server's own refusals (security probe M3, M4, L7, L8, I9), on a real HTTP server wired as scripts/server.mjs
 * wires them, with a stand-in for Next.js that counts what reaches it. The attacks are sent as raw bytes, as the
 * probe sent them. (The resilience suite's hostile-traffic part sends them to the real production server.)
 */
import { createServer, type Server } from 'node:http'
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseHeaders } from '@/lib/site/security-headers'
import {
  fillSecurityHeaders,
  LARGEST_BODY_BYTES,
  refusal,
  refuse,
  serverLimits,
  SERVER_ANSWER_HEADERS,
  stripInternalHeaders,
  WEBHOOK_MAX_BODY_BYTES,
} from './request-limits.mjs'

let server: Server
let port: number
let reachedNext = 0
let bodyBytesRead = 0

beforeAll(async () => {
  server = createServer(
    { requestTimeout: 1500, headersTimeout: 1000, connectionsCheckingInterval: 200 },
    (req, res) => {
      const refused = refusal(req)
      if (refused) return refuse(req, res, refused)
      reachedNext++
      req.on('data', (chunk: Buffer) => (bodyBytesRead += chunk.length))
      req.on('end', () => {
        fillSecurityHeaders(res)
        res.writeHead(200, { 'content-type': 'text/plain' })
        res.end('ok')
      })
    },
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as { port: number }).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** Sends raw bytes (optionally more later), returns what came back when the server closes or after `waitMs`. */
function raw(head: string, options: { body?: Buffer | string; trickle?: boolean; waitMs?: number } = {}) {
  return new Promise<{ text: string; status: number; ms: number }>((resolve) => {
    const started = Date.now()
    const socket = connect(port, '127.0.0.1')
    let text = ''
    const done = () => {
      clearTimeout(timer)
      socket.destroy()
      resolve({ text, status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), ms: Date.now() - started })
    }
    socket.on('data', (d) => (text += d))
    socket.on('close', done)
    socket.on('error', done)
    socket.write(head)
    if (options.trickle) {
      const tick = setInterval(() => (socket.writable ? socket.write('x') : clearInterval(tick)), 200)
      socket.on('close', () => clearInterval(tick))
    } else if (options.body) socket.write(options.body)
    const timer = setTimeout(done, options.waitMs ?? 3000)
  })
}

const req = (line: string, headers: string[] = []) =>
  `${line}\r\nHost: 127.0.0.1:${port}\r\n${headers.map((h) => `${h}\r\n`).join('')}\r\n`

describe('requests refused before Next.js', () => {
  it('TRACE and a made-up method: 405 with Allow and security headers; OPTIONS *: 400; absolute-form: 400', async () => {
    const before = reachedNext
    const trace = await raw(req('TRACE / HTTP/1.1'))
    expect(trace.status).toBe(405)
    expect(trace.text).toMatch(/allow: GET, HEAD, POST/i)
    expect(trace.text).toMatch(/x-content-type-options: nosniff/i)
    expect(trace.text).toMatch(/content-security-policy: default-src 'none'/i)
    expect((await raw(req('OPTIONS * HTTP/1.1'))).status).toBe(400)
    const absolute = await raw(req('GET http://evil.com/ HTTP/1.1'))
    expect(absolute.status).toBe(400)
    expect(absolute.text).not.toMatch(/location:/i)
    expect(reachedNext).toBe(before)
  })

  it('two Host headers, and an overlong address: refused', async () => {
    expect((await raw(req('GET / HTTP/1.1', ['Host: evil.com']))).status).toBe(400)
    expect((await raw(req(`GET /blog/${'b'.repeat(5000)} HTTP/1.1`))).status).toBe(414)
    // An invented slug longer than any real one: 404 here, never a render.
    const before = reachedNext
    expect((await raw(req(`GET /blog/${'b'.repeat(300)} HTTP/1.1`))).status).toBe(404)
    expect(reachedNext).toBe(before)
    expect(refusal({ method: 'GET', url: `/blog/${'b'.repeat(80)}`, headers: {}, rawHeaders: [] })).toBeNull()
  })

  it('a 10 MB POST to a page is refused by its Content-Length before a byte is read, and the connection closed', async () => {
    const before = { reachedNext, bodyBytesRead }
    const big = Buffer.alloc(1024 * 1024, 'a')
    const result = await raw(req('POST / HTTP/1.1', ['Content-Length: 11534336']), { body: big })
    expect(result.status).toBe(413)
    expect(result.ms).toBeLessThan(2500)
    expect({ reachedNext, bodyBytesRead }).toEqual(before)
  })

  it('a chunked body is refused with 411; a webhook body over its limit with 413; within it, it is read', async () => {
    const chunked = await raw(req('POST /api/revalidate HTTP/1.1', ['Transfer-Encoding: chunked']), {
      body: '5\r\nhello\r\n',
    })
    expect(chunked.status).toBe(411)
    const over = await raw(req('POST /api/revalidate HTTP/1.1', [`Content-Length: ${WEBHOOK_MAX_BODY_BYTES + 1}`]))
    expect(over.status).toBe(413)
    const before = bodyBytesRead
    const ok = await raw(req('POST /api/revalidate HTTP/1.1', ['Content-Length: 2', 'Connection: close']), {
      body: '{}',
    })
    expect(ok.status).toBe(200)
    expect(bodyBytesRead - before).toBe(2)
  })

  it('a body on a GET, and a cross-origin server action, are refused', async () => {
    expect((await raw(req('GET /about HTTP/1.1', ['Content-Length: 5']), { body: 'hello' })).status).toBe(413)
    const action = await raw(
      req('POST / HTTP/1.1', ['Next-Action: 4024b5d0', 'Origin: http://evil.com', 'Content-Length: 2']),
      { body: '[]' },
    )
    expect(action.status).toBe(403)
    // Without a body too (the probe's replay sent none, and Next.js answered it with a 500).
    const bodiless = await raw(req('POST / HTTP/1.1', ['Next-Action: 4024b5d0', 'Origin: http://evil.com']))
    expect(bodiless.status).toBe(403)
    const sameSite = refusal({
      method: 'POST',
      url: '/',
      headers: { host: 'site.example', origin: 'https://site.example', 'next-action': 'x', 'content-length': '300' },
      rawHeaders: ['Host', 'site.example'],
    })
    expect(sameSite).toBeNull()
  })

  it('a slow body (one byte every 200 ms) is cut off at the request timeout with 408', async () => {
    const slow = await raw(req('POST /api/revalidate HTTP/1.1', ['Content-Length: 1000']), {
      trickle: true,
      waitMs: 5000,
    })
    expect(slow.status).toBe(408)
    expect(slow.ms).toBeLessThan(3000)
  })
})

describe('headers only Next.js may send', () => {
  it('x-prerender-revalidate is removed from a request from outside (probe L2)', () => {
    const req = {
      headers: { host: 'x', 'x-prerender-revalidate': 'bc1ac32e', 'x-prerender-revalidate-if-generated': '1' },
    }
    stripInternalHeaders(req)
    expect(req.headers).toEqual({ host: 'x' })
  })
})

describe('settings', () => {
  it('the server answers with the site’s own HSTS and nosniff values', () => {
    const site = Object.fromEntries(baseHeaders('').map((h) => [h.key, h.value]))
    for (const name of ['Strict-Transport-Security', 'X-Content-Type-Options', 'Referrer-Policy', 'X-Frame-Options'])
      expect(SERVER_ANSWER_HEADERS[name]).toBe(site[name])
  })

  it('limits come from the environment, checked; the proxy buffers no more than the largest route takes', () => {
    expect(serverLimits({})).toEqual({
      value: { requestTimeoutSeconds: 30, headersTimeoutSeconds: 20, maxConnections: 512 },
    })
    expect(serverLimits({ REQUEST_TIMEOUT_SECONDS: '5' })).toEqual({
      value: { requestTimeoutSeconds: 5, headersTimeoutSeconds: 5, maxConnections: 512 },
    })
    expect(serverLimits({ REQUEST_TIMEOUT_SECONDS: 'soon' })).toHaveProperty('problem')
    expect(serverLimits({ MAX_CONNECTIONS: '0' })).toHaveProperty('problem')
    expect(serverLimits({ REQUEST_TIMEOUT_SECONDS: '10', HEADERS_TIMEOUT_SECONDS: '20' })).toHaveProperty('problem')
    expect(LARGEST_BODY_BYTES).toBe(WEBHOOK_MAX_BODY_BYTES)
  })
})
