/**
 * Security probe M4: one 15 KB address wrote 55 KB of log, and 300 anonymous requests 50 KB. Whatever Next.js or the
 * server logs now goes through this budget: a message is cut to its maximum, and a flood past the budget per minute is
 * dropped, then summed up in one line.
 */
import { describe, expect, it } from 'vitest'
import { createLogBudget, cutMessage, LOG_MESSAGE_MAX_BYTES, logBytesPerMinute } from './log-budget.mjs'

describe('log budget', () => {
  it('the probe’s 15 KB address, logged three times over, leaves at most one cut message per write', () => {
    const budget = createLogBudget({ bytesPerMinute: 64 * 1024, now: () => 0 })
    const line = `Failed to update prerender cache for /blog/${'b'.repeat(15000)} ENAMETOOLONG ${'/blog/' + 'b'.repeat(15000)}\n`
    const written = budget.admit(line)!
    expect(Buffer.byteLength(written)).toBeLessThanOrEqual(LOG_MESSAGE_MAX_BYTES + 40)
    expect(written).toMatch(/bytes cut\]\n$/)
  })

  it('a flood of error lines stays within the budget per minute, then says what it dropped', () => {
    let t = 0
    const budget = createLogBudget({ bytesPerMinute: 8192, now: () => t })
    let bytes = 0
    for (let i = 0; i < 300; i++)
      bytes += Buffer.byteLength(
        budget.admit(`TypeError: 'TRACE' HTTP method is unsupported ${i}\n${'    at x (y.js:1:1)\n'.repeat(20)}`) ?? '',
      )
    expect(bytes).toBeLessThanOrEqual(8192)
    t += 60_000
    const next = budget.admit('back to normal\n')!
    expect(next).toMatch(/^\[log budget: \d+ message\(s\), \d+ bytes, dropped/)
    expect(next).toMatch(/back to normal\n$/)
  })

  it('cuts on a character boundary, and the setting is checked', () => {
    expect(cutMessage('é'.repeat(10), 5)).toMatch(/^éé … \[16 bytes cut\]\n$/)
    expect(logBytesPerMinute({})).toEqual({ value: 65536 })
    expect(logBytesPerMinute({ LOG_BYTES_PER_MINUTE: 'lots' })).toHaveProperty('problem')
    expect(logBytesPerMinute({ LOG_BYTES_PER_MINUTE: '100' })).toHaveProperty('problem')
  })
})
