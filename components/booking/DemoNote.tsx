import { Info } from 'lucide-react'
import { DEMO_NOTICE, type BookingStep } from '@/lib/booking/booking'

/**
 * The booking flow is a demonstration: said plainly on every step, at the top of the step (on step 1 before any
 * field), so nobody types symptoms expecting a doctor to read them.
 */
export function DemoNote({ step }: { step: BookingStep }) {
  return (
    <p
      role="note"
      aria-label="Demonstration only"
      className="mb-6 flex gap-2 rounded-md border border-sky-300 bg-sky-50 p-3 text-sm text-sky-950"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <strong>{DEMO_NOTICE.title}</strong> {DEMO_NOTICE[step]}
      </span>
    </p>
  )
}
