/**
 * Sanity's hosted Content Lake, stood in for by the real local lake (packages/local-lake) on 127.0.0.1, so that Sanity-mode
 * tests drive the real @sanity/client against the same query engine, perspectives and token rule the Studio uses,
 * without the internet. It serves a temporary copy of the dataset file (the lake keeps its history beside it) and
 * records what the site asked for through a small pass-through in front of it, which is also what `close()` takes
 * down when a test needs "Sanity is unreachable".
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { SEED_IMAGES_PATH } from '@/lib/defaults'
import { parseLakeConfig, startLake } from '@health-site/local-lake'

/** The read token the site is given in these tests (the lake wants at least 32 characters). */
export const STAND_IN_TOKEN = 'sanity-stand-in-viewer-token-0123456789'

export type SanityStandIn = {
  origin: string
  /** The lake's own port, behind the recording pass-through (local mode addresses the lake directly). */
  lakePort: number
  /** Each API request: its path, the perspective it asked for (`raw` when none) and its Authorization header. */
  requests: Array<{ path: string; perspective: string; auth: string | undefined }>
  close: () => Promise<void>
}

export async function startSanityStandIn(datasetFile: string): Promise<SanityStandIn> {
  const copy = path.join(mkdtempSync(path.join(tmpdir(), 'sanity-stand-in-')), 'dataset.ndjson')
  copyFileSync(datasetFile, copy)
  const config = parseLakeConfig(
    {
      LOCAL_STUDIO_TOKEN: STAND_IN_TOKEN,
      LOCAL_DATASET_PATH: copy,
      LAKE_HOST: '127.0.0.1',
      LAKE_SEED_IMAGES_DIR: SEED_IMAGES_PATH,
    },
    undefined,
    0,
  )
  const lake = await startLake(config, { log: () => {} })
  const requests: SanityStandIn['requests'] = []
  const front = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    requests.push({
      path: url.pathname,
      perspective: url.searchParams.get('perspective') ?? 'raw',
      auth: req.headers.authorization,
    })
    const upstream = httpRequest(
      { host: '127.0.0.1', port: lake.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve))
  const { port } = front.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    lakePort: lake.port,
    requests,
    // Keep-alive connections from a client would hold close() open: end them too (the server "goes down").
    close: async () => {
      await new Promise<void>((resolve) => {
        front.close(() => resolve())
        front.closeAllConnections()
      })
      await lake.close()
      rmSync(path.dirname(copy), { recursive: true, force: true })
    },
  }
}
