/**
 * The address of a document an editor links to (an internal link's or a related guide's target), in the document's
 * own language: a Spanish guide is at its Spanish address, not at `/diseases/<its Spanish slug>`. Apart from
 * lib/site/routes.ts because it needs both languages' routes, and localized-routes.ts builds on routes.ts.
 */
import { isLang, type Lang } from './languages'
import { routesFor, type ReaderRoutes } from './localized-routes'
import { servesInfoPage } from './info-pages'

/**
 * A document an editor can link to, as the query projects it: its type, its slug, for a page built in code (a "Page
 * text" document) the page's name, and its language (a document without one is English).
 */
export type LinkTarget = {
  _type?: string | null
  slug?: string | null
  page?: string | null
  language?: string | null
}

/** The pages built in code that an editor can link to through their "Page text" document (lib/site/page-copy.ts). */
const CODE_PAGES: Readonly<Record<string, 'blog' | 'bmiCalculator' | 'contact' | 'team'>> = {
  blog: 'blog',
  bmi: 'bmiCalculator',
  contact: 'contact',
  team: 'team',
}

/**
 * The CMS page shown inside the calculator's route rather than at its own address (the BMI explainer): in each
 * language its slug is the last segment of the calculator's address (`bmi-calculator`, `calculadora-imc`).
 */
const insideRoute = (slug: string, routes: ReaderRoutes): string | null => {
  const calculator = routes.bmiCalculator()
  return slug && calculator.slice(calculator.lastIndexOf('/') + 1) === slug ? calculator : null
}

/** The target's language; a document without the field (or with an unknown one) is English. */
export const targetLang = (target: LinkTarget | null | undefined): Lang =>
  isLang(target?.language) ? target.language : 'en'

/**
 * A link to a linked document from a page in `lang`: its address, and the document's language when it is not the
 * page's (the link's `hrefLang`, and the words that say the page is in the other language). Null without a page.
 */
export function documentLink(
  target: LinkTarget | null | undefined,
  lang: Lang,
  anchor?: string | null,
): { href: string; otherLang?: Lang } | null {
  const href = routeForDocument(target, anchor)
  if (!href) return null
  const own = targetLang(target)
  return own === lang ? { href } : { href, otherLang: own }
}

/**
 * The address of a linked document, with an optional anchor (a section's id): null when the document has no page (a
 * type readers never see, no slug yet, a target that is gone), so the link is then shown as plain text.
 */
export function routeForDocument(target: LinkTarget | null | undefined, anchor?: string | null): string | null {
  const lang = targetLang(target)
  const routes = routesFor(lang)
  const slug = target?.slug ?? ''
  let path: string | null = null
  switch (target?._type) {
    case 'conditionArticle':
      path = slug ? routes.condition(slug) : null
      break
    case 'blogPost':
      path = slug ? routes.blogPost(slug) : null
      break
    case 'infoPage':
      path = insideRoute(slug, routes) ?? (servesInfoPage(slug, lang) ? routes.page(slug) : null)
      break
    case 'resourcesPage':
      path = routes.resources()
      break
    case 'screeningPage':
      path = routes.screening()
      break
    case 'pageCopy': {
      const page = target.page ?? ''
      path = Object.hasOwn(CODE_PAGES, page) ? routes[CODE_PAGES[page]!]() : null
      break
    }
  }
  const fragment = anchor?.trim().replace(/^#/, '')
  return path && fragment ? `${path}#${encodeURIComponent(fragment)}` : path
}
