import type { Page } from '@playwright/test'

/**
 * The bound both no-shift tests hold a page to: a thousandth in all, a hundredth of the 0.1 that counts as a good
 * CLS. A loaded 2-core CI machine once moved the header's text by a fraction of a pixel ("A HealthWise Hub"), which
 * no reader sees; anything a reader could see is far above it.
 */
export const NO_SHIFT = 0.001

/** Records every layout shift not caused by input from the page's first paint on; call before `goto`. */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: Array<{ value: number; line: string }> }
    w.shifts = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node?: Node | null }> }
      >)
        if (!entry.hadRecentInput)
          w.shifts.push({
            value: entry.value,
            line: `${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${entry.sources
              .map((s) => `${s.node?.nodeName} "${s.node?.textContent?.slice(0, 40)}"`)
              .join(', ')}`,
          })
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The shifts recorded so far: their sum, and one line per shift naming what moved (for the failure message). */
export async function layoutShifts(page: Page) {
  const shifts = await page.evaluate(
    () => (window as unknown as { shifts: Array<{ value: number; line: string }> }).shifts,
  )
  return { total: shifts.reduce((sum, s) => sum + s.value, 0), report: shifts.map((s) => s.line).join('\n') }
}
