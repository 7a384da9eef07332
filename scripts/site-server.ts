// How Next's own standalone server (`<build>/standalone/server.js`, completed by scripts/assemble-standalone.mjs) is
// started: by `npm run start`, the tests and the benchmarks alike, and by the Dockerfile's CMD with the same flags
// (scripts/site-server.test.ts compares them). Memory is bounded where the process starts, not from inside it:
//  - the young generation (where every new object starts) at two semi-spaces of SEMI_SPACE_MIB, instead of what V8
//    sizes from the machine's memory; Node accepts this flag in NODE_OPTIONS;
//  - the old generation grows by a quarter, not double, before its next full collection: a V8 flag Node does not accept
//    in NODE_OPTIONS, so it goes on the command line;
//  - glibc's malloc, through GLIBC_TUNABLES, read when the process starts: at most two arenas (by default up to eight
//    per core, one per thread that allocates: V8's and libuv's helper threads each held megabytes of freed memory in
//    their own), and large blocks mapped on their own from glibc's starting threshold up, so that freeing one gives
//    it back (glibc raises that threshold to the largest block freed, and then keeps large buffers, a response body,
//    in its heap, where the freed ones stayed resident) (figures for all three: docs/performance.md, "Memory").
// Idle connections are bounded where the process starts too: Next's server.js reads KEEP_ALIVE_TIMEOUT (the only
// socket timeout it exposes) into Node's keepAliveTimeout. The request guard (scripts/request-guard.mjs: what Next
// would answer with a 500, a foreign redirect or a hang, refused before it runs; the server's other timeouts) is
// preloaded from beside server.js, where the Dockerfile's runtime stage and scripts/assemble-standalone.mjs put it.
import path from 'node:path'
import { pathToFileURL } from 'node:url'

export const SEMI_SPACE_MIB = 8
export const NODE_OPTIONS_FLAGS = [`--max-semi-space-size=${SEMI_SPACE_MIB}`]
export const NODE_ARGS = ['--heap-growing-percent=25']
export const MALLOC_TUNABLES = ['glibc.malloc.arena_max=2', 'glibc.malloc.mmap_threshold=131072']
/** The guard's file name beside server.js (the image: /app/request-guard.mjs). */
export const GUARD_FILE = 'request-guard.mjs'

/** Node's arguments before `server`: the V8 flag, then the request guard beside it. */
export function serverArgs(server: string): string[] {
  return [...NODE_ARGS, '--import', pathToFileURL(path.join(path.dirname(server), GUARD_FILE)).href]
}
/**
 * How long a connection may stay open idle after an answer, waiting for its next request (ms). Set, not left to
 * Node's default, so that it is a stated bound; deploy/nginx/upstream.conf keeps its own idle time to the instances
 * shorter than this, so that nginx never sends a request on a connection the instance is closing.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 5000

type Env = Readonly<Record<string, string | undefined>>

/**
 * The standalone server of the build in `distDir` (absolute, or relative to the project: npm runs every script from
 * there). Not `import.meta`: Playwright loads its config, which imports this, as CommonJS.
 */
export function standaloneServer(distDir = process.env.NEXT_DIST_DIR?.trim() || '.next'): string {
  return path.resolve(distDir, 'standalone', 'server.js')
}

/** NODE_OPTIONS with the memory flags added to what the caller's environment already sets. */
export function nodeOptions(env: Env = process.env): string {
  return [env.NODE_OPTIONS?.trim(), ...NODE_OPTIONS_FLAGS].filter(Boolean).join(' ')
}

/** GLIBC_TUNABLES with malloc's settings added to what the caller's environment already sets. */
export function glibcTunables(env: Env = process.env): string {
  return [env.GLIBC_TUNABLES?.trim(), ...MALLOC_TUNABLES].filter(Boolean).join(':')
}

/**
 * The environment Next's server.js reads: PORT, HOSTNAME and KEEP_ALIVE_TIMEOUT (its names), and the memory flags and
 * malloc's settings.
 */
export function serverEnv(port: number | string, hostname: string, env: Env = process.env): NodeJS.ProcessEnv {
  const listen = listenEnv(hostname, env)
  return {
    ...env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    KEEP_ALIVE_TIMEOUT: String(KEEP_ALIVE_TIMEOUT_MS),
    GLIBC_TUNABLES: glibcTunables(env),
    ...listen,
  }
}

/** Node's flag that makes a name resolve to its IPv4 address first (`localhost` to 127.0.0.1, not ::1). */
export const IPV4_FIRST_FLAG = '--dns-result-order=ipv4first'

/**
 * HOSTNAME and NODE_OPTIONS (with the memory flags) for Next's server.js to listen on `hostname`.
 *
 * The IPv4 loopback is given to Next by its name. Next decides whether the proxy's rewrite (every default-language
 * page goes through one, proxy.ts) stays inside the server by comparing the rewrite's origin with one built from
 * HOSTNAME, after writing every loopback address as "localhost" in the rewrite alone (NextURL). Bound as 127.0.0.1,
 * each such page was fetched over HTTP from the server itself, a second request per reader; behind an edge that ends
 * TLS (X-Forwarded-Proto: https) that request went out as HTTPS to a plain port and the reader got a 500
 * (vercel/next.js#94745). Named "localhost" and resolved IPv4 first, the server binds the same 127.0.0.1.
 */
export function listenEnv(hostname: string, env: Env = process.env): { HOSTNAME: string; NODE_OPTIONS: string } {
  const byName = hostname === '127.0.0.1' || hostname === 'localhost'
  const options = nodeOptions(env)
  return {
    HOSTNAME: byName ? 'localhost' : hostname,
    NODE_OPTIONS: byName && !options.includes(IPV4_FIRST_FLAG) ? `${options} ${IPV4_FIRST_FLAG}` : options,
  }
}

/** Whether an address only this machine reaches. */
export function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '::1' || /^127\./.test(hostname)
}

/**
 * The one line a server bound to a public address prints: `npm run start` with SITE_HOST set,
 * and the Docker image, whose server has no supervisor (instrumentation.ts prints it for both). `hostname` as Next's
 * server.js reads it: unset means every interface.
 */
export function publicBindWarning(hostname: string | undefined): string | null {
  const host = hostname?.trim() || '0.0.0.0'
  if (isLoopback(host)) return null
  return `Listening on ${host}: request limits, compression and the micro-cache are the edge's (deploy/nginx), not this server's; expose this port only behind it.`
}
