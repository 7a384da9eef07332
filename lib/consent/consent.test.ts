import { NextRequest } from 'next/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  CONSENT_COOKIE,
  CONSENT_DAYS,
  CONSENT_REVISION,
  needsBanner,
  optionalCategoriesInUse,
  parseTrackingConfig,
  readStoredConsent,
  scriptPlan,
  TRACKING_VARIABLES,
  trackingCspSources,
  type StoredConsent,
} from '@/lib/consent/consent'
import { trackingConfig } from '@/lib/config'
import { PAGE_SETTINGS } from '@/lib/cache/cache-handler.mjs'
import { startProblem } from '@/lib/start-checks'
import { proxy } from '@/proxy'
import { cookieCatalogue } from '@/lib/consent/catalogue'
import type CookieConsent from 'vanilla-cookieconsent'
import { consentBannerOptions } from '@/lib/consent/banner'
import { seedText } from '@/tests/support/interface-text'
import { siteCsp } from '@/lib/site/security-headers'
import type { Lang } from '@/lib/site/languages'

const both = { analyticsId: 'G-AB12CD34EF', adsClientId: 'ca-pub-1234567890123456' }
/** The cookie banner's words as the seed has them (its "Interface words" in the Studio). */
const words = (lang: Lang = 'en') => seedText('consent', lang)
const catalogue = (config: Parameters<typeof cookieCatalogue>[0]) => cookieCatalogue(config, words())
const now = Date.parse('2026-01-01T00:00:00Z')
const cookie = (value: unknown) => `other=1; ${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(value))}; x=y`
const stored = (categories: string[], expirationTime = now + 1000, revision = CONSENT_REVISION) =>
  cookie({ categories, revision, expirationTime, consentId: 'id', data: null })

describe('tracking configuration', () => {
  it('is empty by default', () => {
    expect(parseTrackingConfig({})).toEqual({})
    expect(parseTrackingConfig({ NEXT_PUBLIC_ANALYTICS_ID: '  ', NEXT_PUBLIC_ADS_CLIENT_ID: '' })).toEqual({})
  })
  it('accepts well-formed ids', () => {
    expect(
      parseTrackingConfig({
        NEXT_PUBLIC_ANALYTICS_ID: ' G-AB12CD34EF ',
        NEXT_PUBLIC_ADS_CLIENT_ID: 'ca-pub-1234567890123456',
        NEXT_PUBLIC_ADS_SLOT_ID: '1234567890',
      }),
    ).toEqual({ ...both, adsSlotId: '1234567890' })
  })
  it.each([
    [{ NEXT_PUBLIC_ANALYTICS_ID: 'UA-1234-1' }, 'NEXT_PUBLIC_ANALYTICS_ID'],
    [{ NEXT_PUBLIC_ANALYTICS_ID: 'G-"><script>' }, 'NEXT_PUBLIC_ANALYTICS_ID'],
    [{ NEXT_PUBLIC_ADS_CLIENT_ID: 'pub-123' }, 'NEXT_PUBLIC_ADS_CLIENT_ID'],
    [{ NEXT_PUBLIC_ADS_SLOT_ID: '1234567890' }, 'NEXT_PUBLIC_ADS_SLOT_ID needs NEXT_PUBLIC_ADS_CLIENT_ID'],
  ])('rejects %j naming the variable', (env, name) => {
    expect(() => parseTrackingConfig(env)).toThrow(name)
  })
})

describe('cookie catalogue (banner and policy)', () => {
  it('lists the four categories of the privacy policy, essential first', () => {
    expect(catalogue({}).map((c) => c.id)).toEqual(['essential', 'analytics', 'advertising', 'preference'])
  })
  it('by default lists only essential cookies, the consent cookie with its stated expiry among them', () => {
    const [essential, ...optional] = catalogue({})
    expect(essential!.cookies.map((c) => c.name)).toContain(CONSENT_COOKIE)
    expect(essential!.cookies.find((c) => c.name === CONSENT_COOKIE)!.duration).toBe('6 months')
    for (const category of optional) {
      expect(category.cookies).toEqual([])
      expect(category.noneInUse).toMatch(/^None in use/)
    }
    expect(optionalCategoriesInUse({})).toEqual([])
  })
  it('adds the analytics and advertising cookies only for the configured services', () => {
    expect(optionalCategoriesInUse({ analyticsId: both.analyticsId })).toEqual(['analytics'])
    expect(optionalCategoriesInUse({ adsClientId: both.adsClientId })).toEqual(['advertising'])
    const names = catalogue(both).flatMap((c) => c.cookies.map((k) => k.name))
    expect(names).toEqual(expect.arrayContaining(['_ga', '_ga_AB12CD34EF', '__gads, __gpi']))
  })
  it('asks about exactly the categories for which the catalogue lists cookies, for every configuration', () => {
    for (const config of [{}, { analyticsId: both.analyticsId }, { adsClientId: both.adsClientId }, both]) {
      const withCookies = catalogue(config)
        .filter((c) => c.optional && c.cookies.length > 0)
        .map((c) => c.id)
      expect(optionalCategoriesInUse(config)).toEqual(withCookies)
    }
  })
})

describe('stored consent', () => {
  it('reads the categories of a valid, current choice', () => {
    expect(readStoredConsent(stored(['essential', 'analytics']), now)).toEqual({
      categories: ['essential', 'analytics'],
      revision: CONSENT_REVISION,
      expiresAt: now + 1000,
    })
  })
  it.each([
    ['no cookie', 'a=b'],
    ['an empty string', ''],
    ['broken JSON', `${CONSENT_COOKIE}=%7Bnot-json`],
    ['a bad escape', `${CONSENT_COOKIE}=%E0%A4%A`],
    ['JSON that is not a choice', cookie([1, 2])],
    ['a choice without an expiry', cookie({ categories: ['analytics'], revision: CONSENT_REVISION })],
    ['an expired choice', stored(['analytics'], now)],
    ['a choice from an older revision', stored(['analytics'], now + 1000, CONSENT_REVISION - 1)],
  ])('treats %s as no choice', (_label, value) => {
    expect(readStoredConsent(value, now)).toBeNull()
  })
  it('ignores unknown categories and a cookie whose name only starts the same', () => {
    expect(readStoredConsent(stored(['essential', 'tracking-everything']), now)?.categories).toEqual(['essential'])
    expect(readStoredConsent(`${CONSENT_COOKIE}x=1`, now)).toBeNull()
  })
})

describe('what may load', () => {
  const choice = (categories: StoredConsent['categories']): StoredConsent => ({
    categories,
    revision: CONSENT_REVISION,
    expiresAt: now + 1,
  })
  it('loads nothing before a choice, whatever is configured', () => {
    expect(scriptPlan(both, null)).toEqual({ analytics: false, ads: 'off' })
    expect(needsBanner(both, null)).toBe(true)
  })
  it('loads nothing and asks nothing when no service is configured', () => {
    expect(scriptPlan({}, choice(['essential', 'analytics', 'advertising']))).toEqual({ analytics: false, ads: 'off' })
    expect(needsBanner({}, null)).toBe(false)
  })
  it('after Reject all: no analytics, ads non-personalised', () => {
    expect(scriptPlan(both, choice(['essential']))).toEqual({ analytics: false, ads: 'non-personalised' })
    expect(needsBanner(both, choice(['essential']))).toBe(false)
  })
  it('after Accept all: analytics and personalised ads', () => {
    expect(scriptPlan(both, choice(['essential', 'analytics', 'advertising']))).toEqual({
      analytics: true,
      ads: 'personalised',
    })
  })
  it('keeps ads non-personalised under Global Privacy Control', () => {
    expect(scriptPlan(both, choice(['essential', 'advertising']), true).ads).toBe('non-personalised')
  })
})

describe('Content-Security-Policy origins', () => {
  it('opens no other origin by default', () => {
    expect(trackingCspSources({})).toEqual({ script: [], connect: [], img: [], frame: [] })
    expect(siteCsp(false, trackingCspSources({}))).not.toMatch(/google/)
  })
  it('opens the analytics origins only for analytics, the ad origins only for ads', () => {
    const analytics = siteCsp(false, trackingCspSources({ analyticsId: both.analyticsId }))
    expect(analytics).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/)
    expect(analytics).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/)
    expect(analytics).not.toContain('googlesyndication')
    const ads = siteCsp(false, trackingCspSources({ adsClientId: both.adsClientId }))
    expect(ads).toMatch(/script-src [^;]*https:\/\/pagead2\.googlesyndication\.com/)
    expect(ads).toMatch(/frame-src [^;]*https:\/\/googleads\.g\.doubleclick\.net/)
    expect(ads).not.toContain('googletagmanager')
  })
})

describe('the ids at request time (one build, with or without them)', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })
  const ids = (env: Partial<Record<(typeof TRACKING_VARIABLES)[number], string>>) => {
    // The policy a production server sends (development adds 'unsafe-eval').
    vi.stubEnv('NODE_ENV', 'production')
    for (const name of TRACKING_VARIABLES) vi.stubEnv(name, env[name] ?? '')
  }
  const csp = (path: string) =>
    proxy(new NextRequest(new URL(path, 'http://localhost:3000'))).headers.get('content-security-policy')

  it('are read from the environment when asked, not when the code was built or loaded', () => {
    ids({})
    expect(trackingConfig()).toEqual({})
    ids({ NEXT_PUBLIC_ANALYTICS_ID: both.analyticsId, NEXT_PUBLIC_ADS_CLIENT_ID: both.adsClientId })
    expect(trackingConfig()).toEqual(both)
  })
  it("open every page's policy to exactly the configured origins; without ids the build's policy stands", () => {
    ids({})
    for (const path of ['/', '/about', '/resources']) expect(csp(path), path).toBeNull()
    ids({ NEXT_PUBLIC_ANALYTICS_ID: both.analyticsId })
    expect(csp('/about')).toBe(siteCsp(false, trackingCspSources({ analyticsId: both.analyticsId })))
    expect(csp('/about')).not.toContain('googlesyndication')
    ids({ NEXT_PUBLIC_ADS_CLIENT_ID: both.adsClientId })
    expect(csp('/resources')).toMatch(/frame-src [^;]*https:\/\/googleads\.g\.doubleclick\.net/)
    expect(csp('/resources')).not.toContain('googletagmanager')
    // The contact page keeps its own policy, with the same origins.
    expect(csp('/contact')).toMatch(/script-src [^;]*https:\/\/pagead2\.googlesyndication\.com/)
  })
  it('leave the Studio and uploaded pictures to their own policies', () => {
    ids({ NEXT_PUBLIC_ANALYTICS_ID: both.analyticsId, NEXT_PUBLIC_ADS_CLIENT_ID: both.adsClientId })
    for (const path of ['/studio', '/studio/structure', '/images/p/d/a.svg']) expect(csp(path), path).toBeNull()
    expect(csp('/imagesfoo')).toContain('googletagmanager')
  })
  it('stop the server from starting when malformed, naming the variable', () => {
    expect(startProblem({ NEXT_PUBLIC_ADS_CLIENT_ID: 'pub-123' }, {})).toMatch(/^NEXT_PUBLIC_ADS_CLIENT_ID must be/)
    expect(startProblem({ NEXT_PUBLIC_ANALYTICS_ID: both.analyticsId }, {})).toBeNull()
  })
  it('key the page cache: the cache handler keeps pages apart by exactly these variables', () => {
    expect(PAGE_SETTINGS).toEqual([...TRACKING_VARIABLES])
  })
})

/** The texts of one language, as the library builds them when it opens in that language. */
const texts = (options: CookieConsent.CookieConsentConfig, lang: 'en' | 'es') =>
  (options.language.translations[lang] as () => CookieConsent.Translation)()

describe('banner options', () => {
  it('offers Accept all, Reject all and Manage choices with equal weight, remembered for the stated time', () => {
    const options = consentBannerOptions(both, true, words)
    const text = texts(options, 'en')
    expect(text.consentModal).toMatchObject({
      acceptAllBtn: 'Accept all',
      acceptNecessaryBtn: 'Reject all',
      showPreferencesBtn: 'Manage choices',
    })
    expect(text.consentModal.description).toContain('optional cookies for analytics and advertising.')
    expect(text.consentModal.footer).toBe('<a href="/privacy">Privacy Policy</a>')
    expect(options.language.default).toBe('en')
    expect(options.guiOptions?.consentModal?.equalWeightButtons).toBe(true)
    expect(options.cookie).toMatchObject({ name: CONSENT_COOKIE, expiresAfterDays: CONSENT_DAYS, secure: true })
    expect(Object.keys(options.categories)).toEqual(['essential', 'analytics', 'advertising'])
    expect(options.categories.essential).toEqual({ enabled: true, readOnly: true })
    expect(options.categories.analytics?.enabled).toBe(false)
    expect(options.autoShow).toBe(true)
  })
  it('by default does not open by itself and says that no optional cookies are in use', () => {
    const options = consentBannerOptions({}, false, words)
    expect(options.autoShow).toBe(false)
    expect(Object.keys(options.categories)).toEqual(['essential'])
    const text = texts(options, 'en')
    expect(text.preferencesModal.sections[0]!.description).toContain('No optional cookies are in use')
    expect(text.preferencesModal.acceptAllBtn).toBeUndefined()
  })
  it('opens in Spanish on a Spanish page, with the Spanish catalogue and privacy policy, and can switch', () => {
    const options = consentBannerOptions(both, true, words, {}, 'es')
    expect(options.language.default).toBe('es')
    expect(Object.keys(options.language.translations)).toEqual(['en', 'es'])
    const text = texts(options, 'es')
    expect(text.consentModal).toMatchObject({
      title: 'Sus opciones sobre las cookies',
      acceptAllBtn: 'Aceptar todas',
      acceptNecessaryBtn: 'Rechazar todas',
      footer: '<a href="/es/privacidad">Política de privacidad</a>',
    })
    expect(text.consentModal.description).toContain('cookies opcionales de análisis y publicidad.')
    expect(text.preferencesModal.title).toBe('Ajustes de cookies')
    const sections = text.preferencesModal.sections
    expect(sections.map((section) => section.title)).toEqual([
      undefined,
      'Esenciales (siempre activas)',
      'De análisis',
      'De publicidad',
      'No se usan',
    ])
    expect(sections[2]!.cookieTable?.headers).toMatchObject({ provider: 'Quién la pone' })
    expect(sections[4]!.description).toContain('De preferencias: Ninguna en uso')
    // The categories and their cookies are the same in both languages: only the words change.
    expect(consentBannerOptions(both, true, words).categories).toEqual(options.categories)
    const none = texts(consentBannerOptions({}, true, words, {}, 'es'), 'es')
    expect(none.preferencesModal.sections[0]!.description).toContain('Este sitio no usa cookies opcionales')
    expect(none.preferencesModal.sections[1]!.description).toContain('<th scope="col">Cuánto dura</th>')
  })
})

describe('banner words from the Studio', () => {
  it("show an editor's text as text: the library puts it into the page as HTML", () => {
    const edited = { ...words(), acceptAll: 'Yes & <b>all</b>', closeSettings: 'Close & go', essentialTitle: 'A<B' }
    const text = texts(
      consentBannerOptions({}, true, () => edited),
      'en',
    )
    expect(text.consentModal.acceptAllBtn).toBe('Yes &amp; &lt;b&gt;all&lt;/b&gt;')
    expect(text.preferencesModal.sections[1]!.title).toBe('A&lt;B (always on)')
    // An attribute the library sets itself stays as written.
    expect(text.preferencesModal.closeIconLabel).toBe('Close & go')
  })
  it("ask for a language's words only when the banner shows that language", () => {
    const asked: string[] = []
    const options = consentBannerOptions(both, true, (lang) => (asked.push(lang), words(lang)), {}, 'es')
    asked.length = 0
    expect(texts(options, 'es').consentModal.acceptAllBtn).toBe('Aceptar todas')
    expect(asked).toEqual(['es'])
  })
})

describe('withdrawing consent', () => {
  it('erases the first-party cookies of a category and reloads the page', () => {
    const options = consentBannerOptions(
      { analyticsId: 'G-AB12CD34EF', adsClientId: 'ca-pub-1234567890123456' },
      true,
      words,
    )
    const names = (category: string) =>
      options.categories[category]!.autoClear!.cookies.map((c) => (c.name as RegExp).source)
    expect(names('analytics')).toEqual(['^_ga', '^_ga_AB12CD34EF'])
    expect(names('advertising')).toEqual(['^__gads', '^__gpi'])
    expect(options.categories.analytics!.autoClear!.reloadPage).toBe(true)
  })
})
