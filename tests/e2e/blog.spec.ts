import { type APIRequestContext, type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { putDocuments, removeDocuments } from '../support/e2e-dataset'
import { expectNoAxeViolations } from './axe'
import { routes } from '@/lib/site/routes'
import { formatLongDate } from '@/lib/format'
import { post, servedDoc, servedOfType, slugOf } from '../support/e2e-content'

const NO_MATCH = 'No articles found matching your search. Try different keywords.'

// The posts and categories the server serves, read from its dataset by type and id (tests/support/e2e-content.ts):
// their titles, order and counts follow the content, so rewording a post in the seed changes what is expected.
type Ref = { _ref?: string } | undefined
/** The posts, newest first. */
const newest = servedOfType('blogPost')
  .filter((d) => d.publishedAt)
  .sort((a, b) => String(b.publishedAt).localeCompare(String(a.publishedAt)))
  .map((d) => ({ slug: slugOf(d), title: String(d.title), category: (d.category as Ref)?._ref }))
/** The categories in the sidebar's order, each with its name, sidebar label and posts (newest first). */
const categories = servedOfType('blogCategory')
  .sort((a, b) => Number(a.order) - Number(b.order) || String(a.title).localeCompare(String(b.title)))
  .map((c) => ({
    id: c._id,
    slug: slugOf(c),
    name: String(c.title),
    label: String(c.sidebarLabel ?? c.title),
    posts: newest.filter((p) => p.category === c._id),
  }))
const categoryOf = (slug: string) => categories.find((c) => c.slug === slug)!
const title = (slug: string) => String(post(slug).title)
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const BP = 'understanding-blood-pressure-numbers'

const cards = (page: Page) => page.locator('main article:visible')
const cardTitles = (page: Page) => page.locator('main article:visible h2')
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search articles' })
const status = (page: Page) => page.locator('main').getByRole('status').first()

// In order, in one worker: the paging test adds forty posts for a while, and the other tests count the blog's eight.
test.describe.configure({ mode: 'default' })

async function searchFor(page: Page, text: string) {
  await search(page).fill(text)
  await expect(status(page)).toHaveText(/match|No articles found/)
}

test.describe('blog list', () => {
  test('shows every post with title, excerpt, category, read time, date and Read Full Article', async ({ page }) => {
    await page.goto('/blog')
    await expect(page.getByRole('heading', { level: 1, name: 'Health Blog' })).toBeVisible()
    await expect(cards(page)).toHaveCount(newest.length)
    await expect(cardTitles(page)).toHaveText(newest.map((p) => p.title))
    for (const card of await cards(page).all()) {
      await expect(
        card.getByRole('link', { name: new RegExp(`^(${categories.map((c) => escape(c.name)).join('|')})$`) }),
      ).toBeVisible()
      await expect(card).toContainText(/\d+ min read/)
      await expect(card.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, 2025$/)
      await expect(card.getByRole('link', { name: /^Read Full Article/ })).toBeVisible()
      expect((await card.locator('p').last().textContent())!.length).toBeGreaterThan(40)
    }
    // Eight posts fit on one page: no pagination.
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0)
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      /\/blog\/feed\.xml$/,
    )
    await expectNoAxeViolations(page)
  })

  test('the sidebar lists the five newest posts and the categories with counts from the content', async ({ page }) => {
    await page.goto('/blog')
    const recent = page.getByRole('region', { name: 'Recent Articles' }).getByRole('link')
    await expect(recent).toHaveText(newest.slice(0, 5).map((p) => p.title))
    const sidebar = page.getByRole('region', { name: 'Health Categories' }).getByRole('link')
    await expect(sidebar).toHaveText(
      categories.map(
        (c) => new RegExp(`^${escape(c.label)}\\s*${c.posts.length} article${c.posts.length === 1 ? '' : 's'}$`),
      ),
    )
  })

  test('a recent-article link opens that post at the top of the page', async ({ page }) => {
    for (const post of newest.slice(0, 5)) {
      await page.goto('/blog')
      await page.mouse.wheel(0, 600)
      await page.getByRole('region', { name: 'Recent Articles' }).getByRole('link', { name: post.title }).click()
      await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    }
  })

  test('Subscribe Now answers honestly', async ({ page }) => {
    await page.goto('/blog')
    const box = page.getByRole('form', { name: 'Blog newsletter' })
    await box.getByRole('button', { name: 'Subscribe Now' }).click()
    await expect(box.getByRole('status')).toHaveText('Enter your email address.')
    await box.getByLabel('Email address').fill('reader@example.com')
    await box.getByRole('button', { name: 'Subscribe Now' }).click()
    await expect(box.getByRole('status')).toContainText('not stored')
  })
})

test.describe('blog search', () => {
  // The box ranks with site search (one engine, posts only), so the best match comes first.
  test('finds posts live by title, excerpt and category, best first, in any case, and clears back to the list', async ({
    page,
  }) => {
    await page.goto('/blog')
    await searchFor(page, 'bLOOD pRESSURE')
    await expect(cardTitles(page).first()).toHaveText(title(BP))

    // Words of an excerpt, as a phrase.
    await searchFor(page, 'NOT YET IN THE DIABETES RANGE')
    await expect(cardTitles(page).first()).toHaveText(title('prediabetes-what-it-means'))

    // By category: the stress post says "mental health" nowhere but in its category, and still comes second.
    await searchFor(page, 'Mental health')
    await expect(cardTitles(page).nth(0)).toHaveText(title('sleep-and-mental-health'))
    await expect(cardTitles(page).nth(1)).toHaveText(title('managing-stress-everyday'))
    await expect(status(page)).toHaveText(/^\d+ articles match your search\.$/)

    // The sidebar's name for a category finds its posts first.
    await searchFor(page, 'diabetes care')
    await expect(cardTitles(page).nth(0)).toHaveText(title('managing-blood-sugar-day-to-day'))
    await expect(cardTitles(page).nth(1)).toHaveText(title('prediabetes-what-it-means'))

    // A misspelling finds what the word finds, as on /search.
    await searchFor(page, 'prediabetis')
    await expect(cardTitles(page).first()).toHaveText(title('prediabetes-what-it-means'))

    await searchFor(page, 'xylophone quantum')
    await expect(status(page)).toHaveText(NO_MATCH)
    await expect(cards(page)).toHaveCount(0)
    await expectNoAxeViolations(page, '/blog with no match')

    await search(page).fill('')
    await expect(cards(page)).toHaveCount(newest.length)
  })

  test('a crisis search shows the help card above the posts, 988 first; an ordinary one shows none', async ({
    page,
    request,
  }) => {
    await page.goto(routes.blog())
    await searchFor(page, 'suicide')
    const card = page.getByRole('main').locator('section[data-crisis-help]')
    await expect(card).toBeVisible()
    await expect(card.getByRole('link').nth(0)).toHaveText('Call 988')
    await expect(card.getByRole('link').nth(0)).toHaveAttribute('href', /^tel:988$/)
    await expect(card.getByRole('link').nth(1)).toHaveText('Text 988')
    await expect(card.getByRole('link').nth(1)).toHaveAttribute('href', /^sms:988/)
    // Above the count and every post it found.
    const cardTop = (await card.boundingBox())!.y
    expect(cardTop).toBeLessThan((await status(page).boundingBox())!.y)
    await expect(cards(page).first()).toBeVisible()
    expect(cardTop).toBeLessThan((await cards(page).first().boundingBox())!.y)
    await expectNoAxeViolations(page, '/blog with the help card')

    await searchFor(page, 'sleep')
    await expect(card).toHaveCount(0)

    // The endpoint's answer carries the help, so the card needs nothing but the JSON.
    const crisis = (await (await request.get(routes.blogSearchApi('suicide'))).json()) as { help: { call: string }[] }
    expect(crisis.help[0]?.call).toBe('988')
    const ordinary = (await (await request.get(routes.blogSearchApi('sleep'))).json()) as { help: unknown[] }
    expect(ordinary.help).toEqual([])
  })

  test('a search in the address opens with its results', async ({ page }) => {
    await page.goto('/blog?q=SLEEP')
    await expect(search(page)).toHaveValue('SLEEP')
    await expect(cardTitles(page).first()).toHaveText(title('sleep-and-mental-health'))
  })

  test('hostile text gives a normal result or the no-match message, never an error', async ({ page, request }) => {
    const hostile = [
      '*',
      '"',
      "'",
      '\\',
      '[',
      '*[_type == "doctor"]',
      '.*',
      '🫀',
      'مرحبا بالعالم',
      '\u202Eheart',
      'a'.repeat(1000),
    ]
    await page.goto('/blog')
    for (const text of hostile) {
      await search(page).fill(text)
      await expect(status(page), text.slice(0, 20)).toHaveText(
        /^(No articles found matching your search\. Try different keywords\.|\d+ articles? match)/,
      )
      const response = await request.get(`/api/blog/search?q=${encodeURIComponent(text)}`)
      expect(response.status(), text.slice(0, 20)).toBe(200)
      const body = (await response.json()) as { total: number; results: unknown[] }
      expect(body.total).toBe(body.results.length)
    }
    const long = await request.get(`/api/blog/search?q=${'heart '.repeat(400)}`)
    expect(long.status()).toBe(200)
  })
})

test.describe('blog categories', () => {
  test('choosing a category shows its posts at a real URL', async ({ page }) => {
    const diabetes = categoryOf('diabetes')
    const link = page.getByRole('region', { name: 'Health Categories' }).getByRole('link', { name: diabetes.label })
    await page.goto('/blog')
    await link.click()
    await expect(page).toHaveURL(/\/blog\/category\/diabetes$/)
    await expect(cardTitles(page)).toHaveText(diabetes.posts.map((p) => p.title))
    for (const card of await cards(page).all())
      await expect(card.getByRole('link', { name: diabetes.name, exact: true })).toBeVisible()
    await expect(link).toHaveAttribute('aria-current', 'page')
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'Show all articles' }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(cards(page)).toHaveCount(newest.length)
  })

  test('a category name on a card filters too', async ({ page }) => {
    const first = categories.find((c) => c.id === newest[0]!.category)!
    await page.goto('/blog')
    await cards(page).first().getByRole('link', { name: first.name, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/blog/category/${first.slug}$`))
    await expect(cards(page)).toHaveCount(first.posts.length)
  })

  test('an unknown category or page is the not-found page', async ({ request, page }) => {
    for (const path of [
      '/blog/category/no-such-topic',
      '/blog/category/diabetes/page/2',
      '/blog/page/abc',
      '/blog/page/0',
      '/blog/page/02',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404)
    }
    await page.goto('/blog/category/no-such-topic')
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  })
})

/** The webhook the lake (or Sanity) sends after a publish: here for documents written to the file directly. */
async function announce(request: APIRequestContext, body: unknown) {
  const text = JSON.stringify(body)
  const response = await request.post('/api/revalidate', {
    data: text,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(text, Date.now(), process.env.E2E_REVALIDATE_SECRET!),
    },
  })
  expect(response.status()).toBe(200)
}

test.describe('blog pagination', () => {
  test.describe.configure({ mode: 'serial' })

  test('with eight posts there is no page 2, and /blog/page/1 is /blog', async ({ request }) => {
    expect((await request.get('/blog/page/2')).status()).toBe(404)
    const one = await request.get('/blog/page/1', { maxRedirects: 0 })
    expect(one.status()).toBe(308)
    expect(one.headers().location).toMatch(/\/blog$/)
  })

  test('with more posts, later pages link to their neighbours', async ({ page }) => {
    // A category of its own with forty older posts, added to the server's temporary copy of the dataset: four pages
    // of 12, 12, 12 and 4. Its name is new on every run, because `next start` keeps the pages it rendered on demand
    // across restarts; nothing else on the site (search results, counts, recent posts) changes for other tests.
    const slug = `e2e-archive-${Date.now()}`
    const base = `/blog/category/${slug}`
    const category = {
      _id: `blog-category-${slug}`,
      _type: 'blogCategory',
      _createdAt: '2001-01-01T00:00:00Z',
      _updatedAt: '2001-01-01T00:00:00Z',
      title: 'Archive',
      slug: { _type: 'slug', current: slug },
      sidebarLabel: 'Paging Archive',
      order: 99,
    }
    const extra = Array.from({ length: 40 }, (_, i) => {
      const day = new Date(Date.UTC(2001, 5, 1) - i * 86_400_000).toISOString()
      return {
        _id: `${slug}-${i + 1}`,
        _type: 'blogPost',
        _createdAt: day,
        _updatedAt: day,
        title: `Archive entry ${i + 1} for paging`,
        slug: { _type: 'slug', current: `${slug}-${i + 1}` },
        excerpt: 'An older placeholder entry that exists only to test paging through the list.',
        category: { _type: 'reference', _ref: category._id },
        publishedAt: day,
        body: [],
      }
    })
    try {
      // Through the file, so the posts keep their old dates (the lake would stamp them with today).
      await putDocuments([category, ...extra], { viaFile: true })
      // The site hears of a change only through the webhook, as from a publish; the first render after it may
      // still read the blog's previous version (stale-while-revalidate), the next one the new.
      await announce(page.request, { _type: 'blogCategory', slug })
      await expect(async () => {
        expect((await page.request.get(`${base}/page/3`)).status()).toBe(200)
      }).toPass({ timeout: 10_000 })
      const response = await page.goto(`${base}/page/3`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Paging Archive')
      await expect(cards(page)).toHaveCount(12)
      await expect(cardTitles(page).first()).toHaveText('Archive entry 25 for paging')
      const nav = page.getByRole('navigation', { name: 'Pagination' })
      await expect(nav.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', `${base}/page/2`)
      await expect(nav.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', `${base}/page/4`)
      await expect(nav.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('href', base)
      await expect(nav.locator('[aria-current="page"]')).toHaveText('Page 3')
      await expect(nav).toContainText('Page 3 of 4')
      await nav.getByRole('link', { name: 'Next page' }).click()
      await expect(page).toHaveURL(new RegExp(`${base}/page/4$`))
      await expect(cards(page)).toHaveCount(4)
      await expect(cardTitles(page).last()).toHaveText('Archive entry 40 for paging')
      await expect(
        page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next page' }),
      ).toHaveCount(0)
      await page
        .getByRole('navigation', { name: 'Pagination' })
        .getByRole('link', { name: 'Page 1', exact: true })
        .click()
      await expect(page).toHaveURL(new RegExp(`${base}$`))
      await expect(cardTitles(page).first()).toHaveText('Archive entry 1 for paging')
      expect((await page.request.get(`${base}/page/5`)).status()).toBe(404)
      // Search covers posts beyond the first page.
      await search(page).fill('ARCHIVE ENTRY 37')
      await expect(cardTitles(page)).toHaveText(['Archive entry 37 for paging'])
    } finally {
      await removeDocuments(
        [category, ...extra].map((doc) => doc._id),
        { viaFile: true },
      )
      // And their removal, so that the blog's other tests see its eight posts again.
      await announce(page.request, { _type: 'blogCategory', slug })
    }
  })
})

test.describe('blog post', () => {
  test('shows title, category, date, read time, reviewer, body, review and references, with Back to Blog', async ({
    page,
  }) => {
    await page.goto('/blog')
    await page.mouse.wheel(0, 800)
    const bp = post(BP)
    const bpCategory = categories.find((c) => c.id === (bp.category as Ref)?._ref)!
    const bpReview = bp.review as { lastReviewed: string; reviewer: { _ref: string } }
    const card = cards(page).filter({ hasText: String(bp.title) })
    await card.getByRole('link', { name: /^Read Full Article/ }).click()
    await expect(page).toHaveURL(/\/blog\/understanding-blood-pressure-numbers$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    const header = page.locator('main article header').first()
    await expect(header.getByRole('heading', { level: 1 })).toHaveText(String(bp.title))
    await expect(header.getByRole('link', { name: bpCategory.name })).toHaveAttribute(
      'href',
      `/blog/category/${bpCategory.slug}`,
    )
    // Published, and updated since with the same-day and 911 advice (the dates come from the post's record).
    const [published, updated, reviewed] = [bp.publishedAt, bp.lastUpdated, bpReview.lastReviewed].map((date) =>
      formatLongDate(String(date)),
    )
    // The header gives the publication date; the last change and the review are in the review line at the end.
    await expect(header.locator('time')).toHaveText([published!])
    // 200 words a minute, rounded up (lib/content counts the words a reader sees; its unit tests check the sum).
    await expect(header.getByText(/^\d+ min read$/)).toBeVisible()
    await expect(header).toContainText('Sample review: not yet reviewed by a real clinician')
    await expect(header).not.toContainText('Medically reviewed')
    // The body's headings and its table, as the post's record holds them.
    type Block = { _type: string; style?: string; children?: { text: string }[] }
    const body = bp.body as Block[]
    for (const heading of body.filter((b) => b.style === 'h2'))
      await expect(
        page.getByRole('heading', { level: 2, name: heading.children!.map((c) => c.text).join(''), exact: true }),
      ).toBeVisible()
    await expect(page.getByRole('table')).toHaveCount(body.filter((b) => b._type === 'table').length)
    const review = page.getByRole('region', { name: 'Medical review' })
    await expect(review).toContainText(String(servedDoc(bpReview.reviewer._ref).name))
    await expect(review).toContainText('Sample profile')
    // Changed after its last review: the line says so, with both dates.
    await expect(review.locator('time')).toContainText([reviewed!, updated!, reviewed!])
    await expect(review).toContainText('Changed after review.')
    const refs = page.getByRole('region', { name: 'References' }).getByRole('link')
    expect(await refs.count()).toBeGreaterThanOrEqual(3)
    for (const ref of await refs.all()) await expect(ref).toHaveAttribute('href', /^https:\/\//)
    await expect(page.getByRole('region', { name: 'Recent Articles' }).getByRole('link')).toHaveCount(5)

    const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
    const posting = ld.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'BlogPosting')
    expect(posting).toMatchObject({
      headline: String(bp.title),
      articleSection: bpCategory.name,
    })
    // The reviewer is a fictional sample: search engines are not told that anyone reviewed the post.
    expect(JSON.stringify(posting)).not.toContain('reviewedBy')

    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'Back to Blog' }).first().click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(cards(page)).toHaveCount(newest.length)
  })

  test('every post has its own page, and mental-health posts give 988 and 911', async ({ request }) => {
    for (const post of newest) {
      const response = await request.get(`/blog/${post.slug}`)
      expect(response.status(), post.slug).toBe(200)
      const html = await response.text()
      expect(html).toContain('Back to Blog')
      if (post.slug === 'sleep-and-mental-health' || post.slug === 'managing-stress-everyday') {
        expect(html).toContain('988')
        expect(html).toContain('911')
      }
    }
  })

  test('an unknown post is the not-found page', async ({ page }) => {
    const response = await page.goto('/blog/no-such-post')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  })
})

test.describe('blog feed', () => {
  test('is valid RSS 2.0 with the newest posts, linked to their pages', async ({ page, request }) => {
    const response = await request.get('/blog/feed.xml')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/rss+xml')
    const xml = await response.text()
    await page.goto('/blog')
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml')
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        version: doc.documentElement.getAttribute('version'),
        items: [...doc.querySelectorAll('channel > item')].map((item) => ({
          title: item.querySelector('title')?.textContent,
          link: item.querySelector('link')?.textContent,
          pubDate: item.querySelector('pubDate')?.textContent,
        })),
      }
    }, xml)
    expect(parsed.error).toBeNull()
    expect(parsed.version).toBe('2.0')
    expect(parsed.items.map((i) => i.title)).toEqual(newest.map((p) => p.title))
    for (const [index, item] of parsed.items.entries()) {
      expect(new URL(item.link!).pathname).toBe(`/blog/${newest[index]!.slug}`)
      expect(Number.isNaN(Date.parse(item.pubDate!))).toBe(false)
    }
  })

  test('the sitemap lists the blog and every post', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
    expect(paths).toEqual(expect.arrayContaining(['/blog', ...newest.map((p) => `/blog/${p.slug}`)]))
  })
})
