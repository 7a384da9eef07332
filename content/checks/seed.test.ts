import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { queryDataset } from '@/tests/support/query-dataset'
import { conditionBySlugQuery, navConditionsQuery, settingsQuery } from '@/lib/content/queries'
import { buildSeedNdjson } from '@/content/seed/build'
import { readDocumentsSync } from '@health-site/local-lake'
import { COPY_PAGES, PAGE_COPY_TEXTS, type CopyPage } from '@/lib/site/page-copy'
import { INTERFACE_AREA_NAMES, INTERFACE_AREAS, type InterfaceArea } from '@/lib/interface/areas'
import { placeholderProblem } from '@/lib/site/interface-text'
import { LANGUAGES } from '@/lib/site/languages'
import { DRAFT_TAGLINE, seedWithDraft } from '../../tests/support/seed-with-draft'

const root = path.resolve(import.meta.dirname, '../..')
const seedDir = path.join(root, 'content/seed')
const datasetPath = path.join(seedDir, 'dataset.ndjson')

describe('seed dataset', () => {
  it('is exactly what the seed sources generate (run "npm run seed" after editing them)', async () => {
    const committed = readFileSync(datasetPath, 'utf8')
    const generated = await buildSeedNdjson(seedDir)
    // Compared document by document first, so that a failure shows which document and field drifted.
    const byId = (ndjson: string) =>
      Object.fromEntries(
        ndjson
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as { _id: string })
          .map((doc) => [doc._id, doc]),
      )
    expect(byId(committed), 'content/seed/dataset.ndjson is out of date: run "npm run seed"').toEqual(byId(generated))
    expect(committed === generated, 'same documents, other order or formatting: run "npm run seed"').toBe(true)
  })

  it('has the site settings', async () => {
    const settings = await queryDataset<{
      organizationName: string
      contactEmail: string
      consultation: { price: number; currency: string; label: string }
    }>(datasetPath, settingsQuery, {}, 'published')
    expect(settings.organizationName).toBe('HealthWise Hub')
    expect(settings.consultation).toEqual({ label: 'Professional Medical Consultation', price: 49.99, currency: 'USD' })
  })

  it('has the six conditions for navigation, in menu order', async () => {
    const nav = await queryDataset<Array<{ slug: string }>>(datasetPath, navConditionsQuery, {}, 'published')
    expect(nav.map((c) => c.slug)).toEqual(['diabetes', 'hypertension', 'hiv-aids', 'depression', 'obesity', 'cancer'])
  })

  it('carries no drafts or versions: the next editor to publish would put them live', () => {
    const ids = readFileSync(datasetPath, 'utf8')
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { _id: string })._id)
    expect(ids.filter((id) => id.startsWith('drafts.') || id.startsWith('versions.'))).toEqual([])
  })

  it('shows a draft only in draft preview (on a test copy with one)', async () => {
    const withDraft = seedWithDraft()
    const published = await queryDataset<{ tagline: string }>(withDraft, settingsQuery, {}, 'published')
    const drafts = await queryDataset<{ tagline: string }>(withDraft, settingsQuery, {}, 'drafts')
    expect(published.tagline).not.toContain('draft preview')
    expect(drafts.tagline).toBe(DRAFT_TAGLINE)
  })

  it('marks every doctor as fictional sample content', () => {
    const doctors = readFileSync(datasetPath, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
      .filter((d) => d._type === 'doctor')
    expect(doctors.filter((d) => (d.language ?? 'en') === 'en').length).toBe(3)
    for (const doctor of doctors) expect(doctor.isSample).toBe(true)
  })

  it('resolves every article reviewer to a doctor', async () => {
    for (const slug of ['diabetes', 'hypertension', 'hiv-aids', 'depression', 'obesity', 'cancer']) {
      const article = await queryDataset<{ review: { reviewer: { name: string } | null } }>(
        datasetPath,
        conditionBySlugQuery,
        { slug },
        'published',
      )
      expect(article.review.reviewer?.name, slug).toMatch(/^Dr\. /)
    }
  })
})

describe('page text', () => {
  const docs = readDocumentsSync(datasetPath).filter((doc) => doc._type === 'pageCopy') as Array<{
    language?: string
    page?: string
    title?: string
    intro?: string
    texts?: { key?: string; text?: string }[]
  }>

  it('has a document for every page built in code, with every text that page reads and no other', () => {
    // Every page in English; a translation (Spanish) has every text of its page too.
    const english = docs.filter((doc) => (doc.language ?? 'en') === 'en')
    expect(english.map((doc) => doc.page).sort()).toEqual([...COPY_PAGES].sort())
    for (const doc of docs) {
      const page = doc.page as CopyPage
      expect(doc.title?.trim(), page).toBeTruthy()
      expect((doc.texts ?? []).map((t) => t.key).sort(), page).toEqual([...PAGE_COPY_TEXTS[page]].sort())
      for (const t of doc.texts ?? []) expect(t.text?.trim(), `${page}.${t.key}`).toBeTruthy()
    }
    // The not-found page's intro says in plain words what happened and what to do; no "Oops" in any language.
    for (const doc of docs.filter((d) => d.page === 'notFound')) {
      expect(doc.intro?.trim()).toBeTruthy()
      expect(doc.intro).not.toMatch(/oops|¡uy!/i)
    }
  })
})

describe('interface words', () => {
  const docs = readDocumentsSync(datasetPath).filter((doc) => doc._type === 'interfaceText') as Array<{
    language?: string
    area?: string
    texts?: { key?: string; text?: string }[]
  }>

  it('has a document per area in each language, with every key its code reads, filled, and its placeholders kept', () => {
    for (const lang of LANGUAGES) {
      const inLang = docs.filter((doc) => (doc.language ?? 'en') === lang)
      expect(inLang.map((doc) => doc.area).sort(), lang).toEqual([...INTERFACE_AREA_NAMES].sort())
    }
    for (const doc of docs) {
      const keys = INTERFACE_AREAS[doc.area as InterfaceArea] as Readonly<Record<string, readonly string[]>>
      const where = `${doc.language}/${doc.area}`
      expect((doc.texts ?? []).map((t) => t.key).sort(), where).toEqual(Object.keys(keys).sort())
      for (const t of doc.texts ?? []) {
        expect(t.text?.trim(), `${where}.${t.key}`).toBeTruthy()
        expect(placeholderProblem(t.text ?? '', keys[t.key ?? ''] ?? []), `${where}.${t.key}`).toBeNull()
      }
    }
  })
})
