import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { browserRoutes } from './browser-routes'
import { PSEUDO_LANG, ROUTED_LANGUAGES } from './languages'
import { routesFor } from './localized-routes'
import {
  consultDoctorLink,
  footerLegalLinks,
  footerQuickLinks,
  isPossibleSlug,
  isStandalonePageSlug,
  mainNavLinks,
  MAX_SLUG_LENGTH,
  routes,
} from '@/lib/site/routes'
import { documentTag, typeTags } from '@/lib/content/tags'
import { danglingReferences, duplicateSlugs, seedValidationProblems } from '@/scripts/seed-validation'

describe('routes', () => {
  it('builds every path the site links to', () => {
    expect(routes.condition('hiv-aids')).toBe('/diseases/hiv-aids')
    expect(routes.page('privacy')).toBe('/privacy')
    expect(routes.doctor(2)).toBe('/doctor-discovery#doctor-2')
    expect(routes.booking(3)).toBe('/booking/3')
    expect(routes.blogPost('sleep-and-heart-health')).toBe('/blog/sleep-and-heart-health')
    expect(routes.blogPage(1)).toBe('/blog')
    expect(routes.blogPage(3)).toBe('/blog/page/3')
    expect(routes.blogCategory('diabetes')).toBe('/blog/category/diabetes')
    expect(routes.blogCategory('diabetes', 1)).toBe('/blog/category/diabetes')
    expect(routes.blogCategory('diabetes', 2)).toBe('/blog/category/diabetes/page/2')
    expect(routes.blogSearchApi('a&b "c" 🫀')).toBe('/api/blog/search?q=a%26b%20%22c%22%20%F0%9F%AB%80')
    expect(routes.consultation()).toBe('/homepage')
    expect(routes.search()).toBe('/search')
    expect(routes.search('blood pressure')).toBe('/search?q=blood+pressure')
    expect(routes.search('a&b=c #d', 3)).toBe('/search?q=a%26b%3Dc+%23d&page=3')
    expect(routes.studioWithToken('t&k=1')).toBe('/studio#token=t%26k%3D1')
    expect(routes.studioWithToken('tok', 'structure/blog')).toBe('/studio/structure/blog#token=tok')
  })

  it('builds the help lines a phone dials, texts or opens: 911, 988, Poison Control, the 988 chat', () => {
    expect(routes.phone('911')).toBe('tel:911')
    expect(routes.phone('+1-800-222-1222')).toBe('tel:+18002221222')
    expect(routes.sms('988')).toBe('sms:988')
    expect(routes.sms('988', 'AYUDA')).toBe('sms:988?body=AYUDA')
    // A body cannot add a field or change the number: it stays one encoded value.
    expect(routes.sms('9 8 8', 'a&to=911 b')).toBe('sms:988?body=a%26to%3D911%20b')
    expect(routes.lifelineChat()).toBe('https://988lifeline.org/chat/')
    expect(routes.lifelineChat('en')).toBe('https://988lifeline.org/chat/')
    expect(routes.lifelineChat('es')).toBe('https://988lineadevida.org/')
    // A text to 988 has the Lifeline's Spanish word typed in only where it answers in that language.
    expect(routes.lifelineText('en')).toBe('sms:988')
    expect(routes.lifelineText('es')).toBe('sms:988?body=AYUDA')
    expect(routes.lifelineText(PSEUDO_LANG)).toBe('sms:988')
  })

  it('builds the blog live search’s category links as the route table does, in every language', () => {
    for (const lang of ROUTED_LANGUAGES)
      expect(browserRoutes.blogCategory('nutrition', lang)).toBe(routesFor(lang).blogCategory('nutrition'))
  })

  it('never lets a slug escape its segment', () => {
    expect(routes.condition('../studio')).toBe('/diseases/..%2Fstudio')
    expect(routes.blogPost('a?b#c')).toBe('/blog/a%3Fb%23c')
  })

  it('serves CMS pages at /{slug} unless a route in code owns the name', () => {
    expect(isStandalonePageSlug('about')).toBe(true)
    expect(isStandalonePageSlug('cookie-policy')).toBe(true)
    expect(isStandalonePageSlug('bmi-calculator')).toBe(false)
    expect(isStandalonePageSlug('blog')).toBe(false)
    expect(isStandalonePageSlug('search')).toBe(false)
    expect(isStandalonePageSlug('Not A Slug')).toBe(false)
    expect(isStandalonePageSlug('')).toBe(false)
  })

  it('takes slugs up to the length the edge lets through, whose cache tags Next accepts', () => {
    expect(isPossibleSlug('a'.repeat(MAX_SLUG_LENGTH))).toBe(true)
    expect(isPossibleSlug('a'.repeat(MAX_SLUG_LENGTH + 1))).toBe(false)
    // The edge's 404 for an invented path starts one character past the longest slug (deploy/nginx/edge.conf).
    const edge = readFileSync('deploy/nginx/edge.conf', 'utf8')
    expect(/"~\[\^\/\]\{(\d+)\}" 1;/.exec(edge)?.[1]).toBe(String(MAX_SLUG_LENGTH + 1))
    // Next refuses a cache tag over 256 characters, warning on every read that carries one.
    for (const type of Object.values(typeTags))
      expect(documentTag(type, 'a'.repeat(MAX_SLUG_LENGTH)).length).toBeLessThanOrEqual(256)
  })

  it('defines the header and footer link lists of the spec once', () => {
    expect(mainNavLinks.map((l) => l.href)).toEqual(['/blog', '/about', '/contact'])
    // The labels are the frame's words (lib/site/chrome.test.ts).
    expect(consultDoctorLink).toEqual({ href: '/homepage', text: 'navConsultDoctor' })
    expect(footerQuickLinks.map((l) => l.href)).toEqual([
      '/about',
      '/blog',
      '/contact',
      '/resources',
      '/screening',
      '/homepage',
    ])
    expect(footerLegalLinks.map((l) => l.href)).toEqual(['/privacy', '/terms-of-use', '/disclaimer', '/accessibility'])
  })
})

describe('seed validation reports', () => {
  const dataset = [
    { _id: 'page-a', _type: 'infoPage', slug: { current: 'a' } },
    { _id: 'drafts.page-a', _type: 'infoPage', slug: { current: 'a' } },
    { _id: 'page-b', _type: 'infoPage', slug: { current: 'a' } },
    { _id: 'post-a', _type: 'blogPost', slug: { current: 'a' } },
  ]
    .map((d) => JSON.stringify(d))
    .join('\n')

  it('names the document, the field and the rule for every error', () => {
    const problems = seedValidationProblems(
      [
        {
          documentId: 'page-about',
          documentType: 'infoPage',
          level: 'error',
          markers: [{ level: 'error', message: 'Must be at least 5 characters long', path: ['title'] }],
        },
      ],
      '',
    )
    expect(problems).toEqual(['page-about (infoPage) title: Must be at least 5 characters long'])
  })

  it('replaces the online slug lookup with a check of the file itself', () => {
    const offline = {
      documentId: 'page-a',
      documentType: 'infoPage',
      level: 'error',
      markers: [
        {
          level: 'error',
          message: 'Exception occurred while validating value: getaddrinfo ENOTFOUND x',
          path: ['slug'],
        },
      ],
    }
    expect(seedValidationProblems([offline], '')).toEqual([])
    expect(duplicateSlugs(dataset)).toEqual(['page-b (infoPage) slug: "a" is already used by page-a'])
  })

  it('checks references from the file when the offline lookups time out', () => {
    const timedOut = {
      documentId: 'page-a',
      documentType: 'infoPage',
      level: 'error',
      markers: [
        {
          level: 'error',
          message: "Exception occurred while validating value: Document 'page-a' failed to validate within 30000ms.",
          path: [],
        },
      ],
    }
    expect(seedValidationProblems([timedOut], '')).toEqual([])
    const file = [
      { _id: 'page-a', body: [{ markDefs: [{ reference: { _type: 'reference', _ref: 'page-gone' } }] }] },
      { _id: 'page-b', link: { _ref: 'page-a' }, image: { asset: { _ref: 'image-abc-1x1-png' } } },
      { _id: 'page-c', weak: { _ref: 'page-gone', _weak: true } },
    ]
    expect(danglingReferences(file.map((doc) => JSON.stringify(doc)).join('\n'))).toEqual([
      'page-a: a reference to page-gone, which the dataset does not hold',
    ])
  })

  it('lets a translation keep its English slug, and refuses two in one language', () => {
    const docs = [
      { _id: 'condition-diabetes', _type: 'conditionArticle', slug: { current: 'diabetes' } },
      { _id: 'condition-diabetes-es', _type: 'conditionArticle', language: 'es', slug: { current: 'diabetes' } },
      { _id: 'condition-other-es', _type: 'conditionArticle', language: 'es', slug: { current: 'diabetes' } },
    ]
    expect(duplicateSlugs(docs.map((doc) => JSON.stringify(doc)).join('\n'))).toEqual([
      'condition-other-es (conditionArticle) slug: "diabetes" is already used by condition-diabetes-es',
    ])
  })
})
