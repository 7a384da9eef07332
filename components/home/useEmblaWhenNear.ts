'use client'
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'
import { useCallback, useEffect, useRef, useState } from 'react'
import { loadWhenNeeded } from '@/lib/load-when-needed'

/** How far below (or above) the viewport the carousel may be when its code starts loading: a screen's height. */
const NEAR = '100% 0px'

const newEmblaLoader = () => loadWhenNeeded(() => import('embla-carousel').then((module) => module.default))

/**
 * Embla on the element given to `ref`, its code (its size: docs/performance.md, "Figures behind the code") fetched only
 * when the carousel comes within a screen of the viewport or a reader reaches for it, not with the page: the
 * testimonials sit far down the landing page, and a visit that never scrolls there never downloads it. Until then `api`
 * is undefined; `run` performs an action on the carousel now, or as soon as it is ready (a press on Next before then is
 * not lost).
 */
export function useEmblaWhenNear(options: EmblaOptionsType) {
  const [loader] = useState(newEmblaLoader)
  const [node, setNode] = useState<HTMLElement | null>(null)
  const [api, setApi] = useState<EmblaCarouselType>()
  const pending = useRef<((embla: EmblaCarouselType) => void) | null>(null)
  const optionsRef = useRef(options)

  useEffect(() => {
    if (!node) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loader.need()
      },
      { rootMargin: NEAR },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [node, loader])

  useEffect(() => {
    if (!node) return
    let embla: EmblaCarouselType | undefined
    let cancelled = false
    loader.get().then(
      (EmblaCarousel) => {
        if (cancelled) return
        embla = EmblaCarousel(node, optionsRef.current)
        setApi(embla)
        pending.current?.(embla)
        pending.current = null
      },
      // The cards stay readable where they are; the next reach for the carousel tries the download again.
      () => undefined,
    )
    return () => {
      cancelled = true
      embla?.destroy()
      setApi(undefined)
    }
  }, [node, loader])

  const run = useCallback(
    (action: (embla: EmblaCarouselType) => void) => {
      if (api) return action(api)
      pending.current = action
      loader.need()
    },
    [api, loader],
  )

  return { ref: setNode, api, run, need: loader.need }
}
