import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ByteCache } from './byte-cache.mjs'
export type CompressResponse = ((req: IncomingMessage, res: ServerResponse) => boolean) & { invalidate: () => void }
export function createCompressor(options: {
  staticDir: string
  brotliQuality?: number
  cache?: ByteCache
  responseMs?: number
}): CompressResponse
