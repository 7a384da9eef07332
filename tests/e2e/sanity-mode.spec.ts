/**
 * The Sanity path without the internet: the same production build started in Sanity mode (a project id and an
 * API host at run time), its real @sanity/client pointed at the local stand-in for Sanity's query API
 * (tests/support/sanity-stand-in.ts: the real local lake) over the e2e dataset copy. It runs from a copy of the build folder so its
 * page cache never mixes with the local-mode server's.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { type APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { putDocuments, readDataset, removeDocuments } from '../support/e2e-dataset'
import { guide } from '../support/e2e-content'
import { STAND_IN_TOKEN, startSanityStandIn, type SanityStandIn } from '../support/sanity-stand-in'
import { spanishRoutes } from '@/lib/site/localized-routes'
import { routes } from '@/lib/site/routes'

const root = process.cwd()
const localPort = Number(process.env.E2E_PORT ?? 3100)
const sanityPort = localPort + 2000
const sanityOrigin = `http://127.0.0.1:${sanityPort}`
const webhookSecret = process.env.E2E_REVALIDATE_SECRET!
const slug = `e2e-sanity-${randomBytes(3).toString('hex')}`
const secret = randomBytes(16).toString('hex')

const block = (text: string) => [
  {
    _type: 'block',
    _key: 'b1',
    style: 'normal',
    markDefs: [],
    children: [{ _type: 'span', _key: 's1', text, marks: [] }],
  },
]
const page = (id: string, title: string, text: string) => ({
  _id: id,
  _type: 'infoPage',
  _createdAt: '2026-11-01T00:00:00Z',
  _updatedAt: new Date().toISOString(),
  title,
  slug: { _type: 'slug', current: slug },
  description: 'A page the Sanity-mode test serves through the stand-in for Sanity’s API, never the seed.',
  body: block(text),
})

let lake: SanityStandIn
let server: ChildProcess
let work: string
let output = ''

test.describe.configure({ mode: 'serial' })
test.setTimeout(120_000)

test.beforeAll(async () => {
  test.setTimeout(180_000)
  work = mkdtempSync(path.join(tmpdir(), 'e2e-sanity-mode-'))
  // The stand-in reads its own copy of the e2e dataset, with a test page (published and draft) and a preview secret.
  const dataset = path.join(work, 'dataset.ndjson')
  const extra = [
    page(`page-${slug}`, 'Sanity mode check', 'Served through the Sanity client.'),
    page(`drafts.page-${slug}`, 'Sanity mode draft', 'A draft read with the viewer token.'),
    {
      _id: `drafts.secret-${slug}`,
      _type: 'sanity.previewUrlSecret',
      _createdAt: new Date().toISOString(),
      _updatedAt: new Date().toISOString(),
      secret,
      studioUrl: 'http://127.0.0.1/studio',
    },
  ]
  writeFileSync(dataset, [...readDataset(), ...extra].map((d) => JSON.stringify(d)).join('\n') + '\n')
  lake = await startSanityStandIn(dataset)
  // The local-mode server gets the same published page, to compare the two renderings.
  await putDocuments([extra[0]!])

  // A copy of the build (the page cache lives in .next), everything else linked.
  const site = path.join(work, 'site')
  const compilerCache = path.join(root, '.next', 'cache', 'turbopack')
  cpSync(path.join(root, '.next'), path.join(site, '.next'), { recursive: true, filter: (f) => f !== compilerCache })
  for (const entry of readdirSync(root))
    if (entry !== '.next' && !entry.startsWith('.git')) symlinkSync(path.join(root, entry), path.join(site, entry))
  server = spawn(path.join(root, 'node_modules/.bin/next'), ['start', '-p', String(sanityPort), '-H', '127.0.0.1'], {
    cwd: site,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_PUBLIC_SANITY_PROJECT_ID: 'e2etest',
      NEXT_PUBLIC_SITE_URL: 'https://www.example.org',
      NEXT_PUBLIC_SANITY_API_HOST: lake.origin,
      SANITY_API_READ_TOKEN: STAND_IN_TOKEN,
      SANITY_REVALIDATE_SECRET: webhookSecret,
      LOCAL_DATASET_PATH: path.join(work, 'must-not-be-read.ndjson'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout!.on('data', (chunk) => (output += chunk))
  server.stderr!.on('data', (chunk) => (output += chunk))
  const deadline = Date.now() + 90_000
  for (;;) {
    try {
      if ((await fetch(`${sanityOrigin}/robots.txt`)).ok) break
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null || Date.now() > deadline) throw new Error(`next start did not come up:\n${output}`)
    await new Promise((r) => setTimeout(r, 250))
  }
})

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve))
    server.kill('SIGTERM')
    await exited
  }
  await lake?.close().catch(() => {})
  await removeDocuments([`page-${slug}`]).catch(() => {})
  if (work) rmSync(work, { recursive: true, force: true })
})

/** The text a reader gets in the page's main region (scripts and markup aside). */
async function mainText(request: APIRequestContext, url: string) {
  const response = await request.get(url, { headers: { cookie: '' } })
  expect(response.status(), url).toBe(200)
  const html = await response.text()
  const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? ''
  return main
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

async function signedPost(request: APIRequestContext, body: unknown) {
  const text = JSON.stringify(body)
  return request.post(`${sanityOrigin}/api/revalidate`, {
    data: text,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(text, Date.now(), webhookSecret),
    },
  })
}

test('pages render the same content through the Sanity client as from the local dataset', async ({ request }) => {
  const before = lake.requests.length
  // A page generated on its first request: read from the stand-in, published perspective, no token.
  const text = await mainText(request, `${sanityOrigin}/${slug}`)
  expect(text).toContain('Sanity mode check')
  expect(text).toContain('Served through the Sanity client.')
  expect(text).not.toContain('A draft read with the viewer token.')
  const reads = lake.requests.slice(before)
  expect(reads.length).toBeGreaterThan(0)
  expect(reads.every((r) => r.perspective === 'published' && r.auth === undefined)).toBe(true)
  // The local-mode server renders the same page from its dataset file: word for word the same.
  expect(text).toBe(await mainText(request, `http://127.0.0.1:${localPort}/${slug}`))

  // A page built at build time, refreshed by a signed webhook: regenerated through the Sanity client and equal,
  // word for word, to the local-mode server's page.
  const atBuild = lake.requests.length
  expect((await signedPost(request, { _type: 'conditionArticle', slug: 'diabetes' })).status()).toBe(200)
  await expect
    .poll(async () => {
      await mainText(request, `${sanityOrigin}/diseases/diabetes`)
      return lake.requests.length > atBuild
    })
    .toBe(true)
  await expect
    .poll(async () => mainText(request, `${sanityOrigin}/diseases/diabetes`))
    .toBe(await mainText(request, `http://127.0.0.1:${localPort}/diseases/diabetes`))

  // A Spanish page: the Spanish documents through the Sanity client, word for word as in local mode.
  const spanish = spanishRoutes.condition('diabetes')
  expect(await mainText(request, `${sanityOrigin}${spanish}`)).toBe(
    await mainText(request, `http://127.0.0.1:${localPort}${spanish}`),
  )
})

test('site search gives the same results through the Sanity client as from the local dataset', async ({ request }) => {
  // One way in both modes (lib/content/search.ts): the index is built from one GROQ query either backend answers.
  const path = routes.search('Sanity client')
  const text = await mainText(request, `${sanityOrigin}${path}`)
  expect(text).toContain('1 result for “Sanity client”')
  expect(text).toContain('Sanity mode check')
  expect(text).toBe(await mainText(request, `http://127.0.0.1:${localPort}${path}`))
  // A common search: the same count and the same best result. Not the whole page: the local dataset is edited by the
  // specs that run beside this one (a guide's title, new posts), which moves the corpus statistics the ranking uses,
  // and so the order of results whose scores are nearly equal.
  const guide = routes.search('blood pressure')
  const countAndBest = (text: string) => text.slice(0, text.indexOf('Blog article'))
  const sanity = countAndBest(await mainText(request, `${sanityOrigin}${guide}`))
  expect(sanity).toMatch(/\d+ results for “blood pressure”.*Condition guide High blood pressure/)
  expect(sanity).toBe(countAndBest(await mainText(request, `http://127.0.0.1:${localPort}${guide}`)))
  // The Spanish index, through either backend (no spec edits the Spanish pages): the same results page.
  const spanish = spanishRoutes.search('corazon')
  const spanishText = await mainText(request, `${sanityOrigin}${spanish}`)
  expect(spanishText).toMatch(/\d+ resultados? para «corazon»/)
  expect(spanishText).toBe(await mainText(request, `http://127.0.0.1:${localPort}${spanish}`))
})

test('draft preview in Sanity mode reads drafts with the server-side token, never for readers', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext()
  const reviewer = await context.newPage()
  const before = lake.requests.length
  await reviewer.goto(
    `${sanityOrigin}/api/draft-mode/enable?${new URLSearchParams({ 'sanity-preview-secret': secret, 'sanity-preview-pathname': `/${slug}` })}`,
  )
  await expect(reviewer.getByRole('heading', { level: 1 })).toHaveText('Sanity mode draft')
  await expect(reviewer.getByRole('region', { name: 'Preview' })).toContainText('Preview — draft content')
  // Click-to-edit works in Sanity mode too: the draft's title names the document (its published id) and the field.
  expect(await reviewer.getByRole('heading', { level: 1 }).getAttribute('data-sanity')).toMatch(
    new RegExp(`^id=page-${slug};type=infoPage;path=title;`),
  )
  const reads = lake.requests.slice(before)
  expect(reads.some((r) => r.perspective === 'raw' && r.auth === `Bearer ${STAND_IN_TOKEN}`)).toBe(true) // the secret
  expect(reads.some((r) => r.perspective === 'drafts' && r.auth === `Bearer ${STAND_IN_TOKEN}`)).toBe(true) // the page
  // The token never reaches the browser.
  expect(await reviewer.content()).not.toContain(STAND_IN_TOKEN)
  await context.close()
  expect(await mainText(request, `${sanityOrigin}/${slug}`)).not.toContain('A draft read with the viewer token.')
  // A reader's copy carries no editing attribute.
  const reader = await request.get(`${sanityOrigin}/${slug}`, { headers: { cookie: '' } })
  expect(await reader.text()).not.toContain('data-sanity')
})

test('when the Content Lake is down, pages already generated are still served with 200', async ({ request }) => {
  const urls = [`/${slug}`, '/diseases/diabetes', '/about', '/']
  // Generated from this project while its API answers: the build's own pages came from the local seed, another
  // content source, and are never served here (lib/cache/cache-handler.mjs).
  for (const url of urls) expect((await request.get(`${sanityOrigin}${url}`)).status(), url).toBe(200)
  await lake.close()
  for (const url of urls) {
    const response = await request.get(`${sanityOrigin}${url}`, { headers: { cookie: '' } })
    expect(response.status(), url).toBe(200)
  }
  // Even after a webhook marks a page stale, readers keep the last good version while the refresh fails.
  expect((await signedPost(request, { _type: 'conditionArticle', slug: 'diabetes' })).status()).toBe(200)
  for (let i = 0; i < 3; i++) {
    const text = await mainText(request, `${sanityOrigin}/diseases/diabetes`)
    expect(text).toContain(String(guide('diabetes').title))
  }
})
