'use client'
import type { EmblaCarouselType as Embla } from 'embla-carousel'
import { ChevronLeft, ChevronRight } from '@/components/ui/carousel-icons'
import { useCallback, useSyncExternalStore } from 'react'
import { TESTIMONIAL_INTERVAL_MS } from '@/lib/home/carousel'
import { useReducedMotion } from '@/components/ui/useReducedMotion'
import { numbered, type CarouselWords } from '@/lib/home/words'
import { RotationButton } from './RotationButton'
import { useAutoRotation } from './useAutoRotation'
import { useEmblaWhenNear } from './useEmblaWhenNear'

/** A value read from the Embla instance, kept current as the carousel moves or re-measures. */
function useEmblaState<T>(api: Embla | undefined, read: (embla: Embla) => T, initial: T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      api?.on('select', onChange).on('reInit', onChange)
      return () => {
        api?.off('select', onChange).off('reInit', onChange)
      }
    },
    [api],
  )
  return useSyncExternalStore(
    subscribe,
    () => (api ? read(api) : initial),
    () => initial,
  )
}

const control =
  'inline-flex size-11 items-center justify-center rounded-full border border-gray-300 bg-white text-gray-800 shadow-sm hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-40'

/**
 * The testimonials carousel: it loops, moves on by one card every 4 s, and shows 1 card on small screens, 2 on
 * medium and 3 on large ones (the card widths are CSS; Embla measures them). Cards can be swiped. Without
 * JavaScript the row scrolls sideways instead (globals.css). Embla's code arrives when the carousel nears the
 * viewport (useEmblaWhenNear); the rotation starts then.
 */
export function TestimonialsCarousel({ words, slides }: { words: CarouselWords; slides: React.ReactNode[] }) {
  const { ref: viewportRef, api, run, need } = useEmblaWhenNear({ loop: true, align: 'start' })
  const reducedMotion = useReducedMotion()
  const selected = useEmblaState(api, (embla) => embla.selectedScrollSnap(), 0)
  const canPrev = useEmblaState(api, (embla) => embla.canScrollPrev(), true)
  const canNext = useEmblaState(api, (embla) => embla.canScrollNext(), true)
  const { rotationOn, advancing, toggle, rootProps } = useAutoRotation(
    // Under reduced motion (when the reader started it anyway) the cards jump instead of sliding.
    () => api?.scrollNext(reducedMotion),
    TESTIMONIAL_INTERVAL_MS,
    // The 4 s wait starts when the carousel is ready, and again after every move.
    api ? selected : -1,
  )

  return (
    <div
      role="region"
      aria-roledescription={words.carouselRole}
      aria-label={words.label}
      data-carousel-ready={api ? 'true' : 'false'}
      {...rootProps}
      onPointerEnter={need}
      onFocusCapture={need}
    >
      <div
        ref={viewportRef}
        data-carousel-viewport
        className="overflow-hidden"
        aria-live={advancing ? 'off' : 'polite'}
      >
        <div className="-ml-6 flex touch-pan-y">
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription={words.slideRole}
              aria-label={numbered(words.position, i + 1, slides.length)}
              data-testimonial
              className="min-w-0 shrink-0 grow-0 basis-full pl-6 md:basis-1/2 lg:basis-1/3"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div data-js-only className="mt-8 flex items-center justify-center gap-3">
        <button
          type="button"
          aria-label={words.previous}
          disabled={!canPrev}
          onClick={() => run((embla) => embla.scrollPrev(reducedMotion))}
          className={control}
        >
          <ChevronLeft aria-hidden="true" className="size-6" />
        </button>
        <RotationButton on={rotationOn} onToggle={toggle} names={words} className={control} />
        <button
          type="button"
          aria-label={words.next}
          disabled={!canNext}
          onClick={() => run((embla) => embla.scrollNext(reducedMotion))}
          className={control}
        >
          <ChevronRight aria-hidden="true" className="size-6" />
        </button>
      </div>
    </div>
  )
}
