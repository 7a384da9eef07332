/**
 * A download that waits until something says it is needed: `get()` can be handed out at once (to a component that
 * asks for its code when it mounts) but starts `load` only after the first `need()`. A failed download is tried
 * again on the next `get()`.
 */
export type LoadWhenNeeded<T> = { get: () => Promise<T>; need: () => void }

export function loadWhenNeeded<T>(load: () => Promise<T>): LoadWhenNeeded<T> {
  let need!: () => void
  const needed = new Promise<void>((resolve) => (need = resolve))
  let loading: Promise<T> | undefined
  const get = () =>
    (loading ??= needed.then(load).catch((error: unknown) => {
      loading = undefined
      throw error
    }))
  return { get, need }
}
