import { CmsPicture } from '@/components/ui/CmsPicture'
import { initials } from '@/lib/booking/booking'
import { contentConfig } from '@/lib/content/env'
import type { EditAttributes } from '@/lib/content/edit-attributes'
import { cmsImageAttrs, type CmsImage } from '@/lib/content/image'
import { portraitWords, type PortraitText } from '@/lib/team/words'

type Props = {
  name: string | null
  photo: CmsImage | null
  size: number
  /** Above the fold on its page: load at once instead of lazily (not at high priority: it is not the largest paint). */
  eager?: boolean
  /** The photo field's click-to-edit attribute in the Preview tool. */
  edit?: EditAttributes
  /** The names screen readers hear (getInterfaceText('team', lang); the whole team text will do). */
  text: PortraitText
}

/** The doctor's picture from the CMS, cropped square around the editor's hotspot, or an initials avatar without one. */
export function DoctorPortrait({ name, photo, size, eager = false, edit, text }: Props) {
  const words = portraitWords(text)
  const image = cmsImageAttrs(contentConfig(), photo, { width: size, aspect: 1, eager })
  if (!image)
    return (
      <span
        role="img"
        aria-label={words.initialsOf(name)}
        style={{ width: size, height: size }}
        className="inline-flex shrink-0 items-center justify-center rounded-full bg-brand-700 text-2xl font-semibold text-white"
        {...edit}
      >
        {initials(name)}
      </span>
    )
  return (
    <CmsPicture
      image={{ ...image, alt: photo?.alt || words.portraitOf(name) }}
      className="shrink-0 rounded-xl bg-slate-100 object-cover"
      edit={edit}
    />
  )
}
