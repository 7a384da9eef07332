import { describe, expect, it, vi } from 'vitest'
import { keepStudioOffline, offlineCloudRoute } from './offline-cloud'

const LAKE = 'http://localhost:4100'

describe('the local Studio stays offline', () => {
  it('sends the version check to the lake and refuses intake requests', () => {
    expect(offlineCloudRoute('https://sanity-cdn.com/v1/modules/sanity/latest/%5E5.31.2/t1795451971', LAKE)).toEqual({
      kind: 'lake',
      url: `${LAKE}/v1/modules/sanity/latest/%5E5.31.2/t1795451971`,
    })
    expect(offlineCloudRoute('https://api.sanity.io/vX/intake/feedback', LAKE)).toEqual({ kind: 'refuse' })
    expect(offlineCloudRoute('https://api.sanity.io/vX/intake/tracing', LAKE)).toEqual({ kind: 'refuse' })
  })

  it('leaves every other request alone, including look-alike hosts', () => {
    for (const url of [
      `${LAKE}/v2025-02-19/data/query/production`,
      'https://sanity-cdn.com.evil.example/v1/modules/x',
      'https://evil.example/?https://api.sanity.io/vX/intake/feedback',
      'https://core.sanity-cdn.com/bridge.js',
    ])
      expect(offlineCloudRoute(url, LAKE), url).toEqual({ kind: 'pass' })
  })

  it('wraps fetch once: the version check reaches the lake, feedback never reaches the network', async () => {
    const original = vi.fn(async () => new Response('{}'))
    const target = { fetch: original as unknown as typeof fetch }
    keepStudioOffline(LAKE, target)
    keepStudioOffline(LAKE, target)
    await target.fetch('https://sanity-cdn.com/v1/modules/sanity/latest/%5E5.31.2/t1')
    expect(original).toHaveBeenLastCalledWith(`${LAKE}/v1/modules/sanity/latest/%5E5.31.2/t1`, undefined)
    await expect(target.fetch('https://api.sanity.io/vX/intake/feedback', { method: 'POST' })).rejects.toThrow(
      /does not contact Sanity/,
    )
    await target.fetch(new URL(`${LAKE}/v1/ping`))
    expect(original).toHaveBeenCalledTimes(2)
  })
})
