/**
 * Sanity's Export API (`GET /data/export/:dataset`): every document the caller may read, as one NDJSON stream, in
 * the state they had when the request came (later writes do not show). With the token that is every document,
 * drafts and versions included; without it, the published ones with undotted ids. Documents come first and the
 * asset documents (`sanity.imageAsset`, `sanity.fileAsset`, whose `url` the export tooling downloads) after them,
 * each group by `_id`. `types=a,b` keeps only those `_type`s. Cursor mode (`nextCursor`, sent empty to start) answers
 * one page and ends it with `{"nextCursor": "…"}` when more remain, as `@sanity/export`'s `mode: 'cursor'` reads it.
 */
import type { ServerResponse } from 'node:http'
import type { SanityDocument } from '../dataset/overlay'
import { isPrivateId } from '../dataset/ids'
import { HttpError } from '../errors'
import { ANSWERED, requireDataset, type LakeContext, type Route } from '../http'

/** Documents per answer in cursor mode (Sanity's pages are 30 seconds of streaming; a count is steadier here). */
export const EXPORT_PAGE_SIZE = 1000
const ASSET_TYPES = new Set(['sanity.imageAsset', 'sanity.fileAsset'])

/** Export order: every other document by `_id`, then the asset documents by `_id`. */
function exportOrder(a: SanityDocument, b: SanityDocument): number {
  const assetA = ASSET_TYPES.has(a._type) ? 1 : 0
  const assetB = ASSET_TYPES.has(b._type) ? 1 : 0
  if (assetA !== assetB) return assetA - assetB
  return a._id < b._id ? -1 : a._id > b._id ? 1 : 0
}

function encodeCursor(doc: SanityDocument): string {
  return Buffer.from(JSON.stringify([ASSET_TYPES.has(doc._type) ? 1 : 0, doc._id])).toString('base64url')
}

function decodeCursor(cursor: string): (doc: SanityDocument) => boolean {
  try {
    const [group, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [number, string]
    if ((group !== 0 && group !== 1) || typeof id !== 'string') throw new Error('bad cursor')
    return (doc) => {
      const own = ASSET_TYPES.has(doc._type) ? 1 : 0
      return own > group || (own === group && doc._id > id)
    }
  } catch {
    throw new HttpError(400, 'The "nextCursor" parameter is not a cursor this export gave', 'invalidCursor')
  }
}

/** Writes lines with backpressure; false once the caller went away. */
async function writeLines(res: ServerResponse, lines: Iterable<string>): Promise<boolean> {
  for (const line of lines) {
    if (res.destroyed) return false
    if (!res.write(line + '\n'))
      await new Promise<void>((resolve) => {
        const done = () => {
          res.off('drain', done)
          res.off('close', done)
          resolve()
        }
        res.on('drain', done)
        res.on('close', done)
      })
  }
  return !res.destroyed
}

export function exportRoutes({ config, dataset }: LakeContext): Route[] {
  return [
    {
      name: 'data/export',
      methods: ['GET'],
      pattern: /^\/data\/export\/([^/]+)$/,
      access: { origins: 'site', credentials: 'optional' },
      handler: async (r, m) => {
        requireDataset(config, decodeURIComponent(m[1] ?? ''))
        const types = (r.url.searchParams.get('types') ?? '')
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean)
        const cursor = r.url.searchParams.get('nextCursor')
        const after = cursor ? decodeCursor(cursor) : null
        // The state at the request: the raw view is a fresh array per dataset state, never changed in place.
        let documents = dataset
          .view('raw')
          .filter(
            (doc) =>
              (r.authenticated || !isPrivateId(doc._id)) &&
              (types.length === 0 || types.includes(doc._type)) &&
              (after === null || after(doc)),
          )
          .sort(exportOrder)
        let next: string | null = null
        if (cursor !== null && documents.length > EXPORT_PAGE_SIZE) {
          documents = documents.slice(0, EXPORT_PAGE_SIZE)
          next = encodeCursor(documents[documents.length - 1]!)
        }
        r.res.writeHead(200, {
          ...r.cors,
          'content-type': 'application/x-ndjson; charset=utf-8',
          'cache-control': 'no-store',
        })
        const lines = documents.map((doc) => JSON.stringify(doc))
        if (next !== null) lines.push(JSON.stringify({ nextCursor: next }))
        if (await writeLines(r.res, lines)) r.res.end()
        return ANSWERED
      },
    },
  ]
}
