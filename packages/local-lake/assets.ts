/**
 * Image and file assets: an upload (`POST /assets/images/:dataset`, `/assets/files/:dataset`) stores the bytes under
 * the assets folder (named by their SHA-1, so the same file is stored once) and creates a `sanity.imageAsset` /
 * `sanity.fileAsset` document. Serving them back (`GET /images/:project/:dataset/:name`, resized and cropped the way
 * Sanity's image pipeline is asked to) is packages/local-lake/dataset/assets.ts, which the site uses too.
 */
import { createHash } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { lookup } from 'mime-types'
import { describeImage, imageMetadata, MIME } from './dataset/assets'
import { DEFAULT_IMAGE_META, imagePlaceholders } from './dataset/image-placeholders'
import type { SanityDocument } from './dataset/overlay'
import { HttpError } from './errors'

export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024

export type UploadContext = { assetsDir: string; publicOrigin: string; projectId: string; dataset: string }

/** At most this many characters of a text field of an upload are kept (a label, a title, a credit line…). */
const MAX_UPLOAD_FIELD = 2000

/**
 * The asset document fields an upload request may set, as @sanity/client sends them in the query string: `label`,
 * `title`, `description`, `creditLine`, and `source` (`sourceName`, `sourceId`, `sourceUrl`); and the image
 * metadata asked for (`meta`; default lqip, blurhash and palette; `none` for none).
 */
export function uploadFields(search: URLSearchParams): { fields: Record<string, unknown>; meta: string[] } {
  const text = (name: string) => {
    const value = search.get(name)
    return value ? value.slice(0, MAX_UPLOAD_FIELD) : undefined
  }
  const fields: Record<string, unknown> = {}
  for (const name of ['label', 'title', 'description', 'creditLine']) {
    const value = text(name)
    if (value !== undefined) fields[name] = value
  }
  const [sourceName, sourceId, sourceUrl] = [text('sourceName'), text('sourceId'), text('sourceUrl')]
  if (sourceName || sourceId || sourceUrl) fields.source = { name: sourceName, id: sourceId, url: sourceUrl }
  const asked = search
    .getAll('meta')
    .flatMap((m) => m.split(','))
    .map((m) => m.trim().toLowerCase())
    .filter(Boolean)
  return { fields, meta: asked.length ? asked : [...DEFAULT_IMAGE_META] }
}

export async function prepareUpload(
  kind: 'images' | 'files',
  bytes: Buffer,
  filename: string | null,
  contentType: string | undefined,
  ctx: UploadContext,
  upload: { fields: Record<string, unknown>; meta: string[] } = { fields: {}, meta: [...DEFAULT_IMAGE_META] },
): Promise<{ name: string; document: SanityDocument }> {
  if (!bytes.length) throw new HttpError(400, 'The upload is empty', 'assetError')
  const sha1 = createHash('sha1').update(bytes).digest('hex')
  const original = filename ? path.basename(filename) : null
  let ext = (original?.split('.').pop() ?? 'bin').toLowerCase().replace(/[^a-z0-9]/g, '') || 'bin'
  let id: string
  let name: string
  let metadata: Record<string, unknown> | undefined
  let mimeType =
    contentType && /^[\w.+-]+\/[\w.+-]+$/.test(contentType) && contentType !== 'application/octet-stream'
      ? contentType
      : MIME[ext] || lookup(ext) || undefined
  if (kind === 'images') {
    const image = await describeImage(bytes)
    if (!image) throw new HttpError(400, 'The upload is not an image this server can read', 'assetError')
    ;({ ext, id, name, mimeType } = image)
    let placeholders: Record<string, unknown>
    try {
      placeholders = await imagePlaceholders(bytes, upload.meta)
    } catch (error) {
      // Its header read but its pixels do not (a truncated or corrupt file): the caller's file, not a 500.
      throw new HttpError(
        400,
        `The image cannot be decoded: ${String((error as Error).message).slice(0, 200)}`,
        'assetError',
      )
    }
    metadata = { ...imageMetadata(image), ...placeholders }
  } else {
    id = `file-${sha1}-${ext}`
    name = `${sha1}.${ext}`
  }
  await mkdir(ctx.assetsDir, { recursive: true })
  await writeFile(path.join(ctx.assetsDir, name), bytes)
  const assetPath = `${kind}/${ctx.projectId}/${ctx.dataset}/${name}`
  return {
    name,
    document: {
      _id: id,
      _type: kind === 'images' ? 'sanity.imageAsset' : 'sanity.fileAsset',
      assetId: sha1,
      sha1hash: sha1,
      extension: ext,
      mimeType: mimeType ?? 'application/octet-stream',
      size: bytes.length,
      originalFilename: original ?? name,
      path: assetPath,
      url: `${ctx.publicOrigin}/${assetPath}`,
      ...upload.fields,
      ...(metadata ? { metadata } : {}),
    },
  }
}
