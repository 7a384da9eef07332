/**
 * A stand-in for Sanity's query API on 127.0.0.1: it answers GET /v{version}/data/query/{dataset} by running
 * the query with groq-js over an NDJSON dataset, honouring the perspective parameter. It lets the tests drive
 * the real @sanity/client end to end without the internet.
 */
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { evaluate, parse } from 'groq-js'
import { overlay, parseNdjson, type Perspective } from '@/lib/dataset/overlay'

export type FakeLake = {
  origin: string
  requests: Array<{ path: string; perspective: string; auth: string | undefined }>
  close: () => Promise<void>
}

export async function startFakeContentLake(
  datasetFile: string,
  dataset = 'production',
  token?: string,
): Promise<FakeLake> {
  const documents = parseNdjson(readFileSync(datasetFile, 'utf8'))
  const requests: FakeLake['requests'] = []
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const match = /^\/v[\d-]+\/data\/query\/([\w-]+)$/.exec(url.pathname)
    const perspective = (url.searchParams.get('perspective') ?? 'raw') as Perspective | 'raw'
    requests.push({ path: url.pathname, perspective, auth: req.headers.authorization })
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (!match || match[1] !== dataset) return reply(404, { error: 'Not found' })
    if (perspective === 'drafts' && req.headers.authorization !== `Bearer ${token}`)
      return reply(401, { error: 'Unauthorized' })
    const params: Record<string, unknown> = {}
    for (const [key, value] of url.searchParams) if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value)
    try {
      const view = perspective === 'raw' ? documents : overlay(documents, perspective)
      const result = await (await evaluate(parse(url.searchParams.get('query') ?? ''), { dataset: view, params })).get()
      reply(200, { query: url.searchParams.get('query'), result, ms: 1 })
    } catch (error) {
      reply(400, { error: { description: (error as Error).message } })
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    // Keep-alive connections from a client would hold close() open: end them too (the server "goes down").
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
