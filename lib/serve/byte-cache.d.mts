/** Values are byte buffers, or anything with a byte `length` (a kept response with its body). */
export declare class ByteCache<T extends { length: number } = Buffer> {
  constructor(limits: { maxBytes: number; maxEntryBytes: number; maxEntries?: number })
  readonly maxBytes: number
  readonly maxEntries: number
  readonly maxEntryBytes: number
  bytes: number
  readonly entries: Map<string, T>
  get(key: string): T | undefined
  peek(key: string): T | undefined
  set(key: string, value: T): boolean
  delete(key: string): void
  clear(): void
  get size(): number
}
/** The chunks copied into one buffer of exactly their size (not a block of Node's shared pool). */
export declare function ownBuffer(chunks: Buffer[], size: number): Buffer
