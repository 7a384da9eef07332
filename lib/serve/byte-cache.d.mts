export declare class ByteCache {
  constructor(limits: { maxBytes: number; maxEntryBytes: number })
  readonly maxBytes: number
  readonly maxEntryBytes: number
  bytes: number
  get(key: string): Buffer | undefined
  set(key: string, value: Buffer): boolean
  delete(key: string): void
  get size(): number
}
