/**
 * The fingerprint of a document's content, shared by the Studio's review workflow (stored at approval as
 * `review.approvedFingerprint`) and the site (a previewed draft claims its review only while it is the text the
 * reviewer approved).
 */

/**
 * Fields that are not content: system fields, the review itself (the review actions only patch `review`), and the
 * old slugs Publish records (after approval, in the same publish).
 */
const NOT_CONTENT = new Set([
  '_id',
  '_rev',
  '_type',
  '_createdAt',
  '_updatedAt',
  '_originalId',
  '_system',
  'review',
  'previousSlugs',
])

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value ?? null)
}

/** A short, stable fingerprint of a document's content (key order and system fields do not matter). */
export function contentFingerprint(doc: Record<string, unknown>): string {
  const content = Object.fromEntries(Object.entries(doc).filter(([key]) => !NOT_CONTENT.has(key)))
  const text = stableJson(content)
  // cyrb53: two 32-bit FNV-like lanes, 53 bits; a change detector, not a security boundary (editors can write).
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ ch, 2654435761)
    h2 = Math.imul(h2 ^ ch, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}
