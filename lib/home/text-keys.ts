/**
 * The interface-word keys of the home page and the placeholders each takes, which the Studio's schema, the content read
 * and the seed check walk (lib/site/interface-areas.ts). Apart from ./words.ts, which turns the words into what the
 * pages show, because that module is also a client component's: a table here would be in the browser's JavaScript.
 */
import type { TextKeys } from '@/lib/site/interface-text'

export const HOME_TEXT = {
  carouselRole: [],
  slideRole: [],
  position: ['number', 'count'],
  heroLabel: [],
  previousSlide: [],
  nextSlide: [],
  chooseSlide: [],
  slideOf: ['number', 'count'],
  pauseSlides: [],
  playSlides: [],
  searchName: [],
  testimonialsLabel: [],
  previousTestimonial: [],
  nextTestimonial: [],
  pauseTestimonials: [],
  playTestimonials: [],
  fictionalSample: [],
} as const satisfies TextKeys
