import { readVariable } from '@/lib/config'

/** The canonical origin of the public site, used for canonical URLs, the sitemap and structured data. */
export function siteUrl(env: Record<string, string | undefined> = process.env): string {
  const reading = readVariable(env, 'NEXT_PUBLIC_SITE_URL')
  if (reading.problem !== undefined) throw new Error(reading.problem)
  return reading.value
}

export function absoluteUrl(path: string, env?: Record<string, string | undefined>): string {
  return new URL(path, siteUrl(env)).toString()
}
