/**
 * Content negotiation for the production server's compression (scripts/server.mjs, lib/serve/compress.mjs). Plain
 * JavaScript (types in encoding.d.mts) because the server runs on plain Node without a TypeScript loader.
 */

/** What the server can send, in its order of preference when the client weighs them equally. */
export const CODINGS = ['br', 'gzip']

// A header longer than this is not a browser's: it is read up to here (the rest ignored), so a hostile one costs
// no more than a normal one.
const MAX_HEADER_LENGTH = 1024

/**
 * The q-value of each coding the Accept-Encoding header names (RFC 9110 §12.5.3), lower-cased; `*` included.
 * A malformed q counts as 0 (not acceptable): guessing a coding the client may not decode is worse than none.
 * @param {string | undefined} header
 * @returns {Map<string, number>}
 */
export function parseAcceptEncoding(header) {
  const weights = new Map()
  if (!header) return weights
  for (const part of header.slice(0, MAX_HEADER_LENGTH).split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim())
    if (!name) continue
    let q = 1
    for (const param of params) {
      const m = /^q\s*=\s*(.*)$/i.exec(param)
      if (!m) continue
      q = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(m[1]) ? Number(m[1]) : 0
    }
    const coding = name.toLowerCase()
    // The first mention of a coding counts; a repeat cannot raise or lower it.
    if (!weights.has(coding)) weights.set(coding, q)
  }
  return weights
}

/**
 * The coding to send: 'br' or 'gzip' if the client accepts one (highest q wins; a tie goes to CODINGS' order),
 * else 'identity', or null when the client refuses identity as well (`identity;q=0` or `*;q=0` without another
 * acceptable coding); the server then sends identity anyway, as RFC 9110 allows, rather than an error page.
 * No header at all means any coding is acceptable, but a client that sends none is a script or an old proxy, so
 * it gets identity, as every server does.
 * @param {string | undefined} header
 * @param {readonly string[]} [available]
 * @returns {'br' | 'gzip' | 'identity' | null}
 */
export function negotiateEncoding(header, available = CODINGS) {
  if (header === undefined) return 'identity'
  const weights = parseAcceptEncoding(header)
  const star = weights.get('*')
  let best = null
  let bestQ = 0
  for (const coding of available) {
    const q = weights.get(coding) ?? star ?? 0
    if (q > bestQ) {
      best = coding
      bestQ = q
    }
  }
  if (best) return /** @type {'br' | 'gzip'} */ (best)
  // identity is acceptable unless refused by name, or by `*;q=0` without naming it.
  const identity = weights.get('identity') ?? (star === 0 ? 0 : 1)
  return identity > 0 ? 'identity' : null
}

/** Types worth compressing: text and the structured text formats. Images, fonts (woff2) and video are already compressed. */
export function isCompressibleType(contentType) {
  if (!contentType) return false
  const type = String(contentType).split(';')[0].trim().toLowerCase()
  return (
    type.startsWith('text/') ||
    /^application\/(javascript|json|xml|manifest\+json|ld\+json|rss\+xml|atom\+xml|x-component|xhtml\+xml)$/.test(
      type,
    ) ||
    type === 'image/svg+xml'
  )
}

/** Adds Accept-Encoding to a Vary header value without duplicating it (a `*` already covers it). */
export function varyWithAcceptEncoding(vary) {
  const current = Array.isArray(vary) ? vary.join(', ') : vary ? String(vary) : ''
  const names = current
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  if (names.some((n) => n === '*' || n.toLowerCase() === 'accept-encoding')) return current
  return [...names, 'Accept-Encoding'].join(', ')
}
