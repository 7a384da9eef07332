/**
 * Studio steps the e2e tests share: signing in on a document's address, the title field and typing at its end, a
 * document action from the menu, and the review gate up to a publish.
 */
import { expect, type Browser, type Locator, type Page } from '@playwright/test'
import { routes } from '@/lib/site/routes'
import { E2E_REVIEWER_TOKEN } from './e2e-people'
import { LOADING_TEXT } from '@/studio/review-loading'

/**
 * A new browser context signed in the way an editor is (the link with the token in its fragment, which the Studio
 * keeps), on a document's address (`conditionArticle;condition-hypertension`): one Studio load. STUDIO_DEBUG=1 prints
 * the Studio's console errors and warnings.
 */
export async function openStudioDocument(
  browser: Browser,
  documentPath: string,
  token = process.env.E2E_STUDIO_TOKEN!,
  { beforeLoad }: { beforeLoad?: (page: Page) => Promise<unknown> } = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } })
  const page = await context.newPage()
  await beforeLoad?.(page)
  if (process.env.STUDIO_DEBUG)
    page.on('console', (m) => {
      if (['error', 'warning'].includes(m.type()))
        console.log(`[${documentPath}] ${m.type()}: ${m.text().slice(0, 300)}`)
    })
  await page.goto(routes.studioWithToken(token, `structure/${documentPath}`))
  await expect(page.getByTestId('local-dataset-banner')).toBeVisible({ timeout: 120_000 })
  return page
}

/**
 * A new document from the open list's create menu, in English: every type is made in a language (sanity.config.ts),
 * so the list offers "English <type>" and "Español <type>".
 */
export async function createEnglishDocument(page: Page) {
  const english = page.getByRole('menuitem', { name: /^English / })
  // The list's header renders its menu button before the templates' permissions load; a click then opens nothing,
  // and the editor clicks again.
  await expect(async () => {
    await page.locator('[data-testid="multi-action-intent-button"]').first().click({ timeout: 10_000 })
    await expect(english).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 120_000 })
  await english.click()
}

export const titleInput = (page: Page) => page.locator('[data-testid="field-title"] input').first()

/** Types at the end of the title, as an editor does (click, End, keys), once the field can be edited. */
export async function appendToTitle(page: Page, text: string, timeout = 120_000) {
  const input = titleInput(page)
  await expect(input).toBeEditable({ timeout })
  await input.click()
  await page.keyboard.press('End')
  await page.keyboard.type(text, { delay: 20 })
}

/**
 * The open document's action menu button, in its footer. Not any `action-menu-button`: the body's Portable Text
 * toolbar has one too when it is too narrow for its buttons (disabled until the body has focus), and in a release's
 * view it came last on the page.
 */
export const documentActionsButton = (page: Page) =>
  page.getByTestId('pane-footer').last().getByTestId('action-menu-button')

/**
 * Opens a menu with `button` until `item` shows in it. A click while the pane re-renders (validation, a remote write
 * settling, the header settling after the pane shows) can open nothing, and the editor tries again, every other time
 * from the keyboard: with Chromium 156 a click on the pane's header menu right after the pane showed left it shut
 * (aria-expanded stayed false), where Enter opened it. A menu that is already open is not clicked shut.
 */
export async function openMenuUntil(button: Locator, item: Locator, timeout = 60_000) {
  let tries = 0
  await expect(async () => {
    if (!(await item.isVisible())) {
      if (tries++ % 2 === 0) await button.click({ timeout: 10_000 })
      else await button.press('Enter', { timeout: 10_000 })
    }
    await expect(item).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout })
}

/** Opens the document's action menu (its footer) until `item` shows in it. */
const openDocumentActions = (page: Page, item: Locator, timeout = 60_000) =>
  openMenuUntil(documentActionsButton(page), item, timeout)

/**
 * Opens the document's action menu until `item` passes `check` (enabled, then clicked; or disabled). An item whose
 * state has not come yet gets 5 s; then the menu is closed and opened again, to be read afresh, as an editor does:
 * in CI a menu left open kept "Submit for review" disabled for a minute after its action was ready.
 */
export async function untilMenuItem(
  page: Page,
  item: Locator,
  check: (item: Locator) => Promise<void>,
  timeout = 60_000,
) {
  await expect(async () => {
    await openDocumentActions(page, item, 20_000)
    try {
      await check(item)
    } catch (error) {
      await page.keyboard.press('Escape')
      throw error
    }
  }).toPass({ timeout })
}

export async function runAction(page: Page, name: string, timeout = 60_000) {
  // An item can also be detached under the pointer while the menu re-renders; a click that lands does not throw, so
  // nothing runs twice.
  try {
    await untilMenuItem(
      page,
      page.getByRole('menuitem', { name }),
      async (item) => {
        await expect(item).toBeEnabled({ timeout: 5_000 })
        await item.click({ timeout: 5_000 })
      },
      timeout,
    )
  } catch (error) {
    // What the editor would see: the Studio disables every action while its document listener reconnects (and then
    // makes the form read-only and shows a toast); an action's own rule disables only that action.
    const toasts = await page.locator('[data-ui="Toast"]').allInnerTexts()
    const formEditable = await titleInput(page)
      .isEditable({ timeout: 1_000 })
      .catch(() => 'no title field')
    throw new Error(
      `"${name}" could not be run. Title field editable: ${formEditable}; toasts: ${JSON.stringify(toasts)}`,
      { cause: error },
    )
  }
}

/** The reviewer's profile the approval records: the seed's Dr. Sofia Reyes names the sample medical reviewer. */
export const SAMPLE_REVIEWER_PROFILE = 'doctor-3'

/**
 * Runs `step` in the sample medical reviewer's own Studio (their sign-in link, the same document and perspective as
 * `page`) once the version under review has reached it: the four-eyes rule keeps Approve and Request changes from
 * whoever submitted it. The reviewer's browser context is closed afterwards.
 */
async function asReviewer(page: Page, step: (reviewer: Page) => Promise<void>, { early = false } = {}) {
  const studioPath = new URL(page.url()).pathname.replace(/^\/studio\/?/, '')
  const search = new URL(page.url()).search
  const context = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 1400, height: 900 } })
  try {
    const reviewer = await context.newPage()
    await reviewer.goto(routes.studioWithToken(E2E_REVIEWER_TOKEN, `${studioPath}${search}`))
    await expect(reviewer.getByTestId('local-dataset-banner')).toBeVisible({ timeout: 120_000 })
    // The reviewer sees who they are signed in as, by name and role, and what the role allows, not an avatar's initials.
    await expect(reviewer.getByTestId('signed-in-as')).toHaveText(
      'Signed in as Dr. Sofia Reyes (sample medical reviewer) — Medical reviewer: may edit, and approve a version someone else changed last.',
      { timeout: 60_000 },
    )
    // A second Studio on a busy machine: its document form and footer come well after the banner, and the version
    // under review reaches it later still. The review's actions are offered once the footer's review badge says the
    // version on screen is in review (before that they are rightly disabled: nothing to review yet).
    // `early`: as soon as the menu opens, as a reviewer who does not wait for the badges.
    const footer = reviewer.getByTestId('pane-footer').last()
    await expect(documentActionsButton(reviewer)).toBeEnabled({ timeout: 120_000 })
    if (!early) await expect(footer.getByText('In medical review')).toBeVisible({ timeout: 120_000 })
    await step(reviewer)
  } finally {
    await context.close()
  }
}

/** Opens the dialog `header` names from the action `name`; a dialog that is open is never clicked through. */
async function openActionDialog(reviewer: Page, name: string, header: string) {
  const dialog = reviewer.getByRole('dialog').filter({ hasText: header })
  // With four Studios on 2 cores a click on the menu item could land while the footer re-rendered and open
  // nothing; the reviewer then opens it again.
  await expect(async () => {
    if (!(await dialog.isVisible())) await runAction(reviewer, name, 120_000)
    await expect(dialog).toBeVisible({ timeout: 10_000 })
  }).toPass({ timeout: 180_000 })
  return dialog
}

/**
 * The sample medical reviewer approves what `page` shows, in a Studio of their own. The dialog names them and their
 * profile; each triage line the guard flags gets `reason`. Resolves once the dialog has closed.
 */
export async function approveAsReviewer(
  page: Page,
  reason = 'Checked against the cited guideline: this line is right for the readers it addresses.',
  { early = false } = {},
) {
  await asReviewer(
    page,
    async (reviewer) => {
      const dialog = await openActionDialog(reviewer, 'Approve', 'Approve this version')
      // Clicked while the document still loads, the dialog says so, then becomes the form.
      if (await dialog.getByText(LOADING_TEXT).isVisible()) console.log('Approve clicked while loading: it said so')
      // The profile is looked up once the dialog is open (one query; longer on a loaded lake).
      await expect(dialog.getByText(/approve as Dr\. Sofia Reyes/)).toBeVisible({ timeout: early ? 120_000 : 30_000 })
      for (const box of await dialog.locator('[id^="review-override-reason-"]').all()) await box.fill(reason)
      await dialog.getByRole('button', { name: 'Approve' }).click()
      await expect(dialog).toBeHidden({ timeout: 20_000 })
    },
    { early },
  )
}

/**
 * The sample medical reviewer sends what `page` shows back with `comment`, in a Studio of their own. With
 * `tryEmptyFirst`, an empty comment is sent first and must be refused with its message. Resolves once the dialog has
 * closed.
 */
export async function requestChangesAsReviewer(page: Page, comment: string, { tryEmptyFirst = false } = {}) {
  await asReviewer(page, async (reviewer) => {
    const dialog = await openActionDialog(reviewer, 'Request changes', 'Send back to the editor')
    const send = dialog.getByRole('button', { name: 'Send back to the editor' })
    if (tryEmptyFirst) {
      await send.click()
      await expect(dialog.getByRole('alert')).toContainText('comment is required')
    }
    await dialog.locator('#review-comment').fill(comment)
    await send.click()
    await expect(dialog).toBeHidden({ timeout: 20_000 })
  })
}

/**
 * Submits the draft for review until the lake has it in review (the caller reads the dataset). As with Publish
 * (publishUntil), Studio 6 on a loaded 2-core machine has taken a click on Submit for review that sent nothing: the
 * status stayed as it was. An editor tries again; so does the test, at most twice more, and says so.
 */
export async function submitUntil(page: Page, reviewStatus: () => string | undefined) {
  for (let attempt = 1; attempt <= 3; attempt++) {
    if (reviewStatus() === 'inReview') return
    await runAction(page, 'Submit for review')
    // A click while the document still loads opens a dialog that asks again once it has loaded: the editor confirms.
    const confirm = page.getByRole('dialog').getByRole('button', { name: 'Submit for review' })
    try {
      await expect
        .poll(
          async () => {
            if (reviewStatus() !== 'inReview' && (await confirm.isVisible())) await confirm.click().catch(() => {})
            return reviewStatus()
          },
          { timeout: 20_000 },
        )
        .toBe('inReview')
      return
    } catch (error) {
      if (attempt === 3) throw error
      console.log(`The Studio dropped Submit for review ${attempt} (the status stayed ${reviewStatus()}); again`)
    }
  }
}

/**
 * A changed guide or post goes out as medical content does: submitted, approved by the sample medical reviewer,
 * published. `reviewStatus` reads the draft's review status from the dataset.
 */
export async function reviewAndPublish(page: Page, reviewStatus: () => string | undefined) {
  await submitUntil(page, reviewStatus)
  await approveAsReviewer(page)
  await expect.poll(reviewStatus, { timeout: 20_000 }).toBe('approved')
  await publishUntil(page, async () => reviewStatus() === undefined)
}

/**
 * Clicks Publish until `published()` holds (the caller reads the dataset). On a loaded 2-core machine Studio 6 has
 * dropped a Publish click, most often just after an image upload: no request reached the lake, and the button went
 * off for a moment and came back. An editor clicks again; so does the test, at most twice more, and says so. A
 * publish that never happens still fails the caller, which then checks what was published.
 */
export async function publishUntil(page: Page, published: () => Promise<boolean> | boolean) {
  const publish = page.locator('[data-testid="action-publish"]')
  for (let attempt = 1; attempt <= 3; attempt++) {
    await expect(publish).toBeEnabled({ timeout: 30_000 })
    await publish.click()
    try {
      await expect.poll(published, { timeout: 15_000 }).toBe(true)
      return
    } catch {
      if (attempt < 3)
        console.log(`The Studio dropped Publish click ${attempt} (nothing was published); clicking again`)
    }
  }
}
