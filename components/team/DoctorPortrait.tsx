import { initials } from '@/lib/booking/booking'
import { imageSource } from '@/lib/content/image'

type Props = {
  name: string | null
  src: string | null
  alt: string | null
  size: number
  /** Above the fold on its page: load at once instead of lazily. */
  priority?: boolean
}

/** The doctor's picture from the CMS, or an initials avatar when there is none that the site may show. */
export function DoctorPortrait({ name, src, alt, size, priority = false }: Props) {
  const url = imageSource(src)
  if (!url)
    return (
      <span
        role="img"
        aria-label={`Initials of ${name ?? 'the doctor'}`}
        style={{ width: size, height: size }}
        className="inline-flex shrink-0 items-center justify-center rounded-full bg-brand-700 text-2xl font-semibold text-white"
      >
        {initials(name)}
      </span>
    )
  return (
    // eslint-disable-next-line @next/next/no-img-element -- small local SVG illustrations: nothing for the image optimiser to do
    <img
      src={url}
      alt={alt ?? `Portrait of ${name ?? 'the doctor'}`}
      width={size}
      height={size}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      className="shrink-0 rounded-xl bg-slate-100"
    />
  )
}
