import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { YOUNG_GENERATION_MAX_MIB } from './young-generation.mjs'

const moduleUrl = pathToFileURL(path.join(import.meta.dirname, 'young-generation.mjs')).href

/**
 * The young generation's largest size (MiB) in a fresh Node process doing what a server does: tasks that allocate
 * short- and longer-lived objects, one after another. V8 may let it reach 128 MiB (`--max-semi-space-size=64`, as it
 * chooses on a machine with much memory), so that the uncapped run shows the workload does make it grow.
 */
function largestYoungGeneration(cap: boolean): number {
  const script = `
    import { capYoungGeneration, youngGenerationBytes } from ${JSON.stringify(moduleUrl)}
    if (${cap}) capYoungGeneration()
    let kept = []
    let largest = 0
    for (let task = 0; task < 120; task++) {
      for (let i = 0; i < 40_000; i++) {
        kept.push({ task, i, text: 'row ' + i })
        if (kept.length > 200_000) kept = []
      }
      largest = Math.max(largest, youngGenerationBytes())
      await new Promise((resolve) => setImmediate(resolve))
    }
    console.log(largest / 1024 / 1024)
  `
  const out = execFileSync(process.execPath, ['--max-semi-space-size=64', '--input-type=module', '--eval', script], {
    encoding: 'utf8',
  })
  return Number(out.trim())
}

describe('capYoungGeneration', () => {
  it('stops the young generation growing at its ceiling, where V8 alone lets it grow to 128 MiB', () => {
    const uncapped = largestYoungGeneration(false)
    const capped = largestYoungGeneration(true)
    // Growth doubles the space: uncapped it goes past the ceiling to twice it and more.
    expect(uncapped).toBeGreaterThanOrEqual(2 * YOUNG_GENERATION_MAX_MIB)
    expect(capped).toBeGreaterThan(0)
    // Capped, it stops at the ceiling: V8 may report a few pages more for a moment (pages in transit during a
    // collection, 1-4 MiB here), never another doubling.
    expect(capped).toBeLessThan(1.5 * YOUNG_GENERATION_MAX_MIB)
  })
})
