/**
 * Security headers for every response. The public site allows only its own origin (plus the Sanity image
 * CDN); the embedded Studio needs Sanity's API, its websocket and its bridge script, so it gets its own policy.
 *
 * Scripts: Next's statically generated pages carry small inline bootstrap scripts, and a per-request nonce
 * would force every page to render dynamically, so 'unsafe-inline' is allowed for scripts but nothing from
 * other origins is. Development adds 'unsafe-eval' for React's fast refresh.
 */
export type Header = { key: string; value: string }

/** The origins a policy adds per directive for the services that are configured (lib/consent/consent.ts). */
export type CspSources = { script: string[]; connect: string[]; img: string[]; frame: string[] }

function csp(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')
}

/**
 * The public site's policy. `tracking` adds the origins of the analytics and ad services, and only those that
 * are configured (lib/consent/consent.ts trackingCspSources): by default no other origin is allowed.
 */
export function siteCsp(dev: boolean, tracking: Partial<CspSources> = {}): string {
  return csp({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : []), ...(tracking.script ?? [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https://cdn.sanity.io', ...(tracking.img ?? [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(tracking.connect ?? [])],
    'frame-src': ["'self'", ...(tracking.frame ?? [])],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  })
}

/**
 * The contact page's policy: the site's (with the configured tracking origins), plus the e-mail API in
 * connect-src only when sending is configured.
 */
export function contactCsp(dev: boolean, emailApiOrigin: string | null, tracking: Partial<CspSources> = {}): string {
  const connect = [...(tracking.connect ?? []), ...(emailApiOrigin ? [emailApiOrigin] : [])]
  return siteCsp(dev, { ...tracking, connect })
}

/**
 * In local mode the Studio talks to the local Content Lake on a loopback port chosen when the site starts, under
 * `localhost` and its subdomains (`local.localhost`, and `sN.local.localhost` for listen streams).
 */
export const LOCAL_LAKE_SOURCES = ['http://localhost:*', 'http://*.localhost:*']

export function studioCsp(apiHost?: string, localLake = false): string {
  const api = apiHost
    ? [
        apiHost,
        apiHost.replace(/^http/, 'ws'),
        apiHost.replace('://', '://*.'),
        apiHost.replace(/^http/, 'ws').replace('://', '://*.'),
      ]
    : []
  const lake = localLake ? LOCAL_LAKE_SOURCES : []
  return csp({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", "'unsafe-eval'", 'https://core.sanity-cdn.com'],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      'https://cdn.sanity.io',
      'https://lh3.googleusercontent.com',
      'https://*.gravatar.com',
      ...lake,
    ],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      'https://*.sanity.io',
      'wss://*.sanity.io',
      'https://core.sanity-cdn.com',
      ...api,
      ...lake,
      ...lake.map((source) => source.replace(/^http/, 'ws')),
    ],
    'frame-src': ["'self'"],
    'frame-ancestors': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  })
}

/**
 * Uploaded pictures served from the site's own origin (local mode's /images route). An SVG is a document that can
 * carry script, and this origin is the Studio's, where the editor's token is stored: opened directly, a picture
 * loads nothing, runs nothing (sandbox: an opaque origin, no script) and is framed by nobody. Shown in an <img>, the
 * policy does not apply and the picture draws as before.
 */
export const UPLOADED_ASSET_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'"

export function baseHeaders(contentSecurityPolicy: string): Header[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  ]
}

/** Hashed static files: content-type sniffing off and HTTPS only; document policies do not apply to them. */
export function staticAssetHeaders(): Header[] {
  return baseHeaders('').filter((h) => ['Strict-Transport-Security', 'X-Content-Type-Options'].includes(h.key))
}
