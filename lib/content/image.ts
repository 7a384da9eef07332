/**
 * Every CMS image on the site goes through here: the URL for each width is built by @sanity/image-url from the
 * image field (asset reference, the editor's crop and hotspot), and next/image's getImageProps turns that into
 * `src`, `srcset` and `sizes` on the server, so a page sends no image code to the browser.
 *
 * Sanity mode: the URLs are Sanity's image CDN. Local mode: the same paths under the site's own origin
 * (`/images/<project>/<dataset>/<file>`, app/images/…/route.ts), which serves the local dataset's assets with the
 * same transformations, so a reader never needs the local lake's port. Every URL asks for `auto=format` (AVIF or
 * WebP when the browser takes them).
 */
import { createImageUrlBuilder } from '@sanity/image-url'
import { getImageProps } from 'next/image'
import { DEFAULT_DATASET, LOCAL_PROJECT_ID } from '@/lib/defaults'
import type { ContentConfig } from './env'
import type { ImageAttrs } from '@/lib/site/image-attrs'

/** An image field as the queries project it (`image{alt, caption, crop, hotspot, asset}`). */
export type CmsImage = {
  alt?: string | null
  caption?: string | null
  asset?: { _ref?: string } | null
  crop?: { top?: number; bottom?: number; left?: number; right?: number } | null
  hotspot?: { x?: number; y?: number } | null
}

const ASSET_REF = /^image-[a-f0-9]+-(\d+)x(\d+)-[a-z0-9]+$/

/** The picture's size after the editor's crop, from the asset id (`image-<sha1>-<w>x<h>-<ext>`); null: no image. */
export function croppedSize(image: CmsImage | null | undefined): { width: number; height: number } | null {
  const match = ASSET_REF.exec(image?.asset?._ref ?? '')
  if (!match) return null
  const crop = image?.crop ?? {}
  const keep = (a = 0, b = 0) => Math.max(0.01, 1 - a - b)
  return {
    width: Math.max(1, Math.round(Number(match[1]) * keep(crop.left, crop.right))),
    height: Math.max(1, Math.round(Number(match[2]) * keep(crop.top, crop.bottom))),
  }
}

/** Where a cover-fitted image is anchored: the editor's hotspot, else the centre. */
export function focalPoint(image: CmsImage | null | undefined): string {
  const { x = 0.5, y = 0.5 } = image?.hotspot ?? {}
  const pct = (n: number) => `${Math.round(Math.min(1, Math.max(0, n)) * 1000) / 10}%`
  return `${pct(x)} ${pct(y)}`
}

type Source = Pick<ContentConfig, 'mode'> & { projectId?: string; dataset?: string }

export function imageUrlBuilder(source: Source) {
  return source.mode === 'sanity'
    ? createImageUrlBuilder({ projectId: source.projectId!, dataset: source.dataset! })
    : // '/' makes the builder's URLs site-relative: /images/local/<dataset>/<file>.
      createImageUrlBuilder({ projectId: LOCAL_PROJECT_ID, dataset: source.dataset ?? DEFAULT_DATASET, baseUrl: '/' })
}

export type { ImageAttrs }

type Options = {
  /** The layout width in CSS pixels, for a fixed-size image (a portrait); its srcset covers 1x and 2x. */
  width?: number
  /** Width over height of the frame the image is cropped to (around the hotspot); default: the picture's own. */
  aspect?: number
  /** The `sizes` attribute of a responsive image; the srcset then covers Next's device widths. */
  sizes?: string
  /** The page's largest paint: fetched at once, with high priority. */
  priority?: boolean
  /** Above the fold but not the largest paint: fetched at once, without taking bandwidth from the page's fonts. */
  eager?: boolean
  quality?: number
}

/**
 * The plain, serialisable attributes of an `<img>` for a CMS image, or null when the field has no usable asset.
 * Plain data, so that a list built on the server (the blog's index) can hand it to any component.
 */
export function cmsImageAttrs(
  source: Source,
  image: CmsImage | null | undefined,
  { width, aspect, sizes, priority = false, eager = false, quality = 75 }: Options,
): ImageAttrs | null {
  const size = croppedSize(image)
  if (!size || !image) return null
  const ratio = aspect ?? size.width / size.height
  const builder = imageUrlBuilder(source)
  const loader = ({ width: w, quality: q }: { width: number; quality?: number }) =>
    builder
      .image(image as Parameters<typeof builder.image>[0])
      .width(w)
      .height(Math.round(w / ratio))
      .fit('crop')
      .auto('format')
      .quality(q ?? quality)
      .url()
  const layoutWidth = width ?? size.width
  const { props } = getImageProps({
    src: image.asset!._ref!,
    loader,
    alt: image.alt ?? '',
    width: layoutWidth,
    height: Math.round(layoutWidth / ratio),
    quality,
    ...(sizes ? { sizes } : {}),
    ...(priority
      ? { loading: 'eager' as const, fetchPriority: 'high' as const }
      : eager
        ? { loading: 'eager' as const }
        : {}),
  })
  return {
    src: props.src,
    srcSet: props.srcSet,
    sizes: props.sizes,
    width: Number(props.width),
    height: Number(props.height),
    alt: props.alt,
    loading: props.loading,
    fetchPriority: props.fetchPriority,
    decoding: props.decoding,
    style: { objectPosition: focalPoint(image) },
  }
}

/** A single absolute URL for a share image (Open Graph, structured data), 1200×630 unless told otherwise. */
export function cmsImageUrl(
  source: Source,
  image: CmsImage | null | undefined,
  siteUrl: string,
  width = 1200,
  height = 630,
): string | null {
  if (!croppedSize(image)) return null
  const builder = imageUrlBuilder(source)
  const url = builder
    .image(image as Parameters<typeof builder.image>[0])
    .width(width)
    .height(height)
    .fit('crop')
    .format('jpg')
    .url()
  return url.startsWith('/') ? new URL(url, siteUrl).toString() : url
}
