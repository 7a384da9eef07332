import type { IncomingMessage, ServerResponse } from 'node:http'

export declare const SEARCH_PATH: string
export declare const SEARCH_CACHE_LIMITS: Readonly<{
  maxEntries: number
  maxBytes: number
  maxEntryBytes: number
  maxAgeMs: number
}>
export declare const PUBLISHED_VERSION: unique symbol
export declare function searchCacheKey(
  req: { method?: string; url?: string; headers: Record<string, string | string[] | undefined> },
  coding: string,
): string | null
export declare function createSearchCache(options: {
  checkMs: number
  check?: () => Promise<void>
  limits?: Partial<typeof SEARCH_CACHE_LIMITS>
  now?: () => number
}): {
  serve(req: IncomingMessage, res: ServerResponse): boolean
  invalidate(): void
  stats(): {
    entries: number
    bytes: number
    generation: number
    hits: number
    renders: number
    kept: number
    invalidations: number
    checks: number
  }
}
export declare function createIndexWarmer(options: {
  request: () => Promise<void>
  delayMs?: number
  retryMs?: number
}): { schedule(): void }
