import fc from 'fast-check'
import { routes } from '@/lib/site/routes'
import { describe, expect, it } from 'vitest'
import { escapeXml, rfc822, rssXml } from '@/lib/blog/feed'
import { BLOG_PAGE_SIZE, pageCount, pageLinks, paginate, parsePageParam } from '@/lib/blog/pagination'
import {
  blogListing,
  buildBlogIndex,
  countByCategory,
  MAX_QUERY_LENGTH,
  normaliseSearchText,
  postTexts,
  substringMatches,
  type BlogIndex,
} from '@/lib/blog/posts'
import { countWords, readTimeMinutes } from '@/lib/blog/read-time'
import { blogWords } from '@/lib/blog/words'
import type { ListedDocument } from '@/lib/search/site-search'
import { seedText } from '@/tests/support/interface-text'
import type { BlogIndexQueryResult } from '@/sanity.types'

const categories: BlogIndexQueryResult['categories'] = [
  { _id: 'c-heart', title: 'Heart Health', slug: 'heart-health', label: 'Heart Health', hasSidebarLabel: false },
  { _id: 'c-diabetes', title: 'Diabetes', slug: 'diabetes', label: 'Diabetes Care', hasSidebarLabel: true },
  { _id: 'c-mind', title: 'Mental Health', slug: 'mental-health', label: 'Mental Health', hasSidebarLabel: false },
  { _id: 'c-empty', title: 'Nutrition', slug: 'nutrition', label: 'Nutrition', hasSidebarLabel: false },
]

function post(n: number, categoryId: string | null, fields: Partial<BlogIndexQueryResult['posts'][number]> = {}) {
  const day = String(28 - (n % 28)).padStart(2, '0')
  return {
    _id: `p-${n}`,
    _updatedAt: `2025-01-${day}T00:00:00Z`,
    title: `Post number ${n}`,
    slug: `post-${n}`,
    excerpt: `Excerpt of post ${n}.`,
    publishedAt: `2025-01-${day}T09:00:00Z`,
    categoryId,
    cover: null,
    words: 400,
    ...fields,
  }
}

function index(posts: BlogIndexQueryResult['posts']): BlogIndex {
  return buildBlogIndex({ categories, posts })
}

describe('read time', () => {
  it('is whole minutes at 200 words a minute, rounded up, never below 1', () => {
    expect(readTimeMinutes(1600)).toBe(8)
    expect(readTimeMinutes(1601)).toBe(9)
    expect(readTimeMinutes(200)).toBe(1)
    expect(readTimeMinutes(0)).toBe(1)
    expect(readTimeMinutes(null)).toBe(1)
    expect(readTimeMinutes(Number.NaN)).toBe(1)
    expect(readTimeMinutes(-50)).toBe(1)
    expect(readTimeMinutes(Number.POSITIVE_INFINITY)).toBe(1)
    expect(blogWords(seedText('blog'), 'en').readTime(readTimeMinutes(1600))).toBe('8 min read')
    expect(blogWords(seedText('blog', 'es'), 'es').readTime(8)).toBe('8 min de lectura')
  })

  it('counts words as runs of non-space characters', () => {
    expect(countWords('  One two\nthree\t four.  ')).toBe(4)
    expect(countWords('')).toBe(0)
  })
})

describe('pagination', () => {
  it('reads only plain page numbers from the URL', () => {
    expect(parsePageParam('2')).toBe(2)
    expect(parsePageParam('120')).toBe(120)
    for (const junk of ['0', '02', '-1', '1.5', '2e3', ' 2', 'two', '', '9999999', undefined])
      expect(parsePageParam(junk), String(junk)).toBeNull()
  })

  it('counts pages of 12 and always has page 1', () => {
    expect(BLOG_PAGE_SIZE).toBe(12)
    expect(pageCount(0)).toBe(1)
    expect(pageCount(8)).toBe(1)
    expect(pageCount(12)).toBe(1)
    expect(pageCount(13)).toBe(2)
    expect(pageCount(10_000)).toBe(834)
  })

  it('knows which pages exist and what comes before and after', () => {
    expect(paginate(8, 2)).toBeNull()
    expect(paginate(30, 0)).toBeNull()
    expect(paginate(30, 4)).toBeNull()
    expect(paginate(30, 3)).toMatchObject({ page: 3, pageCount: 3, start: 24, previous: 2, next: null })
    expect(paginate(30, 1)).toMatchObject({ start: 0, previous: null, next: 2 })
  })

  it('links the first, last and neighbouring pages with gaps', () => {
    expect(pageLinks(1, 1)).toEqual([1])
    expect(pageLinks(1, 3)).toEqual([1, 2, 3])
    expect(pageLinks(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20])
    expect(pageLinks(3, 20)).toEqual([1, 2, 3, 4, 'gap', 20])
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (a, b) => {
        const [page, count] = a <= b ? [a, b] : [b, a]
        const links = pageLinks(page, count)
        const numbers = links.filter((l): l is number => l !== 'gap')
        expect(numbers).toContain(page)
        expect(numbers[0]).toBe(1)
        expect(numbers.at(-1)).toBe(count)
        expect([...numbers].sort((x, y) => x - y)).toEqual(numbers)
        expect(new Set(numbers).size).toBe(numbers.length)
      }),
    )
  })
})

describe('blog index', () => {
  it('counts posts per category from the content, keeping the sidebar label', () => {
    const idx = index([post(1, 'c-heart'), post(2, 'c-heart'), post(3, 'c-diabetes'), post(4, null)])
    expect(idx.categories.map((c) => [c.label, c.count])).toEqual([
      ['Heart Health', 2],
      ['Diabetes Care', 1],
      ['Mental Health', 0],
      ['Nutrition', 0],
    ])
    // Click-to-edit names the field the sidebar shows: the sidebar label when one is stored, else the title.
    expect(idx.categories.map((c) => [c._id, c.labelField])).toEqual([
      ['c-heart', 'title'],
      ['c-diabetes', 'sidebarLabel'],
      ['c-mind', 'title'],
      ['c-empty', 'title'],
    ])
    expect(idx.posts.map((p) => p._id)).toEqual(['p-1', 'p-2', 'p-3', 'p-4'])
    expect(countByCategory([], [{ slug: 'a', title: 'A', label: 'A' }])).toEqual([
      { slug: 'a', title: 'A', label: 'A', count: 0 },
    ])
  })

  it('skips posts without a slug, title or date, and computes read time', () => {
    const idx = index([
      post(1, 'c-heart', { words: 1600 }),
      post(2, 'c-heart', { slug: null }),
      post(3, null, { title: null }),
    ])
    expect(idx.posts.map((p) => [p.slug, p.readMinutes])).toEqual([['post-1', 8]])
  })

  it('lists one page at a time, by category, and reports unknown pages and categories as not found', () => {
    const posts = Array.from({ length: 30 }, (_, i) => post(i + 1, i % 3 === 0 ? 'c-diabetes' : 'c-heart'))
    const idx = index(posts)
    const first = blogListing(idx, {})!
    expect(first.posts).toHaveLength(12)
    expect(first.posts[0]!.slug).toBe('post-1')
    expect(blogListing(idx, { page: 3 })!.posts).toHaveLength(6)
    expect(blogListing(idx, { page: 4 })).toBeNull()
    const diabetes = blogListing(idx, { categorySlug: 'diabetes' })!
    expect(diabetes.category?.label).toBe('Diabetes Care')
    expect(diabetes.pagination.total).toBe(10)
    expect(diabetes.posts.every((p) => p.category?.slug === 'diabetes')).toBe(true)
    expect(blogListing(idx, { categorySlug: 'diabetes', page: 2 })).toBeNull()
    expect(blogListing(idx, { categorySlug: 'no-such-category' })).toBeNull()
    // A category with no posts has no page either.
    expect(blogListing(idx, { categorySlug: 'nutrition' })).toBeNull()
  })
})

// The spec's substring rule, which the blog's box answers with when site search finds no post (a fragment inside a
// word); the box's whole answer, ranked first, is lib/content/blog-search.test.ts's.
describe('blog search', () => {
  /** A post as site search lists it: title, excerpt as summary, category title and sidebar label as labels. */
  const listed = (n: number, title: string, summary: string, labels: string, date = `2025-01-${28 - n}`) =>
    ({ id: `p-${n}`, kind: 'post', title, href: routes.blogPost(`post-${n}`), summary, labels, date }) as const
  const posts = postTexts([
    listed(1, 'Understanding Blood Pressure', 'Numbers explained.', 'Heart Health\n'),
    listed(2, 'Prediabetes basics', 'What an A1C test shows.', 'Diabetes\nDiabetes Care'),
    listed(3, 'Coping with stress', 'Sleep, breathing and support — 988 in a crisis.', 'Mental Health\n'),
    { id: 'guide', kind: 'guide', title: 'Stress and the heart', href: '/diseases/x', summary: '', date: null },
  ] satisfies ListedDocument[])
  const ids = (q: string) => substringMatches(posts, q).ids

  it('matches title, excerpt and category, case-insensitively, as substrings, posts only, newest first', () => {
    expect(ids('blood PRESSURE')).toEqual(['p-1'])
    expect(ids('a1c')).toEqual(['p-2'])
    expect(ids('mental health')).toEqual(['p-3'])
    expect(ids('Diabetes Care')).toEqual(['p-2'])
    expect(ids('ress')).toEqual(['p-1', 'p-3'])
    expect(ids('  coping   with ')).toEqual(['p-3'])
    expect(ids('the heart')).toEqual([])
  })

  it('orders by publication date, newest first, then by id, as the list does', () => {
    const same = postTexts([listed(2, 'B post', '', '', '2025-01-01'), listed(1, 'A post', '', '', '2025-01-01')])
    expect(substringMatches(same, 'post').ids).toEqual(['p-1', 'p-2'])
    const dated = postTexts([listed(1, 'Old post', '', '', '2024-01-01'), listed(2, 'New post', '', '', '2025-06-01')])
    expect(substringMatches(dated, 'post').ids).toEqual(['p-2', 'p-1'])
  })

  it('never matches across two fields', () => {
    expect(ids('explained. heart')).toEqual([])
  })

  it('treats hostile text as plain text: a normal result or no match, never an error', () => {
    const hostile = [
      '*',
      '"',
      "'",
      '\\',
      '[',
      ']',
      '*[_type == "doctor"]',
      '.*',
      '(?:',
      '🫀',
      'مرحبا',
      '\u202Eevil',
      'x'.repeat(5000),
      '\u0000',
    ]
    for (const q of hostile) {
      const result = substringMatches(posts, q)
      expect(result.total, q.slice(0, 20)).toBe(0)
    }
    expect(substringMatches(posts, '—').total).toBe(1)
    fc.assert(
      fc.property(fc.string({ maxLength: 1200 }), (q) => {
        const result = substringMatches(posts, q)
        expect(result.total).toBeGreaterThanOrEqual(0)
        expect(result.ids.length).toBeLessThanOrEqual(result.total)
        expect(result.query.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH)
      }),
    )
  })

  it('matches nothing for an empty query, and caps the results while counting all matches', () => {
    expect(substringMatches(posts, '   ').total).toBe(0)
    const many = postTexts(Array.from({ length: 100 }, (_, i) => listed(i + 1, `Post ${i + 1}`, '', '', '2025-01-01')))
    const result = substringMatches(many, 'post', 24)
    expect(result.total).toBe(100)
    expect(result.ids).toHaveLength(24)
  })

  it('normalises width and case', () => {
    expect(normaliseSearchText('ＨＥＡＲＴ  Health')).toBe('heart health')
  })
})

describe('RSS feed', () => {
  it('escapes markup and drops characters XML cannot carry', () => {
    expect(escapeXml(`<b>"Tom" & 'Jerry'</b>`)).toBe('&lt;b&gt;&quot;Tom&quot; &amp; &apos;Jerry&apos;&lt;/b&gt;')
    expect(escapeXml('a\u0000b\u0008c\uD800d')).toBe('abcd')
    expect(escapeXml('emoji 🫀 stays')).toBe('emoji 🫀 stays')
  })

  it('writes RFC 822 dates', () => {
    expect(rfc822('2025-07-14T09:00:00Z')).toBe('Mon, 14 Jul 2025 09:00:00 GMT')
    expect(rfc822('not a date')).toBeNull()
  })

  it('builds an RSS 2.0 channel whose items keep hostile titles as text', () => {
    const xml = rssXml({
      title: 'Blog & news',
      link: 'https://example.org/blog',
      selfLink: 'https://example.org/blog/feed.xml',
      description: 'd',
      items: [
        {
          title: 'Salt <script>alert(1)</script> & you',
          link: 'https://example.org/blog/a?x=1&y=2',
          description: 'Less than 5 g < 6 g',
          publishedAt: '2025-07-14T09:00:00Z',
          category: 'Heart Health',
        },
      ],
    })
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true)
    expect(xml).toContain('<title>Salt &lt;script&gt;alert(1)&lt;/script&gt; &amp; you</title>')
    expect(xml).toContain('<guid isPermaLink="true">https://example.org/blog/a?x=1&amp;y=2</guid>')
    expect(xml).toContain('<pubDate>Mon, 14 Jul 2025 09:00:00 GMT</pubDate>')
    expect(xml).toContain('<lastBuildDate>Mon, 14 Jul 2025 09:00:00 GMT</lastBuildDate>')
    expect(xml).not.toContain('<script>')
  })
})
