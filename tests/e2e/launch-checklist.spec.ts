/**
 * The Launch checklist in the real Studio on the embedded default: what the seed leaves to
 * change before a real launch, each sample document linked. (Picking an internal link in the Studio is proved below
 * the browser: components/article/internal-links.test.tsx and packages/local-lake/references.test.ts.)
 */
import { expect, test } from './fixtures'
import { routes } from '@/lib/site/routes'

test.describe.configure({ timeout: 240_000 })

test('the Launch checklist lists what the seed leaves to change before launch', async ({ page }) => {
  await page.goto(routes.studioWithToken(process.env.E2E_STUDIO_TOKEN!, 'structure/launch-checklist'))
  const checklist = page.getByTestId('launch-checklist')
  await expect(checklist).toContainText('Replace the sample people and figures', { timeout: 120_000 })
  await expect(checklist).toContainText('hello@healthwisehub.example')
  await expect(checklist).toContainText('runs on the local dataset')
  // Each sample document opens from the list.
  await expect(checklist.getByRole('link', { name: /Dr\./ }).first()).toBeVisible()
})
