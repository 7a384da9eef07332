/**
 * Seed documents for the landing page (/) and the consultation entry page (/homepage), from home.yaml.
 * Called once from buildSeedDocuments in build.ts.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'

type Doc = { _id: string; _type: string; [key: string]: unknown }
type Item = Record<string, unknown>

type HomeSeed = {
  landing: Item
  heroSlides: Array<{ image: string; alt: string }>
  stats: Item[]
  pillars: Item[]
  testimonials: Item[]
  consultation: Item
  featureCards: Item[]
}

const SEED_TIMESTAMP = '2025-07-15T00:00:00Z'
const stamp = { _createdAt: SEED_TIMESTAMP, _updatedAt: SEED_TIMESTAMP }

const numbered = (type: string, prefix: string, items: Item[]): Doc[] =>
  items.map((item, index) => ({ _id: `${prefix}-${index + 1}`, _type: type, ...stamp, order: index + 1, ...item }))

export function buildHomeDocuments(seedDir: string): Doc[] {
  const file = path.join(seedDir, 'home.yaml')
  const seed = parseYaml(readFileSync(file, 'utf8')) as HomeSeed
  for (const key of ['landing', 'heroSlides', 'stats', 'pillars', 'testimonials', 'consultation', 'featureCards'])
    if (!(key in seed)) throw new Error(`${file}: "${key}" is missing`)
  return [
    { _id: 'landingPage', _type: 'landingPage', ...stamp, ...seed.landing },
    ...numbered(
      'heroSlide',
      'hero-slide',
      seed.heroSlides.map(({ image, alt }) => ({
        // `_sanityAsset` is how `sanity dataset import` uploads a local file; the local backend serves it from public/.
        image: { _type: 'imageWithAlt', alt, _sanityAsset: `image@file://../../public${image}` },
      })),
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
