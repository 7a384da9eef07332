// Starts the production build (scripts/server.mjs, as `npm run start` does) on a free loopback port for a benchmark or
// a resilience test, on a copy of the build (scripts/test-build.mjs), and stops it afterwards.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { assembleStandalone } from './assemble-standalone.mjs'
import { root } from './page-paths'
import { copyBuildForTests } from './test-build.mjs'

export type RunningServer = {
  origin: string
  pid: number
  stop: () => Promise<void>
  child: ChildProcess
  /** Everything the server has printed so far (stdout and stderr). */
  output: () => string
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

let testBuild: string | undefined

/** The copy of the build that tests and benchmarks serve (NEXT_DIST_DIR), made on first use in this process. */
export function testBuildDir(): string {
  testBuild ??= copyBuildForTests(root)
  return testBuild
}

export async function startBuild(env: Record<string, string> = {}, fixedPort?: number): Promise<RunningServer> {
  if (!existsSync(path.join(root, '.next/BUILD_ID'))) throw new Error('No production build: run "npm run build" first.')
  // A copy of the build, made once per run: what a benchmark or test renders is cached there, never in `.next`.
  const distDir = testBuildDir()
  return startServerIn(root, { NEXT_DIST_DIR: distDir, ...env }, fixedPort)
}

let standalone: string | undefined

/**
 * The folder the Docker image's runtime stage holds (scripts/assemble-standalone.mjs, from the Dockerfile's COPY
 * lines), made once per process in a temporary folder from the build's standalone output.
 */
export function standaloneDir(): string {
  if (!standalone) {
    const dir = mkdtempSync(path.join(tmpdir(), 'standalone-'))
    assembleStandalone(dir, '.next')
    standalone = dir
  }
  return standalone
}

/**
 * Starts what the image runs: `node scripts/server.mjs` in a standalone folder (by default one shared by this
 * process, see standaloneDir), with that folder as working directory, as the image's WORKDIR. Several instances
 * may share one folder, as containers of one image share its files (each writes revalidated pages there).
 */
export async function startStandalone(
  env: Record<string, string> = {},
  fixedPort?: number,
  dir: string = standaloneDir(),
): Promise<RunningServer> {
  // The image's build is `.next`, whatever the calling test serves itself.
  return startServerIn(dir, { NEXT_DIST_DIR: '', ...env }, fixedPort)
}

async function startServerIn(dir: string, env: Record<string, string>, fixedPort?: number): Promise<RunningServer> {
  const port = fixedPort ?? (await freePort())
  const child = spawn(process.execPath, [path.join(dir, 'scripts/server.mjs'), '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    try {
      if ((await fetch(`${origin}/robots.txt`)).ok) break
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`the production server did not come up:\n${output}`)
    await new Promise((r) => setTimeout(r, 250))
  }
  return {
    origin,
    pid: child.pid!,
    child,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
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
