/**
 * The conformance suite's harness: the lake as another project would run it, from the outside. It starts the
 * package's own command (`main.mts`, the `start` script) as a child process on a temporary folder, with no seed and
 * nothing of any site, and hands out `@sanity/client` 7 and 8 instances pointed at it. Nothing here imports the
 * package's code: a conformance test sees only HTTP, as a client of Sanity would.
 *
 * Use: `const lake = conformanceLake()` at the top of a test file (it registers beforeAll/afterAll), then
 * `lake.clients` (both client versions, each as `editor` with the token and `anonymous` without) or `lake.fetch`
 * for raw HTTP. `conformanceLake({ documents })` starts on a dataset holding those documents; `{ env }` adds settings.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient as createClientV8, type SanityClient } from '@sanity/client'
import { createClient as createClientV7 } from '@sanity/client-v7'
import { afterAll, beforeAll } from 'vitest'

export const CONFORMANCE_TOKEN = 'conformance-token-0123456789-abcdefghij'
export const PROJECT_ID = 'local'
export const API_VERSION = '2025-02-19'
const PACKAGE_DIR = path.resolve(import.meta.dirname, '..')
const START_TIMEOUT_MS = 30_000

export type ClientVersion = 'v7' | 'v8'
/** The two major versions of @sanity/client share their API; one type serves both here. */
export type Clients = { version: ClientVersion; editor: SanityClient; anonymous: SanityClient }

export type ConformanceLake = {
  /** `http://127.0.0.1:<port>` */
  origin: string
  port: number
  token: string
  /** The temporary folder the lake's files are in (the default dataset is `dataset.ndjson` there). */
  dir: string
  /** What the lake printed (stdout and stderr), for a failing test's message. */
  output: string[]
  clients: Clients[]
  /** A client of either version for another dataset, API version or option, with or without the token. */
  client: (
    version: ClientVersion,
    options?: { dataset?: string; token?: string | null; apiVersion?: string; [key: string]: unknown },
  ) => SanityClient
  /** Raw HTTP against the lake (`path` starts with `/`); the token is sent unless `token: null`. */
  fetch: (pathAndQuery: string, init?: RequestInit & { token?: string | null }) => Promise<Response>
  stop: () => Promise<void>
}

export type ConformanceOptions = {
  /** Documents the default dataset starts with (none: no dataset file, the lake starts empty). */
  documents?: Array<Record<string, unknown>>
  /** More settings (environment variables) for the lake. */
  env?: Record<string, string>
}

export async function startConformanceLake(options: ConformanceOptions = {}): Promise<ConformanceLake> {
  const dir = mkdtempSync(path.join(tmpdir(), 'lake-conformance-'))
  const datasetPath = path.join(dir, 'dataset.ndjson')
  if (options.documents)
    writeFileSync(datasetPath, options.documents.map((d) => JSON.stringify(d) + '\n').join(''), { mode: 0o600 })
  const output: string[] = []
  const port = await freePort()
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(PACKAGE_DIR, 'main.mts')], {
    cwd: PACKAGE_DIR,
    env: {
      NODE_ENV: 'production',
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      LOCAL_STUDIO_TOKEN: CONFORMANCE_TOKEN,
      LOCAL_DATASET_PATH: datasetPath,
      LOCAL_LAKE_PORT: String(port),
      LAKE_HOST: '127.0.0.1',
      // A busy test machine starts query workers slowly; the limit itself is not what these tests are about.
      LAKE_QUERY_TIMEOUT_MS: '30000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const started = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The lake did not start in time:\n${output.join('')}`)),
      START_TIMEOUT_MS,
    )
    const read = (chunk: Buffer) => {
      output.push(chunk.toString('utf8'))
      if (output.join('').includes(`on http://localhost:${port}`)) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout!.on('data', read)
    child.stderr!.on('data', read)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`The lake exited (${code}) before it listened:\n${output.join('')}`))
    })
  })
  try {
    await started
  } catch (error) {
    child.kill('SIGKILL')
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  const origin = `http://127.0.0.1:${port}`
  const client: ConformanceLake['client'] = (version, { token, ...rest } = {}) => {
    const config = {
      projectId: PROJECT_ID,
      dataset: 'production',
      apiVersion: API_VERSION,
      apiHost: origin,
      useProjectHostname: false,
      useCdn: false,
      ...(token === null ? {} : { token: token ?? CONFORMANCE_TOKEN }),
      ...rest,
    }
    return version === 'v7' ? (createClientV7(config) as unknown as SanityClient) : createClientV8(config)
  }
  return {
    origin,
    port,
    token: CONFORMANCE_TOKEN,
    dir,
    output,
    client,
    clients: (['v7', 'v8'] as const).map((version) => ({
      version,
      editor: client(version),
      anonymous: client(version, { token: null }),
    })),
    fetch: (pathAndQuery, { token, headers, ...init } = {}) =>
      fetch(`${origin}${pathAndQuery}`, {
        ...init,
        headers: {
          ...(token === null ? {} : { authorization: `Bearer ${token ?? CONFORMANCE_TOKEN}` }),
          ...(headers as Record<string, string>),
        },
      }),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** A port nothing listens on now (the lake's setting takes a fixed port, as the site reads the same setting). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** A lake for one test file: started before its tests, stopped after. Its fields are set once beforeAll has run. */
export function conformanceLake(options: ConformanceOptions = {}): ConformanceLake {
  const handle = {} as ConformanceLake
  beforeAll(async () => {
    Object.assign(handle, await startConformanceLake(options))
  })
  afterAll(async () => {
    await handle.stop?.()
  })
  return handle
}
