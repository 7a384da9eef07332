import { describe, expect, it, vi } from 'vitest'
import { CHUNK_RELOAD_WINDOW_MS, isChunkLoadError, reloadOnceForChunkError } from '@/lib/site/chunk-reload'

function fakeWindow(path = '/about') {
  const store = new Map<string, string>()
  return {
    location: { pathname: path, reload: vi.fn() },
    sessionStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    },
  }
}

const chunkError = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' })

describe('chunk load errors', () => {
  it('recognises webpack, Turbopack and native dynamic-import failures', () => {
    expect(isChunkLoadError(chunkError)).toBe(true)
    expect(isChunkLoadError(new Error('Failed to fetch dynamically imported module: /_next/static/chunks/a.js'))).toBe(
      true,
    )
    expect(isChunkLoadError(new Error('Loading CSS chunk app-page failed'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
  })

  it('reloads once, then not again for the same page within the window', () => {
    const win = fakeWindow()
    const now = 1_000_000
    expect(reloadOnceForChunkError(chunkError, win as never, now)).toBe(true)
    expect(reloadOnceForChunkError(chunkError, win as never, now + 1_000)).toBe(false)
    expect(win.location.reload).toHaveBeenCalledTimes(1)
    expect(reloadOnceForChunkError(chunkError, win as never, now + CHUNK_RELOAD_WINDOW_MS + 1)).toBe(true)
  })

  it('never reloads for other errors', () => {
    const win = fakeWindow()
    expect(reloadOnceForChunkError(new TypeError('x is undefined'), win as never)).toBe(false)
    expect(win.location.reload).not.toHaveBeenCalled()
  })

  it('does not reload when storage is blocked, so a loop is impossible', () => {
    const win = fakeWindow()
    win.sessionStorage.getItem = () => {
      throw new Error('SecurityError')
    }
    expect(reloadOnceForChunkError(chunkError, win as never)).toBe(false)
    expect(win.location.reload).not.toHaveBeenCalled()
  })
})
