import { expect, test } from './fixtures'
import { readDataset } from '../support/e2e-dataset'
import { servedDoc, servedOfType } from '../support/e2e-content'
import { formatLongDate } from '@/lib/format'
import { expectNoAxeViolations } from './axe'

/** A sitemap entry's hreflang alternates, between its <loc> and its <lastmod>. */
const ALTERNATES = '(?:\\s*<xhtml:link [^>]*/>)*'

// Each page's title, "Last updated" date and headings are read from its document in the served dataset (by id, never
// by its wording: tests/support/e2e-content.ts); `mentions` are facts the page must hold.
type Block = { _type: string; style?: string; children?: { text: string }[] }
const pageDoc = (slug: string) => {
  const doc = servedDoc(`page-${slug}`)
  const headings = ((doc.body as Block[] | undefined) ?? [])
    .filter((b) => b._type === 'block' && ['h2', 'h3'].includes(b.style ?? ''))
    .map((b) => (b.children ?? []).map((c) => c.text).join(''))
  return { title: String(doc.title), updated: formatLongDate(String(doc.lastUpdated)), headings }
}
const policies = [
  // The cookie categories are headed by the consent catalogue's own titles (lib/consent/catalogue.ts), in code.
  { path: '/privacy', codeHeadings: ['Essential', 'Analytics', 'Advertising', 'Preference'] },
  { path: '/disclaimer', mentions: ['911', '988'] },
  { path: '/terms-of-use', mentions: ['scrape our site', 'train artificial intelligence'] },
  { path: '/accessibility', mentions: ['WCAG 2.1', 'AA', 'partially conformant'] },
].map((p: { path: string; mentions?: string[]; codeHeadings?: string[] }) => {
  const doc = pageDoc(p.path.slice(1))
  return { ...p, ...doc, codeHeadings: p.codeHeadings ?? [] }
})

for (const policy of policies) {
  test(`${policy.path}: dated, every section, axe`, async ({ page }) => {
    await page.goto(policy.path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(policy.title)
    await expect(page.getByText(`Last updated ${policy.updated}`)).toBeVisible()
    expect(policy.headings.length).toBeGreaterThan(2)
    const main = page.locator('main')
    for (const name of policy.headings) await expect(main.getByRole('heading', { name, exact: true })).toBeVisible()
    for (const name of policy.codeHeadings) await expect(page.getByRole('heading', { name, exact: true })).toBeVisible()
    for (const text of policy.mentions ?? []) await expect(page.locator('main')).toContainText(text)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `http://localhost:3000${policy.path}`)
    await expectNoAxeViolations(page)
  })
}

test('/about: mission, editorial process, trust, commitments, values, disclaimer', async ({ page }) => {
  const about = pageDoc('about')
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.title)
  expect(about.headings.length).toBeGreaterThan(3)
  for (const name of about.headings)
    await expect(page.locator('main').getByRole('heading', { name, exact: true })).toBeVisible()
  await expect(page.locator('main a[href="/disclaimer"]').first()).toBeVisible()
  await expectNoAxeViolations(page)
})

test('/resources: topics, emergency contacts, tools and support groups', async ({ page }) => {
  await page.goto('/resources')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Health Resources')
  const topics = page.getByRole('region', { name: 'Health topics' }).getByRole('heading', { level: 3 })
  await expect(topics).toHaveText([
    'Nutrition',
    'Exercise',
    'Mental Health',
    'Preventive Care',
    'Chronic Conditions',
    "Women's Health",
  ])
  const emergency = page.getByRole('region', { name: 'Emergency contacts' })
  // Each contact's number is its first link; the help lines its description names are links too.
  await expect(emergency.getByRole('link', { name: '911', exact: true }).first()).toHaveAttribute('href', 'tel:911')
  await expect(emergency.getByRole('link', { name: '1-800-222-1222' }).first()).toHaveAttribute(
    'href',
    'tel:+18002221222',
  )
  await expect(emergency.getByRole('link', { name: '988', exact: true }).first()).toHaveAttribute('href', 'tel:988')
  // The site's support line is not an emergency number, so it is not in the emergency block.
  const line = servedDoc('siteSettings').emergencyLine as { label: string; number: string; tel: string }
  await expect(emergency.getByRole('link', { name: line.number })).toHaveCount(0)
  const contacts = servedOfType('emergencyContact').sort((a, b) => Number(a.order) - Number(b.order))
  await expect(emergency.getByRole('heading', { level: 3 })).toHaveText(contacts.map((c) => String(c.name)))
  // The support line is a fictional 555-01xx number: shown as a sample, not a link to tap.
  const supportLine = page.getByRole('region', { name: line.label })
  await expect(supportLine.getByRole('link')).toHaveCount(0)
  await expect(supportLine).toContainText(`${line.number} (sample number: not in service)`)
  await expect(page.locator(`a[href="tel:${line.tel}"]`)).toHaveCount(0)
  // The 988 line's Spanish, Veterans and TTY/ASL options.
  const lifeline = servedOfType('emergencyContact').find((d) => d.number === '988')!
  await expect(emergency).toContainText(String(lifeline.description))
  for (const option of ['press 2', 'AYUDA', 'press 1', '711', 'videophone'])
    await expect(emergency).toContainText(option)
  const tools = page.getByRole('region', { name: 'Health tools' })
  await expect(tools.getByRole('heading', { level: 3 })).toHaveText([
    'BMI Calculator',
    'Symptom Checker',
    'Medication Reminder',
    'Health Records',
  ])
  await expect(tools.getByRole('link', { name: 'Open BMI Calculator' })).toHaveAttribute('href', '/bmi-calculator')
  await expect(tools.getByText('Not available yet', { exact: true })).toHaveCount(3)
  const groups = page.getByRole('region', { name: 'Support groups' })
  await expect(groups.getByRole('link')).toHaveAttribute('href', '/contact')
  await expect(groups).not.toContainText('we can point you to')
  await expectNoAxeViolations(page)
})

test('/screening: four screening cards and real care, not a screening booking', async ({ page }) => {
  await page.goto('/screening')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Health Screening')
  await expect(page.locator('main ul h2')).toHaveText([
    'Cardiovascular Screening',
    'Cancer Screening',
    'Diabetes Screening',
    'General Wellness Screening',
  ])
  // The site books no screening; readers are sent to their own doctor or a health center.
  await expect(page.locator('main')).not.toContainText(/book a screening consultation/i)
  await expect(page.getByRole('heading', { name: 'Talk to a clinician about screening' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Find a health center near you' })).toHaveAttribute(
    'href',
    'https://findahealthcenter.hrsa.gov/',
  )
  await expectNoAxeViolations(page)
})

test('policy pages print without navigation', async ({ page }) => {
  await page.goto('/privacy')
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('header[data-site-header]')).toBeHidden()
  await expect(page.locator('footer[data-site-footer]')).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('sitemap lists every public page with content dates; robots keeps crawlers out of the Studio and API', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const path of [
    '/diseases/diabetes',
    '/diseases/hypertension',
    '/diseases/hiv-aids',
    '/diseases/depression',
    '/diseases/obesity',
    '/diseases/cancer',
    '/about',
    '/privacy',
    '/disclaimer',
    '/terms-of-use',
    '/accessibility',
    '/resources',
    '/screening',
  ]) {
    expect(sitemap).toContain(`<loc>http://localhost:3000${path}</loc>`)
  }
  // A guide's date is its "Last updated" date from the content (after the page's language alternates, if any).
  const diabetes = readDataset().find((d) => d._id === 'condition-diabetes')
  expect(diabetes?.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  expect(sitemap).toMatch(
    new RegExp(
      `<loc>http://localhost:3000/diseases/diabetes</loc>${ALTERNATES}\\s*<lastmod>${String(diabetes?.lastUpdated)}`,
    ),
  )
  const privacy = readDataset().find((d) => d._id === 'page-privacy')
  expect(sitemap).toMatch(
    new RegExp(`<loc>http://localhost:3000/privacy</loc>${ALTERNATES}\\s*<lastmod>${String(privacy?.lastUpdated)}`),
  )
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Disallow: /studio')
  expect(robots).toContain('Disallow: /api')
  expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml')
})
