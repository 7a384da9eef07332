/**
 * Assets as Sanity's pipeline returns them, outside in through @sanity/client 8 and 7: image metadata with `lqip`,
 * `blurHash` and `palette` by default (and only what `meta` asks for), the upload's own fields kept, `dpr` honoured
 * by the image "CDN", and file types served with their own content type.
 */
import { decode, isBlurhashValid } from 'blurhash'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { fidelityLake } from './harness'

const t = fidelityLake()

/** A 300 × 200 picture, red on the right, blue on the left. */
async function picture(): Promise<Buffer> {
  const blue = await sharp({ create: { width: 150, height: 200, channels: 3, background: { r: 20, g: 60, b: 200 } } })
    .png()
    .toBuffer()
  return sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 200, g: 30, b: 40 } } })
    .composite([{ input: blue, left: 0, top: 0 }])
    .removeAlpha()
    .png()
    .toBuffer()
}

describe('image assets', () => {
  it('have lqip, blurHash and palette by default, and keep the upload fields (both clients)', async () => {
    const bytes = await picture()
    for (const [n, client] of [t.editor, t.editorV7].entries()) {
      const asset = await client.assets.upload('image', bytes, {
        filename: `poster-${n}.png`,
        title: 'Poster',
        description: 'The film poster',
        creditLine: 'Photo: Example Studio (fictional)',
        label: 'posters',
        source: { name: 'unsplash', id: 'abc123', url: 'https://example.com/abc123' },
      })
      expect(asset).toMatchObject({
        title: 'Poster',
        description: 'The film poster',
        creditLine: 'Photo: Example Studio (fictional)',
        label: 'posters',
        source: { name: 'unsplash', id: 'abc123', url: 'https://example.com/abc123' },
        mimeType: 'image/png',
      })
      type Swatch = { background: string; population: number }
      const metadata = asset.metadata as unknown as {
        lqip: string
        blurHash: string
        palette: Record<string, Swatch> & { _type: string }
      }
      expect(metadata).toMatchObject({
        dimensions: { width: 300, height: 200, aspectRatio: 1.5 },
        hasAlpha: false,
        isOpaque: true,
      })
      // lqip: a JPEG data URL 20 pixels wide, as next/image's blurDataURL takes it.
      expect(metadata.lqip).toMatch(/^data:image\/jpeg;base64,/)
      const lqip = await sharp(Buffer.from(metadata.lqip.split(',')[1] ?? '', 'base64')).metadata()
      expect([lqip.format, lqip.width, lqip.height]).toEqual(['jpeg', 20, 13])
      // blurHash: valid, and it decodes to a picture that is blue on the left and red on the right.
      expect(isBlurhashValid(metadata.blurHash).result).toBe(true)
      const pixels = decode(metadata.blurHash, 8, 4)
      const at = (x: number) => pixels.slice((1 * 8 + x) * 4, (1 * 8 + x) * 4 + 3)
      expect(at(0)[2]).toBeGreaterThan(at(0)[0]!)
      expect(at(7)[0]).toBeGreaterThan(at(7)[2]!)
      // palette: Sanity's swatches, the dominant one blue or red (each half the picture).
      expect(metadata.palette._type).toBe('sanity.imagePalette')
      for (const name of ['dominant', 'vibrant', 'darkVibrant', 'muted', 'lightVibrant'])
        expect(metadata.palette[name]).toMatchObject({
          _type: 'sanity.imagePaletteSwatch',
          background: expect.stringMatching(/^#[0-9a-f]{6}$/),
          foreground: expect.stringMatching(/^#(fff|000)$/),
          title: expect.stringMatching(/^#(fff|000)$/),
          population: expect.any(Number),
        })
      expect(['#143ccb', '#c81e28']).toContain(metadata.palette.dominant?.background)
      expect(metadata.palette.dominant?.population).toBeGreaterThan(40)
    }
  })

  it('hold only the metadata `meta` asks for', async () => {
    const bytes = await sharp({ create: { width: 40, height: 40, channels: 4, background: '#00ff0080' } })
      .png()
      .toBuffer()
    const asset = await t.editor.assets.upload('image', bytes, { extract: ['palette'] })
    const metadata = asset.metadata as Record<string, unknown>
    expect(metadata.palette).toBeDefined()
    expect(metadata).not.toHaveProperty('lqip')
    expect(metadata).not.toHaveProperty('blurHash')
    expect(metadata).toMatchObject({ hasAlpha: true, isOpaque: false })
    // An alpha channel that every pixel leaves opaque: Sanity says hasAlpha and isOpaque both.
    const opaque = await sharp({ create: { width: 40, height: 40, channels: 4, background: '#00ff00ff' } })
      .png()
      .toBuffer()
    const opaqueAsset = await t.editor.assets.upload('image', opaque)
    expect(opaqueAsset.metadata).toMatchObject({ hasAlpha: true, isOpaque: true })
  })

  it('are served at dpr times the asked size (capped at 3)', async () => {
    const asset = await t.editor.assets.upload('image', await picture(), { filename: 'dpr.png' })
    const width = async (search: string) => {
      const res = await fetch(`${t.lake.origin}/${asset.path}?${search}`)
      expect(res.status).toBe(200)
      return (await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width
    }
    expect(await width('w=50')).toBe(50)
    expect(await width('w=50&dpr=2')).toBe(100)
    expect(await width('w=50&dpr=10')).toBe(150)
    expect(await width('w=50&dpr=nonsense')).toBe(50)
  })
})

describe('a corrupt image', () => {
  it('whose header reads but whose pixels do not is 400, not 500', async () => {
    const whole = await picture()
    const cut = whole.subarray(0, Math.floor(whole.length / 2))
    const res = await t.http('/v2025-02-19/assets/images/production?filename=cut.png', {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(cut),
    })
    expect(res.status).toBe(400)
    expect(res.body.error.type).toBe('assetError')
  })
})

describe('file assets', () => {
  it('are recorded and served with their content type, not application/octet-stream', async () => {
    for (const [filename, type] of [
      ['clip.mp4', 'video/mp4'],
      ['table.csv', 'text/csv'],
      ['song.mp3', 'audio/mpeg'],
      ['data.json', 'application/json'],
      ['manual.pdf', 'application/pdf'],
    ]) {
      const res = await t.http(`/v2025-02-19/assets/files/production?filename=${filename}`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream' },
        body: `bytes of ${filename}`,
      })
      expect(res.status).toBe(200)
      expect(res.body.document.mimeType).toBe(type)
      const served = await fetch(`${t.lake.origin}/${res.body.document.path}`)
      expect(served.headers.get('content-type')).toContain(type)
      expect(await served.text()).toBe(`bytes of ${filename}`)
    }
  })
})
