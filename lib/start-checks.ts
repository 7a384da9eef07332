/**
 * Settings checked when the server starts (instrumentation.ts `register`, before the first request). With REDIS_URL set the server shares its
 * cache with other instances behind a load balancer, and then a few settings must be the same on every instance,
 * or the site breaks in ways that only show under load: a server action encrypted by one instance and posted to
 * another fails, a webhook signed with a secret only one instance knows revalidates nothing, a build without a
 * deployment id mixes two builds' pages and assets. The local Content Lake is a file on one machine, never shared:
 * several instances need the hosted Content Lake (a Sanity project id). A site on a Sanity project is a public
 * site: without NEXT_PUBLIC_SITE_URL its canonical URLs, sitemap, feed and JSON-LD would point at localhost. The
 * first problem found is reported on one line that names the variable, and the server refuses to start.
 */

import { parseTrackingConfig, TrackingConfigError } from './consent/consent'

function trackingProblems(env: Record<string, string | undefined>): string[] {
  try {
    parseTrackingConfig(env)
    return []
  } catch (error) {
    if (error instanceof TrackingConfigError) return error.problems
    throw error
  }
}

/** True when this instance is one of several: the shared cache (lib/cache) is what makes them several. */
export function isMultiInstance(env: Record<string, string | undefined>): boolean {
  return Boolean(env.REDIS_URL?.trim())
}

/**
 * The problem, or null when the settings are fine. `build.deploymentId`: the deployment id the build recorded
 * (next.config's `deploymentId`, which Next gives the server as NEXT_DEPLOYMENT_ID).
 */
export function startProblem(env: Record<string, string | undefined>, build: { deploymentId?: string }): string | null {
  // The analytics and ad ids are read at request time (lib/config.ts trackingConfig): a malformed one stops the start.
  const tracking = trackingProblems(env)
  if (tracking.length) return tracking[0]!
  if (env.NEXT_PUBLIC_SANITY_PROJECT_ID?.trim() && !env.NEXT_PUBLIC_SITE_URL?.trim())
    return 'NEXT_PUBLIC_SITE_URL must be set to the public origin (e.g. https://www.example.org) on a Sanity project: canonical URLs, the sitemap, the feed and JSON-LD would point at http://localhost:3000.'
  if (!isMultiInstance(env)) return null
  const why = 'REDIS_URL is set, so this is one of several instances'
  const key = env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY?.trim()
  if (!key) return `NEXT_SERVER_ACTIONS_ENCRYPTION_KEY must be set (the same on every instance): ${why}.`
  // Next.js uses it as an AES-GCM key: base64 of 16, 24 or 32 bytes (`openssl rand -base64 32`).
  const bytes = /^[A-Za-z0-9+/]+={0,2}$/.test(key) ? Buffer.from(key, 'base64').length : 0
  if (![16, 24, 32].includes(bytes))
    return 'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY must be the base64 of a 16, 24 or 32-byte key (openssl rand -base64 32).'
  if (!env.SANITY_REVALIDATE_SECRET?.trim())
    return `SANITY_REVALIDATE_SECRET must be set (the same on every instance, and in Sanity's webhook): ${why}.`
  if (!env.NEXT_PUBLIC_SANITY_PROJECT_ID?.trim())
    return `NEXT_PUBLIC_SANITY_PROJECT_ID must be set: ${why}, and the local Content Lake is never shared between instances.`
  if (!build.deploymentId)
    return `DEPLOYMENT_ID must be set when building (or build from a git checkout): ${why}, and builds must not mix.`
  return null
}
