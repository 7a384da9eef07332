'use client'
import { createContext, useContext, useEffect, useRef, useState } from 'react'
import { COUNTER_DURATION_MS, COUNTER_VISIBLE_THRESHOLD, countUpValue, formatStat } from '@/lib/home/counter'
import { useReducedMotion } from '@/components/ui/useReducedMotion'

type Phase = 'idle' | 'running' | 'done'

/** Milliseconds since the count-up started; the full duration (final values) until it starts, and after. */
const Elapsed = createContext(COUNTER_DURATION_MS)

/**
 * Wraps the stats band. The server HTML, readers without JavaScript and crawlers get the final numbers; once the
 * band is at least 30% visible, the numbers count up from 0 over 2000 ms with ease-out, once. Under reduced
 * motion they stay at their final values.
 */
export function CountUpGroup({ children, className }: { children: React.ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null)
  const reducedMotion = useReducedMotion()
  const [phase, setPhase] = useState<Phase>('idle')
  const [elapsed, setElapsed] = useState(COUNTER_DURATION_MS)

  useEffect(() => {
    const element = ref.current
    // Until hydration settles, useReducedMotion reports the calm choice, so nothing starts too early.
    if (!element || phase !== 'idle' || reducedMotion || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting && e.intersectionRatio >= COUNTER_VISIBLE_THRESHOLD)) return
        observer.disconnect()
        setElapsed(0)
        setPhase('running')
      },
      { threshold: COUNTER_VISIBLE_THRESHOLD },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [phase, reducedMotion])

  useEffect(() => {
    if (phase !== 'running') return
    let frame = 0
    let start: number | undefined
    const tick = (now: number) => {
      start ??= now
      const time = now - start
      setElapsed(Math.min(time, COUNTER_DURATION_MS))
      if (time < COUNTER_DURATION_MS) frame = requestAnimationFrame(tick)
      else setPhase('done')
    }
    frame = requestAnimationFrame(tick)
    return () => cancelAnimationFrame(frame)
  }, [phase])

  return (
    <div ref={ref} data-count-up={phase} className={className}>
      <Elapsed.Provider value={elapsed}>{children}</Elapsed.Provider>
    </div>
  )
}

/**
 * One counter. The final value, transparent, sizes the box and is what assistive technology reads (never the
 * numbers passing by); the moving digits sit over it, pinned to its left edge, so nothing around them shifts
 * while they change (CLS stays 0).
 */
export function CountUp({ value, suffix }: { value: number; suffix: string | null }) {
  const elapsed = useContext(Elapsed)
  return (
    <span className="relative inline-block whitespace-nowrap tabular-nums">
      <span className="opacity-0">{formatStat(value, suffix)}</span>
      <span aria-hidden="true" data-count-up-value className="absolute top-0 left-0">
        {formatStat(countUpValue(value, elapsed), suffix)}
      </span>
    </span>
  )
}
