import { BadgeCheck, FlaskConical, History, PencilLine } from 'lucide-react'
import type { ReviewClaim } from '@/lib/medical/review'
import type { Lang } from '@/lib/site/languages'

const WORDS: Readonly<
  Record<Lang, Record<'draft' | 'changed' | 'sample', string> & { reviewed: (name?: string | null) => string }>
> = {
  en: {
    draft: 'Draft — not yet reviewed',
    changed: 'Changed after its last medical review',
    sample: 'Sample review: not yet reviewed by a real clinician',
    reviewed: (name) => `Medically reviewed${name ? ` by ${name}` : ''}`,
  },
  es: {
    draft: 'Borrador: todavía no revisado',
    changed: 'Cambió después de su última revisión médica',
    sample: 'Revisión de muestra: todavía no la ha revisado un profesional clínico real',
    reviewed: (name) => (name ? `Revisado por ${name}` : 'Con revisión médica'),
  },
}

/**
 * The review claim in a page header: "Medically reviewed" only for a recorded review by a real reviewer; a review by
 * a fictional sample profile says so, a text changed after its review says that, a draft in preview that is not the approved text says that, and nothing is
 * claimed otherwise.
 */
export function ReviewPill({
  claim,
  reviewerName,
  lang = 'en',
}: {
  claim: ReviewClaim
  reviewerName?: string | null
  lang?: Lang
}) {
  if (claim === 'none') return null
  const words = WORDS[lang]
  if (claim === 'draft')
    return (
      <p className="inline-flex items-center gap-1 rounded-full bg-gray-100 px-3 py-1 font-semibold text-gray-900">
        <PencilLine aria-hidden="true" className="size-4" /> {words.draft}
      </p>
    )
  if (claim === 'changed')
    return (
      <p className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-950">
        <History aria-hidden="true" className="size-4" /> {words.changed}
      </p>
    )
  if (claim === 'sample')
    return (
      <p className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-950">
        <FlaskConical aria-hidden="true" className="size-4" /> {words.sample}
      </p>
    )
  return (
    <p className="inline-flex items-center gap-1 rounded-full bg-white/15 px-3 py-1 font-semibold text-white">
      <BadgeCheck aria-hidden="true" className="size-4" /> {words.reviewed(reviewerName)}
    </p>
  )
}
