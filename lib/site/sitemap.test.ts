import { describe, expect, it } from 'vitest'
import { formatLongDate, formatMonthYear, isoDate } from '@/lib/format'
import { sitemapEntries } from '@/lib/site/sitemap'
import { createIdRegistry, slugify } from '@/lib/slug'

describe('dates', () => {
  it('formats calendar dates the same in every time zone', () => {
    expect(formatMonthYear('2025-07-01')).toBe('July 2025')
    expect(formatLongDate('2025-07-15')).toBe('July 15, 2025')
    expect(isoDate('2025-07-15')).toBe('2025-07-15')
  })
  it('shows nothing rather than "Invalid Date"', () => {
    expect(formatMonthYear('not a date')).toBe('')
    expect(formatLongDate(null)).toBe('')
    expect(formatLongDate('2025-13-45')).toBe('')
    expect(isoDate(undefined)).toBeUndefined()
  })
})

describe('heading ids', () => {
  it('slugifies readable text', () => {
    expect(slugify('Type 2 diabetes')).toBe('type-2-diabetes')
    expect(slugify('Diet & exercise: what works?')).toBe('diet-and-exercise-what-works')
    expect(slugify('Café au lait spots')).toBe('cafe-au-lait-spots')
  })
  it('keeps ids unique on a page and away from reserved section anchors', () => {
    const id = createIdRegistry(['diagnosis'])
    expect(id('Symptoms')).toBe('symptoms')
    expect(id('Symptoms')).toBe('symptoms-2')
    expect(id('Diagnosis')).toBe('diagnosis-2')
    expect(id('???')).toBe('section')
  })
})

describe('sitemapEntries', () => {
  it('uses the newest content date for each page', () => {
    const entries = sitemapEntries({
      en: {
        conditions: [{ slug: 'diabetes', _updatedAt: '2025-07-10T00:00:00Z', lastUpdated: '2025-07-12' }],
        pages: [{ slug: 'privacy', _updatedAt: '2025-07-15T00:00:00Z', lastUpdated: '2025-07-15' }],
        posts: [
          { slug: 'older-post', _updatedAt: '2025-06-02T00:00:00Z', publishedAt: '2025-06-02T09:00:00Z' },
          { slug: 'newer-post', _updatedAt: '2025-07-20T00:00:00Z', publishedAt: '2025-07-14T09:00:00Z' },
        ],
        settings: { _updatedAt: '2025-07-01T00:00:00Z' },
      } as never,
    })
    expect(entries).toContainEqual({ path: '/diseases/diabetes', lastModified: '2025-07-12' })
    expect(entries).toContainEqual({ path: '/privacy', lastModified: '2025-07-15T00:00:00Z' })
    expect(entries).toContainEqual({ path: '/', lastModified: '2025-07-01T00:00:00Z' })
  })
  it('lists every blog post, and the blog as new as its newest post', () => {
    const entries = sitemapEntries({
      en: {
        conditions: [],
        pages: [],
        posts: [
          { _id: 'a', slug: 'older-post', _updatedAt: '2025-06-02T00:00:00Z', publishedAt: '2025-06-02T09:00:00Z' },
          { _id: 'b', slug: 'newer-post', _updatedAt: '2025-07-20T00:00:00Z', publishedAt: '2025-07-14T09:00:00Z' },
        ],
        settings: { _updatedAt: '2025-07-01T00:00:00Z' },
        translations: [],
      },
    })
    expect(entries).toContainEqual({ path: '/blog/older-post', lastModified: '2025-06-02T09:00:00Z' })
    expect(entries).toContainEqual({ path: '/blog/newer-post', lastModified: '2025-07-20T00:00:00Z' })
    expect(entries).toContainEqual({ path: '/blog', lastModified: '2025-07-20T00:00:00Z' })
  })

  it('lists both languages, each page with its pair in the other (hreflang both ways)', () => {
    const day = '2025-07-10T00:00:00Z'
    const english = {
      conditions: [
        { _id: 'condition-hypertension', slug: 'hypertension', _updatedAt: day, lastUpdated: null },
        { _id: 'condition-cancer', slug: 'cancer', _updatedAt: day, lastUpdated: null },
      ],
      pages: [],
      posts: [],
      settings: { _updatedAt: day },
      translations: [{ ids: ['condition-hypertension', 'condition-hypertension-es'] }],
    }
    const spanish = {
      conditions: [
        { _id: 'condition-hypertension-es', slug: 'presion-arterial-alta', _updatedAt: day, lastUpdated: null },
      ],
      pages: [],
      posts: [],
      settings: { _updatedAt: day },
      translations: english.translations,
    }
    const entries = sitemapEntries({ en: english, es: spanish })
    const pair = { en: '/diseases/hypertension', es: '/es/enfermedades/presion-arterial-alta' }
    expect(entries).toContainEqual({ path: pair.en, lastModified: day, alternates: pair })
    expect(entries).toContainEqual({ path: pair.es, lastModified: day, alternates: pair })
    expect(entries).toContainEqual({ path: '/', lastModified: day, alternates: { en: '/', es: '/es' } })
    expect(entries).toContainEqual({ path: '/es', lastModified: day, alternates: { en: '/', es: '/es' } })
    // A guide with no translation yet is listed alone, with no alternate that would lead nowhere.
    expect(entries).toContainEqual({ path: '/diseases/cancer', lastModified: day })
    // Every Spanish address is paired with an English one.
    for (const entry of entries.filter((e) => e.path.startsWith('/es')))
      expect(entry.alternates?.en, entry.path).toBeTruthy()
  })

  it('pairs a page through its translation links, and lists nothing for a language without its read', () => {
    const day = '2025-07-10T00:00:00Z'
    const read = (conditions: Array<{ _id: string; slug: string }>) => ({
      conditions: conditions.map((c) => ({ ...c, _updatedAt: day, lastUpdated: null })),
      pages: [],
      posts: [],
      settings: { _updatedAt: day },
      translations: [{ ids: ['guide-en', 'guide-es', null] }],
    })
    const entries = sitemapEntries({
      en: read([{ _id: 'guide-en', slug: 'asthma' }]),
      es: read([{ _id: 'guide-es', slug: 'asma' }]),
    })
    const guide = { en: '/diseases/asthma', es: '/es/enfermedades/asma' }
    expect(entries).toContainEqual({ path: guide.es, lastModified: day, alternates: guide })
    // A language without its read (no content yet) lists nothing and pairs with nothing.
    const alone = sitemapEntries({ en: read([{ _id: 'guide-en', slug: 'asthma' }]) })
    expect(alone).toContainEqual({ path: guide.en, lastModified: day })
    expect(alone.some((e) => e.path.startsWith('/es'))).toBe(false)
  })
})
