/**
 * Seed documents for the landing page (/) and the consultation entry page (/homepage), from home.yaml.
 * Called once from buildSeedDocuments in build.ts; shared helpers come from kit.ts.
 */
import path from 'node:path'
import { numbered, readYaml, seedImage, stamp, type Doc, type Item } from './kit'

type HomeSeed = {
  landing: Item
  heroSlides: Array<{ image: string; alt: string }>
  stats: Item[]
  pillars: Item[]
  testimonials: Item[]
  consultation: Item
  featureCards: Item[]
}

export function buildHomeDocuments(seedDir: string): Doc[] {
  const file = path.join(seedDir, 'home.yaml')
  const seed = readYaml<HomeSeed>(file)
  for (const key of ['landing', 'heroSlides', 'stats', 'pillars', 'testimonials', 'consultation', 'featureCards'])
    if (!(key in seed)) throw new Error(`${file}: "${key}" is missing`)
  return [
    { _id: 'landingPage', _type: 'landingPage', ...stamp, ...seed.landing },
    ...numbered(
      'heroSlide',
      'hero-slide',
      seed.heroSlides.map(({ image, alt }) => ({ image: seedImage(image, alt) })),
    ),
    ...numbered('stat', 'stat', seed.stats),
    ...numbered('pillar', 'pillar', seed.pillars),
    // Every landing testimonial in the seed is a fictional sample rated 5 of 5 (the spec's six entries).
    ...numbered(
      'landingTestimonial',
      'landing-testimonial',
      seed.testimonials.map((item) => ({ ...item, rating: 5, isSample: true })),
    ),
    { _id: 'consultationPage', _type: 'consultationPage', ...stamp, ...seed.consultation },
    ...numbered('featureCard', 'feature-card', seed.featureCards),
  ]
}
