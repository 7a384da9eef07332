/**
 * Every English reader route has its Spanish pair, over HTTP only (no browser: a few seconds): the routes
 * module walked key by key, each Spanish page answering in Spanish; the sitemap listing both languages, each address
 * with its pair both ways, and every listed address answering.
 */
import { expect, test } from './fixtures'
import { type ReaderRoutes, spanishRoutes, englishRoutes } from '../../lib/site/localized-routes'

/**
 * One call of every reader route with the seed's values. Anchors of another page (`topics`, `doctor`,
 * `cookieSettings`) are checked as that page.
 */
const calls: Record<keyof ReaderRoutes, (r: ReaderRoutes, lang: 'en' | 'es') => string> = {
  home: (r) => r.home(),
  topics: (r) => r.topics().split('#')[0]!,
  consultation: (r) => r.consultation(),
  condition: (r, lang) => r.condition(lang === 'es' ? 'presion-arterial-alta' : 'hypertension'),
  page: (r, lang) => r.page(lang === 'es' ? 'acerca-de' : 'about'),
  about: (r) => r.about(),
  privacy: (r) => r.privacy(),
  cookieSettings: (r) => r.cookieSettings().split('#')[0]!,
  termsOfUse: (r) => r.termsOfUse(),
  disclaimer: (r) => r.disclaimer(),
  accessibility: (r) => r.accessibility(),
  resources: (r) => r.resources(),
  help: (r) => r.help(),
  screening: (r) => r.screening(),
  bmiCalculator: (r) => r.bmiCalculator(),
  bmiResult: (r) => r.bmiResult(),
  team: (r) => r.team(),
  doctor: (r) => r.doctor(1).split('#')[0]!,
  booking: (r) => r.booking(1),
  contact: (r) => r.contact(),
  blog: (r) => r.blog(),
  blogPage: (r) => r.blogPage(1),
  blogCategory: (r) => r.blogCategory('heart-health'),
  blogPost: (r, lang) => r.blogPost(lang === 'es' ? 'senales-de-un-ataque-al-corazon' : 'heart-attack-warning-signs'),
  blogFeed: (r) => r.blogFeed(),
  search: (r) => r.search('diabetes'),
}

test('every reader route answers in Spanish at its Spanish address, as its English pair does', async ({ request }) => {
  for (const [key, call] of Object.entries(calls)) {
    const english = await request.get(call(englishRoutes, 'en'), { maxRedirects: 0 })
    expect(english.status(), `${key} in English`).toBe(200)
    const path = call(spanishRoutes, 'es')
    const spanish = await request.get(path, { maxRedirects: 0 })
    expect(spanish.status(), `${key}: ${path}`).toBe(200)
    const body = await spanish.text()
    if (key === 'blogFeed') expect(body, path).toMatch(/<language>es/)
    else expect(body, path).toMatch(/^<!DOCTYPE html><html [^>]*\blang="es"/i)
  }
})

test('the sitemap lists both languages, every address with its pair both ways, and each answers', async ({
  request,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, url]) => ({
    loc: new URL(/<loc>([^<]+)<\/loc>/.exec(url!)![1]!).pathname,
    alternates: Object.fromEntries(
      [...url!.matchAll(/hreflang="([^"]+)"\s+href="([^"]+)"/g)].map(([, lang, href]) => [
        lang,
        new URL(href!).pathname,
      ]),
    ),
  }))
  // Documents other specs create at the same time (ids and slugs with "e2e") have no translation: left out.
  const seedEntries = entries.filter((e) => !e.loc.includes('e2e'))
  const listed = new Set(seedEntries.map((e) => e.loc))
  const spanish = seedEntries.filter(
    (e) => e.loc === spanishRoutes.home() || e.loc.startsWith(`${spanishRoutes.home()}/`),
  )
  const english = seedEntries.filter((e) => !spanish.includes(e))
  expect(spanish.length).toBe(english.length)
  // The seed translates everything: every English address has its Spanish pair, which names it back.
  for (const entry of english) {
    expect(entry.alternates.es, entry.loc).toBeTruthy()
    expect(listed, entry.loc).toContain(entry.alternates.es)
    const pair = seedEntries.find((e) => e.loc === entry.alternates.es)!
    expect(pair.alternates.en, pair.loc).toBe(entry.loc)
    expect(entry.alternates['x-default'], entry.loc).toBe(entry.loc)
  }
  for (const entry of spanish) expect((await request.get(entry.loc, { maxRedirects: 0 })).status(), entry.loc).toBe(200)
})
