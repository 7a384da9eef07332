/**
 * The image metadata Sanity's asset pipeline adds by default beside the dimensions: `lqip` (a low-quality image
 * placeholder, a 20-pixel-wide JPEG as a base64 data URL), `blurHash` (Wolt's BlurHash, `blurhash`) and `palette`
 * (the Vibrant swatches, from `@vibrant/quantizer-mmcq` and `@vibrant/generator-default`, the libraries of
 * node-vibrant). Each is computed from a small copy of the image, so a large upload costs little more.
 */
import { Swatch } from '@vibrant/color'
import { DefaultGenerator } from '@vibrant/generator-default'
import { MMCQ } from '@vibrant/quantizer-mmcq'
import { encode } from 'blurhash'
import sharp from 'sharp'

/** The metadata fields a caller may ask for with `meta=` (Sanity's names); these three are the default. */
export const DEFAULT_IMAGE_META = ['lqip', 'blurhash', 'palette'] as const

type SwatchJson = {
  _type: 'sanity.imagePaletteSwatch'
  background: string
  foreground: string
  population: number
  title: string
}

/** The width of the `lqip` image, as Sanity's. */
const LQIP_WIDTH = 20
/** The side of the copy the palette and the BlurHash are computed from. */
const SAMPLE_SIDE = 64

function swatchJson(swatch: Swatch, total: number): SwatchJson {
  return {
    _type: 'sanity.imagePaletteSwatch',
    background: swatch.hex,
    foreground: swatch.bodyTextColor,
    // A share of the sampled pixels, in percent.
    population: Math.round((swatch.population / total) * 10_000) / 100,
    title: swatch.titleTextColor,
  }
}

/**
 * The `lqip`, `blurHash` and `palette` of an image (those `meta` names), as Sanity's metadata holds them, and
 * whether it is opaque.
 */
export async function imagePlaceholders(
  bytes: Buffer,
  meta: readonly string[] = DEFAULT_IMAGE_META,
): Promise<Record<string, unknown>> {
  const image = sharp(bytes, { limitInputPixels: 40_000_000 }).rotate()
  // Sanity's `isOpaque` says whether every pixel is opaque (an image may have an alpha channel and use none of it).
  const out: Record<string, unknown> = { isOpaque: (await image.clone().stats()).isOpaque }
  if (meta.includes('lqip')) {
    const lqip = await image
      .clone()
      .resize({ width: LQIP_WIDTH })
      .flatten({ background: '#fff' })
      .jpeg({ quality: 40 })
      .toBuffer()
    out.lqip = `data:image/jpeg;base64,${lqip.toString('base64')}`
  }
  if (!meta.includes('blurhash') && !meta.includes('palette')) return out
  const { data, info } = await image
    .clone()
    .resize({ width: SAMPLE_SIDE, height: SAMPLE_SIDE, fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length)
  if (meta.includes('blurhash')) out.blurHash = encode(pixels, info.width, info.height, 4, 3)
  if (meta.includes('palette')) {
    const swatches = MMCQ(pixels, { colorCount: 64 })
    const total = swatches.reduce((sum, s) => sum + s.population, 0) || 1
    const palette = await DefaultGenerator(swatches)
    const dominant = swatches.reduce<Swatch | undefined>(
      (a, b) => (!a || b.population > a.population ? b : a),
      undefined,
    )
    const named: Record<string, Swatch | null | undefined> = {
      darkMuted: palette.DarkMuted,
      darkVibrant: palette.DarkVibrant,
      dominant,
      lightMuted: palette.LightMuted,
      lightVibrant: palette.LightVibrant,
      muted: palette.Muted,
      vibrant: palette.Vibrant,
    }
    out.palette = {
      _type: 'sanity.imagePalette',
      ...Object.fromEntries(
        Object.entries(named).flatMap(([name, swatch]) => (swatch ? [[name, swatchJson(swatch, total)]] : [])),
      ),
    }
  }
  return out
}
