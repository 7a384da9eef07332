import { describe, expect, it } from 'vitest'
import { routeForDocument } from '@/lib/site/document-routes'
import { routes } from '@/lib/site/routes'
import { plainText, seedDocuments } from '../seed/seed-text'

// Checks on the seed articles as a reader gets them: length, sources, help callouts and the spec's clinical values.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the checks walk documents of every type
const dataset = seedDocuments() as any[]

const article = (slug: string) =>
  dataset.find((d) => d._type === 'conditionArticle' && d.language !== 'es' && d.slug.current === slug)
/** Where a document's internal links lead, as the page renders them (the referenced document through the routes). */
const linkedRoutes = (doc: object) =>
  [...JSON.stringify(doc).matchAll(/"_type":"internalLink","reference":\{"_type":"reference","_ref":"([^"]+)"/g)].map(
    ([, id]) => {
      const target = dataset.find((d) => d._id === id)
      return routeForDocument({ _type: target?._type, slug: target?.slug?.current, page: target?.page })
    },
  )
const text = (slug: string) => plainText({ intro: article(slug).intro, sections: article(slug).sections })

describe('condition articles', () => {
  for (const slug of ['diabetes', 'hypertension', 'hiv-aids', 'depression', 'obesity', 'cancer']) {
    it(`${slug}: at least 1,500 words, 6+ linked references, a help callout`, () => {
      const words = text(slug).split(/\s+/).filter(Boolean).length
      expect(words).toBeGreaterThanOrEqual(1500)
      const refs = article(slug).references
      expect(refs.length).toBeGreaterThanOrEqual(6)
      for (const ref of refs) expect(ref.url).toMatch(/^https:\/\//)
      const callouts = JSON.stringify(article(slug)).match(/"tone":"caution"/g) ?? []
      expect(callouts.length).toBeGreaterThanOrEqual(1)
      expect(text(slug)).toMatch(/911|988/)
    })
  }

  it('diabetes uses current diagnostic thresholds and cites the WHO', () => {
    const t = text('diabetes')
    expect(t).toContain('WHO')
    expect(t).toContain('126 mg/dL')
    expect(t).toMatch(/200 mg\/dL/)
    expect(t).toMatch(/140[–-]199 mg\/dL/) // impaired glucose tolerance, where 140 belongs today
  })

  it('hypertension gives the stages and targets of the spec', () => {
    const t = text('hypertension')
    for (const value of ['140/90', '160/100', '130/80', '180/120']) expect(t).toContain(value)
  })

  it('obesity gives the BMI classes, waist risk and treatment thresholds of the spec', () => {
    const t = text('obesity')
    for (const value of ['18.5–24.9', '25–29.9', '30–34.9', '35–39.9', '102 cm', '88 cm']) expect(t).toContain(value)
    expect(linkedRoutes(article('obesity'))).toContain(routes.bmiCalculator())
  })
})
