import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { evaluateLocal, loadLocalDataset, localFetch } from '@/lib/content/local'
import * as queries from '@/lib/content/queries'
import { navConditionsQuery, settingsQuery } from '@/lib/content/queries'

const line = (doc: object) => JSON.stringify(doc)

function datasetFile(lines: string[]): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'dataset-')), 'dataset.ndjson')
  writeFileSync(file, lines.join('\n'))
  return file
}

describe('local backend', () => {
  it('runs the site queries with groq-js, in the published perspective', async () => {
    const file = datasetFile([
      line({ _id: 'siteSettings', _type: 'siteSettings', organizationName: 'Org', tagline: 'Live' }),
      line({ _id: 'drafts.siteSettings', _type: 'siteSettings', organizationName: 'Org', tagline: 'Draft' }),
      line({ _id: 'b', _type: 'conditionArticle', slug: { current: 'b' }, order: 2, name: 'B' }),
      line({ _id: 'a', _type: 'conditionArticle', slug: { current: 'a' }, order: 1, name: 'A' }),
    ])
    const settings = await localFetch<{ tagline: string }>(file, settingsQuery, {}, 'published')
    expect(settings.tagline).toBe('Live')
    const drafts = await localFetch<{ tagline: string }>(file, settingsQuery, {}, 'drafts')
    expect(drafts.tagline).toBe('Draft')
    const nav = await localFetch<Array<{ slug: string }>>(file, navConditionsQuery, {}, 'published')
    expect(nav.map((c) => c.slug)).toEqual(['a', 'b'])
  })

  it('has a raw view with every stored document, drafts as drafts (for server-side preview-secret checks only)', async () => {
    const file = datasetFile([
      line({ _id: 'siteSettings', _type: 'siteSettings', tagline: 'Live' }),
      line({ _id: 'drafts.siteSettings', _type: 'siteSettings', tagline: 'Draft' }),
      line({ _id: 'drafts.secret-1', _type: 'sanity.previewUrlSecret', secret: 's' }),
    ])
    const ids = (perspective: 'raw' | 'published' | 'drafts') =>
      localFetch<string[]>(file, '*[]._id', {}, perspective).then((list) => [...list].sort())
    expect(await ids('raw')).toEqual(['drafts.secret-1', 'drafts.siteSettings', 'siteSettings'])
    expect(await ids('published')).toEqual(['siteSettings'])
    expect(await ids('drafts')).toEqual(['secret-1', 'siteSettings'])
  })

  it('builds the views once per version of the file and picks up a changed file without a restart', async () => {
    const file = datasetFile([line({ _id: 's', _type: 'siteSettings', tagline: 'One' })])
    const first = await loadLocalDataset(file, 'published')
    expect(await loadLocalDataset(file, 'published')).toBe(first) // same snapshot, not rebuilt

    writeFileSync(file, line({ _id: 's', _type: 'siteSettings', tagline: 'Two, a longer value' }))
    const later = new Date(Date.now() + 5_000)
    utimesSync(file, later, later)
    const settings = await localFetch<{ tagline: string }>(file, '*[_type == "siteSettings"][0]', {}, 'published')
    expect(settings.tagline).toBe('Two, a longer value')
  })

  it('says how to fix a missing dataset file', async () => {
    await expect(localFetch('/nonexistent/dataset.ndjson', settingsQuery, {}, 'published')).rejects.toThrow(
      'npm run seed',
    )
  })

  it("answers every site query over the seed exactly as groq-js's asynchronous evaluator does", async () => {
    const seedFile = path.resolve(import.meta.dirname, '../../studio/seed/dataset.ndjson')
    const raw = await loadLocalDataset(seedFile, 'raw')
    const slugs = [
      ...new Set(
        raw.flatMap((d) =>
          (d.slug as { current?: string })?.current ? [(d.slug as { current: string }).current] : [],
        ),
      ),
    ]
    const doctorIds = raw.flatMap((d) => (typeof d.doctorId === 'string' ? [d.doctorId] : []))
    const site = Object.entries(queries).filter(([, q]) => typeof q === 'string') as Array<[string, string]>
    expect(site.length).toBeGreaterThanOrEqual(19)
    let compared = 0
    for (const [name, query] of site) {
      const paramSets = query.includes('$slug')
        ? [...slugs, 'no-such-slug'].map((slug) => ({ slug }))
        : query.includes('$doctorId')
          ? [...doctorIds, 'no-such-doctor'].map((doctorId) => ({ doctorId }))
          : [{}]
      for (const view of ['published', 'drafts'] as const) {
        const dataset = await loadLocalDataset(seedFile, view)
        for (const params of paramSets) {
          const expected = await (await evaluate(parse(query), { dataset, params })).get()
          const actual = await evaluateLocal(parse(query), dataset, params)
          expect(actual, `${name} ${view} ${JSON.stringify(params)}`).toEqual(expected)
          compared++
        }
      }
    }
    expect(compared).toBeGreaterThan(100)
  })
})
