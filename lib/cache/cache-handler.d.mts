import type { TagState } from './shared-store.mjs'
export function mergeTagState(tag: string, remote: TagState): void
declare const CacheHandler: unknown
export default CacheHandler
