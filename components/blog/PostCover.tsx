import { HeartPulse } from '@/components/ui/post-icons'
import { CmsPicture } from '@/components/ui/CmsPicture'
import type { EditAttributes } from '@/lib/content/edit-attributes'
import type { ImageAttrs } from '@/lib/content/image'

type Props = {
  cover: ImageAttrs | null
  category?: string | null
  className?: string
  /** The fallback's frame: a post page uses a slim band, so that a post without a cover starts near the top. */
  fallbackFrame?: string
  /** The cover field's click-to-edit attribute in the Preview tool. */
  edit?: EditAttributes
}

/**
 * A post's 16:9 cover, or, for a post without one, a designed panel in the site's colours (decorative: it repeats
 * nothing a reader needs, so assistive technology skips it). The frame's ratio is fixed: nothing shifts as it loads.
 */
export function PostCover({ cover, category, className = '', fallbackFrame = 'aspect-video', edit }: Props) {
  return (
    <div
      className={`relative overflow-hidden bg-brand-50 ${cover ? 'aspect-video' : fallbackFrame} ${className}`}
      {...edit}
    >
      {cover ? (
        <CmsPicture image={cover} className="absolute inset-0 size-full object-cover" />
      ) : (
        <div
          aria-hidden="true"
          data-cover-fallback
          className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-gradient-to-br from-brand-100 via-brand-50 to-white text-brand-700"
        >
          <HeartPulse className="size-10" strokeWidth={1.5} />
          {category && <span className="text-sm font-semibold tracking-wide uppercase">{category}</span>}
        </div>
      )}
    </div>
  )
}
