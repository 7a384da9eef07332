import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { stages } from './dockerfile.mjs'
import {
  IPV4_FIRST_FLAG,
  isLoopback,
  KEEP_ALIVE_TIMEOUT_MS,
  listenEnv,
  MALLOC_TUNABLES,
  glibcTunables,
  GUARD_FILE,
  NODE_ARGS,
  NODE_OPTIONS_FLAGS,
  nodeOptions,
  publicBindWarning,
  serverEnv,
} from './site-server'

const dockerfile = readFileSync(path.join(import.meta.dirname, '../Dockerfile'), 'utf8')
const runtime = stages(dockerfile).at(-1)!.instructions

describe('the site server is started with the same memory flags by npm run start and by the image', () => {
  it("the image's NODE_OPTIONS and CMD carry them", () => {
    const env = runtime
      .filter((i) => i.keyword === 'ENV')
      .map((i) => i.args)
      .join(' ')
    for (const flag of NODE_OPTIONS_FLAGS) expect(env).toContain(`NODE_OPTIONS=${flag}`)
    expect(env).toContain(`GLIBC_TUNABLES=${MALLOC_TUNABLES.join(':')}`)
    expect(serverEnv(3000, '127.0.0.1', {}).GLIBC_TUNABLES).toBe(MALLOC_TUNABLES.join(':'))
    const cmd = JSON.parse(runtime.find((i) => i.keyword === 'CMD')!.args) as string[]
    // And the request guard from beside server.js, as serverArgs gives it to npm run start.
    expect(cmd).toEqual(['node', ...NODE_ARGS, '--import', `./${GUARD_FILE}`, 'server.js'])
  })

  it('the image and npm run start give Next the same idle keep-alive time', () => {
    const env = runtime
      .filter((i) => i.keyword === 'ENV')
      .map((i) => i.args)
      .join(' ')
    expect(env).toContain(`KEEP_ALIVE_TIMEOUT=${KEEP_ALIVE_TIMEOUT_MS}`)
    expect(serverEnv(3000, '127.0.0.1', {}).KEEP_ALIVE_TIMEOUT).toBe(String(KEEP_ALIVE_TIMEOUT_MS))
  })

  it("adds malloc's settings to the caller's GLIBC_TUNABLES rather than replacing them", () => {
    expect(glibcTunables({ GLIBC_TUNABLES: 'glibc.malloc.tcache_count=0' })).toBe(
      ['glibc.malloc.tcache_count=0', ...MALLOC_TUNABLES].join(':'),
    )
  })

  it("adds them to the caller's NODE_OPTIONS rather than replacing it", () => {
    expect(nodeOptions({ NODE_OPTIONS: '--enable-source-maps' })).toBe(
      ['--enable-source-maps', ...NODE_OPTIONS_FLAGS].join(' '),
    )
    expect(nodeOptions({})).toBe(NODE_OPTIONS_FLAGS.join(' '))
  })

  it('tells a loopback address from a public one', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1', '127.0.0.2']) expect(isLoopback(host), host).toBe(true)
    for (const host of ['0.0.0.0', '::', '192.168.1.4']) expect(isLoopback(host), host).toBe(false)
  })

  it('warns on one line when the server listens on a public address, as server.js reads HOSTNAME', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1']) expect(publicBindWarning(host), host).toBeNull()
    // Unset or empty: Next's server.js listens on 0.0.0.0.
    for (const [host, shown] of [
      [undefined, '0.0.0.0'],
      ['', '0.0.0.0'],
      ['0.0.0.0', '0.0.0.0'],
      ['::', '::'],
    ] as const) {
      const line = publicBindWarning(host)
      expect(line, String(host)).toMatch(
        new RegExp(`^Listening on ${shown.replaceAll('.', '\\.')}: .*only behind it\\.$`),
      )
      expect(line).not.toContain('\n')
    }
  })

  it('gives Next the IPv4 loopback by name, resolved IPv4 first, and any other address as it is', () => {
    for (const host of ['127.0.0.1', 'localhost']) {
      const env = listenEnv(host, { NODE_OPTIONS: '--enable-source-maps' })
      expect(env.HOSTNAME, host).toBe('localhost')
      expect(env.NODE_OPTIONS.split(' ')).toEqual(['--enable-source-maps', ...NODE_OPTIONS_FLAGS, IPV4_FIRST_FLAG])
    }
    for (const host of ['0.0.0.0', '::', '192.168.1.4']) {
      const env = listenEnv(host, {})
      expect(env.HOSTNAME, host).toBe(host)
      expect(env.NODE_OPTIONS, host).not.toContain(IPV4_FIRST_FLAG)
    }
    // Given twice (a caller that already set it), said once.
    expect(listenEnv('127.0.0.1', { NODE_OPTIONS: IPV4_FIRST_FLAG }).NODE_OPTIONS.split(IPV4_FIRST_FLAG)).toHaveLength(
      2,
    )
    expect(serverEnv(3000, '127.0.0.1', {}).HOSTNAME).toBe('localhost')
  })
})
