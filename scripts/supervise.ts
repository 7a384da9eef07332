/**
 * When to restart a child that stopped (the local Content Lake under `npm run start`): soon after a crash, later
 * after each crash in a row, and soon again once it has run for a while. Pure, so the policy is unit-tested.
 */
export const RESTART_BACKOFF = { firstMs: 500, maxMs: 10_000, healthyAfterMs: 60_000 } as const

/** The delay before the next start, given the last delay and how long the child ran this time. */
export function nextRestartDelay(previousMs: number | null, ranForMs: number, policy = RESTART_BACKOFF): number {
  if (previousMs === null || ranForMs >= policy.healthyAfterMs) return policy.firstMs
  return Math.min(previousMs * 2, policy.maxMs)
}
