export type CacheEntry = {
  lastModified: number
  value: unknown
  cacheControl?: { revalidate: number | false; expire?: number }
}
export function encodeEntry(entry: CacheEntry): Buffer
export function decodeEntry(bytes: Buffer | string | null | undefined): CacheEntry | null
export function pageTags(value: unknown): string[]
