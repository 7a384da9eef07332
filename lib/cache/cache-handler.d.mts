import type { TagState } from './shared-store.mjs'
export function mergeTagState(tag: string, remote: TagState): void
export function revalidationState(durations?: { expire?: number }, now?: number): TagState
declare const CacheHandler: unknown
export default CacheHandler
