export const MAX_KEY_SEGMENT_CHARS: number
export const MAX_KEY_CHARS: number
export const DEFAULT_PAGE_CACHE_MAX_MB: number
export function pageCacheMaxBytes(env?: Record<string, string | undefined>): number
export function storable(
  key: string,
  data: { kind?: string; status?: number; data?: { body?: unknown } } | null | undefined,
): boolean
export class DiskBudget {
  constructor(maxBytes: number)
  maxBytes: number
  bytes: number
  warned: boolean
  admit(key: string, bytes: number): boolean
}
