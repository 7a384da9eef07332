/**
 * `npm run test:pseudo`: every reader page rendered in the pseudo-locale (content/seed/pseudo-locale.ts), on the
 * production build served as `npm run start` serves it, read as plain HTML (no browser: the words, labels and meta
 * tags a reader or a screen reader meets are all in the server's HTML). Needs `npm run build` first.
 *
 *   1. A server with PSEUDO_LOCALE=1 over a temporary copy of the seed dataset with the pseudo-locale's documents
 *      added: every page answers (the missing page 404), and no visible text, alt text, placeholder, aria-label, title
 *      or meta description holds an English word, i.e. a run of three plain ASCII letters that came through no
 *      document of the pseudo-locale, apart from the names in ALLOWED. A leak listed in KNOWN_LEAKS is reported and
 *      tolerated; one not listed fails, and so does a listed one that is gone (the list stays true). A page rendered
 *      on request (the pseudo-locale's, a search) shows the language menu: the two other languages, each by its name
 *      in itself, each leading to the same page in that language.
 *   2. A server without it, as readers get the build: every pseudo-locale address is a 404, and no page names the
 *      pseudo-locale (no hreflang, no link, no language menu).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Window } from 'happy-dom'
import { pseudoText, writePseudoDataset } from '../../content/seed/pseudo-locale'
import { type Lang, languageEntries, PSEUDO_LANG, HREFLANG, ROUTED_LANGUAGES } from '../../lib/site/languages'
import { pairedPath, routesFor } from '../../lib/site/localized-routes'
import { root } from '../../scripts/page-paths'
import { startBuild, type RunningServer } from '../harness/serve-build'

/** Names and units that are the same in every language. */
const ALLOWED = new Set(['EmailJS', 'HealthWise', 'mg', 'kg', 'dL', 'mmHg', 'TLC', 'MAMA', 'USD', 'HIV', 'AIDS'])

/**
 * English the test finds today that is not an interface word in a component's code: `page` is the route's key,
 * `word` the English word. Each one is reported at every run.
 */
const DATES = 'dates are written by Intl (lib/site/article-words.ts, lib/blog/words.ts), in English for en-XA'
const KNOWN_LEAKS: ReadonlyArray<{ page: string; word: string; why: string }> = [
  ...['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November']
    .concat('December')
    .map((word) => ({ page: '*', word, why: DATES })),
]

const failures: string[] = []
const check = (ok: boolean, message: string) => {
  if (!ok) failures.push(message)
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${message}`)
}

type Doc = { _id: string; _type: string; language?: string; [key: string]: unknown }
const seed = path.join(root, 'content/seed/dataset.ndjson')
const english = readFileSync(seed, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Doc)
  .filter((doc) => doc.language === 'en')
const slugsOf = (type: string) =>
  english.filter((doc) => doc._type === type).map((doc) => (doc.slug as { current: string }).current)
const doctorIds = english.filter((doc) => doc._type === 'doctor').map((doc) => doc.doctorId as number)

const xa = routesFor(PSEUDO_LANG)
/** Every reader page in the pseudo-locale, by a name for the report, with the status it answers. */
const PAGES: Array<{ name: string; path: string; status?: number }> = [
  { name: 'home', path: xa.home() },
  { name: 'consultation', path: xa.consultation() },
  ...slugsOf('conditionArticle').map((slug) => ({ name: `guide ${slug}`, path: xa.condition(slug) })),
  { name: 'blog', path: xa.blog() },
  ...slugsOf('blogPost')
    .slice(0, 1)
    .map((slug) => ({ name: `post ${slug}`, path: xa.blogPost(slug) })),
  ...slugsOf('blogCategory')
    .slice(0, 1)
    .map((slug) => ({ name: `category ${slug}`, path: xa.blogCategory(slug) })),
  { name: 'team', path: xa.team() },
  { name: 'booking', path: xa.booking(doctorIds[0]!) },
  { name: 'bmi', path: xa.bmiCalculator() },
  { name: 'resources', path: xa.resources() },
  { name: 'help', path: xa.help() },
  { name: 'screening', path: xa.screening() },
  { name: 'contact', path: xa.contact() },
  { name: 'search', path: xa.search(pseudoText('blood pressure')) },
  ...slugsOf('infoPage').map((slug) => ({ name: `page ${slug}`, path: xa.page(slug) })),
  { name: 'not-found', path: xa.page('no-such-page-here'), status: 404 },
]

/**
 * Addresses, e-mail addresses, domain names and identifiers (a cookie's name, `hwh_consent`) are no words: a page
 * shows them as they are in every language.
 */
const NOT_WORDS =
  /\S*_\S*|https?:\/\/\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b[\w-]+(?:\.[\w-]+)*\.(?:org|gov|com|net|edu|example)\b/g

/** The English words in a text: runs of three plain ASCII letters or more that are not allowed names. */
const englishWords = (text: string) =>
  (text.replace(NOT_WORDS, ' ').match(/[A-Za-z]{3,}/g) ?? []).filter((word) => !ALLOWED.has(word))

const window = new Window({
  settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
})

/** What a reader or a screen reader meets on the page: its text, its labels and its meta description. */
function shownTexts(html: string): Array<{ where: string; text: string }> {
  const document = new window.DOMParser().parseFromString(html, 'text/html')
  const found: Array<{ where: string; text: string }> = []
  for (const element of document.querySelectorAll('script, style, template')) element.remove()
  // Text marked as another language is meant to be in it: the language menu names each language in itself.
  const pageLang = document.documentElement.getAttribute('lang')
  for (const element of document.body.querySelectorAll('[lang]'))
    if (element.getAttribute('lang') !== pageLang) element.remove()
  found.push({ where: 'title', text: document.title })
  for (const meta of document.querySelectorAll('meta[name="description"], meta[property="og:description"]'))
    found.push({ where: 'meta description', text: meta.getAttribute('content') ?? '' })
  for (const attribute of ['alt', 'placeholder', 'aria-label', 'title'])
    for (const element of document.body.querySelectorAll(`[${attribute}]`))
      found.push({ where: attribute, text: element.getAttribute(attribute) ?? '' })
  for (const input of document.body.querySelectorAll('input[type="submit"][value], input[type="button"][value]'))
    found.push({ where: 'button', text: input.getAttribute('value') ?? '' })
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */)
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    found.push({ where: `<${node.parentElement?.tagName.toLowerCase() ?? '?'}>`, text: node.textContent ?? '' })
  return found
}

async function get(server: RunningServer, address: string) {
  const response = await fetch(`${server.origin}${address}`, { redirect: 'manual' })
  return { status: response.status, html: await response.text() }
}

/** The language menu's links on a page: each one's text, lang, hreflang and address. */
function languageMenu(html: string) {
  const document = new window.DOMParser().parseFromString(html, 'text/html')
  return [...document.querySelectorAll('details[data-language-menu] a[data-language-link]')].map((link) => ({
    name: link.textContent,
    lang: link.getAttribute('lang'),
    hrefLang: link.getAttribute('hreflang'),
    href: link.getAttribute('href') ?? '',
  }))
}

/**
 * The pages whose header is rendered on request (the pseudo-locale's, and a search), where the server's languages
 * decide the language menu: with the pseudo-locale served, a page lists the two other languages.
 */
// The last guide: following the menu renders the English guide on this server, with the pseudo-locale in its menu,
// and the build's cache keeps it; the readers' server (2.) checks the first guide, which this server never renders.
const guide = slugsOf('conditionArticle').at(-1)!
const MENU_PAGES: Array<{ lang: Lang; address: string }> = [
  { lang: PSEUDO_LANG, address: xa.condition(guide) },
  { lang: 'en', address: routesFor('en').search('asthma') },
]

/** Each page's language menu lists every other served language in itself, and each entry leads to the paired page. */
async function checkLanguageMenu(server: RunningServer) {
  for (const { lang, address } of MENU_PAGES) {
    const menu = languageMenu((await get(server, address)).html)
    const want = languageEntries(lang, ROUTED_LANGUAGES)
    check(
      JSON.stringify(menu.map(({ name, lang, hrefLang }) => [name, lang, hrefLang])) ===
        JSON.stringify(want.map(({ name, hrefLang }) => [name, hrefLang, hrefLang])),
      `${address}: the language menu lists ${want.map((entry) => entry.name).join(', ')} (found ${menu.map((entry) => entry.name).join(', ') || 'no menu'})`,
    )
    for (const entry of want) {
      const href = menu.find((link) => link.hrefLang === entry.hrefLang)?.href
      const paired = pairedPath(address.split('?')[0]!, lang, entry.to)
      const response = href ? await fetch(`${server.origin}${href}`) : undefined
      const landed = response
        ? new window.DOMParser()
            .parseFromString(await response.text(), 'text/html')
            .documentElement.getAttribute('lang')
        : null
      check(
        href === paired && response?.status === 200 && landed === entry.hrefLang,
        `${address}: ${entry.name} leads to ${paired} (${href} answers ${response?.status} in ${landed})`,
      )
    }
  }
}

const dir = mkdtempSync(path.join(tmpdir(), 'pseudo-locale-'))
const dataset = path.join(dir, 'dataset.ndjson')
writePseudoDataset(seed, dataset)
delete process.env.PSEUDO_LOCALE

console.log('1. Every reader page in the pseudo-locale, served with PSEUDO_LOCALE=1')
const leaks: Array<{ page: string; word: string; where: string; text: string }> = []
let served: RunningServer | undefined = await startBuild({ LOCAL_DATASET_PATH: dataset, PSEUDO_LOCALE: '1' })
try {
  for (const page of PAGES) {
    const { status, html } = await get(served, page.path)
    check(status === (page.status ?? 200), `${page.name} (${page.path}) answers ${status}`)
    const seen = new Set<string>()
    for (const { where, text } of shownTexts(html))
      for (const word of englishWords(text)) {
        if (seen.has(`${where} ${word}`)) continue
        seen.add(`${where} ${word}`)
        leaks.push({ page: page.name, word, where, text: text.trim().slice(0, 80) })
      }
  }
  await checkLanguageMenu(served)
} finally {
  await served.stop()
  served = undefined
}
const known = (leak: { page: string; word: string }) =>
  KNOWN_LEAKS.some((k) => (k.page === leak.page || k.page === '*') && k.word === leak.word)
for (const leak of leaks)
  console.log(`  ${known(leak) ? 'known' : 'LEAK '} ${leak.page}: "${leak.word}" in ${leak.where}: ${leak.text}`)
const unknown = leaks.filter((leak) => !known(leak))
check(unknown.length === 0, `no English word outside the known list (${unknown.length} found)`)
// A known leak that is gone leaves the list (a month's name counts when any month shows).
for (const k of KNOWN_LEAKS.filter((k) => k.why !== DATES))
  check(
    leaks.some((leak) => leak.page === k.page && leak.word === k.word),
    `the known leak "${k.word}" on ${k.page} is still there (remove it from KNOWN_LEAKS when it is gone)`,
  )
check(
  leaks.some((leak) => KNOWN_LEAKS.some((k) => k.why === DATES && k.word === leak.word)),
  'the English dates are still there (remove the months from KNOWN_LEAKS when they are gone)',
)

console.log('2. The same build without PSEUDO_LOCALE, as readers get it')
const readers = await startBuild({ LOCAL_DATASET_PATH: dataset })
try {
  for (const page of PAGES.filter((p) => !p.status)
    .slice(0, 8)
    .concat({ name: 'prefix', path: xa.home() })) {
    const { status, html } = await get(readers, page.path)
    check(status === 404 && !html.includes(pseudoText('Search')), `${page.path} is a 404 without the pseudo-locale`)
  }
  for (const address of [routesFor('en').home(), routesFor('en').condition(slugsOf('conditionArticle')[0]!)]) {
    const { status, html } = await get(readers, address)
    check(
      status === 200 && !html.includes(`hreflang="${HREFLANG[PSEUDO_LANG]}"`) && !html.includes(`href="${xa.home()}`),
      `${address} names no pseudo-locale address`,
    )
  }
  for (const { lang, address } of MENU_PAGES.filter((page) => page.lang !== PSEUDO_LANG))
    check(
      languageMenu((await get(readers, address)).html).length === 0,
      `${address}: a single language link, no menu, without the pseudo-locale (${lang})`,
    )
} finally {
  await readers.stop()
  rmSync(dir, { recursive: true, force: true })
}

if (failures.length) {
  console.error(`\n${failures.length} check(s) failed:\n${failures.map((f) => `  - ${f}`).join('\n')}`)
  process.exit(1)
}
console.log('\nAll pseudo-locale checks passed.')
process.exit(0)
