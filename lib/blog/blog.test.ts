import fc from 'fast-check'
import { routes } from '@/lib/site/routes'
import { spanishRoutes } from '@/lib/site/localized-routes'
import { describe, expect, it } from 'vitest'
import { escapeXml, rfc822, rssXml } from '@/lib/blog/feed'
import { BLOG_PAGE_SIZE, pageCount, pageLinks, paginate, parsePageParam } from '@/lib/blog/pagination'
import {
  blogListing,
  buildBlogIndex,
  countByCategory,
  MAX_QUERY_LENGTH,
  normaliseSearchText,
  rankedPostsResult,
  searchPosts,
  type BlogIndex,
} from '@/lib/blog/posts'
import { countWords, readTimeMinutes } from '@/lib/blog/read-time'
import { blogWords } from '@/lib/blog/words'
import type { CrisisHelp } from '@/lib/search/site-search'
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

describe('blog search', () => {
  const idx = index([
    post(1, 'c-heart', { title: 'Understanding Blood Pressure', excerpt: 'Numbers explained.' }),
    post(2, 'c-diabetes', { title: 'Prediabetes basics', excerpt: 'What an A1C test shows.' }),
    post(3, 'c-mind', { title: 'Coping with stress', excerpt: 'Sleep, breathing and support — 988 in a crisis.' }),
  ])
  const slugs = (q: string) => searchPosts(idx, q).results.map((p) => p.slug)

  it('matches title, excerpt and category, case-insensitively, as substrings', () => {
    expect(slugs('blood PRESSURE')).toEqual(['post-1'])
    expect(slugs('a1c')).toEqual(['post-2'])
    expect(slugs('mental health')).toEqual(['post-3'])
    expect(slugs('Diabetes Care')).toEqual(['post-2'])
    expect(slugs('ress')).toEqual(['post-1', 'post-3'])
    expect(slugs('  coping   with ')).toEqual(['post-3'])
  })

  it('never matches across two fields', () => {
    expect(slugs('explained. heart')).toEqual([])
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
      const result = searchPosts(idx, q)
      expect(result.total, q.slice(0, 20)).toBe(0)
    }
    expect(searchPosts(idx, '—').total).toBe(1)
    fc.assert(
      fc.property(fc.string({ maxLength: 1200 }), (q) => {
        const result = searchPosts(idx, q)
        expect(result.total).toBeGreaterThanOrEqual(0)
        expect(result.results.length).toBeLessThanOrEqual(result.total)
        expect(result.query.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH)
      }),
    )
  })

  it('matches nothing for an empty query, and caps the results while counting all matches', () => {
    expect(searchPosts(idx, '   ').total).toBe(0)
    const many = index(Array.from({ length: 100 }, (_, i) => post(i + 1, 'c-heart')))
    const result = searchPosts(many, 'post', 24)
    expect(result.total).toBe(100)
    expect(result.results).toHaveLength(24)
  })

  it('normalises width and case', () => {
    expect(normaliseSearchText('ＨＥＡＲＴ  Health')).toBe('heart health')
  })
  // One engine (issue 45): the box shows the posts in site search's order; the substring rule only when it finds none.
  it('shows the posts in the order site search ranks them, with its count', () => {
    const ranked = { hrefs: [routes.blogPost('post-3'), '/diseases/diabetes', routes.blogPost('post-1')], total: 2 }
    const result = rankedPostsResult(idx, 'stress', ranked)
    expect(result.results.map((p) => p.slug)).toEqual(['post-3', 'post-1'])
    expect(result.total).toBe(2)
    expect(rankedPostsResult(idx, 'stress', ranked, 1).results.map((p) => p.slug)).toEqual(['post-3'])
  })

  it('matches a Spanish index by its Spanish addresses, so no English address finds a Spanish post', () => {
    const ranked = { hrefs: [spanishRoutes.blogPost('post-3'), routes.blogPost('post-1')], total: 2 }
    const result = rankedPostsResult(idx, 'stress', ranked, 24, 'es')
    expect(result.results.map((p) => p.slug)).toEqual(['post-3'])
  })

  it('falls back to the substring rule when site search finds no post (a fragment inside a word)', () => {
    expect(rankedPostsResult(idx, 'ress', { hrefs: [], total: 0 }).results.map((p) => p.slug)).toEqual([
      'post-1',
      'post-3',
    ])
    expect(rankedPostsResult(idx, '   ', { hrefs: [], total: 0 }).total).toBe(0)
  })

  it('passes on the help the search calls for, whichever rule found the posts, and none when it calls for none', () => {
    const help = [{ key: 'suicide', call: '988', now: ['Call or text 988 now.'] }] as CrisisHelp[]
    const ranked = { hrefs: [routes.blogPost('post-3')], total: 1, help }
    expect(rankedPostsResult(idx, 'stress', ranked).help).toEqual(help)
    expect(rankedPostsResult(idx, 'ress', { hrefs: [], total: 0, help }).help).toEqual(help)
    expect(rankedPostsResult(idx, 'stress', { hrefs: [], total: 0 }).help).toEqual([])
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
