/**
 * A lake for the fidelity tests: the package's own harness (no host application), on an empty temporary dataset,
 * reached the way another project reaches it, through `@sanity/client` 8 and 7 and raw HTTP. `fidelityLake()`
 * registers the file's beforeAll/afterAll; its fields are set once beforeAll has run.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient, type SanityClient } from '@sanity/client'
import { createClient as createClientV7 } from '@sanity/client-v7'
import { afterAll, beforeAll } from 'vitest'
import type { DatasetHooks } from '../dataset/store'
import { parseLakeConfig, startLake, type Lake } from '../index'
import { lakeClientOptions } from '../test-support/clients'

export const FIDELITY_TOKEN = 'fidelity-token-0123456789-abcdefghijkl'

export type FidelityLake = {
  lake: Lake
  datasetPath: string
  logLines: string[]
  /** @sanity/client 8 with the token, and without. */
  editor: SanityClient
  anonymous: SanityClient
  /** @sanity/client 7 with the token. */
  editorV7: ReturnType<typeof createClientV7>
  /** A request to the lake (`path` after the origin), answered with its status, headers and parsed body. */
  http: (
    pathAndQuery: string,
    init?: RequestInit & { token?: string | null },
    // The parsed answer: any JSON the lake sends, which each test asserts on field by field.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ) => Promise<{ status: number; headers: Headers; body: any; text: string }>
}

export function fidelityLake(
  options: { env?: Record<string, string>; datasetHooks?: DatasetHooks; documents?: unknown[] } = {},
): FidelityLake {
  const t = { logLines: [] as string[] } as Partial<FidelityLake> as FidelityLake
  beforeAll(async () => {
    t.datasetPath = path.join(mkdtempSync(path.join(tmpdir(), 'lake-fidelity-')), 'dataset.ndjson')
    writeFileSync(t.datasetPath, (options.documents ?? []).map((d) => JSON.stringify(d) + '\n').join(''))
    const config = parseLakeConfig(
      {
        LOCAL_STUDIO_TOKEN: FIDELITY_TOKEN,
        LOCAL_DATASET_PATH: t.datasetPath,
        LAKE_HOST: '127.0.0.1',
        ...options.env,
      },
      undefined,
      0,
    )
    t.lake = await startLake(config, { log: (line) => t.logLines.push(line), datasetHooks: options.datasetHooks })
    const base = lakeClientOptions(t.lake.origin)
    t.editor = createClient({ ...base, token: FIDELITY_TOKEN })
    t.anonymous = createClient(base)
    t.editorV7 = createClientV7({ ...base, token: FIDELITY_TOKEN })
    t.http = async (pathAndQuery, init = {}) => {
      const { token = FIDELITY_TOKEN, ...rest } = init
      const headers = new Headers(rest.headers)
      if (token) headers.set('authorization', `Bearer ${token}`)
      if (rest.body && !headers.has('content-type')) headers.set('content-type', 'application/json')
      const res = await fetch(`${t.lake.origin}${pathAndQuery}`, { ...rest, headers })
      const text = await res.text()
      let body: unknown = undefined
      try {
        body = JSON.parse(text)
      } catch {
        body = undefined
      }
      return { status: res.status, headers: res.headers, body, text }
    }
  })
  afterAll(async () => {
    await t.lake?.close()
  })
  return t
}
