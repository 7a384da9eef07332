import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'

const dataset = path.resolve(import.meta.dirname, '../../studio/seed/dataset.ndjson')

// Next bundles pages and route handlers separately, so one server process holds several copies of these modules.
// Each fresh import below stands for one such copy: they must share one parse of the dataset and one blog index.
describe('process-wide content caches', () => {
  it('parses the dataset once for every copy of the local backend', async () => {
    vi.resetModules()
    const first = await import('@/lib/content/local')
    vi.resetModules()
    const second = await import('@/lib/content/local')
    expect(second).not.toBe(first)
    const a = await first.loadLocalDataset(dataset, 'published')
    const b = await second.loadLocalDataset(dataset, 'published')
    expect(b).toBe(a)
  })

  it('builds the blog index once for every copy of the blog module', async () => {
    vi.doMock('next/headers', () => ({ draftMode: async () => ({ isEnabled: false }) }))
    vi.doMock('next/cache', () => ({ unstable_cache: (fn: () => unknown) => fn }))
    vi.resetModules()
    const first = await import('@/lib/content/blog')
    vi.resetModules()
    const second = await import('@/lib/content/blog')
    expect(second).not.toBe(first)
    const a = await first.getBlogIndex()
    expect(a.posts).toHaveLength(8)
    expect(await second.getBlogIndex()).toBe(a)
  })
})
