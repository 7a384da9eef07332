/** The interface-word keys of the home page and their placeholders (lib/interface/areas.ts says why apart). */
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
  searchLabel: [],
  searchButton: [],
  popularSearches: [],
  helpHeading: [],
  helpMore: [],
  topicsHeading: [],
  testimonialsLabel: [],
  previousTestimonial: [],
  nextTestimonial: [],
  pauseTestimonials: [],
  playTestimonials: [],
  fictionalSample: [],
} as const satisfies TextKeys
