import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { readDataset } from '../support/e2e-dataset'
import { guide, siteName } from '../support/e2e-content'
import { formatLongDate, formatMonthYear } from '@/lib/format'
import { expectNoAxeViolations } from './axe'

// The dates a reader sees come from the content, so the expected ones are read from the dataset the server serves.
const served = readDataset()
const guideOf = (slug: string) =>
  served.find((d) => d._type === 'conditionArticle' && (d.slug as { current?: string })?.current === slug)
const lastUpdatedOf = (slug: string) => String(guideOf(slug)?.lastUpdated)
const lastReviewedOf = (slug: string) => String((guideOf(slug)?.review as { lastReviewed?: string })?.lastReviewed)

// The words of each guide (title, breadcrumb, call to action, sections) are read from the served dataset by the
// guide's id, so a reworded seed changes what is expected with it (tests/support/e2e-content.ts).
const articles = [
  { slug: 'diabetes' },
  { slug: 'hypertension' },
  { slug: 'hiv-aids' },
  { slug: 'depression' },
  { slug: 'obesity', bodyLinks: ['/bmi-calculator'] },
  { slug: 'cancer' },
].map((a: { slug: string; bodyLinks?: string[] }) => {
  const doc = guide(a.slug)
  const sections = (doc.sections as { anchor: string; title: string }[] | undefined) ?? []
  return {
    ...a,
    title: String(doc.title),
    // The breadcrumb and the JSON-LD condition name the guide by its short name.
    crumb: String(doc.name),
    cta: doc.cta as { label: string; href: string },
    sections: sections.map((section) => section.title),
    anchors: sections.map((section) => section.anchor),
  }
})

async function jsonLd(page: Page) {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>)
}

for (const a of articles) {
  test.describe(`/diseases/${a.slug}`, () => {
    test('title, breadcrumb, dates, review mark, call to action and axe', async ({ page }) => {
      await page.goto(`/diseases/${a.slug}`)
      await expect(page).toHaveTitle(`${a.title} | ${siteName()}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(a.title)
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')
      await expect(crumbs).toHaveText(['Home/', 'Health Topics/', a.crumb])
      await expect(
        page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }),
      ).toHaveAttribute('href', '/')
      await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
      // The seed's reviewers are fictional samples: no "Medically reviewed" claim, a sample notice at the top instead.
      await expect(
        page.locator('main article > header').getByText('Sample review: not yet reviewed by a real clinician'),
      ).toBeVisible()
      await expect(page.getByText('Medically reviewed')).toHaveCount(0)
      const main = page.locator('main')
      for (const section of a.sections)
        await expect(main.getByRole('heading', { level: 2, name: section, exact: true }), section).toHaveCount(1)
      for (const href of a.bodyLinks ?? [])
        await expect(main.locator(`article a[href="${href}"]`).first()).toBeVisible()

      const cta = page.getByRole('region', { name: /./ }).filter({ has: page.locator('#cta-heading') })
      await expect(cta.getByRole('link', { name: a.cta.label })).toHaveAttribute('href', a.cta.href)

      // The review line at the end: the last change, the last review, the reviewer and the next review due.
      const review = page.getByRole('region', { name: 'Medical review' })
      await expect(review).toContainText(`Last updated ${formatMonthYear(lastUpdatedOf(a.slug))}`)
      await expect(review).toContainText(/Reviewed by\s*Dr\. /)
      await expect(review).toContainText(/Last reviewed\s*[A-Z][a-z]+ \d{1,2}, 20\d\d/)
      await expect(review).toContainText(/Next review due\s*[A-Z][a-z]+ \d{1,2}, 20\d\d/)
      // A text changed after its review says so there, with the review's date; the sample is tagged at the name.
      const changed = lastUpdatedOf(a.slug) > lastReviewedOf(a.slug)
      await expect(review.getByText('Changed after review.')).toHaveCount(changed ? 1 : 0)
      if (changed)
        await expect(review).toContainText(`after its last medical review on ${formatLongDate(lastReviewedOf(a.slug))}`)
      await expect(review).toContainText('Sample profile')
      await expect(review.getByRole('link')).toHaveAttribute('href', /^\/doctor-discovery#doctor-\d$/)
      const references = page.getByRole('region', { name: 'References' }).getByRole('link')
      expect(await references.count()).toBeGreaterThanOrEqual(6)
      for (const href of await references.evaluateAll((links) => links.map((l) => l.getAttribute('href'))))
        expect(href).toMatch(/^https:\/\//)

      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `http://localhost:3000/diseases/${a.slug}`,
      )
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', a.title)
      await expectNoAxeViolations(page)
    })

    test('every quick-navigation link lands on its section', async ({ page }) => {
      await page.goto(`/diseases/${a.slug}`)
      const links = page.getByRole('navigation', { name: 'On this page' }).getByRole('link')
      const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')!))
      // The sections in order; the get-help card (first) and the professional part (last) are listed around them
      // (tests/e2e/get-help.spec.ts checks those two).
      const sectionHrefs = hrefs.filter((href) => !['#get-help', '#for-health-professionals'].includes(href))
      expect(sectionHrefs).toEqual(a.anchors.map((id) => `#${id}`))
      expect(hrefs.length).toBeGreaterThanOrEqual(6)
      for (const href of hrefs) {
        await links.filter({ has: page.locator(`xpath=self::*[@href="${href}"]`) }).click()
        await expect(page).toHaveURL(new RegExp(`${href}$`))
        const target = page.locator(href)
        await expect(target).toHaveCount(1)
        await expect(target).toBeInViewport()
      }
    })

    test('JSON-LD describes the medical page and its breadcrumb, claiming no review by a sample reviewer', async ({
      page,
    }) => {
      await page.goto(`/diseases/${a.slug}`)
      const data = await jsonLd(page)
      const medical = data.find((d) => d['@type'] === 'MedicalWebPage') as {
        name: string
        about: unknown
      }
      expect(medical.name).toBe(a.title)
      expect(medical).not.toHaveProperty('reviewedBy')
      expect(medical).not.toHaveProperty('lastReviewed')
      expect(medical.about).toEqual({ '@type': 'MedicalCondition', name: a.crumb })
      const breadcrumb = data.find((d) => d['@type'] === 'BreadcrumbList') as {
        itemListElement: Array<{ name: string }>
      }
      expect(breadcrumb.itemListElement.map((i) => i.name)).toEqual(['Home', 'Health Topics', a.crumb])
    })
  })
}

test('an unknown condition is the not-found page, and the missing path goes to the console', async ({ page }) => {
  const logged: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text())
  })
  const response = await page.goto('/diseases/flu')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect.poll(() => logged).toContain('404 Error: User attempted to access non-existent route: /diseases/flu')
})

test('articles print without navigation, and with the addresses of other sites only', async ({ page }) => {
  await page.goto('/diseases/obesity')
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('header[data-site-header]')).toBeHidden()
  await expect(page.locator('footer[data-site-footer]')).toBeHidden()
  await expect(page.getByRole('navigation', { name: 'On this page' })).toBeHidden()
  const after = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => getComputedStyle(el, '::after').content)
  // A page of this site needs no address on paper; another site's does.
  expect(await after('main article a[href="/bmi-calculator"]')).toBe('none')
  expect(await after('main article a[href^="https://"]')).toMatch(/\(https:\/\//)
})
