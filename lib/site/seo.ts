import { DEFAULT_SITE_PORT } from '@/lib/defaults'

/** The canonical origin of the public site, used for canonical URLs, the sitemap and structured data. */
export function siteUrl(env: Record<string, string | undefined> = process.env): string {
  const raw = env.NEXT_PUBLIC_SITE_URL?.trim()
  if (!raw) return `http://localhost:${DEFAULT_SITE_PORT}`
  try {
    const url = new URL(raw)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('protocol')
    return url.origin
  } catch {
    throw new Error(`NEXT_PUBLIC_SITE_URL must be an origin such as https://www.example.org, got "${raw}"`)
  }
}

export function absoluteUrl(path: string, env?: Record<string, string | undefined>): string {
  return new URL(path, siteUrl(env)).toString()
}
