'use client'
import { LazyMotion, domAnimation, m } from 'framer-motion'

type Props = Omit<React.ComponentProps<typeof m.div>, 'animate' | 'initial' | 'transition'> & {
  /** Whether the slide shows: it fades in to show, and leaves at once (something else already covers it). */
  show: boolean
  durationMs: number
  /** Called when a fade-in has finished. */
  onShown: () => void
}

/**
 * One hero slide that fades in with framer-motion: `m.div` under `LazyMotion` with the DOM animation features
 * only (no drag, layout or gesture code). HeroCarousel loads this module with its first change, never with the page.
 */
export default function FadeInSlide({ show, durationMs, onShown, ...props }: Props) {
  return (
    <LazyMotion features={domAnimation} strict>
      <m.div
        {...props}
        initial={false}
        animate={{ opacity: show ? 1 : 0 }}
        transition={{ duration: show ? durationMs / 1000 : 0, ease: 'easeInOut' }}
        onAnimationComplete={() => {
          if (show) onShown()
        }}
      />
    </LazyMotion>
  )
}
