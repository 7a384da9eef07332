import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  AssetBusyError,
  assetsDirFor,
  describeImage,
  MAX_CONCURRENT_TRANSFORMS,
  MAX_WAITING_TRANSFORMS,
  serveAsset,
  transformCache,
  type AssetDirs,
} from './assets'

let dirs: AssetDirs
let name: string
let seedName: string

beforeAll(async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'assets-test-'))
  const seedImagesDir = path.join(root, 'seed-images')
  dirs = { assetsDir: path.join(root, 'assets'), seedImagesDir }
  const png = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#336699' } })
    .png()
    .toBuffer()
  const image = (await describeImage(png))!
  name = image.name
  mkdirSync(dirs.assetsDir, { recursive: true })
  writeFileSync(path.join(dirs.assetsDir, name), png)
  // A seed picture lives under its own name; it is found by its content's SHA-1.
  const seedPng = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#aa0000' } })
    .png()
    .toBuffer()
  mkdirSync(path.join(seedImagesDir, 'sub'), { recursive: true })
  writeFileSync(path.join(seedImagesDir, 'sub', 'red.png'), seedPng)
  seedName = (await describeImage(seedPng))!.name
})

const meta = async (body: Buffer) => sharp(body).metadata()

describe('local image assets', () => {
  it('names an image as Sanity does, and refuses bytes that are not one', async () => {
    expect(name).toMatch(/^[0-9a-f]{40}-400x200\.png$/)
    expect(await describeImage(Buffer.from('<html>not an image</html>'))).toBeNull()
  })

  it('crops to the rect, resizes to w×h, and picks AVIF or WebP from Accept for auto=format', async () => {
    const query = new URLSearchParams('rect=100,0,200,200&w=50&h=50&fit=crop&auto=format')
    const avif = (await serveAsset('images', name, query, dirs, 'image/avif,image/webp,*/*'))!
    expect([avif.type, avif.vary]).toEqual(['image/avif', true])
    expect(await meta(avif.body)).toMatchObject({ width: 50, height: 50 })
    const webp = (await serveAsset('images', name, query, dirs, 'image/webp,*/*'))!
    expect(webp.type).toBe('image/webp')
    const plain = (await serveAsset('images', name, query, dirs, '*/*'))!
    expect(plain.type).toBe('image/png')
  })

  it('never enlarges, and bounds every number it is given', async () => {
    const huge = new URLSearchParams(`w=${'9'.repeat(30)}&h=-4&q=1000&rect=-1,0,1e9,5`)
    const served = (await serveAsset('images', name, huge, dirs))!
    expect(await meta(served.body)).toMatchObject({ width: 400, height: 200 })
    // A crop outside the picture gives the picture, not an error.
    const outside = (await serveAsset('images', name, new URLSearchParams('rect=390,190,100,100&w=20'), dirs))!
    expect(outside.type).toBe('image/png')
  })

  it('an anonymous flood of distinct transforms: a few run, the rest are refused at once (probe L11)', async () => {
    // Qualities 73 and 75 are one transform (and one cache entry), not two encodes.
    const a = await serveAsset('images', name, new URLSearchParams('w=201&q=73&fm=webp'), dirs)
    const b = await serveAsset('images', name, new URLSearchParams('w=201&q=75&fm=webp'), dirs)
    expect(b).toBe(a)
    const flood = Array.from({ length: 30 }, (_, i) =>
      serveAsset('images', name, new URLSearchParams(`w=${16 + i * 8}&q=90&fm=avif`), dirs),
    )
    const settled = await Promise.allSettled(flood)
    const done = settled.filter((s) => s.status === 'fulfilled').length
    const busy = settled.filter((s) => s.status === 'rejected' && s.reason instanceof AssetBusyError).length
    // All 30 arrive within a millisecond or two; one encode takes tens: the queue is full long before it moves.
    expect(done).toBeGreaterThanOrEqual(MAX_CONCURRENT_TRANSFORMS + MAX_WAITING_TRANSFORMS)
    expect(busy).toBeGreaterThan(10)
    expect(done + busy).toBe(30)
    // Once the queue has drained, transforms are served again.
    expect(await serveAsset('images', name, new URLSearchParams('w=48&fm=avif'), dirs)).not.toBeNull()
  })

  it('keeps transformed images within its byte budget, the least recently used out first', () => {
    const served = (bytes: number) => ({ body: Buffer.alloc(bytes), type: 'image/png', vary: false })
    const cache = transformCache(800)
    cache.set('a', served(100))
    cache.set('b', served(100))
    for (let i = 0; i < 6; i++) {
      cache.get('a')
      cache.set(`c${i}`, served(100))
    }
    // Eight entries of 100 fill 800: the oldest untouched ones went, the one read each time stayed.
    expect(cache.calculatedSize).toBe(800)
    expect(cache.has('a')).toBe(true)
    expect(cache.has('b')).toBe(true)
    cache.set('d', served(100))
    expect(cache.has('b')).toBe(false)
    expect(cache.has('a')).toBe(true)
    // One image over an eighth of the budget would push out the others: it is served, not kept.
    cache.set('big', served(101))
    expect(cache.has('big')).toBe(false)
    expect(cache.calculatedSize).toBe(800)
  })

  it('finds the seed pictures by name, and nothing that is not an asset name', async () => {
    const seed = await serveAsset('images', seedName, new URLSearchParams(), dirs)
    expect(await meta(seed!.body)).toMatchObject({ width: 30, height: 30 })
    for (const bad of ['../../etc/passwd', `${'0'.repeat(40)}-1x1.png`, 'x.png', `${seedName}/..`])
      expect(await serveAsset('images', bad, new URLSearchParams(), dirs), bad).toBeNull()
  })

  it('keeps the assets beside the dataset unless LAKE_ASSETS_DIR says otherwise', () => {
    expect(assetsDirFor('/data/x/dataset.ndjson', {}, '/')).toBe('/data/x/assets')
    expect(assetsDirFor('/data/x/dataset.ndjson', { LAKE_ASSETS_DIR: 'files' }, '/srv')).toBe('/srv/files')
  })
})
