/**
 * What Next hands a cache handler (`set(key, value, ctx)`, `get(key, ctx)`), made for the unit tests of lib/cache:
 * a page, a data (fetch) entry and their contexts, with the fields and types Next's own entries have. Not trusted on
 * its word: tests/e2e/cache-entries.spec.ts records what a server of this build really hands the handler and fails
 * when a value made here has a field that Next's lacks or types differently (`shapeDifferences`), so the unit tests
 * cannot drift from Next.
 */

const YEAR = 31536000

/** A rendered page (App Router): its HTML, RSC payload, segment payloads, headers (cache tags) and status. */
export function pageValue({ html, tags = [], status = 200, location } = {}) {
  return {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from(`rsc:${html}`),
    segmentData: new Map([['/_tree', Buffer.from(`tree:${html}`)]]),
    headers: { 'x-next-cache-tags': tags.join(','), ...(location ? { location } : {}) },
    // Next records a status only when it is not 200.
    ...(status === 200 ? {} : { status }),
  }
}

/** The context Next stores a page with: how long it stays fresh, and when it expires. */
export const pageSetContext = ({ revalidate = 3600, expire = YEAR } = {}) => ({
  cacheControl: { revalidate, expire },
})

/** The context Next reads a page with. */
export const pageGetContext = () => ({ kind: 'APP_PAGE', isFallback: false })

/** A cached fetch (a content query's answer). */
export function dataValue({ body, url = 'http://127.0.0.1:4100/v1/data/query/production', revalidate = 3600 }) {
  return {
    kind: 'FETCH',
    data: { headers: { 'content-type': 'application/json' }, body, url, status: 200 },
    revalidate,
  }
}

/** The context Next stores a fetch with: its tags, from the `next: { tags }` of the fetch. */
export const dataSetContext = ({ tags = [] } = {}) => ({
  fetchCache: true,
  fetchUrl: 'http://127.0.0.1:4100/v1/data/query/production',
  tags,
})

/** The context Next reads a fetch with: its tags, and the page's implicit ones. */
export const dataGetContext = ({ tags = [], softTags = [], revalidate = 3600 } = {}) => ({
  kind: 'FETCH',
  fetchUrl: 'http://127.0.0.1:4100/v1/data/query/production',
  revalidate,
  tags,
  softTags,
})

function typeOf(value) {
  if (value === null) return 'null'
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return 'bytes'
  if (value instanceof Map) return 'map'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

/**
 * Where `made` (a value or context from this file) differs from `real` (what Next handed the handler): each field
 * `made` has that `real` lacks or holds with another type, as "path: made type ≠ real type". Fields only Next has are
 * no difference: the handler keeps them whole. Map entries are compared by their values' type.
 */
export function shapeDifferences(made, real, at = '') {
  const [m, r] = [typeOf(made), typeOf(real)]
  if (m !== r) return [`${at || '(value)'}: ${m} ≠ ${r}`]
  if (m === 'map') {
    const [first] = made.values()
    const [realFirst] = real.values()
    return first === undefined || realFirst === undefined ? [] : shapeDifferences(first, realFirst, `${at}[entry]`)
  }
  if (m !== 'object') return []
  return Object.keys(made).flatMap((key) =>
    key in real
      ? shapeDifferences(made[key], real[key], at ? `${at}.${key}` : key)
      : [`${at ? `${at}.` : ''}${key}: missing`],
  )
}
