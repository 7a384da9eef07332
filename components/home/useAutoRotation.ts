'use client'
import { useEffect, useReducer, useRef } from 'react'
import { initialRotation, isAdvancing, isRotationOn, rotationReducer } from '@/lib/home/carousel'
import { useReducedMotion } from '@/components/ui/useReducedMotion'

/** Whether focus arrived by keyboard: a mouse click on an arrow should not hold the rotation until the next click. */
function isKeyboardFocus(target: EventTarget): boolean {
  return target instanceof Element && target.matches(':focus-visible')
}

/**
 * Runs `advance` every `intervalMs` while the carousel may move (lib/home/carousel.ts decides). `position` is the
 * current slide: when it changes, by the timer or by the reader, the wait starts again.
 * Spread `rootProps` on the carousel's outermost element.
 */
export function useAutoRotation(advance: () => void, intervalMs: number, position: number) {
  const reducedMotion = useReducedMotion()
  const [rotation, dispatch] = useReducer(rotationReducer, initialRotation)
  const advancing = isAdvancing(rotation, reducedMotion)
  const rotationOn = isRotationOn(rotation, reducedMotion)
  const advanceRef = useRef(advance)

  useEffect(() => {
    advanceRef.current = advance
  })

  useEffect(() => {
    if (!advancing) return
    const timer = window.setTimeout(() => advanceRef.current(), intervalMs)
    return () => window.clearTimeout(timer)
  }, [advancing, intervalMs, position])

  const rootProps = {
    onMouseEnter: () => dispatch({ type: 'hover', on: true }),
    onMouseLeave: () => dispatch({ type: 'hover', on: false }),
    onFocus: (event: React.FocusEvent) => {
      if (isKeyboardFocus(event.target)) dispatch({ type: 'focus', on: true })
    },
    onBlur: (event: React.FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) dispatch({ type: 'focus', on: false })
    },
  }

  return {
    rotationOn,
    advancing,
    toggle: () => dispatch({ type: 'toggle', playing: rotationOn }),
    rootProps,
  }
}
