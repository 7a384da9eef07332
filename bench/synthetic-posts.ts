/**
 * Synthetic blog posts for the site's benchmarks (bench:blog, bench:search): a deterministic generator, so that every run
 * measures the same dataset, with posts shaped like the seed's (category, reviewer, body, references).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { root } from '../scripts/page-paths'

/** The committed seed, as lines and as documents. */
export function readSeed() {
  const seedLines = readFileSync(path.join(root, 'content/seed/dataset.ndjson'), 'utf8').trim().split('\n')
  const seedDocs = seedLines.map((line) => JSON.parse(line) as { _id: string; _type: string; language?: string })
  return { seedLines, seedDocs }
}

const { seedDocs } = readSeed()
const categoryIds = seedDocs.filter((d) => d._type === 'blogCategory').map((d) => d._id)
const doctorIds = seedDocs.filter((d) => d._type === 'doctor').map((d) => d._id)

// A small deterministic generator, so that every run measures the same dataset.
let seed = 42
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!
const words =
  'blood pressure heart sleep stress sugar insulin walking vegetables salt fibre screening doctor exercise breathing habits weight cholesterol support family mood energy water fruit grains routine symptoms clinic nurse test result goal plan week morning evening friends'.split(
    ' ',
  )
const sentence = (n: number) => Array.from({ length: n }, () => pick(words)).join(' ')

export function syntheticPost(i: number) {
  const key = (n: number) => `k${i}x${n}`
  const day = new Date(Date.UTC(2015, 0, 1) + i * 3_600_000 * 7).toISOString()
  return {
    _id: `bench-post-${i}`,
    _type: 'blogPost',
    _createdAt: day,
    _updatedAt: day,
    title: `Synthetic post ${i}: ${sentence(5)}`,
    slug: { _type: 'slug', current: `bench-post-${i}` },
    excerpt: `${sentence(24)}.`,
    category: { _type: 'reference', _ref: pick(categoryIds) },
    publishedAt: day,
    body: Array.from({ length: 7 }, (_, b) => ({
      _type: 'block',
      _key: key(b),
      style: b === 0 ? 'h2' : 'normal',
      markDefs: [],
      children: [{ _type: 'span', _key: key(100 + b), text: `${sentence(b === 0 ? 5 : 60)}.`, marks: [] }],
    })),
    review: {
      _type: 'medicalReview',
      reviewer: { _type: 'reference', _ref: pick(doctorIds) },
      lastReviewed: day.slice(0, 10),
      nextReviewDue: '2030-01-01',
      status: 'approved',
    },
    references: [
      { _key: key(999), _type: 'sourceReference', title: 'Reference', publisher: 'CDC', url: 'https://www.cdc.gov/' },
    ],
  }
}
