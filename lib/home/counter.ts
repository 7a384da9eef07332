/**
 * The impact-stats counters: how a number is written, and where the count-up is after some time.
 * Spec: values of 1,000 or more show as K with one decimal, 1,000,000 or more as M; the count runs from 0 to
 * the target over 2000 ms with ease-out once the band is at least 30% visible.
 */
export const COUNTER_DURATION_MS = 2000
export const COUNTER_VISIBLE_THRESHOLD = 0.3

const ONE_DECIMAL = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })
const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

/**
 * 999 -> "999", 1,200 -> "1.2K", 2,500,000 -> "2.5M". A value that rounds up to the next unit is written in it
 * (999,999 -> "1.0M", not "1000.0K"), as compact number formats do.
 */
export function formatCompact(value: number): string {
  if (!Number.isFinite(value)) return '0'
  const sign = value < 0 ? '-' : ''
  const n = Math.abs(value)
  const thousands = Math.round(n / 100) / 10 // rounded to one decimal, in K
  if (thousands >= 1000) return `${sign}${ONE_DECIMAL.format(n / 1_000_000)}M`
  if (Math.round(n) >= 1000) return `${sign}${ONE_DECIMAL.format(thousands)}K`
  return `${sign}${WHOLE.format(Math.round(n))}`
}

/** "2.5M+", "98%": the number as the counter shows it, with the stat's suffix. */
export function formatStat(value: number, suffix: string | null | undefined = ''): string {
  return `${formatCompact(value)}${suffix ?? ''}`
}

/** Ease-out (cubic): fast at first, settling gently on the target. */
export function easeOutCubic(progress: number): number {
  const t = Math.min(1, Math.max(0, Number.isFinite(progress) ? progress : 1))
  return 1 - (1 - t) ** 3
}

/** The counter's value `elapsedMs` after it started; exactly the target from `durationMs` on. */
export function countUpValue(target: number, elapsedMs: number, durationMs = COUNTER_DURATION_MS): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return target
  return target * easeOutCubic(elapsedMs / durationMs)
}
