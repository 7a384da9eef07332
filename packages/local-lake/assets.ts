/**
 * Image and file assets: an upload (`POST /assets/images/:dataset`, `/assets/files/:dataset`) stores the bytes under
 * the assets folder (named by their SHA-1, so the same file is stored once) and creates a `sanity.imageAsset` /
 * `sanity.fileAsset` document. Serving them back (`GET /images/:project/:dataset/:name`, resized and cropped the way
 * Sanity's image pipeline is asked to) is packages/local-lake/dataset/assets.ts, which the site uses too.
 */
import { createHash } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describeImage, imageMetadata, MIME } from './dataset/assets'
import type { SanityDocument } from './dataset/overlay'
import { HttpError } from './errors'

export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024

export type UploadContext = { assetsDir: string; publicOrigin: string; projectId: string; dataset: string }

export async function prepareUpload(
  kind: 'images' | 'files',
  bytes: Buffer,
  filename: string | null,
  contentType: string | undefined,
  ctx: UploadContext,
): Promise<{ name: string; document: SanityDocument }> {
  if (!bytes.length) throw new HttpError(400, 'The upload is empty', 'assetError')
  const sha1 = createHash('sha1').update(bytes).digest('hex')
  const original = filename ? path.basename(filename) : null
  let ext = (original?.split('.').pop() ?? 'bin').toLowerCase().replace(/[^a-z0-9]/g, '') || 'bin'
  let id: string
  let name: string
  let metadata: Record<string, unknown> | undefined
  let mimeType = contentType && /^[\w.+-]+\/[\w.+-]+$/.test(contentType) ? contentType : MIME[ext]
  if (kind === 'images') {
    const image = await describeImage(bytes)
    if (!image) throw new HttpError(400, 'The upload is not an image this server can read', 'assetError')
    ;({ ext, id, name, mimeType } = image)
    metadata = imageMetadata(image)
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
      ...(metadata ? { metadata } : {}),
    },
  }
}
