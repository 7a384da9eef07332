/**
 * The language menu, on a server that serves three languages (the readers' two and the pseudo-locale, PSEUDO_LOCALE=1,
 * over a copy of the seed dataset with the pseudo-locale's documents): on a phone's header bar, outside the collapsed
 * menu; opened and followed from the keyboard with a visible focus; 44px targets; axe-clean open; without JavaScript
 * it opens and its links lead to the paired page. Its own server: the suite's servers serve the readers' two languages,
 * where the header keeps its single link.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createInterface } from 'node:readline'
import { expect, test } from './fixtures'
import { expectNoAxeViolations } from './axe'
import { PSEUDO_LANG } from '../../lib/site/languages'
import { routesFor } from '../../lib/site/localized-routes'

const guide = routesFor(PSEUDO_LANG).condition('diabetes')
let child: ChildProcess | undefined
let server: { origin: string }

test.describe.configure({ mode: 'serial' })
test.use({ viewport: { width: 390, height: 844 } })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  // tests/support/serve-pseudo.mts: the build with the pseudo-locale, in its own process (it prints its origin).
  child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/serve-pseudo.mts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const lines = createInterface({ input: child.stdout! })
  server = await new Promise((resolve, reject) => {
    lines.on('line', (line) => {
      if (line.startsWith('{"origin"')) resolve(JSON.parse(line) as { origin: string })
    })
    child!.on('exit', (code) => reject(new Error(`the pseudo-locale's server exited (${code})`)))
  })
})

test.afterAll(async () => {
  if (!child || child.exitCode !== null) return
  const exited = new Promise((resolve) => child!.on('exit', resolve))
  child.kill('SIGTERM')
  await exited
})

test('on a phone: opened from the keyboard on the header bar, focus visible, 44px targets, axe-clean', async ({
  page,
}) => {
  await page.goto(`${server.origin}${guide}#symptoms`)
  const menu = page.locator('[data-site-header] details[data-language-menu]')
  const summary = menu.locator('summary')
  await expect(summary).toBeVisible()
  // On the bar itself: the small-screen menu stays collapsed.
  await expect(page.locator('[data-menu-panel]')).not.toBeVisible()
  // A key pressed first, as a keyboard reader does: the focus that follows is shown (:focus-visible).
  await page.keyboard.press('Tab')
  await summary.focus()
  await expect(summary).toHaveCSS('outline-style', 'solid')
  await page.keyboard.press('Enter')
  await expect(menu).toHaveAttribute('open', '')
  const links = menu.getByRole('link')
  await expect(links).toHaveText(['English', 'Español'])
  for (const box of [await summary.boundingBox(), await links.nth(0).boundingBox(), await links.nth(1).boundingBox()])
    expect(box!.height).toBeGreaterThanOrEqual(44)
  await expectNoAxeViolations(page, 'open language menu')
  await page.keyboard.press('Tab')
  await expect(links.nth(0)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(menu).not.toHaveAttribute('open', '')
  await expect(summary).toBeFocused()
  // Followed from the keyboard: the same guide in English, at the same section.
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`${server.origin}${routesFor('en').condition('diabetes')}#symptoms`)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('opens and leads to the paired page', async ({ page }) => {
    await page.goto(`${server.origin}${guide}`)
    const menu = page.locator('[data-site-header] details[data-language-menu]')
    await menu.locator('summary').click()
    await menu.getByRole('link', { name: 'Español' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page).toHaveURL(new RegExp(`${routesFor('es').condition('')}[a-z-]+$`))
  })
})
