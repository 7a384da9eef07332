/**
 * The newsletter form sent by the browser itself, without script (POST /api/newsletter). The newsletter has not
 * launched, so nothing is stored: the address is checked as the scripted form checks it (lib/forms/email.ts), and the
 * browser is sent back to the page it came from, at the form's answer for that check (`#newsletter-footer-done`,
 * `…-empty`, `…-invalid`), which the form shows by CSS when the address names it (components/layout/NewsletterForm).
 */
import { browserRoutes } from '@/lib/site/browser-routes'
import { isLang } from '@/lib/site/languages'
import { checkEmail } from './email'
import { boundedBody } from '@/lib/site/bounded-body'
import { NEWSLETTER_PLACES, newsletterStateId, type NewsletterPlace, type NewsletterState } from './newsletter-answers'

/** A form body is one address and the form's place: a few hundred bytes. */
export const NEWSLETTER_MAX_BODY_BYTES = 2048

const isPlace = (value: string | null): value is NewsletterPlace =>
  (NEWSLETTER_PLACES as readonly string[]).includes(value ?? '')

/** What the form's fields say: which form, and how its address fares. */
export function newsletterAnswer(fields: URLSearchParams): { place: NewsletterPlace; state: NewsletterState } {
  const place = fields.get('place')
  const email = fields.get('email') ?? ''
  const check = checkEmail(email)
  return {
    place: isPlace(place) ? place : 'footer',
    state: check.ok ? 'done' : email.trim() ? 'invalid' : 'empty',
  }
}

/**
 * The page to send the reader back to: the path and query of the page that sent the form (its Referer), when that
 * page is on this host; else `fallback` (the language's home page, which has the footer too). Only a path is ever
 * returned, never another origin: leading slashes are collapsed so that `//elsewhere` cannot leave the site.
 */
export function newsletterBackPath(referer: string | null, host: string | null, fallback: string): string {
  if (!referer || !host) return fallback
  let url: URL
  try {
    url = new URL(referer)
  } catch {
    return fallback
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.host !== host) return fallback
  const path = `/${url.pathname.replace(/^\/+/, '')}`
  return `${path}${url.search}`
}

const FORM_TYPE = 'application/x-www-form-urlencoded'

const text = (status: number, message: string) =>
  new Response(`${message}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })

/**
 * POST /api/newsletter. Nothing is stored, since the newsletter has not launched; the reader goes back to the page at
 * the form's answer, which says so. Bad requests get a 4xx with a line saying what is wrong.
 */
export async function handleNewsletter(request: Request): Promise<Response> {
  const site = request.headers.get('sec-fetch-site')
  if (site && site !== 'same-origin' && site !== 'none') return text(403, 'Forbidden: forms come from this site only.')
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== FORM_TYPE) return text(415, `Unsupported Media Type: send the form as ${FORM_TYPE}.`)
  if (Number(request.headers.get('content-length') ?? 0) > NEWSLETTER_MAX_BODY_BYTES)
    return text(413, 'Payload too large: the form is one address.')
  const body = await boundedBody(request, NEWSLETTER_MAX_BODY_BYTES)
  if (body === null) return text(413, 'Payload too large: the form is one address.')
  const fields = new URLSearchParams(body)
  const lang = fields.get('lang')
  const home = browserRoutes.home(isLang(lang) ? lang : 'en')
  const { place, state } = newsletterAnswer(fields)
  const back = newsletterBackPath(request.headers.get('referer'), request.headers.get('host'), home)
  return new Response(null, {
    status: 303,
    headers: { location: `${back}#${newsletterStateId(place, state)}`, 'cache-control': 'no-store' },
  })
}
