import type { TagState } from './shared-store.mjs'
type Entry = { lastModified: number; value: unknown; cacheControl?: { revalidate: number | false; expire?: number } }
export function revalidationState(durations?: { expire?: number }, now?: number): { stale: number; expired: number }
export const PAGE_SETTINGS: string[]
export const sourceHash: () => string
export function tagHashKey(store: { settings: { keyPrefix: string } }): string
export function recordRevalidation(
  tags: string[],
  durations: { expire: number },
  env?: Record<string, string | undefined>,
): Promise<boolean>
export function mergeTagState(tag: string, state: TagState): void
export function tagVerdict(tags: string[], lastModified: number, now?: number): 'expired' | 'stale' | 'fresh'
export function asServed<E extends Entry>(
  entry: E,
  verdict: 'expired' | 'stale' | 'fresh',
  revalidateSeconds: number | false | undefined,
  now?: number,
): E | null
export function isRedirectWithoutTarget(value: unknown): boolean
declare class CacheHandler {
  constructor(options: { serverDistDir?: string; [key: string]: unknown })
  get(key: string, ctx: Record<string, unknown>): Promise<Entry | null>
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>
  resetRequestCache(): void
}
export default CacheHandler
