// How Next's own standalone server (`<build>/standalone/server.js`, completed by scripts/assemble-standalone.mjs) is
// started: by `npm run start`, the tests and the benchmarks alike, and by the Dockerfile's CMD with the same flags
// (scripts/site-server.test.ts compares them). Memory is bounded where the process starts, not from inside it:
//  - the young generation (where every new object starts) at two semi-spaces of SEMI_SPACE_MIB, instead of what V8
//    sizes from the machine's memory; Node accepts this flag in NODE_OPTIONS;
//  - the old generation grows by half, not double, before its next full collection: a V8 flag Node does not accept
//    in NODE_OPTIONS, so it goes on the command line (figures for both: docs/performance.md).
import path from 'node:path'

export const SEMI_SPACE_MIB = 16
export const NODE_OPTIONS_FLAGS = [`--max-semi-space-size=${SEMI_SPACE_MIB}`]
export const NODE_ARGS = ['--heap-growing-percent=50']

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

/** The environment Next's server.js reads: PORT and HOSTNAME (its names), and the memory flags. */
export function serverEnv(port: number | string, hostname: string, env: Env = process.env): NodeJS.ProcessEnv {
  return {
    ...env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    HOSTNAME: hostname,
    NODE_OPTIONS: nodeOptions(env),
  }
}

/** Whether an address only this machine reaches. */
export function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '::1' || /^127\./.test(hostname)
}
