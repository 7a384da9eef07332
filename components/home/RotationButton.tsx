'use client'
import { Pause, Play } from '@/components/ui/carousel-icons'

/** The visible pause/play control every auto-moving carousel has (WCAG 2.2.2). */
export function RotationButton({
  on,
  onToggle,
  names,
  className,
}: {
  on: boolean
  onToggle: () => void
  /** The control's name while it rotates and while it is paused ("Pause slides", "Play slides"). */
  names: { pause: string; play: string }
  className: string
}) {
  const Icon = on ? Pause : Play
  return (
    <button type="button" onClick={onToggle} aria-label={on ? names.pause : names.play} className={className}>
      <Icon aria-hidden="true" className="size-5" />
    </button>
  )
}
