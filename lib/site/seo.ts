import { readVariable } from '@/lib/config'

/**
 * What the site says of itself where a page has no description of its own (the root layout, the web app manifest,
 * the feed). It claims only what is true today: no clinician has reviewed the texts yet (README, deviations).
 */
export const SITE_DESCRIPTION =
  'Plain-language health information on common conditions, with its sources named. Not a substitute for your own doctor.'

/** The canonical origin of the public site, used for canonical URLs, the sitemap and structured data. */
export function siteUrl(env: Record<string, string | undefined> = process.env): string {
  const reading = readVariable(env, 'NEXT_PUBLIC_SITE_URL')
  if (reading.problem !== undefined) throw new Error(reading.problem)
  return reading.value
}

export function absoluteUrl(path: string, env?: Record<string, string | undefined>): string {
  return new URL(path, siteUrl(env)).toString()
}
