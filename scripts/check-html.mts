/**
 * The W3C Nu HTML checker (vnu-jar from npm, on Debian's Java, installed like Chromium when missing) over the HTML of
 * every route: each page in the sitemap (both languages), the 404 pages, the booking pages and site search, fetched from a copy of the production
 * build. Any error fails with the page, the line and the checker's message. Run by `npm test` after the build.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { spanishRoutes } from '../lib/site/localized-routes'
import { routes } from '../lib/site/routes'
import { installDebianPackage } from '../tests/harness/apt.mjs'
import { startBuild } from '../tests/harness/serve-build'

const require = createRequire(import.meta.url)
const jar = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar')

function java(): string | null {
  const found = spawnSync('java', ['-version'], { encoding: 'utf8' })
  return found.status === 0 ? 'java' : null
}
if (!java() && !(installDebianPackage('default-jre-headless', 'Java not found (the HTML checker needs it)') && java()))
  process.exit(1)

/** Routes the sitemap does not list: the not-found page, every booking step and site search. */
const EXTRA_ROUTES = [
  '/no-such-page-for-the-html-check',
  '/booking/1',
  '/booking/2',
  '/booking/3',
  // Site search (noindex, so not in the sitemap): nothing asked, results over two pages, none, and markup as words.
  routes.search(),
  routes.search('health'),
  routes.search('health', 2),
  routes.search('zxqv plorbinate'),
  routes.search('<script>alert(1)</script> "quotes" \u0000'),
  // The Spanish not-found page, booking and search (the Spanish pages in the sitemap are checked with the rest).
  spanishRoutes.page('no-existe-esta-pagina'),
  spanishRoutes.booking(1),
  spanishRoutes.search(),
  spanishRoutes.search('corazon'),
  spanishRoutes.search('quiero morir'),
]

const server = await startBuild()
const dir = mkdtempSync(path.join(tmpdir(), 'html-check-'))
const files = new Map<string, string>()
try {
  const sitemap = await (await fetch(`${server.origin}/sitemap.xml`)).text()
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  if (listed.length < 10) throw new Error(`The sitemap lists only ${listed.length} pages`)
  for (const route of [...new Set([...listed, ...EXTRA_ROUTES])]) {
    const response = await fetch(server.origin + route)
    const file = path.join(dir, `${files.size}.html`)
    writeFileSync(file, await response.text())
    files.set(file, `${route} (${response.status})`)
  }
} finally {
  await server.stop()
}

type Message = { type: string; url: string; lastLine?: number; message: string; extract?: string }
const run = spawnSync('java', ['-jar', jar, '--errors-only', '--format', 'json', ...files.keys()], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
})
let messages: Message[]
try {
  messages = (JSON.parse(run.stderr || run.stdout) as { messages: Message[] }).messages
} catch {
  console.error(`The checker did not answer in JSON:\n${run.stderr}${run.stdout}`)
  process.exit(1)
}
// The checker lags the HTML standard on one point: `blocking="render"` on `<link rel="expect">` (the site frame's hold on
// the first paint until the header is parsed) is conforming since 2024
// (https://html.spec.whatwg.org/multipage/links.html#link-type-expect), but the checker still allows `blocking` on
// stylesheets only. That message, on that element only, is not an error.
const lagging = (m: Message) =>
  m.message.startsWith('A “link” element with a “blocking” attribute must have a “rel” attribute whose value is') &&
  /<link rel="expect" href="#[\w-]+" blocking="render"\/?>/.test(m.extract ?? '')
const known = messages.filter(lagging).length
messages = messages.filter((m) => !lagging(m))
if (known)
  console.log(
    `(${known} messages about <link rel="expect" blocking="render"> set aside: the checker lags the standard there)`,
  )
for (const m of messages) {
  const page = files.get(decodeURIComponent(new URL(m.url).pathname)) ?? m.url
  console.error(`✗ ${page} line ${m.lastLine ?? '?'}: ${m.message}${m.extract ? `\n    ${m.extract.trim()}` : ''}`)
}
console.log(`HTML check (W3C Nu checker): ${files.size} routes, ${messages.length} errors`)
process.exit(messages.length ? 1 : 0)
