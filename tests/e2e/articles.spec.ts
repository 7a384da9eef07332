import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { readDataset } from '../support/e2e-dataset'
import { formatLongDate, formatMonthYear } from '@/lib/format'
import { expectNoAxeViolations } from './axe'

// The dates a reader sees come from the content, so the expected ones are read from the dataset the server serves.
const served = readDataset()
const guideOf = (slug: string) =>
  served.find((d) => d._type === 'conditionArticle' && (d.slug as { current?: string })?.current === slug)
const lastUpdatedOf = (slug: string) => String(guideOf(slug)?.lastUpdated)
const lastReviewedOf = (slug: string) => String((guideOf(slug)?.review as { lastReviewed?: string })?.lastReviewed)

type Expected = {
  slug: string
  title: string
  crumb: string
  eyebrow?: string
  anchors?: string[]
  cta: { label: string; href: string }
  bodyLinks?: string[]
  mentions?: string[]
}

const articles: Expected[] = [
  {
    slug: 'diabetes',
    // Plain words in place of the spec's title and breadcrumb (clinical reads S4 and M20).
    title: 'Diabetes: symptoms, tests and treatment',
    crumb: 'Diabetes',
    anchors: ['understanding', 'diagnosis', 'management', 'complications', 'type1', 'type2', 'pregnancy', 'prevention'],
    cta: { label: 'Find a health center near you', href: 'https://findahealthcenter.hrsa.gov/' },
    mentions: ['WHO clinical guidelines', '126 mg/dL', '200 mg/dL'],
  },
  {
    slug: 'hypertension',
    // The spec's title and "Healthcare Portal" header gave way to plain words (clinical read 2026-11, S4).
    title: 'High blood pressure (hypertension)',
    crumb: 'Hypertension',
    anchors: [
      'understanding',
      'types',
      'diagnosis',
      'treatment',
      'special-considerations',
      'prevention',
      'when-to-see-a-provider',
      'living-well',
    ],
    cta: { label: 'Find a health center near you', href: 'https://findahealthcenter.hrsa.gov/' },
    mentions: ['140/90', '160/100', '130/80', '911'],
  },
  {
    slug: 'hiv-aids',
    title: 'HIV and AIDS: a guide to testing, prevention and treatment',
    crumb: 'HIV and AIDS',
    // D2 (issue 35): a possible exposure needs PEP at an ER or urgent care, so this box does not lead to a booking.
    cta: { label: 'Find HIV services near you', href: 'https://locator.hiv.gov/' },
    mentions: ['72 hours', 'PrEP'],
  },
  {
    slug: 'depression',
    title: 'Depression: signs, treatment and where to get help',
    crumb: 'Depression',
    // A worsening low mood is time-critical: the guide's call to action goes to 988, not to the booking demo.
    cta: { label: 'Get help now from 988', href: 'https://988lifeline.org/' },
    mentions: ['988'],
  },
  {
    slug: 'obesity',
    title: 'Obesity: health risks, treatment and support',
    crumb: 'Obesity',
    cta: { label: 'Find a health center near you', href: 'https://findahealthcenter.hrsa.gov/' },
    bodyLinks: ['/bmi-calculator'],
    mentions: ['18.5–24.9', '25–29.9', '30–34.9', '35–39.9', '102 cm', '88 cm'],
  },
  {
    slug: 'cancer',
    title: 'Cancer: signs, screening, treatment and support',
    crumb: 'Cancer',
    cta: { label: 'Find a health center near you', href: 'https://findahealthcenter.hrsa.gov/' },
  },
]

async function jsonLd(page: Page) {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>)
}

for (const a of articles) {
  test.describe(`/diseases/${a.slug}`, () => {
    test('title, breadcrumb, dates, review mark, call to action and axe', async ({ page }) => {
      await page.goto(`/diseases/${a.slug}`)
      await expect(page).toHaveTitle(`${a.title} | HealthWise Hub`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(a.title)
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')
      await expect(crumbs).toHaveText(['Home/', 'Health Topics/', a.crumb])
      await expect(
        page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }),
      ).toHaveAttribute('href', '/')
      await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
      if (a.eyebrow) await expect(page.getByText(a.eyebrow, { exact: true })).toBeVisible()
      await expect(page.getByText(`Last updated ${formatMonthYear(lastUpdatedOf(a.slug))}`)).toBeVisible()
      // Issue 43, point 4: a guide changed after its last review says so at the top, beside "Last updated".
      const changed = lastUpdatedOf(a.slug) > lastReviewedOf(a.slug)
      await expect(page.getByText(/^Last updated .*Changed since its last review \(/)).toHaveCount(changed ? 1 : 0)
      if (changed)
        await expect(page.getByText(/^Last updated/)).toContainText(
          `Changed since its last review (${formatLongDate(lastReviewedOf(a.slug))})`,
        )
      // The seed's reviewers are fictional samples: no "Medically reviewed" claim, a sample label instead.
      await expect(page.getByText('Sample review: not yet reviewed by a real clinician')).toBeVisible()
      await expect(page.getByText('Medically reviewed')).toHaveCount(0)
      const main = page.locator('main')
      for (const text of a.mentions ?? []) await expect(main, text).toContainText(text)
      for (const href of a.bodyLinks ?? [])
        await expect(main.locator(`article a[href="${href}"]`).first()).toBeVisible()

      const cta = page.getByRole('region', { name: /./ }).filter({ has: page.locator('#cta-heading') })
      await expect(cta.getByRole('link', { name: a.cta.label })).toHaveAttribute('href', a.cta.href)

      const review = page.getByRole('region', { name: 'Medical review' })
      await expect(review).toContainText(/Reviewed by\s*Dr\. /)
      await expect(review).toContainText(/Last reviewed\s*[A-Z][a-z]+ \d{1,2}, 20\d\d/)
      await expect(review).toContainText(/Next review due\s*[A-Z][a-z]+ \d{1,2}, 20\d\d/)
      // The seed's reviewers are fictional samples, and the panel says so plainly.
      await expect(review).toContainText('This review is a sample.')
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
      if (a.anchors) expect(sectionHrefs).toEqual(a.anchors.map((id) => `#${id}`))
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

test('an unknown condition is the not-found page', async ({ page }) => {
  const response = await page.goto('/diseases/flu')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Oops! Page not found')).toBeVisible()
})

test('articles print without navigation and with link targets', async ({ page }) => {
  await page.goto('/diseases/obesity')
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('header[data-site-header]')).toBeHidden()
  await expect(page.locator('footer[data-site-footer]')).toBeHidden()
  await expect(page.getByRole('navigation', { name: 'On this page' })).toBeHidden()
  const after = await page
    .locator('main article a[href="/bmi-calculator"]')
    .first()
    .evaluate((el) => getComputedStyle(el, '::after').content)
  expect(after).toContain('/bmi-calculator')
})
