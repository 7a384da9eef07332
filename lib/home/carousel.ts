/**
 * The landing page's carousels as plain logic: which slide comes next, and whether the slides may move on
 * their own. The components only wire these to timers and events.
 *
 * Auto-advance follows the spec (hero every 5 s with a 1 s fade, testimonials every 4 s) and WCAG 2.2.2:
 * a visible pause control, no movement while the pointer rests on the carousel or keyboard focus is inside it,
 * and none by default when the reader's system asks for reduced motion (they can still start it).
 */
export const HERO_INTERVAL_MS = 5000
export const HERO_FADE_MS = 1000
export const TESTIMONIAL_INTERVAL_MS = 4000

/** The index `index` lands on in a ring of `count` slides, in either direction (-1 is the last slide). */
export function wrapIndex(index: number, count: number): number {
  if (!Number.isInteger(count) || count < 1 || !Number.isFinite(index)) return 0
  return ((Math.trunc(index) % count) + count) % count
}

export const nextIndex = (index: number, count: number) => wrapIndex(index + 1, count)
export const prevIndex = (index: number, count: number) => wrapIndex(index - 1, count)

/**
 * `choice` is what the reader picked with the pause/play control; `default` means they have not touched it.
 * `hovered` and `focused` pause the rotation only for as long as they last.
 */
export type Rotation = { choice: 'default' | 'playing' | 'paused'; hovered: boolean; focused: boolean }

export type RotationEvent =
  | { type: 'hover'; on: boolean }
  | { type: 'focus'; on: boolean }
  /** The pause/play control; `playing` is what the control showed when it was pressed. */
  | { type: 'toggle'; playing: boolean }

export const initialRotation: Rotation = { choice: 'default', hovered: false, focused: false }

export function rotationReducer(state: Rotation, event: RotationEvent): Rotation {
  switch (event.type) {
    case 'hover':
      return state.hovered === event.on ? state : { ...state, hovered: event.on }
    case 'focus':
      return state.focused === event.on ? state : { ...state, focused: event.on }
    case 'toggle':
      // Pressing play is an explicit request: it starts the rotation even though focus is on the control.
      return { ...state, choice: event.playing ? 'paused' : 'playing', focused: false }
  }
}

/** What the pause/play control shows: whether rotation is switched on (it may still be held by hover or focus). */
export function isRotationOn(state: Rotation, reducedMotion: boolean): boolean {
  return state.choice === 'playing' || (state.choice === 'default' && !reducedMotion)
}

/** Whether a timer should run right now. */
export function isAdvancing(state: Rotation, reducedMotion: boolean): boolean {
  return isRotationOn(state, reducedMotion) && !state.hovered && !state.focused
}

/**
 * The hero's slides while they change. The incoming slide fades in on top of what was showing, which stays fully
 * visible underneath (`beneath`) until the fade has finished; so a change made mid-fade never makes a half-faded
 * slide vanish, and no slide that is on screen is ever swapped for another element.
 */
export type SlideStack = { current: number; beneath: number[] }

export const initialSlideStack: SlideStack = { current: 0, beneath: [] }

/** `target` becomes the current slide and fades in over everything that is showing now. */
export function showSlide(stack: SlideStack, target: number): SlideStack {
  if (target === stack.current) return stack
  const showing = [...stack.beneath, stack.current].filter((slide) => slide !== target)
  return { current: target, beneath: showing }
}

/** `slide` has finished fading in: if it is still the current one, nothing else needs to show. */
export function slideShown(stack: SlideStack, slide: number): SlideStack {
  return slide === stack.current && stack.beneath.length ? { ...stack, beneath: [] } : stack
}

/** Stacking order: the current slide on top, then what shows beneath it (the most recent higher), then the rest. */
export function slideLayer(stack: SlideStack, slide: number): number {
  if (slide === stack.current) return stack.beneath.length + 1
  return stack.beneath.indexOf(slide) + 1
}

export const isSlideShowing = (stack: SlideStack, slide: number) =>
  slide === stack.current || stack.beneath.includes(slide)

/** A change of slide: `target` maps the current slide to the next; `instant` (reduced motion) skips the fade. */
export type HeroSlidesEvent =
  | { type: 'show'; target: (current: number) => number; count: number; instant?: boolean }
  /** `slide`'s fade-in has finished. */
  | { type: 'shown'; slide: number }

export function heroSlidesReducer(stack: SlideStack, event: HeroSlidesEvent): SlideStack {
  if (event.type === 'shown') return slideShown(stack, event.slide)
  const index = wrapIndex(event.target(stack.current), event.count)
  if (!event.instant) return showSlide(stack, index)
  return index === stack.current && stack.beneath.length === 0 ? stack : { current: index, beneath: [] }
}
