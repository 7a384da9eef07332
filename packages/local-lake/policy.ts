/**
 * The lake's browser-origin policy, decided per route from the route table: each route declares which pages may call
 * it (`origins`) and whether it needs the editor token (`credentials`); its methods are in the table too. The
 * table is printed in packages/local-lake/README.md ("Routes and their policy"), and a test keeps the two the same.
 *
 * Whatever the route:
 * - the Host must be a loopback name (DNS rebinding);
 * - a refused request carries no Access-Control-Allow-* header (CORS is only ever granted to an accepted origin).
 */
import type { IncomingMessage } from 'node:http'
import { validTicket } from './auth'
import { isLoopbackHost, type LakeConfig } from './config'

export type Access = {
  /**
   * - `site`: only the site's pages (the embedded Studio) may call it, with CORS and credentials; a browser
   *   request from another site (`Sec-Fetch-Site: cross-site`) is refused whatever its method, so an `<img>`,
   *   `<script>` or form elsewhere cannot make the lake work; a request without `Origin` (not a page's script)
   *   is let through and the token decides.
   * - `site+ticket`: the same, and `Origin: null` (what a browser sends after a cross-origin redirect) on the exact
   *   route the lake redirects listen streams to (`sN.<host>`), with the valid, unexpired ticket the redirect carried.
   * - `any`: any page may load it without script (public files shown by `<img>`, the sign-in help page); a page's
   *   script from another origin still gets no CORS.
   */
  origins: 'site' | 'site+ticket' | 'any'
  /** `required`: 401 without the token; `optional`: anonymous callers see published, public documents only; `none`. */
  credentials: 'required' | 'optional' | 'none'
}

/** The policy for a path no route serves: the strictest, so that even its 501 tells another site nothing. */
export const UNKNOWN_ROUTE_ACCESS: Access = { origins: 'site', credentials: 'none' }

/** The exact route a redirected listen stream arrives on: `sN.<host>` and `/v…/data/listen/<dataset>`. */
export function isRedirectedListen(req: IncomingMessage): boolean {
  const host = req.headers.host ?? ''
  const path = (req.url ?? '').split('?')[0] ?? ''
  return /^s\d+\./.test(host) && /^\/v[^/]+\/data\/listen\/[^/]+$/.test(path)
}

/** Null when the request may proceed on a route with this access; otherwise why it is refused (403). */
export function refuseRequest(req: IncomingMessage, config: LakeConfig, access: Access): string | null {
  const host = req.headers.host ?? ''
  let hostname = ''
  try {
    hostname = new URL(`http://${host}`).hostname
  } catch {
    return `Host "${host}" is not a loopback name`
  }
  if (!isLoopbackHost(hostname) && !config.hosts.includes(hostname) && !config.allowedHosts.includes(hostname))
    return `Host "${host}" is not a loopback name nor one of LAKE_ALLOWED_HOSTS`
  const origin = req.headers.origin
  const allowed =
    origin !== undefined &&
    (config.allowedOrigins.includes(origin) ||
      (origin === 'null' &&
        access.origins === 'site+ticket' &&
        isRedirectedListen(req) &&
        validTicket(config.token, req.url ?? '')))
  const loadableAnywhere = access.origins === 'any' && (req.method === 'GET' || req.method === 'HEAD')
  if (req.headers['sec-fetch-site'] === 'cross-site' && !allowed && !loadableAnywhere)
    return 'Requests from another site are not allowed'
  if (origin === undefined || allowed) return null
  return `Requests from ${origin} are not allowed`
}

/** CORS headers for an accepted request's origin; a refused request gets none (call only after refuseRequest). */
export function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin) return {}
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    vary: 'origin',
  }
}
