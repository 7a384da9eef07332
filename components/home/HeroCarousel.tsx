'use client'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useState, useSyncExternalStore } from 'react'
import { HERO_FADE_MS, HERO_INTERVAL_MS, nextIndex, prevIndex, wrapIndex } from '@/lib/carousel'
import { RotationButton } from './RotationButton'
import { useAutoRotation } from './useAutoRotation'

function subscribeToLoad(onChange: () => void) {
  window.addEventListener('load', onChange)
  return () => window.removeEventListener('load', onChange)
}

/** True once the page (and so the first slide, the LCP image) has loaded: the other slides wait until then. */
const usePageLoaded = () =>
  useSyncExternalStore(
    subscribeToLoad,
    () => document.readyState === 'complete',
    () => false,
  )

const control =
  'inline-flex size-11 items-center justify-center rounded-full bg-black/50 text-white ring-1 ring-white/60 hover:bg-black/70'

type Props = {
  /** The accessible name of the carousel region. */
  label: string
  /** One server-rendered image per slide; the first is in the page's HTML, the rest arrive after the load event. */
  images: React.ReactNode[]
  /** The title, tagline and buttons, shown above the slides. */
  children: React.ReactNode
}

/**
 * The landing hero: full-width images that cross-fade (spec: every 5 s, 1 s fade, wrapping both ways), with
 * previous/next, one dot per slide and a pause control. Without JavaScript the first slide shows and the
 * controls are hidden.
 */
export function HeroCarousel({ label, images, children }: Props) {
  const count = images.length
  const [index, setIndex] = useState(0)
  const [touched, setTouched] = useState(false)
  const loaded = usePageLoaded()
  const show = (target: number) => {
    setTouched(true)
    setIndex(wrapIndex(target, count))
  }
  const { rotationOn, advancing, toggle, rootProps } = useAutoRotation(
    () => setIndex((current) => nextIndex(current, count)),
    HERO_INTERVAL_MS,
    index,
  )

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-hero
      {...rootProps}
      className="relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden bg-slate-900 text-white"
    >
      <div className="absolute inset-0 -z-10" aria-live={advancing ? 'off' : 'polite'}>
        {images.map((image, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            aria-hidden={i !== index}
            data-slide={i}
            data-current={i === index}
            style={{ transitionDuration: `${HERO_FADE_MS}ms` }}
            className={`absolute inset-0 transition-opacity ease-in-out ${i === index ? 'opacity-100' : 'opacity-0'}`}
          >
            {(i === 0 || i === index || loaded || touched) && image}
          </div>
        ))}
        {/* Keeps white text above 4.5:1 contrast over any part of any image. */}
        <div className="absolute inset-0 bg-gradient-to-b from-slate-950/70 via-slate-950/60 to-slate-950/75" />
      </div>

      <div className="mx-auto w-full max-w-7xl px-4 pt-16 pb-32 sm:px-6">{children}</div>

      {count > 1 && (
        <div data-js-only className="absolute inset-x-0 bottom-6 flex items-center justify-center gap-3 px-4">
          <button
            type="button"
            aria-label="Previous slide"
            onClick={() => show(prevIndex(index, count))}
            className={control}
          >
            <ChevronLeft aria-hidden="true" className="size-6" />
          </button>
          <div role="group" aria-label="Choose a slide" className="flex items-center">
            {images.map((_, i) => (
              <button
                key={i}
                type="button"
                aria-label={`Slide ${i + 1} of ${count}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => show(i)}
                className="group inline-flex size-8 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={`block size-3 rounded-full ring-2 ring-white transition-colors ${i === index ? 'bg-white' : 'bg-transparent group-hover:bg-white/50'}`}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            aria-label="Next slide"
            onClick={() => show(nextIndex(index, count))}
            className={control}
          >
            <ChevronRight aria-hidden="true" className="size-6" />
          </button>
          <RotationButton on={rotationOn} onToggle={toggle} what="slides" className={`${control} ml-2`} />
        </div>
      )}
    </section>
  )
}
