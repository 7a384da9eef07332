/**
 * The landing page's interface words: the carousels' controls, the search form's name and the sample mark on a
 * testimonial. Editors keep them in the Studio ("Interface words: Home page", content/seed/interface/home.yaml); the
 * landing page's own words are its documents.
 */
import { fill, type InterfaceText } from '@/lib/site/interface-text'
import type { HOME_TEXT } from './text-keys'

export type HomeText = InterfaceText<typeof HOME_TEXT>

/** A carousel's control names (a client component gets these plain strings). */
export type CarouselWords = {
  label: string
  previous: string
  next: string
  /** The dots' group; absent where the dots are not a group. */
  choose?: string
  /** The dots' names ("Slide {number} of {count}"); absent where there are no dots. */
  dotOf?: string
  pause: string
  play: string
  /** What screen readers call the region and each slide ("carousel", "slide"). */
  carouselRole: string
  slideRole: string
  /** A slide's name: "{number} of {count}". */
  position: string
}

export const heroCarouselWords = (text: HomeText): CarouselWords => ({
  label: text.heroLabel,
  previous: text.previousSlide,
  next: text.nextSlide,
  choose: text.chooseSlide,
  dotOf: text.slideOf,
  pause: text.pauseSlides,
  play: text.playSlides,
  carouselRole: text.carouselRole,
  slideRole: text.slideRole,
  position: text.position,
})

export const testimonialsCarouselWords = (text: HomeText): CarouselWords => ({
  label: text.testimonialsLabel,
  previous: text.previousTestimonial,
  next: text.nextTestimonial,
  pause: text.pauseTestimonials,
  play: text.playTestimonials,
  carouselRole: text.carouselRole,
  slideRole: text.slideRole,
  position: text.position,
})

/** A slide's accessible name, or a dot's (`template`: CarouselWords' `position` or `dotOf`). */
export const numbered = (template: string, number: number, count: number) => fill(template, { number, count })
