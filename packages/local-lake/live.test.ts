/**
 * The live events streams' bounds, as an attacker would test them: a flood of streams is refused past the limit
 * (and served again once some close), and a stream is ended after its time, so neither an abandoned tab nor a
 * script opening streams in a loop holds the lake's sockets for ever.
 */
import { EventEmitter } from 'node:events'
import { createServer, get, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import type { CommittedTransaction, Dataset } from './dataset/store'
import { HttpError } from './errors'
import { LiveEventsHub, tagsFor } from './live'

let server: Server | undefined
afterEach(async () => {
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
})

async function serve(hub: LiveEventsHub): Promise<string> {
  server = createServer((req, res) => {
    try {
      hub.open(req, res, {}, false)
    } catch (error) {
      res.writeHead(error instanceof HttpError ? error.status : 500).end()
    }
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}/`
}

const open = (url: string) => new Promise<IncomingMessage>((resolve, reject) => get(url, resolve).on('error', reject))
const tx = (...ids: string[]) =>
  ({ id: 'tx', changes: ids.map((id) => ({ id, before: null, after: null })) }) as unknown as CommittedTransaction

describe('live events streams', () => {
  it('refuses streams past the limit with 429, and serves again once one closes', async () => {
    const hub = new LiveEventsHub(new EventEmitter() as unknown as Dataset, 'production', {
      maxStreams: 3,
      maxAgeMs: 60_000,
      pingMs: 60_000,
    })
    const url = await serve(hub)
    const streams = await Promise.all([open(url), open(url), open(url)])
    expect(streams.map((s) => s.statusCode)).toEqual([200, 200, 200])
    const flood = await Promise.all(Array.from({ length: 20 }, () => open(url)))
    expect(new Set(flood.map((s) => s.statusCode))).toEqual(new Set([429]))
    expect(hub.size).toBe(3)
    streams[0]!.destroy()
    await expect.poll(() => hub.size).toBe(2)
    expect((await open(url)).statusCode).toBe(200)
  })

  it('ends a stream after its time', async () => {
    const hub = new LiveEventsHub(new EventEmitter() as unknown as Dataset, 'production', {
      maxStreams: 3,
      maxAgeMs: 200,
      pingMs: 60_000,
    })
    const stream = await open(await serve(hub))
    let body = ''
    stream.on('data', (chunk) => (body += chunk))
    await new Promise((resolve) => stream.on('end', resolve))
    expect(body).toContain('event: welcome')
    expect(hub.size).toBe(0)
  })

  it('tells a published-only stream nothing about a change to private documents', () => {
    expect(tagsFor(tx('drafts.a', 'sanity-preview-url-secret.x'), 'production', false)).toEqual([])
    expect(tagsFor(tx('drafts.a'), 'production', true)).toEqual(['s1:production:drafts'])
    expect(tagsFor(tx('a'), 'production', false)).toEqual(['s1:production:published'])
  })
})
