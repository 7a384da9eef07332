/**
 * Image and file assets: an upload (`POST /assets/images/:dataset`, `/assets/files/:dataset`) stores the bytes under
 * the assets folder (named by their SHA-1, so the same file is stored once) and creates a `sanity.imageAsset` /
 * `sanity.fileAsset` document; `GET /images/:project/:dataset/:name` serves them back, resized for `w`/`h` and
 * cropped for `rect` the way Sanity's image pipeline is asked to.
 */
import { createHash } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import type { SanityDocument } from '@/lib/dataset/overlay'
import { HttpError } from './errors'

export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024
const ASSET_NAME = /^[a-f0-9]{40}(?:-\d{1,5}x\d{1,5})?\.[a-z0-9]{1,8}$/
const MIME: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  tiff: 'image/tiff',
  pdf: 'application/pdf',
}

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
    let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>
    try {
      meta = await sharp(bytes).metadata()
    } catch {
      throw new HttpError(400, 'The upload is not an image this server can read', 'assetError')
    }
    if (!meta.width || !meta.height || !meta.format)
      throw new HttpError(400, 'The image has no dimensions', 'assetError')
    ext = meta.format === 'jpeg' ? 'jpg' : meta.format === 'heif' ? 'avif' : meta.format
    mimeType = MIME[ext] ?? `image/${ext}`
    id = `image-${sha1}-${meta.width}x${meta.height}-${ext}`
    name = `${sha1}-${meta.width}x${meta.height}.${ext}`
    metadata = {
      _type: 'sanity.imageMetadata',
      dimensions: {
        _type: 'sanity.imageDimensions',
        width: meta.width,
        height: meta.height,
        aspectRatio: meta.width / meta.height,
      },
      hasAlpha: Boolean(meta.hasAlpha),
      isOpaque: !meta.hasAlpha,
    }
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

function intParam(search: URLSearchParams, key: string, max = 8192): number | undefined {
  const n = Number(search.get(key))
  return Number.isInteger(n) && n > 0 ? Math.min(n, max) : undefined
}

/** The stored file for an asset URL, transformed for an image request's w, h and rect; null when there is none. */
export async function serveAsset(
  kind: 'images' | 'files',
  name: string,
  search: URLSearchParams,
  assetsDir: string,
): Promise<{ body: Buffer; type: string } | null> {
  if (!ASSET_NAME.test(name)) return null
  let body: Buffer
  try {
    body = await readFile(path.join(assetsDir, name))
  } catch {
    return null
  }
  const ext = name.split('.').pop() ?? ''
  const type = MIME[ext] ?? 'application/octet-stream'
  if (kind !== 'images' || ext === 'svg' || ext === 'gif') return { body, type }
  const rect = search.get('rect')?.split(',').map(Number)
  const w = intParam(search, 'w')
  const h = intParam(search, 'h')
  if (!w && !h && !rect) return { body, type }
  let image = sharp(body)
  if (rect && rect.length === 4 && rect.every((n) => Number.isInteger(n) && n >= 0) && rect[2]! > 0 && rect[3]! > 0)
    image = image.extract({ left: rect[0]!, top: rect[1]!, width: rect[2]!, height: rect[3]! })
  if (w || h) {
    const fit = search.get('fit') === 'crop' || search.get('fit') === 'min' ? 'cover' : 'inside'
    image = image.resize({ width: w, height: h, fit, withoutEnlargement: true })
  }
  try {
    return { body: await image.toBuffer(), type }
  } catch {
    return { body, type }
  }
}
