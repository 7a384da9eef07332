import { Info } from 'lucide-react'

/** The booking flow is a demonstration: said plainly on every step. */
export function DemoNote({ paid = false }: { paid?: boolean }) {
  return (
    <p className="flex gap-2 rounded-md border border-sky-300 bg-sky-50 p-3 text-sm text-sky-950">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <strong>Demonstration only.</strong>{' '}
        {paid
          ? 'No payment was taken, and nothing you typed was sent or stored, so no message will actually follow.'
          : 'No payment is taken, and nothing you type is sent anywhere or stored.'}
      </span>
    </p>
  )
}
