import { describe, expect, it } from 'vitest'
import { nextRestartDelay, RESTART_BACKOFF } from './supervise'

describe('nextRestartDelay', () => {
  it('restarts soon after a first crash, doubling while it keeps crashing, up to the cap', () => {
    let delay = nextRestartDelay(null, 100)
    const delays = [delay]
    for (let i = 0; i < 6; i++) delays.push((delay = nextRestartDelay(delay, 100)))
    expect(delays).toEqual([500, 1000, 2000, 4000, 8000, 10_000, 10_000])
  })

  it('starts over once the child has run for a healthy while', () => {
    expect(nextRestartDelay(8000, RESTART_BACKOFF.healthyAfterMs)).toBe(500)
  })
})
