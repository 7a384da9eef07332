export type SharedCacheSettings = {
  url: string
  keyPrefix: string
  timeoutMs: number
  connectTimeoutMs: number
  maxEntryBytes: number
  maxTtlSeconds: number
  localBytes: number
}
export type TagState = { stale: number; expired?: number }
export function sharedCacheSettings(env?: Record<string, string | undefined>): SharedCacheSettings | null
export class BoundedLocalCache {
  constructor(maxBytes: number)
  readonly bytes: number
  get(key: string): unknown
  set(key: string, entry: unknown, size: number): void
  delete(key: string): void
}
export function parseTagState(raw: unknown): TagState | undefined
export function formatTagState(state: TagState): string
export function boundedKey(prefix: string, key: string): string
export class SharedStore {
  constructor(settings: SharedCacheSettings, log?: Pick<Console, 'warn'>, options?: SharedStoreOptions)
  readonly available: boolean
  close(): void
  local: BoundedLocalCache
  read(key: string): Promise<Buffer | null | undefined>
  write(key: string, bytes: Buffer, ttlSeconds: number): Promise<boolean>
}
export type SharedStoreOptions = { reportsOutages?: boolean }
export function sharedStore(env?: Record<string, string | undefined>, options?: SharedStoreOptions): SharedStore | null
