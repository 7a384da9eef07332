/**
 * A ceiling on V8's young generation (the "new space", where every object starts), set from inside the process.
 *
 * V8 sizes the young generation from the machine's memory: on a machine with much memory it may grow to two large
 * semi-spaces, and rendering pages makes short-lived objects fast enough that it does. At 10,000 blog posts that
 * space was most of the gap between the production server's peak and its budget (docs/performance.md, "What holds
 * the site's memory", with the figures with and without the cap): capped, the peak is within the budget, for a list
 * page's first render a little slower (collected more often, each time more briefly) and cached pages as fast.
 *
 * `--max-semi-space-size` would say this, but only on the command line: V8 reads it once, when the heap is made,
 * and every way this server is started (npm run start, the Docker image, the tests, the standalone folder) would
 * have to pass it. The growth factor, however, is read each time V8 decides to grow the space, so it can be set
 * here: doubling (V8's default) below the ceiling, 1 (no growth) at or above it. V8 reports the space's size after
 * each collection (a `gc` performance entry), and the factor follows. Those reports arrive between tasks, so a
 * single long synchronous task could still let the space double once more before it is capped.
 * Plain JavaScript on Node's built-ins: scripts/server.mjs imports it before Next.js loads.
 */
import { PerformanceObserver } from 'node:perf_hooks'
import v8 from 'node:v8'

/** The young generation's ceiling (both semi-spaces) for the production server. */
export const YOUNG_GENERATION_MAX_MIB = 32

const MIB = 1024 * 1024
const GROWTH_FACTOR = 2

/** The young generation's current size in bytes (V8's `new_space`, both semi-spaces). */
export function youngGenerationBytes() {
  return v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0
}

/**
 * Keeps this process's young generation at or below `maxMiB` from now on (see above). Returns a function that
 * stops doing so and lets the space grow as V8 would.
 * @param {number} maxMiB
 */
export function capYoungGeneration(maxMiB = YOUNG_GENERATION_MAX_MIB) {
  const maxBytes = maxMiB * MIB
  let capped = false
  const follow = () => {
    const atCeiling = youngGenerationBytes() >= maxBytes
    if (atCeiling === capped) return
    capped = atCeiling
    v8.setFlagsFromString(`--semi-space-growth-factor=${capped ? 1 : GROWTH_FACTOR}`)
  }
  follow()
  const observer = new PerformanceObserver(follow)
  observer.observe({ entryTypes: ['gc'] })
  return () => {
    observer.disconnect()
    if (capped) v8.setFlagsFromString(`--semi-space-growth-factor=${GROWTH_FACTOR}`)
    capped = false
  }
}
