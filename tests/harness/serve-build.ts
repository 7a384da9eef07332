// Starts the production build (Next's standalone server.js, as `npm run start` does) on a free loopback port for a benchmark or
// a resilience test, on a copy of the build (tests/harness/test-build.mjs), and stops it afterwards. In local mode it
// starts a local Content Lake beside it (its own process, as under `npm run start`), which the site reads from.
import { spawn, type ChildProcess } from 'node:child_process'
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { assembleStandalone } from '../../scripts/assemble-standalone.mjs'
import { root } from '../../scripts/page-paths'
import { copyBuildForTests } from './test-build.mjs'
import { serverArgs, serverEnv } from '../../scripts/site-server'
import { lakeWebhookEnv } from '../../lib/content/revalidation'
import { SEED_IMAGES_PATH } from '../../lib/defaults'
import { freePort } from '../support/free-port'

export type RunningServer = {
  origin: string
  pid: number
  stop: () => Promise<void>
  child: ChildProcess
  /** Everything the server has printed so far (stdout and stderr). */
  output: () => string
  /** Local mode: the lake the site reads from. */
  lake?: RunningLake
}

export type RunningLake = {
  origin: string
  port: number
  pid: number
  token: string
  child: ChildProcess
  output: () => string
  stop: () => Promise<void>
}

/** A test-only webhook secret between the lake and the site (never used outside tests and benchmarks). */
export const TEST_WEBHOOK_SECRET = 'test-lake-webhook-secret'
/** A test-only editor token (never used outside tests and benchmarks). */
export const TEST_LAKE_TOKEN = 'test-lake-editor-token-0123456789abcdefghij'

/**
 * A local Content Lake in its own process (`packages/local-lake/main.mts`) on loopback, over `datasetPath` (a copy
 * of the seed is made there when the file does not exist). `env` adds settings (a webhook, a request log).
 */
export async function startLakeProcess(
  datasetPath: string,
  env: Record<string, string> = {},
  fixedPort?: number,
): Promise<RunningLake> {
  const port = fixedPort ?? (await freePort())
  const token = env.LOCAL_STUDIO_TOKEN ?? TEST_LAKE_TOKEN
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'packages/local-lake/main.mts')], {
    cwd: root,
    env: {
      ...process.env,
      LOCAL_DATASET_PATH: datasetPath,
      LOCAL_LAKE_PORT: String(port),
      LOCAL_STUDIO_TOKEN: token,
      LAKE_HOST: '127.0.0.1',
      LAKE_SEED_IMAGES_DIR: path.join(root, SEED_IMAGES_PATH),
      LAKE_DATASET: process.env.NEXT_PUBLIC_SANITY_DATASET?.trim() ?? '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const origin = `http://127.0.0.1:${port}`
  await waitFor(`${origin}/v1/ping`, child, () => `the local lake did not come up:\n${output}`)
  return { origin, port, pid: child.pid!, token, child, output: () => output, stop: () => stopChild(child) }
}

async function waitFor(url: string, child: ChildProcess, failure: () => string): Promise<void> {
  const deadline = Date.now() + 60_000
  for (;;) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(failure())
    await new Promise((r) => setTimeout(r, 250))
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

/**
 * Local mode unless the environment names a Sanity project: the site then needs a lake, unless the caller gave it
 * one (LOCAL_LAKE_PORT). The lake serves LOCAL_DATASET_PATH, or a temporary copy of the seed.
 */
async function lakeFor(
  env: Record<string, string>,
  sitePort: number,
): Promise<{ lake?: RunningLake; env: Record<string, string> }> {
  const merged = { ...process.env, ...env }
  if (merged.NEXT_PUBLIC_SANITY_PROJECT_ID?.trim() || env.LOCAL_LAKE_PORT) return { env }
  let datasetPath = env.LOCAL_DATASET_PATH
  if (!datasetPath) {
    const dir = mkdtempSync(path.join(tmpdir(), 'serve-build-lake-'))
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
    datasetPath = path.join(dir, 'dataset.ndjson')
    copyFileSync(path.join(root, 'content/seed/dataset.ndjson'), datasetPath)
  }
  // A publish reaches the site as Sanity's webhook does (lib/content/revalidation.ts).
  const secret = env.SANITY_REVALIDATE_SECRET ?? TEST_WEBHOOK_SECRET
  const lake = await startLakeProcess(datasetPath, {
    ...(env.LOCAL_STUDIO_TOKEN ? { LOCAL_STUDIO_TOKEN: env.LOCAL_STUDIO_TOKEN } : {}),
    ...lakeWebhookEnv(`http://127.0.0.1:${sitePort}`, secret),
  })
  return {
    lake,
    env: {
      LOCAL_DATASET_PATH: datasetPath,
      SANITY_REVALIDATE_SECRET: secret,
      ...env,
      LOCAL_LAKE_PORT: String(lake.port),
      LOCAL_STUDIO_TOKEN: lake.token,
    },
  }
}

export { freePort }

let testBuild: string | undefined

/** The copy of the build that tests and benchmarks serve (NEXT_DIST_DIR), made on first use in this process. */
export function testBuildDir(): string {
  if (!testBuild) {
    // Inside the end-to-end run the suite's servers serve its copy (E2E_DIST_DIR, `.next-test`): a spec's own server
    // (the pseudo-locale's) gets a copy of its own, since making that copy again took its files from under the
    // suite's servers mid-run (a page's client reference manifest went missing, and the page answered 500).
    testBuild = copyBuildForTests(root, undefined, process.env.E2E_DIST_DIR ? '.next-own-test' : undefined)
    // Static files and public/ in the copy's standalone folder (`npm run build` adds them; a build from before that did not).
    assembleStandalone(path.join(root, testBuild, 'standalone'), testBuild)
  }
  return testBuild
}

export async function startBuild(env: Record<string, string> = {}, fixedPort?: number): Promise<RunningServer> {
  if (!existsSync(path.join(root, '.next/BUILD_ID'))) throw new Error('No production build: run "npm run build" first.')
  // A copy of the build, made once per run: what a benchmark or test renders is cached there, never in `.next`.
  const distDir = testBuildDir()
  const port = fixedPort ?? (await freePort())
  const { lake, env: siteEnv } = await lakeFor(env, port)
  try {
    return withLake(await startServerIn(path.join(root, distDir, 'standalone'), siteEnv, port), lake)
  } catch (error) {
    await lake?.stop()
    throw error
  }
}

function withLake(server: RunningServer, lake: RunningLake | undefined): RunningServer {
  if (!lake) return server
  return {
    ...server,
    lake,
    stop: async () => {
      await server.stop()
      await lake.stop()
    },
  }
}

let standalone: string | undefined

/**
 * The folder the Docker image's runtime stage holds (scripts/assemble-standalone.mjs, from the Dockerfile's COPY
 * lines), made once per process in a temporary folder from the build's standalone output.
 */
export function standaloneDir(): string {
  if (!standalone) {
    const dir = mkdtempSync(path.join(tmpdir(), 'standalone-'))
    // A copy of the whole build (its size: docs/performance.md, "Figures behind the code"): gone when this process ends
    // (its servers are stopped by then).
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
    // The build NEXT_DIST_DIR names (a test build of its own), else `.next`, as the rest of this harness reads.
    assembleStandalone(dir, process.env.NEXT_DIST_DIR?.trim() || '.next')
    standalone = dir
  }
  return standalone
}

/**
 * Starts what the image runs: `node server.js` in a standalone folder (by default one shared by this
 * process, see standaloneDir), with that folder as working directory, as the image's WORKDIR. Several instances
 * may share one folder, as containers of one image share its files (each writes revalidated pages there).
 */
export async function startStandalone(
  env: Record<string, string> = {},
  fixedPort?: number,
  dir: string = standaloneDir(),
): Promise<RunningServer> {
  // The image's build is `.next`, whatever the calling test serves itself.
  const port = fixedPort ?? (await freePort())
  const { lake, env: siteEnv } = await lakeFor(env, port)
  try {
    return withLake(await startServerIn(dir, siteEnv, port), lake)
  } catch (error) {
    await lake?.stop()
    throw error
  }
}

async function startServerIn(dir: string, env: Record<string, string>, fixedPort?: number): Promise<RunningServer> {
  const port = fixedPort ?? (await freePort())
  // CONTENT_QUERY_LOG: count the queries that leave the server (tests/support/api-request-log.mjs).
  const preload = env.CONTENT_QUERY_LOG ? ['--import', path.join(root, 'tests/support/api-request-log.mjs')] : []
  const args = [...serverArgs(path.join(dir, 'server.js')), ...preload, path.join(dir, 'server.js')]
  const child = spawn(process.execPath, args, {
    cwd: dir,
    env: serverEnv(port, '127.0.0.1', { ...process.env, ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const origin = `http://127.0.0.1:${port}`
  await waitFor(`${origin}/robots.txt`, child, () => `the production server did not come up:\n${output}`)
  return { origin, pid: child.pid!, child, output: () => output, stop: () => stopChild(child) }
}

/** Resident memory of a process and its children (the server may run workers in child processes), in MiB. */
export function rssMiB(pid: number): number {
  const pids = [pid, ...childPids(pid)]
  let kb = 0
  for (const p of pids) {
    try {
      const status = readFileSync(`/proc/${p}/status`, 'utf8')
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
    } catch {
      // exited
    }
  }
  return kb / 1024
}

function childPids(pid: number): number[] {
  try {
    const direct = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number)
    return direct.flatMap((child) => [child, ...childPids(child)])
  } catch {
    return []
  }
}
