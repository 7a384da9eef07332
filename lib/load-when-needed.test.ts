import { describe, expect, it, vi } from 'vitest'
import { loadWhenNeeded } from '@/lib/load-when-needed'

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('loadWhenNeeded', () => {
  it('hands out a promise at once but downloads only after the first need, and only once', async () => {
    const load = vi.fn(async () => 'code')
    const loader = loadWhenNeeded(load)
    const first = loader.get()
    let settled = false
    void first.then(() => (settled = true))
    await tick()
    expect(load).not.toHaveBeenCalled()
    expect(settled).toBe(false)
    loader.need()
    loader.need()
    expect(await first).toBe('code')
    expect(await loader.get()).toBe('code')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries a failed download again on the next get', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('code')
    const loader = loadWhenNeeded(load)
    loader.need()
    await expect(loader.get()).rejects.toThrow('offline')
    expect(await loader.get()).toBe('code')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
