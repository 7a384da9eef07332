import type { ImageAttrs } from '@/lib/content/image'

type Props = { image: ImageAttrs; className?: string }

/**
 * A CMS image from attributes built on the server (lib/content/image.ts): a plain `<img>` with next/image's srcset,
 * sizes and intrinsic size, so the layout never shifts and no image code reaches the browser.
 */
export function CmsPicture({ image, className }: Props) {
  // eslint-disable-next-line @next/next/no-img-element -- the attributes are next/image's, from getImageProps
  return <img {...image} alt={image.alt} className={className} />
}
