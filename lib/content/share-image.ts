/**
 * The Open Graph / Twitter image of a guide or post: its own picture cropped to 1200×630 around the editor's
 * hotspot, or, without one, the title card generated for it (app/share/[kind]/[slug]/route.tsx).
 */
import type { Metadata } from 'next'
import { cmsImageUrl, type CmsImage } from './image'
import type { ContentConfig } from './env'
import { routes } from '@/lib/site/routes'

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const
type ShareImage = { url: string; width: number; height: number; alt: string }

export function shareImageMetadata(
  config: Pick<ContentConfig, 'mode'> & { projectId?: string; dataset?: string },
  image: CmsImage | null | undefined,
  base: string,
  kind: 'guide' | 'post',
  slug: string,
  title: string,
): { openGraph: { images: ShareImage[] }; twitter: NonNullable<Metadata['twitter']>; url: string } {
  const own = cmsImageUrl(config, image, base, SHARE_IMAGE_SIZE.width, SHARE_IMAGE_SIZE.height)
  const url = own ?? new URL(routes.shareImage(kind, slug), base).toString()
  const alt = (own && image?.alt) || title
  const images = [{ url, ...SHARE_IMAGE_SIZE, alt }]
  return { openGraph: { images }, twitter: { card: 'summary_large_image', images }, url }
}
