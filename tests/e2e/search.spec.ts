/**
 * Site search: the header's box on every page, with and without JavaScript and in the small-screen menu;
 * the results page (ranked guides, posts and pages with marked words, the count announced, no-results help, pages);
 * hostile text over HTTP; a publish showing in search; axe and keyboard.
 */
import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { putDocuments, readDataset, removeDocuments } from '../support/e2e-dataset'
import { guide, post } from '../support/e2e-content'
import { routes } from '@/lib/site/routes'
import { expectNoAxeViolations } from './axe'

const headerSearch = (page: Page) => page.getByRole('search', { name: 'Site' })
/** The results page's count (the footer's newsletter form has a status of its own). */
const status = (page: Page) => page.getByRole('main').getByRole('status')
const results = (page: Page) => page.getByRole('list', { name: 'Results' }).getByRole('listitem')
/** The crisis help card (components/search/CrisisHelpCard.tsx), in the page's main content. */
const helpCard = (page: Page) => page.getByRole('main').locator('section[data-crisis-help]')
const SIX_TOPICS = ['Diabetes', 'High Blood Pressure', 'HIV/AIDS', 'Depression', 'Obesity', 'Cancer']

/** Types into the header's box and submits with Enter, as a reader does. */
async function searchFromHeader(page: Page, text: string) {
  const box = headerSearch(page).getByRole('searchbox', { name: 'Search guides, articles and pages' })
  await box.fill(text)
  await box.press('Enter')
  await page.waitForURL(/\/search\?/)
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`search from the header, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 1280, height: 900 } })

    test('finds a guide, a post and a page by their words, best match first, with the words marked', async ({
      page,
    }) => {
      await page.goto(routes.about())
      await searchFromHeader(page, 'blood pressure')
      await expect(page).toHaveURL(/\/search\?q=blood\+pressure$/)
      await expect(page).toHaveTitle(/Search: blood pressure/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “blood pressure”')
      const count = Number((await status(page).textContent())!.match(/^(\d+) results/)![1])
      expect(count).toBeGreaterThanOrEqual(5)
      await expect(results(page)).toHaveCount(Math.min(count, 10))
      // Both words in the title, as a phrase, come first: the guide on it and the post named for them.
      await expect(results(page).nth(0).getByRole('link')).toHaveText(String(guide('hypertension').title))
      await expect(results(page).nth(0)).toContainText('Condition guide')
      await expect(results(page).nth(1).getByRole('link')).toHaveText(
        String(post('understanding-blood-pressure-numbers').title),
      )
      await expect(results(page).nth(1)).toContainText('Blog article')
      const marked = await results(page).nth(0).locator('mark').allTextContents()
      expect(marked.length).toBeGreaterThanOrEqual(2)
      for (const word of marked) expect(word.toLowerCase()).toMatch(/^(blood|pressure)$/)
      await results(page).nth(0).getByRole('link').click()
      await expect(page).toHaveURL(routes.condition('hypertension'))

      // A page, by words only its body holds.
      await searchFromHeader(page, 'screen reader')
      const first = results(page).first()
      await expect(first).toContainText('Page')
      await expect(first.getByRole('link')).toHaveAttribute('href', routes.accessibility())
      await expect(first.locator('mark').first()).toHaveText(/screen/i)
    })

    test('no results: says so, and suggests the six topics', async ({ page }) => {
      await page.goto(routes.blog())
      await searchFromHeader(page, 'zxqv plorbinate')
      await expect(status(page)).toHaveText('No results for “zxqv plorbinate”.')
      await expect(page.getByText(/Check the spelling, try fewer or more general words/)).toBeVisible()
      const topics = page.getByRole('region', { name: 'Health topics' }).getByRole('link')
      await expect(topics).toHaveText(SIX_TOPICS)
      await expect(topics.first()).toHaveAttribute('href', routes.condition('diabetes'))
      await expect(results(page)).toHaveCount(0)
    })
  })
}

test('the small-screen menu offers the search box, with and without JavaScript', async ({ browser }) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 800 } })
    const page = await context.newPage()
    await page.goto(routes.resources())
    await expect(headerSearch(page)).toBeHidden()
    // With scripts the Menu button unfolds the menu; without them the Menu link opens it as the page's target.
    if (javaScriptEnabled) await page.getByRole('button', { name: 'Menu' }).click()
    else await page.getByRole('link', { name: 'Menu', exact: true }).click()
    await expect(headerSearch(page)).toBeVisible()
    await searchFromHeader(page, 'HIV')
    await expect(results(page).first().getByRole('link')).toHaveText(String(guide('hiv-aids').title))
    await context.close()
  }
})

test('the results page: the count is a live status, pages of ten with the total, the query kept in the box', async ({
  page,
}) => {
  await page.goto(routes.search('health'))
  const [, total, from, to, pageNo, pages] = (await status(page).textContent())!.match(
    /^(\d+) results for “health”, showing (\d+) to (\d+) \(page (\d+) of (\d+)\)\.$/,
  )!
  expect([from, to, pageNo]).toEqual(['1', '10', '1'])
  expect(Number(pages)).toBe(Math.ceil(Number(total) / 10))
  await expect(page.getByRole('search', { name: 'Search again' }).getByRole('searchbox')).toHaveValue('health')
  const firstPage = await results(page).getByRole('link').allTextContents()
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/\/search\?q=health&page=2$/)
  await expect(status(page)).toContainText(`showing 11 to ${Math.min(20, Number(total))} (page 2 of ${pages})`)
  const secondPage = await results(page).getByRole('link').allTextContents()
  expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([])
  // A page past the end shows the last page rather than an empty list; junk page numbers mean page 1.
  await page.goto(`${routes.search('health')}&page=999`)
  await expect(status(page)).toContainText(`(page ${pages} of ${pages})`)
  await page.goto(`${routes.search('health')}&page=abc`)
  await expect(status(page)).toContainText('(page 1 of')
})

test('search and results pages are not for search engines, and are axe-clean with results, none, help and nothing asked', async ({
  page,
}) => {
  // Four pages, each scanned by axe: half the default 30 s on a quiet run, all of it in a loaded rehearsal.
  test.setTimeout(120_000)
  // With the crisis help card too: its buttons and lines on its pale red (contrast, names, the region's heading).
  for (const path of [
    routes.search('suicide'),
    routes.search('diabetes'),
    routes.search('zxqv plorbinate'),
    routes.search(),
  ]) {
    await page.goto(path)
    await expect(helpCard(page)).toHaveCount(path === routes.search('suicide') ? 1 : 0)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expectNoAxeViolations(page)
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search')
  await expect(status(page)).toContainText('Type a word or two')
})

test('keyboard: the header box is reached with Tab, Enter searches, and a result opens with Enter', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(routes.about())
  const box = headerSearch(page).getByRole('searchbox')
  for (let i = 0; i < 40 && !(await box.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab')
  await expect(box).toBeFocused()
  await page.keyboard.type('depression')
  await page.keyboard.press('Enter')
  await page.waitForURL(/\/search\?q=depression/)
  const firstLink = results(page).first().getByRole('link')
  await expect(firstLink).toContainText(String(guide('depression').title))
  for (let i = 0; i < 60 && !(await firstLink.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab')
  await expect(firstLink).toBeFocused()
  // A visible focus ring: the browser's outline or the site's ring, never none.
  expect(await firstLink.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(routes.condition('depression'))
})

test('hostile text over HTTP: results, no results or a clear 4xx; never a 5xx, an injected script or a query', async ({
  request,
}) => {
  const hostile = [
    '"',
    '"blood pressure"',
    "' OR 1==1 --",
    '*',
    '*[_type == "siteSettings"]',
    '*[_id in path("drafts.**")]{...}',
    '$slug',
    '$__proto__',
    '&& || ! == != => ..',
    'pt::text(body)',
    'score(boost(title match "x", 99))',
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    '{{constructor.constructor("alert(1)")()}}',
    '\\',
    '%',
    '%00',
    '\u0000',
    '\u202e\u202d reversed',
    'z\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301',
    '🫀🧠💉',
    'مرحبا بالعالم',
    'ＤＩＡＢＥＴＥＳ',
    // Long, but within what the server accepts as an address (nginx at the edge: 8 KB of request line; Next itself takes more).
    'a'.repeat(3000),
    'blood '.repeat(400),
  ]
  for (const text of hostile) {
    const response = await request.get(routes.search(text))
    expect(response.status(), JSON.stringify(text.slice(0, 40))).toBe(200)
    const html = await response.text()
    expect(html.includes('<script>alert(1)</script>') || html.includes('<img src=x')).toBe(false)
    expect(html.includes('data-search-count')).toBe(true)
  }
  // Quotes around words search the words; markup and GROQ find nothing of the site's settings or drafts.
  const has = async (text: string, href: string) =>
    (await (await request.get(routes.search(text))).text()).includes(`href="${href}"`)
  expect(await has('"blood pressure"', routes.blogPost('understanding-blood-pressure-numbers'))).toBe(true)
  expect(await has('ＤＩＡＢＥＴＥＳ', routes.condition('diabetes'))).toBe(true)
  // (Its words "type" and "sitesettings" are only words: no page holds both, so pages with "type" are offered.)
  const groq = (await (await request.get(routes.search('*[_type == "siteSettings"]'))).text()).replaceAll(
    '<!-- -->',
    '',
  )
  expect(groq.includes('Search results for “*[_type == &quot;siteSettings&quot;]”')).toBe(true)
  expect(groq.includes('No page has all of your words')).toBe(true)
  // Long text is cut, and the page says so.
  // (React separates interpolated text with empty comments in server HTML.)
  const long = (await (await request.get(routes.search('blood '.repeat(400)))).text()).replaceAll('<!-- -->', '')
  expect(long.includes('Only the first 200 characters and 12 words of a search are used.')).toBe(true)
  // Beyond what an address may carry: the server refuses the request itself (414 or 431), never a 5xx.
  const huge = await request.get(routes.search('x'.repeat(40_000)))
  expect(huge.status()).toBeGreaterThanOrEqual(400)
  expect(huge.status()).toBeLessThan(500)
  // Repeated parameters count once; a page number that is not one is page 1.
  const repeated = await request.get('/search?q=hiv&q=cancer&page=1e9&page=2')
  expect(repeated.status()).toBe(200)
  expect((await repeated.text()).includes('Search results for “hiv”')).toBe(true)
})

test('a published post shows in search as soon as on its page, and leaves it when deleted', async ({ request }) => {
  test.setTimeout(60_000)
  const run = Math.random().toString(36).slice(2, 8)
  const word = `quillwort${run}`
  const seed = readDataset().find((d) => d._id === 'blog-post-sleep-and-mental-health')!
  const id = `e2e-search-post-${run}`
  const slug = `e2e-search-post-${run}`
  const title = `A fern called ${word}`
  // Searched once before it exists, so that a cached answer would show it missing.
  const missing = async () =>
    (await (await request.get(routes.search(word))).text()).includes(`No results for “${word}”`)
  expect(await missing()).toBe(true)
  await putDocuments([{ ...seed, _id: id, title, slug: { _type: 'slug', current: slug } }])
  try {
    await expect(async () => {
      expect((await request.get(routes.blogPost(slug))).status()).toBe(200)
      const html = await (await request.get(routes.search(word))).text()
      expect(html.includes(`1 result for “${word}”`) && html.includes(`href="${routes.blogPost(slug)}"`)).toBe(true)
    }).toPass({ timeout: 10_000 })
  } finally {
    await removeDocuments([id])
  }
  await expect(async () => {
    expect(await missing()).toBe(true)
  }).toPass({ timeout: 10_000 })
})

test('a publish of the search settings reaches search at once: a new synonym finds its group', async ({ request }) => {
  test.setTimeout(60_000)
  const run = Math.random().toString(36).slice(2, 8)
  const word = `glipwort${run}`
  const settings = readDataset().find((d) => d._id === 'searchSettings')!
  const synonyms = (settings.synonyms ?? []) as object[]
  // Found: a result, not the six topic links a search without results offers.
  const finds = async () => {
    const html = await (await request.get(routes.search(word))).text()
    return !html.includes('No results for') && html.includes(`href="${routes.condition('obesity')}"`)
  }
  expect(await finds()).toBe(false)
  await putDocuments([
    { ...settings, synonyms: [...synonyms, { _key: `e2e${run}`, _type: 'synonymGroup', terms: [word, 'Wegovy'] }] },
  ])
  try {
    await expect(async () => expect(await finds()).toBe(true)).toPass({ timeout: 10_000 })
  } finally {
    await putDocuments([settings])
  }
  await expect(async () => expect(await finds()).toBe(false)).toPass({ timeout: 10_000 })
})

test('a repeated search, answered from the search cache, says what the first said: status, headers and results', async ({
  request,
}) => {
  // Headers of the moment or of the connection, and the length (a rendered answer is streamed, a kept one is not).
  const varying = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'])
  const answer = async () => {
    const response = await request.get(routes.search('blood pressure'), { headers: { 'accept-encoding': 'br' } })
    const headers = Object.entries(response.headers()).filter(([name]) => !varying.has(name))
    const html = await response.text()
    return {
      status: response.status(),
      headers: Object.fromEntries(headers),
      count: /data-search-count[^>]*>([^<]*)/.exec(html)?.[1],
      links: [...html.matchAll(/<h2[^>]*>\s*<a[^>]*href="([^"]+)"/g)].map((m) => m[1]),
      noindex: /<meta name="robots" content="noindex, follow"\/>/.test(html),
    }
  }
  const first = await answer()
  expect(first.status).toBe(200)
  expect(first.noindex).toBe(true)
  expect(first.count).toMatch(/results? for “blood pressure”/)
  for (let i = 0; i < 3; i++) expect(await answer()).toEqual(first)
})

test('search adds no client code: the header box is a plain GET form, and results load only what /about loads', async ({
  request,
}) => {
  const html = await (await request.get(routes.about())).text()
  const form = html.match(/<form[^>]*role="search"[^>]*aria-label="Site"[^>]*>/)?.[0]
  expect(form).toBeDefined()
  expect(form).toContain(`action="${routes.search()}"`)
  expect(form).toContain('method="get"')
  const scripts = (page: string) => new Set([...page.matchAll(/<script src="([^"?]+)/g)].map((m) => m[1]!))
  const about = scripts(html)
  const search = scripts(await (await request.get(routes.search('health'))).text())
  expect(search.size).toBeGreaterThan(0)
  expect([...search].filter((src) => !about.has(src))).toEqual([])
})

// Without JavaScript (the server's HTML alone): help before results, typos, synonyms.
test.describe('search that understands readers, without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a crisis search shows the help card before the results: Call and Text 988 before any 911; an emergency Call 911', async ({
    page,
  }) => {
    await page.goto(routes.search('suicide'))
    const card = helpCard(page)
    await expect(card).toBeVisible()
    const call988 = card.getByRole('link', { name: 'Call 988' })
    await expect(call988).toHaveAttribute('href', /^tel:988$/)
    await expect(card.getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', /^sms:988/)
    // 988 comes first: no link that dials 911 comes before the 988 buttons, in the card or above it.
    const hrefs = await page
      .getByRole('main')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    const first911 = hrefs.findIndex((href) => href.startsWith('tel:911'))
    expect(first911).toBeGreaterThan(hrefs.findIndex((href) => href.startsWith('sms:988')))
    expect(hrefs.findIndex((href) => href.startsWith('tel:988'))).toBeLessThan(first911)
    // The card comes before the count and the results.
    const cardBox = (await card.boundingBox())!
    expect(cardBox.y).toBeLessThan((await status(page).boundingBox())!.y)

    await page.goto(routes.search('want to kill myself'))
    await expect(card.getByRole('link').first()).toHaveAttribute('href', /^tel:988$/)

    await page.goto(routes.search('chest pain'))
    await expect(card.getByRole('link').first()).toHaveText('Call 911')
    await expect(card.getByRole('link').first()).toHaveAttribute('href', /^tel:911$/)
    await expect(card.getByRole('link', { name: 'Call 988' })).toHaveCount(0)
    const titles = await results(page).getByRole('link').allTextContents()
    expect(titles.slice(0, 3)).toContain(String(post('heart-attack-warning-signs').title))

    await page.goto(routes.search('blood pressure numbers'))
    await expect(card).toHaveCount(0)
  })

  test('a misspelling shows what was searched instead, with a way back to the words as typed', async ({ page }) => {
    await page.goto(routes.search('diabetis'))
    await expect(page.getByText('Showing results for diabetes. Search instead for diabetis.')).toBeVisible()
    await expect(results(page).first().getByRole('link')).toHaveText(String(guide('diabetes').title))
    await page.getByRole('link', { name: 'diabetis', exact: true }).click()
    await expect(page).toHaveURL(/\/search\?q=diabetis&exact=1$/)
    await expect(status(page)).toHaveText('No results for “diabetis”.')
  })

  test('brand names and lay words find the guide that names them another way', async ({ page }) => {
    // By address: the Studio's tests, running beside this one, may retitle a guide for a while.
    await page.goto(routes.search('ozempic'))
    await expect(results(page).first().getByRole('link')).toHaveAttribute('href', routes.condition('obesity'))
    await page.goto(routes.search('high bp'))
    await expect(results(page).first().getByRole('link')).toHaveAttribute('href', routes.condition('hypertension'))
  })
})
