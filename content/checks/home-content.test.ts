import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readDocumentsSync } from '@health-site/local-lake'
import { queryDataset } from '@/tests/support/query-dataset'
import { consultationQuery, landingQuery } from '@/lib/content/queries'
import type { ConsultationQueryResult, LandingQueryResult } from '@/sanity.types'

const root = path.resolve(import.meta.dirname, '../..')
const datasetPath = path.join(root, 'content/seed/dataset.ndjson')
const landing = () => queryDataset<LandingQueryResult>(datasetPath, landingQuery, {}, 'published')

describe('landing page seed', () => {
  it('has three hero slides whose images are image assets in the seed, with alternative text', async () => {
    const { slides } = await landing()
    expect(slides).toHaveLength(3)
    const assets = new Map(
      readDocumentsSync(datasetPath)
        .filter((doc) => doc._type === 'sanity.imageAsset')
        .map((doc) => [doc._id, doc as { originalFilename?: string }]),
    )
    for (const slide of slides) {
      const asset = assets.get(slide.image?.asset?._ref ?? '')
      expect(asset, slide._id).toBeDefined()
      expect(existsSync(path.join(root, 'content/seed/images/hero', asset!.originalFilename!))).toBe(true)
      expect(slide.image?.alt?.length ?? 0).toBeGreaterThan(20)
    }
  })

  it('has exactly the spec stats, in order', async () => {
    const { stats } = await landing()
    expect(stats.map((s) => [s.number, s.suffix, s.label])).toEqual([
      [2_500_000, '+', 'People helped'],
      [1200, '+', 'Articles'],
      [150, '+', 'Health experts'],
      [98, '%', 'Satisfaction'],
    ])
  })

  it('has four commitment pillars', async () => {
    const { pillars } = await landing()
    expect(pillars).toHaveLength(4)
    for (const pillar of pillars) expect(pillar.title && pillar.description).toBeTruthy()
  })

  it('has six testimonials, each rated 5 and marked as a fictional sample', async () => {
    const { testimonials, page } = await landing()
    expect(testimonials).toHaveLength(6)
    for (const t of testimonials) {
      expect(t.rating, t.name ?? '').toBe(5)
      expect(t.isSample, t.name ?? '').toBe(true)
      expect(t.initials).toBe(
        (t.name ?? '')
          .split(/[\s-]+/)
          .slice(0, 2)
          .map((part) => part[0])
          .join(''),
      )
    }
    // The page says so while any of them is a sample.
    expect(page?.testimonials?.sampleNote).toMatch(/fictional/)
  })

  it('has the words the spec fixes', async () => {
    const { page } = await landing()
    // Not the spec's "Contact Expert" and "Schedule Consultation": no expert answers and nothing can be scheduled
    // (README, deviations).
    expect(page?.hero?.contactLabel).toBe('See the Booking Demo')
    expect(page?.consultationCta?.label).toBe('Find a health center near you')
    expect(page?.search?.placeholder).toMatch(/health topics, diseases, symptoms/)
    expect(page?.search?.popular?.map((term) => term.toLowerCase())).toEqual([
      'diabetes',
      'heart disease',
      'mental health',
    ])
  })
})

describe('consultation entry seed', () => {
  it('has the four feature cards and the spec labels', async () => {
    const data = await queryDataset<ConsultationQueryResult>(datasetPath, consultationQuery, {}, 'published')
    expect(data.features.map((f) => f.title)).toEqual([
      'Trusted Care',
      // The spec's "Fast Response" and "Expert Team" promised a reply and a real team (README, deviations).
      'Response Time',
      'Sample Team',
      'Quality Standards',
    ])
    expect(data.page?.hero?.findDoctorLabel).toBe('See the Sample Doctors')
    expect(data.page?.getStarted?.label).toBe('Find a health center near you')
  })
})
