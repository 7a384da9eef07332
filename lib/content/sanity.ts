/**
 * The Sanity backend: the same GROQ strings sent to the Content Lake. The API host is configurable so that
 * tests can point the real @sanity/client at a local server answering with the seed dataset.
 */
import { createClient, type ClientConfig, type SanityClient } from '@sanity/client'
import type { ContentConfig } from './env'
import { isUnavailableError, recordContentOutage } from './outage.mjs'
import { clientPerspective, needsToken, type Perspective } from './perspective'

type SanityConfig = Extract<ContentConfig, { mode: 'sanity' }>

let client: SanityClient | undefined

/** The client's settings for a content configuration. */
export function clientOptions(config: SanityConfig): ClientConfig {
  return {
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    apiHost: config.apiHost,
    // A custom host (a test server or a proxy) is addressed as given, not as <projectId>.<host>.
    useProjectHostname: !config.apiHost,
    // Never the CDN: every published read feeds a page that /api/revalidate refreshes by tag right after a publish,
    // and the CDN may answer up to a minute stale, so the refreshed page would keep the old text until the next
    // revalidation (next-sanity #639). Next's data cache in front of the API does the caching instead.
    useCdn: false,
    perspective: 'published',
  }
}

export function sanityClient(config: SanityConfig): SanityClient {
  client ??= createClient(clientOptions(config))
  return client
}

export async function sanityFetch<T>(
  config: SanityConfig,
  query: string,
  params: Record<string, unknown>,
  perspective: Perspective,
  next: { tags: string[]; revalidate: number | false },
): Promise<T> {
  const base = sanityClient(config)
  if (needsToken(perspective)) {
    if (!config.readToken) throw new Error('Draft preview needs SANITY_API_READ_TOKEN (a Viewer token of the project).')
  }
  try {
    // Drafts and releases are read with the token and never cached; published reads are tagged.
    return needsToken(perspective)
      ? await base
          .withConfig({ token: config.readToken, useCdn: false, perspective: clientPerspective(perspective) })
          .fetch<T>(query, params, { cache: 'no-store' })
      : await base.fetch<T>(query, params, { next })
  } catch (error) {
    if (isUnavailableError(error)) recordContentOutage()
    throw error
  }
}
