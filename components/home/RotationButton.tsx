'use client'
import { Pause, Play } from 'lucide-react'

/** The visible pause/play control every auto-moving carousel has (WCAG 2.2.2). */
export function RotationButton({
  on,
  onToggle,
  what,
  className,
}: {
  on: boolean
  onToggle: () => void
  /** What rotates, for the accessible name: "slides", "testimonials". */
  what: string
  className: string
}) {
  const Icon = on ? Pause : Play
  return (
    <button type="button" onClick={onToggle} aria-label={`${on ? 'Pause' : 'Play'} ${what}`} className={className}>
      <Icon aria-hidden="true" className="size-5" />
    </button>
  )
}
