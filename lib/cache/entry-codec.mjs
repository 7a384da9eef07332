/**
 * The bytes of one page or data cache entry in the shared cache (Redis), and back. Plain JavaScript: Next imports the
 * cache handler unbundled at run time.
 *
 * What Redis returns is outside this process and may be anything (another version's format, a truncated write, an
 * operator's `SET`, an attacker who reached the port): `decodeEntry` never throws and returns null for anything that
 * is not exactly an entry this code writes, so a bad value is a cache miss and the page is rendered again. Sizes are
 * bounded before the bytes arrive (the store reads at most its entry limit), so parsing here is bounded too.
 */

const FORMAT = 1
// Tagged objects stand for what JSON cannot carry: bytes (the RSC payload, route bodies, segment data) and Maps.
const BYTES = '$bytes'
const MAP = '$map'

const RESPONSE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES', 'FETCH', 'REDIRECT'])

function toJson(value) {
  if (value instanceof Uint8Array)
    return { [BYTES]: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64') }
  if (value instanceof Map) return { [MAP]: [...value].map(([k, v]) => [k, toJson(v)]) }
  if (Array.isArray(value)) return value.map(toJson)
  if (value && typeof value === 'object') {
    const out = {}
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = toJson(v)
    return out
  }
  return value
}

// Limits the nesting a hostile value can make the decoder walk (JSON.parse has already bounded the size).
const MAX_DEPTH = 64

function fromJson(value, depth = 0) {
  if (depth > MAX_DEPTH) throw new Error('too deep')
  if (Array.isArray(value)) return value.map((v) => fromJson(v, depth + 1))
  if (value && typeof value === 'object') {
    if (BYTES in value) {
      if (typeof value[BYTES] !== 'string') throw new Error('bad bytes')
      return Buffer.from(value[BYTES], 'base64')
    }
    if (MAP in value) {
      if (!Array.isArray(value[MAP])) throw new Error('bad map')
      return new Map(
        value[MAP].map((pair) => {
          if (!Array.isArray(pair) || pair.length !== 2 || typeof pair[0] !== 'string') throw new Error('bad map entry')
          return [pair[0], fromJson(pair[1], depth + 1)]
        }),
      )
    }
    const out = {}
    for (const [k, v] of Object.entries(value)) out[k] = fromJson(v, depth + 1)
    return out
  }
  return value
}

/** The bytes stored for `entry` ({ lastModified, value, cacheControl }). */
export function encodeEntry(entry) {
  return Buffer.from(
    JSON.stringify({
      f: FORMAT,
      lastModified: entry.lastModified,
      cacheControl: entry.cacheControl ?? undefined,
      value: toJson(entry.value ?? null),
    }),
  )
}

const isRecord = (v) =>
  Boolean(v) && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Map) && !Buffer.isBuffer(v)
const isStringRecord = (v) => isRecord(v) && Object.values(v).every((x) => typeof x === 'string' || Array.isArray(x))
const optional = (v, check) => v === undefined || check(v)
const isStatus = (v) => Number.isInteger(v) && v >= 100 && v <= 599

/** Whether a decoded value has the shape Next's response cache reads for its kind (anything else would crash it). */
function isValidValue(value) {
  if (value === null) return true
  if (!isRecord(value) || !RESPONSE_KINDS.has(value.kind)) return false
  switch (value.kind) {
    case 'APP_PAGE':
      return (
        typeof value.html === 'string' &&
        optional(value.rscData, Buffer.isBuffer) &&
        optional(value.headers, isStringRecord) &&
        optional(value.status, isStatus) &&
        optional(value.postponed, (p) => typeof p === 'string') &&
        optional(value.segmentData, (m) => m instanceof Map && [...m.values()].every(Buffer.isBuffer))
      )
    case 'APP_ROUTE':
      return Buffer.isBuffer(value.body) && isStringRecord(value.headers) && isStatus(value.status)
    case 'PAGES':
      return (
        typeof value.html === 'string' &&
        isRecord(value.pageData) &&
        optional(value.headers, isStringRecord) &&
        optional(value.status, isStatus)
      )
    case 'FETCH':
      return (
        isRecord(value.data) &&
        typeof value.data.body === 'string' &&
        isStringRecord(value.data.headers) &&
        typeof value.data.url === 'string' &&
        optional(value.data.status, isStatus) &&
        optional(value.revalidate, (r) => r === false || (typeof r === 'number' && r >= 0)) &&
        optional(value.tags, (t) => Array.isArray(t) && t.every((x) => typeof x === 'string'))
      )
    case 'REDIRECT':
      return isRecord(value.props)
    default:
      return false
  }
}

const isCacheControl = (c) =>
  isRecord(c) &&
  (c.revalidate === false || (typeof c.revalidate === 'number' && c.revalidate >= 0)) &&
  optional(c.expire, (e) => typeof e === 'number' && e >= 0)

/** The entry in `bytes`, or null when they are not an entry of this format (never throws). */
export function decodeEntry(bytes) {
  try {
    if (!bytes || bytes.length === 0) return null
    const raw = JSON.parse(Buffer.isBuffer(bytes) ? bytes.toString('utf8') : String(bytes))
    if (!isRecord(raw) || raw.f !== FORMAT) return null
    if (typeof raw.lastModified !== 'number' || !Number.isFinite(raw.lastModified) || raw.lastModified < 0) return null
    if (!optional(raw.cacheControl, isCacheControl)) return null
    const value = fromJson(raw.value)
    if (!isValidValue(value)) return null
    return { lastModified: raw.lastModified, value, cacheControl: raw.cacheControl }
  } catch {
    return null
  }
}

/** The cache tags of a page entry (Next writes them in the x-next-cache-tags header), or [] for none. */
export function pageTags(value) {
  const header = value && isRecord(value.headers) ? value.headers['x-next-cache-tags'] : undefined
  return typeof header === 'string' && header ? header.split(',') : []
}
