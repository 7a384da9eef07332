import { expect, test } from './fixtures'
import { readDataset } from '../support/e2e-dataset'
import { expectNoAxeViolations } from './axe'

const policies = [
  {
    path: '/privacy',
    title: 'Privacy Policy',
    // Rewritten in plain language for issue 35: its "Last updated" is the real date of that change.
    updated: 'November 23, 2026',
    sections: [
      'Information we collect',
      'Cookies',
      'Essential',
      'Analytics',
      'Advertising',
      'Preference',
      'Your rights under GDPR',
      'Your rights under CCPA',
      'Children under 13',
      'International transfers',
    ],
  },
  {
    path: '/disclaimer',
    title: 'Medical Disclaimer',
    // Changed again for the fourth clinical read (M5: one overdose wording on every page).
    updated: 'November 25, 2026',
    sections: ['No medical advice', 'No doctor-patient relationship', 'No warranty', 'Limitation of liability'],
    mentions: ['911', '988'],
  },
  {
    path: '/terms-of-use',
    title: 'Terms of Use',
    sections: [
      'Permitted uses',
      'Prohibited uses',
      'Attribution requirements',
      'User submissions and moderation',
      'Enforcement',
    ],
    mentions: ['scrape our site', 'train artificial intelligence'],
  },
  {
    path: '/accessibility',
    title: 'Accessibility Statement',
    sections: ['Conformance status', 'Accessibility features', 'Known limitations', 'Supported browsers', 'Feedback'],
    updated: 'November 24, 2026',
    mentions: [
      'WCAG 2.1',
      'AA',
      'partially conformant',
      'Once the site is staffed, we will acknowledge feedback within 2 business days',
      'we cannot promise a reply time',
    ],
  },
]

for (const policy of policies) {
  test(`${policy.path}: dated, every section, axe`, async ({ page }) => {
    await page.goto(policy.path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(policy.title)
    await expect(page.getByText(`Last updated ${policy.updated ?? 'July 15, 2025'}`)).toBeVisible()
    for (const name of policy.sections) await expect(page.getByRole('heading', { name, exact: true })).toBeVisible()
    for (const text of policy.mentions ?? []) await expect(page.locator('main')).toContainText(text)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `http://localhost:3000${policy.path}`)
    await expectNoAxeViolations(page)
  })
}

test('/about: mission, editorial process, trust, commitments, values, disclaimer', async ({ page }) => {
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About HealthWise Hub')
  for (const name of [
    'Our mission',
    'Our editorial process',
    'Why you can trust our information',
    'Our commitments',
    'Our values',
    'Medical disclaimer',
  ]) {
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible()
  }
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
  await expect(emergency.getByRole('link', { name: '911' })).toHaveAttribute('href', 'tel:911')
  await expect(emergency.getByRole('link', { name: '1-800-222-1222' })).toHaveAttribute('href', 'tel:+18002221222')
  await expect(emergency.getByRole('link', { name: '988' })).toHaveAttribute('href', 'tel:988')
  // S6: the site's support line is not an emergency number, so it is not in the emergency block.
  await expect(emergency.getByRole('link', { name: '1-800-555-0142' })).toHaveCount(0)
  await expect(emergency.getByRole('heading', { level: 3 })).toHaveText([
    'Emergency Services',
    'Poison Control',
    '988 Suicide & Crisis Lifeline',
  ])
  // C7 (clinical read 3): the support line is a fictional 555-01xx number: shown as a sample, not a link to tap.
  const supportLine = page.getByRole('region', { name: 'HealthWise Hub support line' })
  await expect(supportLine.getByRole('link')).toHaveCount(0)
  await expect(supportLine).toContainText('1-800-555-0142 (sample number: not in service)')
  await expect(page.locator('a[href="tel:18005550142"]')).toHaveCount(0)
  // S15: the 988 line's Spanish, Veterans and TTY/ASL options.
  await expect(emergency).toContainText('For Spanish, press 2 or text "AYUDA" to 988. Veterans, press 1.')
  await expect(emergency).toContainText('ASL users can call 988 by videophone.')
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
  // C3 (clinical read 3): the site books no screening; readers are sent to their own doctor or a health center.
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
  // A guide's date is its "Last updated" date from the content.
  const diabetes = readDataset().find((d) => d._id === 'condition-diabetes')
  expect(diabetes?.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  expect(sitemap).toMatch(
    new RegExp(`<loc>http://localhost:3000/diseases/diabetes</loc>\\s*<lastmod>${String(diabetes?.lastUpdated)}`),
  )
  const privacy = readDataset().find((d) => d._id === 'page-privacy')
  expect(sitemap).toMatch(
    new RegExp(`<loc>http://localhost:3000/privacy</loc>\\s*<lastmod>${String(privacy?.lastUpdated)}`),
  )
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Disallow: /studio')
  expect(robots).toContain('Disallow: /api')
  expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml')
})
