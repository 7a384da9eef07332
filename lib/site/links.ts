/**
 * Links in editorial content are only rendered when they point somewhere safe and useful for a reader:
 * web pages, e-mail, telephone numbers and paths on this site. Anything else (javascript:, data:, file:,
 * protocol-relative //host, typos) is shown as plain text instead of a link.
 */
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:'])

export function isSafeHref(href: unknown): href is string {
  if (typeof href !== 'string') return false
  const value = href.trim()
  if (value === '' || value !== href) return false
  // Any control character or whitespace inside a URL is a sign of an obfuscated scheme.
  if (/[\u0000-\u0020\u007f]/.test(value)) return false
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\')
  if (value.startsWith('#')) return value.length > 1
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  if (!SAFE_SCHEMES.has(url.protocol)) return false
  if (url.protocol === 'http:' || url.protocol === 'https:') return url.hostname !== ''
  return url.pathname !== ''
}

export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href)
}
