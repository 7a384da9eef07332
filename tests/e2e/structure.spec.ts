import { expect, test } from './fixtures'
import { putDocuments, removeDocuments } from '../support/e2e-dataset'

const topics = [
  ['Diabetes', '/diseases/diabetes'],
  ['High Blood Pressure', '/diseases/hypertension'],
  ['HIV/AIDS', '/diseases/hiv-aids'],
  ['Depression', '/diseases/depression'],
  ['Obesity', '/diseases/obesity'],
  ['Cancer', '/diseases/cancer'],
] as const

test.describe('header without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const width of [375, 1280]) {
    test(`every nav link and topic is reachable at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      // On a phone the menu is folded: without scripts its Menu link opens it (the panel is the page's target).
      const openMenu = async () => {
        if (width < 768) await page.getByRole('link', { name: 'Menu', exact: true }).click()
      }
      await page.goto('/about')
      const nav = page.getByRole('navigation', { name: 'Main' })
      // No toggle buttons without scripts: they could not do anything. The site search's button is a form's submit.
      await expect(nav.getByRole('button', { name: /^(Menu|Topics)$/ })).toHaveCount(0)
      await openMenu()
      await expect(nav.getByRole('button')).toHaveCount(1)
      await expect(nav.getByRole('search', { name: 'Site' }).getByRole('button', { name: 'Search' })).toBeVisible()
      for (const name of ['Home', 'Blog', 'About', 'Contact', 'Consult Doctor'])
        await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
      for (const [name, href] of topics) {
        await page.goto('/about')
        await openMenu()
        if (width >= 768) {
          // The Topics link opens the list on hover and on keyboard focus.
          await nav.getByRole('link', { name: 'Topics' }).focus()
        }
        const link = nav.getByRole('link', { name, exact: true })
        await expect(link).toBeVisible()
        await link.click()
        await expect(page).toHaveURL(new RegExp(`${href}$`))
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      }
    })
  }

  test('the topics list is reachable by Tab alone on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/about')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'Topics' }).focus()
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'Diabetes', exact: true })).toBeFocused()
  })
})

test.describe('routes and sitemap agree', () => {
  test('every sitemap URL answers 200, and every information page is listed', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
    expect(paths).toEqual(expect.arrayContaining(['/', '/about', '/privacy', '/diseases/diabetes', '/bmi-calculator']))
    // Documents other tests create and rename while this one runs (slugs `e2e-…`) may move between the sitemap's
    // answer and the request for them; every other address is the seed's and must answer.
    const stable = paths.filter((path) => !path.split('/').some((segment) => segment.startsWith('e2e-')))
    expect(stable.length).toBeGreaterThan(20)
    for (const path of stable) expect((await request.get(path)).status(), path).toBe(200)
  })

  test('a page an editor creates is served at its own URL without a code change', async ({ request }) => {
    const page = {
      _id: 'page-e2e-cookie-policy',
      _type: 'infoPage',
      _createdAt: '2026-01-01T00:00:00Z',
      _updatedAt: '2026-01-01T00:00:00Z',
      title: 'Cookie Policy',
      slug: { _type: 'slug', current: 'e2e-cookie-policy' },
      description: 'Which cookies this site sets, why, and how to change your choice at any time.',
      body: [
        {
          _type: 'block',
          _key: 'b1',
          style: 'normal',
          markDefs: [],
          children: [{ _type: 'span', _key: 's1', marks: [], text: 'A page written in the Studio.' }],
        },
      ],
    }
    try {
      await putDocuments([page], { viaFile: true })
      const response = await request.get('/e2e-cookie-policy')
      expect(response.status()).toBe(200)
      expect(await response.text()).toContain('A page written in the Studio.')
    } finally {
      // Remove only this page: the Studio tests may have published to the same dataset meanwhile.
      await removeDocuments([page._id], { viaFile: true })
    }
  })
})
