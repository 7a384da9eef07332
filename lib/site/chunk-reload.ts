/**
 * After a deploy, an open tab can ask for a route chunk that no longer exists. Reloading fetches the new
 * build; doing it at most once per page within a short window stops a broken deploy from looping forever.
 */
export const CHUNK_RELOAD_KEY = 'chunk-reload'
export const CHUNK_RELOAD_WINDOW_MS = 60_000

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { name, message } = error as { name?: unknown; message?: unknown }
  if (name === 'ChunkLoadError') return true
  return (
    typeof message === 'string' &&
    /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(
      message,
    )
  )
}

type Store = Pick<Storage, 'getItem' | 'setItem'>

/** Records the attempt and says whether to reload; false when this page was already reloaded just now. */
export function claimChunkReload(store: Store, path: string, now: number): boolean {
  // A storage that throws must propagate: without memory of the last attempt a reload could loop.
  const saved = store.getItem(CHUNK_RELOAD_KEY)
  let last: { path?: string; at?: number } = {}
  try {
    last = JSON.parse(saved ?? '{}') as typeof last
  } catch {
    last = {}
  }
  if (last.path === path && typeof last.at === 'number' && now - last.at < CHUNK_RELOAD_WINDOW_MS) return false
  store.setItem(CHUNK_RELOAD_KEY, JSON.stringify({ path, at: now }))
  return true
}

/** Reloads once for a chunk error; returns whether a reload was started. */
export function reloadOnceForChunkError(
  error: unknown,
  win: Pick<Window, 'location' | 'sessionStorage'>,
  now = Date.now(),
): boolean {
  if (!isChunkLoadError(error)) return false
  let allowed = false
  try {
    allowed = claimChunkReload(win.sessionStorage, win.location.pathname, now)
  } catch {
    allowed = false // storage blocked: never risk a loop
  }
  if (allowed) win.location.reload()
  return allowed
}
