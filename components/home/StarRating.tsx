import { Star } from 'lucide-react'
import type { EditAttributes } from '@/lib/content/edit-attributes'

/**
 * Filled stars for a rating out of 5, read as one phrase ("Rated 5 out of 5"). `edit`: the rating field's
 * click-to-edit attribute in the Preview tool.
 */
export function StarRating({ rating, edit }: { rating: number; edit?: EditAttributes }) {
  const clamped = Math.min(5, Math.max(0, Number.isFinite(rating) ? rating : 0))
  const value = Math.round(clamped)
  return (
    <span role="img" aria-label={`Rated ${clamped} out of 5`} className="flex gap-0.5" {...edit}>
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
