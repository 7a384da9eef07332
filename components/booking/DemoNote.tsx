import { Info } from '@/components/ui/booking-icons'
import type { BookingStep } from '@/lib/booking/booking'
import type { BookingWords } from '@/lib/booking/words'

/**
 * The booking flow is a demonstration: said plainly on every step, at the top of the step (on step 1 before any
 * field), so nobody types symptoms expecting a doctor to read them. `words`: the booking's interface words (the
 * wizard's).
 */
export function DemoNote({ step, words }: { step: BookingStep; words: Pick<BookingWords, 'demo' | 'demoLabel'> }) {
  return (
    <p
      role="note"
      aria-label={words.demoLabel}
      className="mb-6 flex gap-2 rounded-md border border-sky-300 bg-sky-50 p-3 text-sm text-sky-950"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <strong>{words.demo.title}</strong> {words.demo[step]}
      </span>
    </p>
  )
}
