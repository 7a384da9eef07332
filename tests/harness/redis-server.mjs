// A throwaway redis-server for tests and the scale test: loopback only, a free port, its own temp folder, no
// persistence (`--save "" --appendonly no`). Installs Debian's redis-server package when it is missing, as the
// Chromium finder does for the browser.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createConnection, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { installDebianPackage } from './apt.mjs'

const CANDIDATES = ['/usr/bin/redis-server', '/usr/local/bin/redis-server']

/** The redis-server executable, installed through apt when missing; throws when there is none. */
export function redisServerPath() {
  const find = () => [process.env.REDIS_SERVER_PATH, ...CANDIDATES].find((file) => Boolean(file && existsSync(file)))
  let found = find()
  if (!found && installDebianPackage('redis-server', 'The shared-cache tests need redis-server')) found = find()
  if (!found) throw new Error('redis-server is not installed (apt-get install redis-server).')
  return found
}

export async function freeLoopbackPort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** Answers true once something on the port replies +PONG to PING. */
function pings(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port })
    const done = (ok) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(500, () => done(false))
    socket.once('error', () => done(false))
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')))
  })
}

/**
 * Starts redis-server; `stop()` kills it (SIGKILL, as an outage does), `start()` brings it back on the same port,
 * empty, and `close()` stops it and removes its folder.
 */
export async function startRedisServer() {
  const binary = redisServerPath()
  const dir = mkdtempSync(path.join(tmpdir(), 'redis-test-'))
  const port = await freeLoopbackPort()
  let child = null
  let output = ''
  const start = async () => {
    child = spawn(
      binary,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    const deadline = Date.now() + 10_000
    while (!(await pings(port))) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`redis-server did not start:\n${output}`)
      await new Promise((r) => setTimeout(r, 50))
    }
  }
  const stop = async () => {
    const running = child
    child = null
    if (!running || running.exitCode !== null) return
    await new Promise((resolve) => {
      running.once('exit', resolve)
      running.kill('SIGKILL')
    })
  }
  await start()
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    get pid() {
      return child?.pid
    },
    start,
    stop,
    close: async () => {
      await stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
