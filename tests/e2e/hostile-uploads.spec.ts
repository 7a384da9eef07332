/**
 * An SVG uploaded in the Studio once ran its script on the site's origin (the Studio's, where the
 * editor's token is stored), because the site-wide Content-Security-Policy replaced the /images route's sandbox.
 * Here an editor's upload carries script; a reader who opens the picture's address gets no dialog and no script, and
 * the picture still draws inside a page.
 */
import { expect, test } from './fixtures'

const TOKEN = process.env.E2E_STUDIO_TOKEN!
const LAKE_PORT = process.env.E2E_LAKE_PORT!
// The API version the Studio uses with the local lake.
const API = '/v2025-02-19'

const svg = (marker: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="13" height="7" viewBox="0 0 13 7">` +
  `<rect width="13" height="7" fill="#c00"/>` +
  `<script>document.title='${marker}';alert(document.domain)</script>` +
  `<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(2)"></iframe></foreignObject>` +
  `</svg>`

test('an uploaded SVG with script, opened from the site, runs nothing', async ({ page, request }) => {
  const marker = `svg-script-ran-${Date.now()}`
  const upload = await request.post(`http://127.0.0.1:${LAKE_PORT}${API}/assets/images/production?filename=probe.svg`, {
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'image/svg+xml' },
    data: svg(marker),
  })
  expect(upload.status()).toBe(200)
  const { document } = (await upload.json()) as { document: { path: string } }
  const address = `/${document.path}`

  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  const response = await page.goto(address)
  expect(response?.status()).toBe(200)
  expect(response?.headers()['content-type']).toBe('image/svg+xml')
  const policy = response?.headers()['content-security-policy'] ?? ''
  expect(policy).toContain('sandbox')
  expect(policy).toContain("default-src 'none'")
  expect(policy).not.toContain('script-src')
  await page.waitForTimeout(500)
  expect(dialogs).toEqual([])
  expect(await page.title()).not.toBe(marker)

  // Drawn by an <img> on a page of the site, the picture is still a picture.
  await page.goto('/')
  const size = await page.evaluate(async (src) => {
    const img = new Image()
    img.src = src
    await img.decode()
    return [img.naturalWidth, img.naturalHeight]
  }, address)
  expect(size).toEqual([13, 7])
  expect(dialogs).toEqual([])
})
