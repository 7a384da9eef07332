/**
 * Assets: an upload is stored and recorded, and served back resized by the public file "CDN".
 * Contract tests through the real @sanity/client (the same client the Studio uses), against a lake on a temporary
 * copy of the seed (test-support/lake.ts).
 */
import type { SanityClient } from '@sanity/client'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { testLake } from '../test-support/lake'

const t = testLake()
let editor: SanityClient
beforeAll(() => {
  ;({ editor } = t)
})
const { onDisk } = t

describe('local Content Lake: assets', () => {
  it('stores an uploaded image under the assets folder and serves it back, resized', async () => {
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#336699' } })
      .png()
      .toBuffer()
    const asset = await editor.assets.upload('image', png, { filename: 'blue.png' })
    expect(asset).toMatchObject({
      _type: 'sanity.imageAsset',
      extension: 'png',
      metadata: { dimensions: { width: 40, height: 20 } },
    })
    expect(asset.url).toMatch(/^http:\/\/localhost:\d+\/images\/local\/production\/[0-9a-f]{40}-40x20\.png$/)
    const served = await fetch(asset.url.replace('http://localhost', 'http://127.0.0.1') + '?w=10')
    expect(served.headers.get('content-type')).toBe('image/png')
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
    expect([meta.width, meta.height]).toEqual([10, 5])
    expect(onDisk(asset._id)?._type).toBe('sanity.imageAsset')
  })
})
