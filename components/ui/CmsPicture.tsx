import type { EditAttributes } from '@/lib/content/edit-attributes'
import type { ImageAttrs } from '@/lib/content/image'

/** `edit`: the image field's click-to-edit attribute in the Preview tool (none on a reader's page). */
type Props = { image: ImageAttrs; className?: string; edit?: EditAttributes }

/**
 * A CMS image from attributes built on the server (lib/content/image.ts): a plain `<img>` with next/image's srcset,
 * sizes and intrinsic size, so the layout never shifts and no image code reaches the browser.
 */
export function CmsPicture({ image, className, edit }: Props) {
  // eslint-disable-next-line @next/next/no-img-element -- the attributes are next/image's, from getImageProps
  return <img {...image} alt={image.alt} className={className} {...edit} />
}
