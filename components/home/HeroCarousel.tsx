'use client'
import { ChevronLeft, ChevronRight } from '@/components/ui/carousel-icons'
import { useEffect, useReducer, useRef, useState, useSyncExternalStore } from 'react'
import { useReducedMotion } from '@/components/ui/useReducedMotion'
import {
  HERO_FADE_MS,
  HERO_INTERVAL_MS,
  heroSlidesReducer,
  initialSlideStack,
  isSlideShowing,
  slideLayer,
} from '@/lib/home/carousel'
import { numbered, type CarouselWords } from '@/lib/home/words'
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

/** The fade: a CSS transition of the incoming slide's opacity, which the browser runs off the main thread. */
const FADE = `opacity ${HERO_FADE_MS}ms ease-in-out`

const control =
  'inline-flex size-11 items-center justify-center rounded-full bg-black/50 text-white ring-1 ring-white/60 hover:bg-black/70'

type Props = {
  /** The region's and the controls' accessible names (the home page's interface words). */
  words: CarouselWords
  /** One server-rendered image per slide; the first is in the page's HTML, the rest arrive after the load event. */
  images: React.ReactNode[]
  /** The title, tagline and buttons, shown above the slides. */
  children: React.ReactNode
}

/**
 * The landing hero, below the first screen: full-width images that change every 5 s with a 1 s fade, wrapping both
 * ways, with previous/next, one dot per slide and a pause control. The incoming slide fades in over the one showing,
 * which leaves when the fade has finished (lib/home/carousel.ts, SlideStack). Under reduced motion nothing moves on
 * its own and a change is immediate. Without JavaScript the first slide shows and the controls are hidden. A band,
 * not a screen: the reader's tasks come first (FirstScreen).
 */
export function HeroCarousel({ words, images, children }: Props) {
  const count = images.length
  const [stack, dispatch] = useReducer(heroSlidesReducer, initialSlideStack)
  const index = stack.current
  const [touched, setTouched] = useState(false)
  const reducedMotion = useReducedMotion()
  const loaded = usePageLoaded()
  const slidesRef = useRef<HTMLDivElement>(null)

  const go = (target: (current: number) => number) => dispatch({ type: 'show', target, count, instant: reducedMotion })
  const show = (target: (current: number) => number) => {
    setTouched(true)
    go(target)
  }
  // A slide brought back to the top while it was already fully shown beneath has nothing to fade, so no transition
  // ends to say so: it is shown now, and what lies beneath it may go.
  useEffect(() => {
    if (stack.beneath.length === 0) return
    const current = slidesRef.current?.querySelector<HTMLElement>(`[data-slide="${stack.current}"]`)
    if (current && current.getAnimations().length === 0 && getComputedStyle(current).opacity === '1')
      dispatch({ type: 'shown', slide: stack.current })
  }, [stack])
  const { rotationOn, advancing, toggle, rootProps } = useAutoRotation(
    () => go((current) => current + 1),
    HERO_INTERVAL_MS,
    index,
  )

  return (
    <section
      aria-roledescription={words.carouselRole}
      aria-label={words.label}
      data-hero
      {...rootProps}
      className="relative isolate flex min-h-[22rem] items-center overflow-hidden bg-slate-900 text-white sm:min-h-[26rem]"
    >
      <div ref={slidesRef} className="absolute inset-0 -z-10" aria-live={advancing ? 'off' : 'polite'}>
        {images.map((image, i) => {
          const showing = isSlideShowing(stack, i)
          return (
            <div
              key={i}
              role="group"
              aria-roledescription={words.slideRole}
              aria-label={numbered(words.position, i + 1, count)}
              aria-hidden={i !== index}
              data-slide={i}
              data-current={i === index}
              className="absolute inset-0"
              // A slide fades in to show and leaves at once (the one fading in over it already covers it).
              style={{
                zIndex: slideLayer(stack, i),
                opacity: showing ? 1 : 0,
                transition: showing && !reducedMotion ? FADE : 'none',
              }}
              onTransitionEnd={(event) => {
                if (event.target === event.currentTarget && event.propertyName === 'opacity' && showing)
                  dispatch({ type: 'shown', slide: i })
              }}
            >
              {(i === 0 || showing || loaded || touched) && image}
            </div>
          )
        })}
        {/* Keeps white text above 4.5:1 contrast over any part of any image. */}
        <div className="absolute inset-0 z-10 bg-gradient-to-b from-slate-950/70 via-slate-950/60 to-slate-950/75" />
      </div>

      <div className="mx-auto w-full max-w-7xl px-4 pt-10 pb-24 sm:px-6">{children}</div>

      {count > 1 && (
        <div data-js-only className="absolute inset-x-0 bottom-6 flex items-center justify-center gap-3 px-4">
          <button
            type="button"
            aria-label={words.previous}
            onClick={() => show((current) => current - 1)}
            className={control}
          >
            <ChevronLeft aria-hidden="true" className="size-6" />
          </button>
          <div role="group" aria-label={words.choose} className="flex items-center">
            {images.map((_, i) => (
              <button
                key={i}
                type="button"
                aria-label={numbered(words.dotOf ?? words.position, i + 1, count)}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => show(() => i)}
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
            aria-label={words.next}
            onClick={() => show((current) => current + 1)}
            className={control}
          >
            <ChevronRight aria-hidden="true" className="size-6" />
          </button>
          <RotationButton on={rotationOn} onToggle={toggle} names={words} className={`${control} ml-2`} />
        </div>
      )}
    </section>
  )
}
