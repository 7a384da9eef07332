import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from './fixtures'
import { expectNoAxeViolations } from './axe'
import { fieldOf, siteName } from '../support/e2e-content'
import { layoutShifts, NO_SHIFT, recordLayoutShifts } from './layout-shifts'
import { SIGN_IN_TITLE } from '@health-site/local-lake'

test.describe('shared layout', () => {
  test('home page: nav, footer and no axe violations', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog')
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about')
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact')
    await expect(nav.getByRole('link', { name: 'Consult Doctor' })).toHaveAttribute('href', '/homepage')

    const footer = page.locator('footer')
    for (const [name, href] of [
      ['About Us', '/about'],
      ['Blog', '/blog'],
      ['Contact', '/contact'],
      ['Health Resources', '/resources'],
      ['Health Screening', '/screening'],
      ['Book a Consultation', '/homepage'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Use', '/terms-of-use'],
      ['Medical Disclaimer', '/disclaimer'],
      ['Accessibility Statement', '/accessibility'],
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!)
    }
    // The settings' emergency line and educational statement (read by id: tests/support/e2e-content.ts).
    await expect(footer).toContainText(fieldOf('siteSettings', 'emergencyNote'))
    await expect(footer).toContainText(fieldOf('siteSettings', 'educationalStatement'))
    // The seed's inbox is a sample (.example): shown as one, not offered as a link.
    await expect(footer).toContainText(`${fieldOf('siteSettings', 'contactEmail')} (sample address: not in use yet)`)
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(0)
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${siteName()}`)
    // Social links have no URL in the seed, so none is shown (no dead links).
    await expect(footer.getByRole('list', { name: 'Social media' })).toHaveCount(0)
    await expectNoAxeViolations(page)
  })

  test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
    await page.goto('/')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#main$/)
    await expect(page.locator('main#main')).toBeFocused()
  })

  test('Topics dropdown works with the mouse', async ({ page }) => {
    await page.goto('/')
    const button = page.getByRole('button', { name: 'Topics' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    const menu = page.locator(`#${await button.getAttribute('aria-controls')}`)
    await expect(menu.getByRole('link')).toHaveText([
      'Diabetes',
      'High Blood Pressure',
      'HIV/AIDS',
      'Depression',
      'Obesity',
      'Cancer',
    ])
    const hrefs = await menu.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual([
      '/diseases/diabetes',
      '/diseases/hypertension',
      '/diseases/hiv-aids',
      '/diseases/depression',
      '/diseases/obesity',
      '/diseases/cancer',
    ])
    await expectNoAxeViolations(page, 'home with Topics open')
    // A click elsewhere closes it.
    await page.locator('h2').first().click()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeHidden()
  })

  test('Topics dropdown works with the keyboard', async ({ page }) => {
    await page.goto('/')
    const button = page.getByRole('button', { name: 'Topics' })
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toBeFocused()

    await page.keyboard.press('ArrowDown')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    // The dropdown's own links: the landing's first screen links the same topics.
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`)
    await expect(panel.getByRole('link', { name: 'Diabetes', exact: true })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(panel.getByRole('link', { name: 'High Blood Pressure' })).toBeFocused()
    // Tabbing out of the menu closes it.
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  test('choosing a topic closes the dropdown', async ({ page }) => {
    await page.goto('/')
    const button = page.getByRole('button', { name: 'Topics' })
    await button.click()
    await page
      .locator(`#${await button.getAttribute('aria-controls')}`)
      .getByRole('link', { name: 'Depression' })
      .click()
    await expect(page).toHaveURL(/\/diseases\/depression$/)
    await expect(page.getByRole('button', { name: 'Topics' })).toHaveAttribute('aria-expanded', 'false')
  })

  test('on a small screen the menu sits behind a toggle', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('link', { name: 'Consult Doctor' })).toBeHidden()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('link', { name: 'Consult Doctor' })).toBeVisible()
    await expectNoAxeViolations(page, 'home, mobile menu open')
    await page.getByRole('link', { name: 'Consult Doctor' }).click()
    await expect(page).toHaveURL(/\/homepage$/)
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false')
  })

  test('the newsletter box validates the address and answers honestly', async ({ page }) => {
    await page.goto('/')
    const form = page.getByRole('form', { name: 'Newsletter' })
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(form.getByRole('status')).toHaveText('Enter your email address.')
    await form.getByLabel('Email address').fill('not-an-email')
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(form.getByRole('status')).toHaveText('Enter an email address like name@example.com.')
    await form.getByLabel('Email address').fill('reader@example.com')
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(form.getByRole('status')).toContainText('has not launched yet')
  })
})

test.describe('a page that arrives slowly', () => {
  // Chromium paints what it has parsed while the rest of the document is still on its way. A header painted half
  // parsed (its first links only) then grew into place, and the whole nav jumped across the page: a layout shift a
  // reader on a slow connection sees, and which failed the landing's no-shift test now and then on a loaded machine.
  test('the header is painted whole: it does not move when the rest of its HTML arrives late', async ({
    page,
    baseURL,
  }) => {
    // A proxy in front of the site that sends the document in two parts, cut inside the header's nav, a second apart.
    const server = createServer(async (request, response) => {
      const upstream = await fetch(new URL(request.url ?? '/', baseURL), {
        headers: { accept: request.headers.accept ?? '*/*', ...(request.headers.rsc ? { rsc: '1' } : {}) },
      })
      const body = Buffer.from(await upstream.arrayBuffer())
      response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'text/plain' })
      const cut = request.url === '/' ? body.indexOf('data-topics') : -1
      if (cut < 0) return response.end(body)
      response.write(body.subarray(0, cut))
      setTimeout(() => response.end(body.subarray(cut)), 1000)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      await recordLayoutShifts(page)
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' })).toBeVisible()
      // The same bound as the landing's no-shift test.
      const { total, report } = await layoutShifts(page)
      expect(total, report).toBeLessThan(NO_SHIFT)
    } finally {
      server.closeAllConnections()
      server.close()
    }
  })

  test("the hold on the first paint is in the site's head, and not in the Studio, which has no <main> to wait for", async ({
    request,
  }) => {
    const head = (html: string) => html.slice(0, html.indexOf('</head>'))
    for (const path of ['/', '/es/enfermedades/diabetes', '/no-such-page'])
      expect(head(await (await request.get(path)).text()), path).toMatch(
        /<link rel="expect" href="#main" blocking="render"\/?>/,
      )
    // Chromium warned on every Studio load that the element it was told to expect never came.
    expect(await (await request.get('/studio')).text()).not.toContain('rel="expect"')
  })
})

test.describe('errors', () => {
  test('an unknown path shows the not-found page and logs the path', async ({ page }) => {
    const messages: string[] = []
    page.on('console', (message) => messages.push(message.text()))
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect.poll(() => messages.some((m) => m.includes('/no-such-page'))).toBe(true)
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  for (const path of ['/no-such-page', '/homepage-typo', '/a/b/c', '/diseases/flu'])
    test(`${path}: the not-found page has one header and one footer`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1)
      await expect(page.locator('footer[data-site-footer]')).toHaveCount(1)
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    })
})

test.describe('studio', () => {
  test('without a project, /studio opens the Studio on the local lake and requests nothing from outside', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const foreign: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      const local = ['127.0.0.1', 'localhost'].includes(url.hostname) || url.hostname.endsWith('.localhost')
      if (!local && !['data:', 'blob:'].includes(url.protocol)) foreign.push(request.url())
    })
    await page.goto('/studio')
    // Without the token from the printed link, the Studio asks the editor to sign in.
    await expect(page.getByText(SIGN_IN_TITLE)).toBeVisible({ timeout: 120_000 })
    await expect(page.locator('header[data-site-header]')).toHaveCount(0) // outside the site layout
    await page.waitForLoadState('networkidle')
    expect(foreign).toEqual([])
  })
})

test.describe('security headers', () => {
  for (const path of ['/', '/studio', '/no-such-page']) {
    test(`${path} carries the baseline headers`, async ({ request }) => {
      const response = await request.get(path)
      const headers = response.headers()
      expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
      expect(headers['strict-transport-security']).toContain('max-age=')
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['permissions-policy']).toContain('camera=()')
      expect(headers['x-powered-by']).toBeUndefined()
    })
  }

  test('hashed static files carry nosniff and HSTS but not the document policies', async ({ page, request }) => {
    await page.goto('/')
    const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src')
    const headers = (await request.get(script!)).headers()
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['strict-transport-security']).toContain('max-age=')
    expect(headers['content-security-policy']).toBeUndefined()
  })
})
