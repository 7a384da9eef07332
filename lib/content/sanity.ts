/**
 * The one content client: @sanity/client speaking Sanity's HTTP API, to Sanity's Content Lake or, in local mode,
 * to the local Content Lake on loopback (packages/local-lake). The same GROQ strings, perspectives and tags reach
 * either host; only ContentConfig.apiHost differs.
 */
import { createClient, type ClientConfig, type SanityClient } from '@sanity/client'
import { LAKE_READER_HEADER } from '@/lib/defaults'
import type { ContentConfig } from './env'
import type { Perspective } from './perspective'

export type { Perspective } from './perspective'

/**
 * How long one content request may take before it fails (ms). @sanity/client's default is 5 minutes: a content
 * backend that takes the connection and never answers (a wedged lake, a half-open connection) would hold every
 * render that needs it that long (docs/security.md, "What held the instance"). Failed,
 * the page gets its error page (nginx: 503 with Retry-After), as when the backend is down. A timeout is not retried,
 * so a render that reads twice in turn still ends within nginx's proxy_read_timeout (45 s, deploy/nginx/site.conf).
 */
export const CONTENT_REQUEST_TIMEOUT_MS = 10_000

/** One client per configuration (the server has one; tests compare several). */
const clients = new WeakMap<ContentConfig, SanityClient>()

/** The client's settings for a content configuration. */
export function clientOptions(config: ContentConfig): ClientConfig {
  return {
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    apiHost: config.apiHost,
    // A custom host (the local lake, a test stand-in, a proxy) is addressed as given, not as <projectId>.<host>.
    useProjectHostname: !config.apiHost,
    // Never the CDN: every published read feeds a page that /api/revalidate refreshes by tag right after a publish,
    // and the CDN may answer up to a minute stale, so the refreshed page would keep the old text until the next
    // revalidation (next-sanity #639). Next's data cache in front of the API does the caching instead.
    useCdn: false,
    timeout: CONTENT_REQUEST_TIMEOUT_MS,
    perspective: 'published',
    // Local mode: published reads name the site's server to the lake, so they never queue behind anonymous runaway
    // queries; they stay anonymous reads (no Authorization), so Next caches them as before.
    ...(config.mode === 'local' && config.readToken ? { headers: { [LAKE_READER_HEADER]: config.readToken } } : {}),
  }
}

// How the client reads a perspective. Here, beside the one read that uses them, rather than with the cookie's parsing in
// ./perspective.ts: a reader's request (always `published`) asks these and nothing of the preview's cookie.

/** True for what only a token may read: drafts and releases. */
export const needsToken = (perspective: Perspective) => perspective !== 'published'

/** The value @sanity/client takes. */
export const clientPerspective = (perspective: Perspective): 'published' | 'drafts' | string[] =>
  typeof perspective === 'string' ? perspective : [...perspective]

export function sanityClient(config: ContentConfig): SanityClient {
  let client = clients.get(config)
  if (client) return client
  client = createClient(clientOptions(config))
  clients.set(config, client)
  return client
}

export async function sanityFetch<T>(
  config: ContentConfig,
  query: string,
  params: Record<string, unknown>,
  perspective: Perspective,
  next: { tags: string[]; revalidate: number | false },
): Promise<T> {
  const base = sanityClient(config)
  if (needsToken(perspective) && !config.readToken)
    throw new Error(
      config.mode === 'local'
        ? 'Draft preview needs LOCAL_STUDIO_TOKEN (the local editor token) on the server.'
        : 'Draft preview needs SANITY_API_READ_TOKEN (a Viewer token of the project).',
    )
  // Drafts and releases are read with the token and never cached; published reads are tagged. The lake or Sanity
  // unreachable: the error reaches the page's error boundary (docs/architecture.md, "When the content backend is down").
  return needsToken(perspective)
    ? base
        .withConfig({ token: config.readToken, useCdn: false, perspective: clientPerspective(perspective) })
        .fetch<T>(query, params, { cache: 'no-store' })
    : base.fetch<T>(query, params, { next })
}
