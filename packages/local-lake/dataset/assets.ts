/**
 * Image and file assets of a local dataset, shared by the local Content Lake (which stores uploads and serves them to
 * the Studio) and the site (which serves the same files to readers under its own origin, so a reader never needs the
 * lake's port). Files are named the way Sanity names them, `<sha1>-<w>x<h>.<ext>`, and looked up in the assets folder
 * beside the dataset, then in the host's seed images folder (LAKE_SEED_IMAGES_DIR, when set), whose files a seed
 * dataset references by that name without copying them.
 *
 * Transformations follow Sanity's image API for the parameters the site and the Studio send: `rect` (the editor's
 * crop), `w`/`h`, `fit`, `q`, `fm` and `auto=format` (AVIF or WebP when the browser accepts them). Every number is
 * bounded, and transformed results are kept in a small cache so that a page's srcset costs one resize per width.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { LRUCache } from 'lru-cache'
import { lookup } from 'mime-types'
import sharp from 'sharp'

const ASSET_NAME = /^[a-f0-9]{40}(?:-\d{1,5}x\d{1,5})?\.[a-z0-9]{1,8}$/
export const MIME: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  tiff: 'image/tiff',
  pdf: 'application/pdf',
}
/** The largest output side: Sanity's own limit is 8192; nothing on this site is shown wider than 2560. */
const MAX_SIDE = 4096
const CACHE_BYTES = 48 * 1024 * 1024

/** The asset folder of a local dataset: LAKE_ASSETS_DIR, else `assets/` beside the dataset file. */
export function assetsDirFor(datasetPath: string, env: Readonly<Record<string, string | undefined>>, cwd: string) {
  return path.resolve(cwd, env.LAKE_ASSETS_DIR?.trim() || path.join(path.dirname(datasetPath), 'assets'))
}

export type ImageAssetInfo = {
  id: string
  name: string
  sha1: string
  ext: string
  mimeType: string
  width: number
  height: number
  hasAlpha: boolean
}

/** What Sanity would call an image: its asset id `image-<sha1>-<w>x<h>-<ext>` and stored name. Null: not an image. */
export async function describeImage(bytes: Buffer): Promise<ImageAssetInfo | null> {
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>
  try {
    meta = await sharp(bytes).metadata()
  } catch {
    return null
  }
  if (!meta.width || !meta.height || !meta.format) return null
  const ext = meta.format === 'jpeg' ? 'jpg' : meta.format === 'heif' ? 'avif' : meta.format
  const sha1 = createHash('sha1').update(bytes).digest('hex')
  return {
    id: `image-${sha1}-${meta.width}x${meta.height}-${ext}`,
    name: `${sha1}-${meta.width}x${meta.height}.${ext}`,
    sha1,
    ext,
    mimeType: MIME[ext] ?? `image/${ext}`,
    width: meta.width,
    height: meta.height,
    hasAlpha: Boolean(meta.hasAlpha),
  }
}

/** Sanity's `metadata` of an image asset document. */
export function imageMetadata(image: ImageAssetInfo) {
  return {
    _type: 'sanity.imageMetadata',
    dimensions: {
      _type: 'sanity.imageDimensions',
      width: image.width,
      height: image.height,
      aspectRatio: image.width / image.height,
    },
    hasAlpha: image.hasAlpha,
    isOpaque: !image.hasAlpha,
  }
}

/** Every file under the folders, by the SHA-1 of its bytes (the seed's images are found this way by their name). */
export function filesBySha1(folders: string[]): Map<string, string> {
  const found = new Map<string, string>()
  const walk = (folder: string) => {
    let entries: string[]
    try {
      entries = readdirSync(folder)
    } catch {
      return
    }
    for (const entry of entries) {
      const file = path.join(folder, entry)
      if (statSync(file).isDirectory()) walk(file)
      else found.set(createHash('sha1').update(readFileSync(file)).digest('hex'), file)
    }
  }
  folders.forEach(walk)
  return found
}

/** The seed's image files by SHA-1, hashed once per folder (a handful of small files). */
const seedIndexes = new Map<string, Map<string, string>>()
function seedIndex(dir: string): Map<string, string> {
  let index = seedIndexes.get(dir)
  if (!index) seedIndexes.set(dir, (index = filesBySha1([dir])))
  return index
}

async function readAsset(name: string, dirs: AssetDirs): Promise<Buffer | null> {
  try {
    return await readFile(path.join(dirs.assetsDir, name))
  } catch {
    const seedFile = dirs.seedImagesDir && seedIndex(dirs.seedImagesDir).get(name.slice(0, 40))
    return seedFile ? readFile(seedFile) : null
  }
}

export type AssetDirs = { assetsDir: string; seedImagesDir: string | undefined }
export type ServedAsset = { body: Buffer; type: string; vary: boolean }

/**
 * Transforms are an anonymous CPU cost (a large AVIF takes a noticeable part of a second: this package's
 * README, "Figures behind the code"): every new parameter combination is a fresh encode, so the work is
 * queued: at most MAX_CONCURRENT_TRANSFORMS run at once (the site's pages keep the other core) and
 * MAX_WAITING_TRANSFORMS wait; a request past that is answered 503 (AssetBusyError), not queued without end. Quality is
 * rounded to a multiple of QUALITY_STEP. Sizes stay exact: a page's width and height attributes match the picture it
 * gets.
 */
const QUALITY_STEP = 5
export const MAX_CONCURRENT_TRANSFORMS = 1
export const MAX_WAITING_TRANSFORMS = 8

export class AssetBusyError extends Error {
  readonly status = 503
  constructor() {
    super('Too many image transforms at once; retry shortly')
    this.name = 'AssetBusyError'
  }
}

let running = 0
const waiting: Array<() => void> = []
async function inTransformSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_TRANSFORMS) {
    if (waiting.length >= MAX_WAITING_TRANSFORMS) throw new AssetBusyError()
    await new Promise<void>((resolve) => waiting.push(resolve))
  }
  running++
  try {
    return await work()
  } finally {
    running--
    waiting.shift()?.()
  }
}

function intParam(search: URLSearchParams, key: string, max = MAX_SIDE, step = 1): number | undefined {
  const n = Number(search.get(key))
  return Number.isInteger(n) && n > 0 ? Math.min(Math.ceil(n / step) * step, max) : undefined
}

/** The output format: `fm` when asked, else with `auto=format` the best the browser accepts, else the original. */
function outputFormat(search: URLSearchParams, accept: string, ext: string): 'avif' | 'webp' | 'jpg' | 'png' | null {
  const fm = search.get('fm')
  if (fm === 'avif' || fm === 'webp' || fm === 'png') return fm
  if (fm === 'jpg' || fm === 'pjpg') return 'jpg'
  if (search.get('auto') === 'format') {
    if (/\bimage\/avif\b/.test(accept)) return 'avif'
    if (/\bimage\/webp\b/.test(accept)) return 'webp'
  }
  return ext === 'jpg' || ext === 'png' || ext === 'webp' || ext === 'avif' ? ext : null
}

/** Transformed images, least recently used out first, within `limit` bytes; one over an eighth of it is not kept. */
export function transformCache(limit: number) {
  return new LRUCache<string, ServedAsset>({
    maxSize: limit,
    maxEntrySize: Math.floor(limit / 8),
    // lru-cache counts whole, positive sizes.
    sizeCalculation: (served) => Math.max(1, served.body.length),
  })
}
const transformed = transformCache(CACHE_BYTES)

/**
 * The stored file for an asset URL's name, transformed for an image request's parameters; null when there is no such
 * asset. `accept` is the request's Accept header (for `auto=format`); `vary` says the answer depends on it.
 */
export async function serveAsset(
  kind: 'images' | 'files',
  name: string,
  search: URLSearchParams,
  dirs: AssetDirs,
  accept = '',
): Promise<ServedAsset | null> {
  if (!ASSET_NAME.test(name)) return null
  const ext = name.split('.').pop() ?? ''
  const type = MIME[ext] ?? (lookup(ext) || 'application/octet-stream')
  if (kind !== 'images' || ext === 'svg' || ext === 'gif') {
    const body = await readAsset(name, dirs)
    return body && { body, type, vary: false }
  }
  const rect = search.get('rect')?.split(',').map(Number)
  const validRect =
    rect && rect.length === 4 && rect.every((n) => Number.isInteger(n) && n >= 0) && rect[2]! > 0 && rect[3]! > 0
      ? (rect as [number, number, number, number])
      : undefined
  // `dpr` (1 to 3, as Sanity's) multiplies the asked size: a 2x screen gets twice the pixels.
  const dprRaw = Number(search.get('dpr') ?? 1)
  const dpr = Number.isFinite(dprRaw) ? Math.min(3, Math.max(1, dprRaw)) : 1
  const scale = (n: number | undefined) => (n ? Math.min(MAX_SIDE, Math.round(n * dpr)) : n)
  const w = scale(intParam(search, 'w'))
  const h = scale(intParam(search, 'h'))
  const q = intParam(search, 'q', 100, QUALITY_STEP)
  const format = outputFormat(search, accept, ext)
  const vary = search.get('auto') === 'format' && !search.get('fm')
  const key = [name, validRect?.join(','), w, h, search.get('fit'), q, format].join('|')
  const cached = transformed.get(key)
  if (cached) return cached
  const body = await readAsset(name, dirs)
  if (!body) return null
  if (!w && !h && !validRect && (format === ext || !format) && !q) return { body, type, vary: false }
  let image = sharp(body, { limitInputPixels: 40_000_000 })
  if (validRect)
    image = image.extract({ left: validRect[0], top: validRect[1], width: validRect[2], height: validRect[3] })
  if (w || h) {
    const fit = search.get('fit') === 'crop' || search.get('fit') === 'min' ? 'cover' : 'inside'
    image = image.resize({ width: w, height: h, fit, withoutEnlargement: true })
  }
  const out = format ?? 'png'
  const quality = q ?? 75
  image =
    out === 'avif'
      ? image.avif({ quality: Math.min(quality, 60), effort: 2 })
      : out === 'webp'
        ? image.webp({ quality })
        : out === 'jpg'
          ? image.jpeg({ quality, mozjpeg: true })
          : image.png()
  try {
    const served = { body: await inTransformSlot(() => image.toBuffer()), type: MIME[out]!, vary }
    transformed.set(key, served)
    return served
  } catch (error) {
    if (error instanceof AssetBusyError) throw error
    // A crop outside the picture (an edited asset): the untransformed file rather than an error.
    return { body, type, vary: false }
  }
}
