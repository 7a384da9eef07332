/**
 * Draft preview and on-demand revalidation, local mode, against the server's temporary dataset copy
 * (E2E_DATASET, never the committed seed). A page of our own is written into that copy, published and as a draft,
 * with a preview secret document as the Studio's Presentation tool or "Preview link" action would write it.
 */
import { randomBytes } from 'node:crypto'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { putDocuments, readDataset, removeDocuments, type TestDocument } from '../support/e2e-dataset'
import { routes } from '@/lib/site/routes'
import { expectNoAxeViolations } from './axe'

const webhookSecret = process.env.E2E_REVALIDATE_SECRET!
const slug = `e2e-preview-${randomBytes(3).toString('hex')}`
const pagePath = `/${slug}`
const pageId = `page-${slug}`
const secret = randomBytes(16).toString('hex')
const secretId = `drafts.e2e-secret-${slug}`

type Doc = TestDocument

const now = () => new Date().toISOString()
const infoPage = (id: string, title: string, text: string): Doc => ({
  _id: id,
  _type: 'infoPage',
  _createdAt: '2026-11-01T00:00:00Z',
  _updatedAt: now(),
  title,
  slug: { _type: 'slug', current: slug },
  description: 'A page the preview tests write into the temporary dataset and remove afterwards.',
  body: [
    {
      _type: 'block',
      _key: 'b1',
      style: 'normal',
      markDefs: [],
      children: [{ _type: 'span', _key: 's1', text, marks: [] }],
    },
  ],
})
const published = (version: string) => infoPage(pageId, `Editorial check ${version}`, `Published text ${version}.`)
const draft = infoPage(`drafts.${pageId}`, 'Editorial check draft', 'Draft text under medical review.')
const secretDoc = (): Doc => ({
  _id: secretId,
  _type: 'sanity.previewUrlSecret',
  _createdAt: now(),
  _updatedAt: now(),
  secret,
  source: 'e2e',
  studioUrl: 'http://127.0.0.1/studio',
  userId: 'e2e',
})

const enableUrl = (params: Record<string, string>) => `/api/draft-mode/enable?${new URLSearchParams(params)}`
const DRAFT_TEXT = 'Draft text under medical review.'

async function publicHtml(request: APIRequestContext) {
  const response = await request.get(pagePath, { headers: { cookie: '' } })
  expect(response.status()).toBe(200)
  return response.text()
}

async function signedPost(request: APIRequestContext, body: unknown, key = webhookSecret) {
  const text = JSON.stringify(body)
  return request.post('/api/revalidate', {
    data: text,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(text, Date.now(), key),
    },
  })
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(() => putDocuments([published('v1'), draft, secretDoc()]))
test.afterAll(() => removeDocuments([pageId, draft._id, secretId]))
// Other specs may restore the dataset copy while this file runs; make sure our documents are there.
test.beforeEach(() => putDocuments([draft, secretDoc()]))

test('a valid secret opens the draft with the preview banner, and readers never see it', async ({
  page,
  browser,
  request,
}) => {
  // The reviewer is the first visitor of this page: nothing was generated for it before.
  await page.goto(enableUrl({ 'sanity-preview-secret': secret, 'sanity-preview-pathname': pagePath }))
  await expect(page).toHaveURL(pagePath)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Editorial check draft')
  await expect(page.getByText(DRAFT_TEXT)).toBeVisible()
  const banner = page.getByRole('region', { name: 'Preview' })
  await expect(banner).toContainText('Preview — draft content')
  await expect(banner.getByRole('link', { name: 'Exit preview' })).toBeVisible()
  await expectNoAxeViolations(page, 'preview of a draft page')

  // Cache-poisoning check: right after the reviewer's visit, a reader (no cookie) gets the published page.
  const reader = await browser.newContext()
  const readerPage = await reader.newPage()
  await readerPage.goto(pagePath)
  await expect(readerPage.getByRole('heading', { level: 1 })).toHaveText('Editorial check v1')
  await expect(readerPage.getByRole('region', { name: 'Preview' })).toHaveCount(0)
  await reader.close()
  const html = await publicHtml(request)
  expect(html).not.toContain(DRAFT_TEXT)
  expect(html).not.toContain('Editorial check draft')

  // Draft mode also shows drafts on other pages (the seed's draft tagline is in siteSettings, not on screen) and
  // exiting returns to the same page, published.
  await banner.getByRole('link', { name: 'Exit preview' }).click()
  await expect(page).toHaveURL(pagePath)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Editorial check v1')
  await expect(page.getByRole('region', { name: 'Preview' })).toHaveCount(0)
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('__prerender_bypass')
  expect(await publicHtml(request)).not.toContain(DRAFT_TEXT)
})

test('a previewed draft of a reviewed post says it is not yet reviewed; readers keep the published claim', async ({
  page,
  browser,
}) => {
  // A seed post with a recorded review, edited in a draft that keeps the review it was copied from (as the Studio
  // does): the review covers the published text, not this one.
  const post = readDataset().find(
    (d) => d._type === 'blogPost' && (d.review as { status?: string })?.status === 'approved',
  )!
  const slug = (post.slug as { current: string }).current
  const edited = { ...post, _id: `drafts.${post._id}`, title: `${post.title as string} (edited in a draft)` }
  await putDocuments([edited], { keepReview: true })
  try {
    await page.goto(enableUrl({ 'sanity-preview-secret': secret, 'sanity-preview-pathname': routes.blogPost(slug) }))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(edited.title)
    await expect(page.getByText('Draft — not yet reviewed')).toBeVisible()
    await expect(page.getByText(/Medically reviewed|Sample review: not yet reviewed/)).toHaveCount(0)

    const reader = await browser.newContext()
    const readerPage = await reader.newPage()
    await readerPage.goto(routes.blogPost(slug))
    await expect(readerPage.getByRole('heading', { level: 1 })).toHaveText(post.title as string)
    await expect(readerPage.getByText('Sample review: not yet reviewed by a real clinician')).toBeVisible()
    await expect(readerPage.getByText('Draft — not yet reviewed')).toHaveCount(0)
    await reader.close()
  } finally {
    await removeDocuments([edited._id])
  }
})

test('Next’s draft cookie alone, replayed without this site’s preview session, shows the published page and is cleared', async ({
  baseURL,
}) => {
  // The replay this guards against: `__prerender_bypass` holds the build's previewModeId, the same for every
  // reviewer and valid until the next build. Taken from a real preview, it is replayed without the session cookie.
  // A fresh client for every request: no cookie jar adds what the test does not send.
  const fetchWith = async (path: string, cookie = '') => {
    const client = await playwrightRequest.newContext({ baseURL })
    const response = await client.get(path, { headers: cookie ? { cookie } : {}, maxRedirects: 0 })
    const result = {
      status: response.status(),
      headers: response.headers(),
      setCookies: response
        .headersArray()
        .filter((h) => h.name.toLowerCase() === 'set-cookie')
        .map((h) => h.value)
        .join('\n'),
      text: await response.text(),
    }
    await client.dispose()
    return result
  }
  const enabled = await fetchWith(enableUrl({ 'sanity-preview-secret': secret, 'sanity-preview-pathname': pagePath }))
  expect(enabled.status).toBe(307)
  expect(enabled.headers['cache-control']).toBe('no-store')
  const bypass = /__prerender_bypass=([^;]+)/.exec(enabled.setCookies)?.[1]
  const session = /site-preview-session=([^;]+)/.exec(enabled.setCookies)?.[1]
  expect(bypass).toBeTruthy()
  expect(session).toBeTruthy()
  // With both, the draft; with Next's cookie alone (or a session past its hour), the published page.
  const withSession = await fetchWith(pagePath, `__prerender_bypass=${bypass}; site-preview-session=${session}`)
  expect(withSession.text).toContain(DRAFT_TEXT)
  const expired = `${Date.now() - 1000}.${session!.split('.').slice(1).join('.')}`
  for (const cookie of [
    `__prerender_bypass=${bypass}`,
    `__prerender_bypass=${bypass}; site-preview-session=${expired}`,
  ]) {
    const replay = await fetchWith(pagePath, cookie)
    expect(replay.status).toBe(200)
    expect(replay.text).not.toContain(DRAFT_TEXT)
    expect(replay.setCookies).toMatch(/__prerender_bypass=;/)
  }
})

test('a wrong, missing or expired secret does not turn preview on', async ({ page, request }) => {
  const expired = {
    ...secretDoc(),
    _id: `${secretId}-old`,
    secret: `${secret}-old`,
    _updatedAt: '2026-01-01T00:00:00Z',
  }
  await putDocuments([expired], { viaFile: true })
  try {
    const attempts: Array<Record<string, string>> = [
      { 'sanity-preview-secret': 'not-the-secret', 'sanity-preview-pathname': pagePath },
      { 'sanity-preview-pathname': pagePath },
      { 'sanity-preview-secret': '', 'sanity-preview-pathname': pagePath },
      { 'sanity-preview-secret': expired.secret as string, 'sanity-preview-pathname': pagePath },
    ]
    for (const params of attempts) {
      // The expired secret is really there (another writer could have replaced the file meanwhile).
      expect(JSON.stringify(readDataset())).toContain(expired.secret as string)
      const response = await request.get(enableUrl(params), { maxRedirects: 0 })
      expect(response.status(), JSON.stringify(params)).toBe(401)
      expect(response.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass')
    }
    await page.goto(enableUrl({ 'sanity-preview-secret': 'not-the-secret', 'sanity-preview-pathname': pagePath }))
    await page.goto(pagePath)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Editorial check v1')
    await expect(page.getByRole('region', { name: 'Preview' })).toHaveCount(0)
  } finally {
    await removeDocuments([expired._id], { viaFile: true })
  }
})

test('the preview redirect only ever goes to a path on this site', async ({ request }) => {
  for (const [target, expected] of [
    [pagePath, pagePath],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
  ]) {
    const response = await request.get(
      enableUrl({ 'sanity-preview-secret': secret, 'sanity-preview-pathname': target! }),
      { maxRedirects: 0 },
    )
    expect(response.status(), target).toBe(307)
    expect(response.headers().location, target).toBe(expected)
  }
})

test('the webhook: a bad signature is refused and the page stays; a good one refreshes the page', async ({
  request,
}) => {
  expect(await publicHtml(request)).toContain('Published text v1.')
  // Written to the file directly: a write through the local lake would revalidate the page by itself.
  await putDocuments([published('v2')], { viaFile: true })
  // The generated page is served from the cache until something expires it.
  expect(await publicHtml(request)).toContain('Published text v1.')

  const change = { _type: 'infoPage', _id: pageId, slug }
  const unsigned = await request.post('/api/revalidate', { data: change })
  expect(unsigned.status()).toBe(401)
  expect((await signedPost(request, change, 'wrong-secret')).status()).toBe(401)
  expect(await publicHtml(request)).toContain('Published text v1.')

  const good = await signedPost(request, change)
  expect(good.status()).toBe(200)
  expect(await good.json()).toEqual({ revalidated: ['infoPage', `infoPage:${slug}`] })
  await expect.poll(async () => (await publicHtml(request)).includes('Published text v2.')).toBe(true)
  expect(await publicHtml(request)).not.toContain(DRAFT_TEXT)
})
