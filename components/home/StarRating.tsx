import { Star } from '@/components/ui/icons'
import type { EditAttributes } from '@/lib/content/edit-attributes'
import { fill } from '@/lib/site/interface-text'

/**
 * Filled stars for a rating out of 5, read as one phrase ("Rated 5 out of 5"). `label`: that phrase with {rating}
 * for the rating, the medical team's words (`ratingLabel`, "Interface words: Medical team"). `edit`: the rating
 * field's click-to-edit attribute in the Preview tool.
 */
export function StarRating({ rating, label, edit }: { rating: number; label: string; edit?: EditAttributes }) {
  const clamped = Math.min(5, Math.max(0, Number.isFinite(rating) ? rating : 0))
  const value = Math.round(clamped)
  // The rating in plain figures ("4.5"), as JavaScript writes the number, in both languages.
  return (
    <span role="img" aria-label={fill(label, { rating: clamped })} className="flex gap-0.5" {...edit}>
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
