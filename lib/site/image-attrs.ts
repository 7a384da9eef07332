/**
 * The attributes of a picture's `<img>` (components/ui/CmsPicture.tsx): what lib/content/image.ts makes of a CMS image,
 * and what a feature's own types (a post card's cover) carry without reading the CMS themselves.
 */
export type ImageAttrs = {
  src: string
  srcSet?: string
  sizes?: string
  width?: number
  height?: number
  alt: string
  loading?: 'eager' | 'lazy'
  fetchPriority?: 'high' | 'low' | 'auto'
  decoding?: 'async' | 'sync' | 'auto'
  style?: Record<string, string>
}
