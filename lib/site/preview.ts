/**
 * Draft preview, the pure parts: where a preview may send the browser, and the link that turns it on.
 * The secret itself is checked by @sanity/preview-url-secret (through next-sanity's draft-mode helper).
 */
import { isStandalonePageSlug, routes } from './routes'

/** The query parameters @sanity/preview-url-secret reads (its constants, named here for the link builder). */
export const PREVIEW_SECRET_PARAM = 'sanity-preview-secret'
export const PREVIEW_PATHNAME_PARAM = 'sanity-preview-pathname'

/** Characters that must not appear in a redirect path: controls, spaces and backslashes (`/\evil` is `//evil`). */
const UNSAFE = /[\u0000-\u0020\u007f\\]/

/**
 * The path to send the browser to after preview is turned on or off, or `fallback` when the value is not a plain
 * path on this site. Only `/something` is accepted: never an absolute URL (`https://evil`), a protocol-relative
 * one (`//evil`), a backslash trick (`/\evil`), an encoded one (`/%2F%2Fevil`, `/%5Cevil`) or a control character.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = routes.home()): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback
  if (!value.startsWith('/') || value.startsWith('//') || UNSAFE.test(value)) return fallback
  let decoded: string
  try {
    decoded = decodeURIComponent(value)
  } catch {
    return fallback
  }
  // A path that decodes to a second leading slash or a backslash could be re-read as another host downstream.
  if (decoded.startsWith('//') || decoded.slice(0, 2).includes('\\') || UNSAFE.test(decoded.slice(0, 2)))
    return fallback
  // Parsed against a dummy origin, the path must stay on it and come back unchanged in meaning.
  const base = 'http://site.invalid'
  let url: URL
  try {
    url = new URL(value, base)
  } catch {
    return fallback
  }
  if (url.origin !== base || url.pathname.startsWith('//')) return fallback
  return `${url.pathname}${url.search}${url.hash}`
}

/**
 * The path from a Referer header of this site (for "Exit preview" without a redirect parameter), else `fallback`.
 * `host` is the request's Host header: behind a proxy the server's own idea of its origin may differ.
 */
export function pathFromReferer(referer: string | null | undefined, host: string | null, fallback = routes.home()) {
  if (!referer || !host) return fallback
  try {
    const url = new URL(referer)
    if (url.host !== host.toLowerCase() || (url.protocol !== 'https:' && url.protocol !== 'http:')) return fallback
    return safeRedirectPath(`${url.pathname}${url.search}${url.hash}`, fallback)
  } catch {
    return fallback
  }
}

/** The link that turns preview on and opens `path`: what the Studio's "Preview link" action hands to a reviewer. */
export function previewEnableUrl(origin: string, path: string, secret: string): string {
  const url = new URL(routes.draftModeEnable(), origin)
  url.searchParams.set(PREVIEW_SECRET_PARAM, secret)
  url.searchParams.set(PREVIEW_PATHNAME_PARAM, safeRedirectPath(path))
  return url.toString()
}

/** The fields of a document that decide where it is shown on the site. */
export type PreviewableDocument = {
  _type: string
  slug?: { current?: string | null } | null
  doctorId?: number | null
}

/** The site path that shows a document, or null for a type without a page of its own. */
export function documentPath(doc: PreviewableDocument): string | null {
  const slug = doc.slug?.current
  switch (doc._type) {
    case 'conditionArticle':
      return slug ? routes.condition(slug) : null
    case 'blogPost':
      return slug ? routes.blogPost(slug) : null
    case 'infoPage':
      return slug && isStandalonePageSlug(slug) ? routes.page(slug) : null
    case 'doctor':
      return typeof doc.doctorId === 'number' ? routes.doctor(doc.doctorId) : routes.team()
    case 'landingPage':
    case 'heroSlide':
    case 'stat':
    case 'pillar':
    case 'landingTestimonial':
      return routes.home()
    case 'consultationPage':
    case 'featureCard':
      return routes.consultation()
    case 'resourcesPage':
    case 'resourceTopic':
    case 'emergencyContact':
    case 'toolCard':
      return routes.resources()
    case 'screeningPage':
    case 'screeningCard':
      return routes.screening()
    default:
      return null
  }
}
