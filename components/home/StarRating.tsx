import { Star } from 'lucide-react'
import type { EditAttributes } from '@/lib/content/edit-attributes'
import type { Lang } from '@/lib/site/languages'

const RATED: Readonly<Record<Lang, (rating: number) => string>> = {
  en: (rating) => `Rated ${rating} out of 5`,
  es: (rating) => `Calificación: ${rating} de 5`,
}

/**
 * Filled stars for a rating out of 5, read as one phrase ("Rated 5 out of 5"). `edit`: the rating field's
 * click-to-edit attribute in the Preview tool.
 */
export function StarRating({ rating, edit, lang = 'en' }: { rating: number; edit?: EditAttributes; lang?: Lang }) {
  const clamped = Math.min(5, Math.max(0, Number.isFinite(rating) ? rating : 0))
  const value = Math.round(clamped)
  return (
    <span role="img" aria-label={RATED[lang](clamped)} className="flex gap-0.5" {...edit}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={`size-5 ${i < value ? 'fill-amber-400 text-amber-500' : 'fill-none text-gray-400'}`}
        />
      ))}
    </span>
  )
}
