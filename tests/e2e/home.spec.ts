import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoAxeViolations } from './axe'
import { layoutShifts, NO_SHIFT, recordLayoutShifts } from './layout-shifts'
import { servedDoc } from '../support/e2e-content'

const hero = (page: Page) => page.locator('section[data-hero]')
const dots = (page: Page) => hero(page).getByRole('group', { name: 'Choose a slide' }).getByRole('button')

/** The number (1-based) of the slide whose dot is marked current, and which slide is shown (read in one go). */
async function currentSlide(page: Page): Promise<number> {
  const { marked, shown } = await hero(page).evaluate((section) => ({
    marked: [...section.querySelectorAll('[aria-label="Choose a slide"] button')].findIndex(
      (b) => b.getAttribute('aria-current') === 'true',
    ),
    shown: [...section.querySelectorAll('[data-slide]')].findIndex((s) => s.getAttribute('aria-hidden') === 'false'),
  }))
  expect(shown, 'the shown slide and the current dot agree').toBe(marked)
  return marked + 1
}

/** Fake timers, standing still until the test moves them (runFor), so that page-load time does not count. */
async function freezeClock(page: Page) {
  await page.clock.install({ time: 0 })
  await page.clock.pauseAt(1000)
}

/** Moves the pointer off the hero (onto the header), so that hovering does not hold the rotation. */
const pointerAway = (page: Page) => page.mouse.move(5, 5)

test.describe('landing hero', () => {
  test('three slides advance every 5 s with a 1 s fade and wrap around', async ({ page }) => {
    await freezeClock(page)
    await page.goto('/')
    await expect(dots(page)).toHaveCount(3)
    await expect(dots(page).nth(0)).toHaveAttribute('aria-current', 'true')
    expect(await currentSlide(page)).toBe(1)

    await page.clock.runFor(4900)
    expect(await currentSlide(page)).toBe(1)
    await page.clock.runFor(200)
    await expect.poll(() => currentSlide(page)).toBe(2)
    await page.clock.runFor(5000)
    await expect.poll(() => currentSlide(page)).toBe(3)
    await page.clock.runFor(5000)
    await expect.poll(() => currentSlide(page)).toBe(1)
    // Every slide is an image with alternative text, and the page has loaded them all by now.
    await expect(hero(page).locator('[data-slide] img')).toHaveCount(3)
    for (const alt of await hero(page)
      .locator('[data-slide] img')
      .evaluateAll((imgs) => (imgs as HTMLImageElement[]).map((i) => i.alt)))
      expect(alt.length).toBeGreaterThan(10)
  })

  test('a change fades the new slide in over 1 s over the one showing, which then leaves', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    const slides = hero(page).locator('[data-slide]')
    const opacity = (i: number) => slides.nth(i).evaluate((el) => Number(getComputedStyle(el).opacity))
    expect([await opacity(0), await opacity(1)]).toEqual([1, 0])

    await hero(page).getByRole('button', { name: 'Next slide' }).click()
    // The fade is a transition of the incoming slide's opacity from 0 to 1 lasting 1000 ms, played by the browser,
    // over the first slide, which stays fully visible meanwhile. Both are read in the same moment: on a loaded
    // machine the fade may be over by the time a second read would run.
    const moment = () =>
      hero(page).evaluate((root) => {
        const [first, second] = [...root.querySelectorAll('[data-slide]')]
        return {
          fade: second!.getAnimations().map((a) => ({
            duration: a.effect!.getTiming().duration,
            from: (a.effect as KeyframeEffect).getKeyframes()[0]?.opacity,
            to: (a.effect as KeyframeEffect).getKeyframes().at(-1)?.opacity,
          })),
          firstOpacity: Number(getComputedStyle(first!).opacity),
        }
      })
    let during = { fade: [] as unknown[], firstOpacity: -1 }
    // Read every 50 ms: Playwright's default intervals grow to 1 s, as long as the fade itself, so a loaded machine
    // could start and end it between two reads.
    await expect
      .poll(
        async () => {
          during = await moment()
          return during.fade
        },
        { intervals: [50], timeout: 5000 },
      )
      .toEqual([{ duration: 1000, from: '0', to: '1' }])
    expect(during.firstOpacity).toBe(1)
    // Once the fade has finished the first slide leaves; nothing else is animating.
    await expect.poll(() => opacity(1), { timeout: 3000 }).toBe(1)
    await expect.poll(() => opacity(0), { timeout: 3000 }).toBe(0)
    expect(await currentSlide(page)).toBe(2)
  })

  test('going back mid-fade to the slide still fully shown beneath leaves only that slide showing', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    const slides = hero(page).locator('[data-slide]')
    const opacity = (i: number) => slides.nth(i).evaluate((el) => Number(getComputedStyle(el).opacity))
    await hero(page).getByRole('button', { name: 'Next slide' }).click()
    await hero(page).getByRole('button', { name: 'Previous slide' }).click()
    // The first slide never stopped showing, so it has nothing to fade; the second, half faded in, goes at once.
    await expect.poll(() => opacity(1), { timeout: 2000 }).toBe(0)
    expect(await opacity(0)).toBe(1)
    expect(await currentSlide(page)).toBe(1)
  })

  test('arrows wrap both ways, dots jump, and manual moves restart the 5 s wait', async ({ page }) => {
    await freezeClock(page)
    await page.goto('/')
    const previous = hero(page).getByRole('button', { name: 'Previous slide' })
    const next = hero(page).getByRole('button', { name: 'Next slide' })
    await previous.click()
    await expect.poll(() => currentSlide(page)).toBe(3)
    await next.click()
    await expect.poll(() => currentSlide(page)).toBe(1)
    await next.click()
    await expect.poll(() => currentSlide(page)).toBe(2)
    await dots(page).nth(2).click()
    await expect.poll(() => currentSlide(page)).toBe(3)
    await expect(dots(page).nth(2)).toHaveAttribute('aria-current', 'true')
    await expect(dots(page).nth(2)).toHaveAccessibleName('Slide 3 of 3')
    await dots(page).nth(0).click()
    await expect.poll(() => currentSlide(page)).toBe(1)

    await pointerAway(page)
    await page.clock.runFor(3000)
    await next.dispatchEvent('click') // a click without moving the pointer onto the hero
    await expect.poll(() => currentSlide(page)).toBe(2)
    await page.clock.runFor(3000) // 6 s after the last automatic move, but only 3 s after the manual one
    expect(await currentSlide(page)).toBe(2)
    await page.clock.runFor(2100)
    await expect.poll(() => currentSlide(page)).toBe(3)
  })

  test('the pause control stops the rotation until it is pressed again', async ({ page }) => {
    await freezeClock(page)
    await page.goto('/')
    await hero(page).getByRole('button', { name: 'Pause slides' }).click()
    await pointerAway(page)
    await page.clock.runFor(16_000)
    expect(await currentSlide(page)).toBe(1)
    const play = hero(page).getByRole('button', { name: 'Play slides' })
    await expect(play).toBeVisible()
    await play.click()
    await pointerAway(page)
    await expect(hero(page).getByRole('button', { name: 'Pause slides' })).toBeVisible()
    await page.clock.runFor(5100)
    await expect.poll(() => currentSlide(page)).toBe(2)
  })

  test('hovering the hero or moving keyboard focus into it holds the rotation', async ({ page }) => {
    await freezeClock(page)
    await page.goto('/')
    await hero(page).getByText('Clear guides to common conditions').hover()
    await page.clock.runFor(12_000)
    expect(await currentSlide(page)).toBe(1)
    await pointerAway(page)
    await page.clock.runFor(5100)
    await expect.poll(() => currentSlide(page)).toBe(2)

    // Tab from the first screen's last control (its last guide) into the hero.
    await page.locator('[data-first-topics] a').last().focus()
    await page.keyboard.press('Tab')
    await expect(hero(page).getByRole('link', { name: 'Explore Health Topics' })).toBeFocused()
    await page.clock.runFor(12_000)
    expect(await currentSlide(page)).toBe(2)
    await page.keyboard.press('Shift+Tab')
    await page.clock.runFor(5100)
    await expect.poll(() => currentSlide(page)).toBe(3)
  })

  test('tagline and the two buttons: topics scrolls down the page, See the Booking Demo opens /homepage', async ({
    page,
  }) => {
    await page.goto('/')
    // The page's title heads the first screen, above the hero; the hero keeps the tagline and its buttons.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Health information you can understand and trust')
    await expect(hero(page).getByRole('heading')).toHaveCount(0)
    await expect(hero(page)).toContainText('Clear guides to common conditions')
    const topics = hero(page).getByRole('link', { name: 'Explore Health Topics' })
    await expect(topics).toHaveAttribute('href', '/#topics')
    await topics.click()
    await expect(page).toHaveURL(/\/#topics$/)
    await expect(page.locator('#topics')).toBeInViewport()
    await expect(page.locator('#topics').getByRole('link')).toHaveCount(6)

    await page.evaluate(() => window.scrollTo(0, 0))
    await hero(page).getByRole('link', { name: 'See the Booking Demo' }).click()
    await expect(page).toHaveURL(/\/homepage$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test("the first slide, whose top shows at the first screen's foot, is fetched at once; the others lazily", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 })
    await page.goto('/')
    const first = hero(page).locator('[data-slide="0"] img')
    // The largest paint of the first screen here: fetched at once, at high priority.
    await expect(first).toHaveAttribute('fetchpriority', 'high')
    await expect(first).not.toHaveAttribute('loading', 'lazy')
    for (const later of await hero(page).locator('[data-slide]:not([data-slide="0"]) img').all()) {
      await expect(later).toHaveAttribute('loading', 'lazy')
      await expect(later).not.toHaveAttribute('fetchpriority', 'high')
    }
    await expect(first).toHaveAttribute('sizes', '100vw')
    // Served by the site from the CMS's image asset, cropped to the hero's frame, in a modern format.
    expect(await first.getAttribute('srcset')).toMatch(
      /^\/images\/local\/production\/[0-9a-f]{40}-1920x1080\.webp\?w=640&h=360&q=75&fit=crop&auto=format 640w, /,
    )
    // Scrolled to, it shows a copy about as wide as the screen, not the 1920 px original.
    await hero(page).scrollIntoViewIfNeeded()
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeTruthy()
    expect(await first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeLessThanOrEqual(828)
  })
})

test.describe('landing search', () => {
  // The settled point (DESIGN.md): the box searches the site in the same tab; the spec's web search is a link there.
  const landingSearch = (page: Page) => page.getByRole('search', { name: 'Health topics' })
  const box = (page: Page) =>
    landingSearch(page).getByRole('searchbox', { name: 'Search health topics, diseases and symptoms' })

  test("Enter and the button show the site's own results in the same tab", async ({ page, context }) => {
    const opened: string[] = []
    context.on('page', (p) => opened.push(p.url()))
    await page.goto('/')
    await expect(box(page)).toHaveAttribute('placeholder', /health topics, diseases, symptoms/)
    await box(page).fill('  blood   pressure ')
    await box(page).press('Enter')
    await expect(page).toHaveURL(/\/search\?q=blood\+pressure$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “blood pressure”')
    await expect(page.getByRole('main').getByRole('status')).toContainText(/\d+ results? for “blood pressure”/)

    await page.goto('/')
    await box(page).fill('insulin')
    await landingSearch(page).getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/search\?q=insulin$/)
    expect(opened).toEqual([])
  })

  test("the results page offers the spec's web search, limited to this site, in a new tab", async ({
    page,
    context,
  }) => {
    // Answer locally so nothing leaves the machine.
    await context.route('https://www.google.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>search</title>' }),
    )
    await page.goto('/')
    const host = new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).hostname
    await box(page).fill('blood pressure')
    await box(page).press('Enter')
    const web = page.getByRole('link', { name: /Search the web for “blood pressure” on this site/ })
    await expect(web).toHaveAttribute('target', '_blank')
    await expect(web).toHaveAttribute('rel', /noopener/)
    const [tab] = await Promise.all([context.waitForEvent('page'), web.click()])
    const url = new URL(tab.url())
    expect(url.origin + url.pathname).toBe('https://www.google.com/search')
    expect(url.searchParams.get('q')).toBe(`blood pressure site:${host}`)
    expect(await tab.evaluate(() => window.opener)).toBeNull()
  })

  test('an empty or blank search does nothing', async ({ page, context }) => {
    await page.goto('/')
    const opened: string[] = []
    context.on('page', (p) => opened.push(p.url()))
    await landingSearch(page).getByRole('button', { name: 'Search' }).click()
    await box(page).fill('   ')
    await box(page).press('Enter')
    await landingSearch(page).getByRole('button', { name: 'Search' }).click()
    await page.waitForTimeout(750)
    expect(opened).toEqual([])
    expect(new URL(page.url()).pathname).toBe('/')
    await expect(box(page)).toBeFocused()
  })

  test('popular-search chips fill the box without searching', async ({ page, context }) => {
    await page.goto('/')
    const opened: string[] = []
    context.on('page', (p) => opened.push(p.url()))
    const chips = page.getByRole('list', { name: 'Popular searches:' }).getByRole('button')
    await expect(chips).toHaveText(['Diabetes', 'Heart disease', 'Mental health'])
    for (const term of ['Diabetes', 'Heart disease', 'Mental health']) {
      await chips.filter({ hasText: term }).click()
      await expect(box(page)).toHaveValue(term)
      await expect(box(page)).toBeFocused()
    }
    await page.waitForTimeout(500)
    expect(opened).toEqual([])
    expect(new URL(page.url()).pathname).toBe('/')
  })
})

// The seed's impact figures and testimonials are samples: labeled or not, a figure no one measured and words by
// people who do not exist read as claims (the FTC's rule on reviews and testimonials), so the site settings' "Show
// sample figures, testimonials and ratings" is off and readers see neither section (docs/deviations.md).
test.describe('no sample figures or testimonials', () => {
  test('neither the impact figures nor the fictional testimonials reach readers, with or without scripts', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text()
    for (const sample of ['2.5M+', 'People helped', 'Rosa Delgado-Finch', 'data-count-up', 'data-testimonial'])
      expect(html, sample).not.toContain(sample)
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 2, name: 'Our impact' })).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 2, name: 'What readers say' })).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Reader testimonials' })).toHaveCount(0)
  })
})

test.describe('reduced motion', () => {
  test('nothing moves on its own; play still works', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await freezeClock(page)
    await page.goto('/')
    await page.clock.runFor(20_000)
    expect(await currentSlide(page)).toBe(1)
    // A change the reader makes is immediate: no fade.
    await hero(page).getByRole('button', { name: 'Next slide' }).click()
    expect(await currentSlide(page)).toBe(2)
    expect(
      await hero(page)
        .locator('[data-slide="1"]')
        .evaluate((el) => el.style.transition),
    ).toBe('none')
    // (Polled: the global reduced-motion rule gives every change a 0.01 ms transition, which needs a frame.)
    await expect
      .poll(() =>
        hero(page)
          .locator('[data-slide="1"]')
          .evaluate((el) => getComputedStyle(el).opacity),
      )
      .toBe('1')
    await hero(page).getByRole('button', { name: 'Previous slide' }).click()
    expect(await currentSlide(page)).toBe(1)
    await expect(hero(page).getByRole('button', { name: 'Play slides' })).toBeVisible()

    // A reader who wants the rotation can still start it.
    await hero(page).getByRole('button', { name: 'Play slides' }).click()
    await pointerAway(page)
    await page.clock.runFor(5100)
    await expect.poll(() => currentSlide(page)).toBe(2)
  })
})

test.describe('landing page as a whole', () => {
  test('sections, links to the six conditions and to /contact, no axe violations', async ({ page }) => {
    await page.goto('/')
    for (const name of ['Our commitment to you', 'Explore health topics'])
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
    const pillars = page.locator('section', { has: page.getByRole('heading', { name: 'Our commitment to you' }) })
    await expect(pillars.getByRole('heading', { level: 3 })).toHaveCount(4)
    const hrefs = await page
      .locator('#topics')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual([
      '/diseases/diabetes',
      '/diseases/hypertension',
      '/diseases/hiv-aids',
      '/diseases/depression',
      '/diseases/obesity',
      '/diseases/cancer',
    ])
    // The closing band sends readers to real care, not to "our medical team".
    await expect(page.getByRole('link', { name: 'Find a health center near you' })).toHaveAttribute(
      'href',
      'https://findahealthcenter.hrsa.gov/',
    )
    await expect(page.locator('main')).not.toContainText('our medical team')
    await expectNoAxeViolations(page)
    // Paused and reduced-motion states change labels and live regions: check them too.
    await hero(page).getByRole('button', { name: 'Pause slides' }).click()
    await expectNoAxeViolations(page, '/ with the hero carousel paused')
  })

  test('without JavaScript: first slide, no dead controls', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/')
    await expect(hero(page).locator('[data-slide="0"] img')).toBeVisible()
    await expect(hero(page).getByRole('button')).toHaveCount(0)
    await context.close()
  })

  test('no layout shift while loading and fading', async ({ page }) => {
    await recordLayoutShifts(page)
    await page.goto('/')
    await page.waitForTimeout(5500) // one fade
    // Shifts a reader could see fail the test.
    const { total, report } = await layoutShifts(page)
    expect(total, report).toBeLessThan(NO_SHIFT)
  })
})

test.describe('/homepage, the consultation entry', () => {
  test('hero with See the Sample Doctors, four feature cards, a link to real care, no axe violations', async ({
    page,
  }) => {
    await page.goto('/homepage')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The consultation flow is a demonstration; the hero says so and promises no help with options.
    // The hero's words as the page's document holds them (that they say "demonstration" is a content check).
    const words = servedDoc('consultationPage').hero as { title: string; text: string }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title)
    await expect(page.locator('main')).toContainText(words.text)
    await expect(page.locator('main')).not.toContainText('we will help you understand your options')
    await expect(page.getByRole('link', { name: 'See the Sample Doctors' })).toHaveAttribute(
      'href',
      '/doctor-discovery',
    )
    await expect(page.getByRole('heading', { level: 3 })).toHaveText([
      'Trusted Care',
      'Response Time',
      'Sample Team',
      'Quality Standards',
    ])
    await expect(page.locator('main')).toContainText('None of it is available yet.')
    await expect(page.locator('main')).not.toContainText('24 to 48 hours')
    await expect(page.getByRole('link', { name: 'Find a health center near you' })).toHaveAttribute(
      'href',
      'https://findahealthcenter.hrsa.gov/',
    )
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/homepage$/)
    await expectNoAxeViolations(page)
  })

  test('the header Consult Doctor link leads here', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Consult Doctor' }).click()
    await expect(page).toHaveURL(/\/homepage$/)
    await expect(page.getByRole('link', { name: 'See the Sample Doctors' })).toBeVisible()
  })
})

test.describe('console', () => {
  // Routes other engineers are building may not exist in this branch yet; prefetching them logs a 404 then.
  // Only those are tolerated, and only while they really are missing.
  const elsewhere = ['/blog', '/contact', '/doctor-discovery']

  for (const path of ['/', '/homepage']) {
    test(`${path} logs no errors`, async ({ page, request }) => {
      const missing = new Set<string>()
      for (const route of elsewhere) if ((await request.get(route)).status() === 404) missing.add(route)
      const errors: string[] = []
      const failed: string[] = []
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
      page.on('pageerror', (e) => errors.push(e.message))
      page.on('response', (r) => r.status() >= 400 && failed.push(new URL(r.url()).pathname))
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      const unexpected = failed.filter((p) => !missing.has(p))
      expect(unexpected).toEqual([])
      if (missing.size === 0) expect(errors).toEqual([])
      else expect(errors.filter((e) => !/^Failed to load resource: .*404/.test(e))).toEqual([])
    })
  }
})
