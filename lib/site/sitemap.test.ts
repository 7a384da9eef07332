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
      conditions: [{ slug: 'diabetes', _updatedAt: '2025-07-10T00:00:00Z', lastUpdated: '2025-07-12' }],
      pages: [{ slug: 'privacy', _updatedAt: '2025-07-15T00:00:00Z', lastUpdated: '2025-07-15' }],
      posts: [
        { slug: 'older-post', _updatedAt: '2025-06-02T00:00:00Z', publishedAt: '2025-06-02T09:00:00Z' },
        { slug: 'newer-post', _updatedAt: '2025-07-20T00:00:00Z', publishedAt: '2025-07-14T09:00:00Z' },
      ],
      settings: { _updatedAt: '2025-07-01T00:00:00Z' },
    } as never)
    expect(entries).toContainEqual({ path: '/diseases/diabetes', lastModified: '2025-07-12' })
    expect(entries).toContainEqual({ path: '/privacy', lastModified: '2025-07-15T00:00:00Z' })
    expect(entries).toContainEqual({ path: '/', lastModified: '2025-07-01T00:00:00Z' })
  })
  it('lists every blog post, and the blog as new as its newest post', () => {
    const entries = sitemapEntries({
      conditions: [],
      pages: [],
      posts: [
        { slug: 'older-post', _updatedAt: '2025-06-02T00:00:00Z', publishedAt: '2025-06-02T09:00:00Z' },
        { slug: 'newer-post', _updatedAt: '2025-07-20T00:00:00Z', publishedAt: '2025-07-14T09:00:00Z' },
      ],
      settings: { _updatedAt: '2025-07-01T00:00:00Z' },
    })
    expect(entries).toContainEqual({ path: '/blog/older-post', lastModified: '2025-06-02T09:00:00Z' })
    expect(entries).toContainEqual({ path: '/blog/newer-post', lastModified: '2025-07-20T00:00:00Z' })
    expect(entries).toContainEqual({ path: '/blog', lastModified: '2025-07-20T00:00:00Z' })
  })
})
