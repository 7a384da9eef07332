/**
 * The Sanity backend: the same GROQ strings sent to the Content Lake. The API host is configurable so that
 * tests can point the real @sanity/client at a local server answering with the seed dataset.
 */
import { createClient, type SanityClient } from '@sanity/client'
import type { ContentConfig } from './env'
import { isUnavailableError, recordContentOutage } from './outage.mjs'
import type { Perspective } from '@/lib/dataset/overlay'

type SanityConfig = Extract<ContentConfig, { mode: 'sanity' }>

let client: SanityClient | undefined

export function sanityClient(config: SanityConfig): SanityClient {
  client ??= createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    apiHost: config.apiHost,
    // A custom host (a test server or a proxy) is addressed as given, not as <projectId>.<host>.
    useProjectHostname: !config.apiHost,
    useCdn: !config.apiHost,
    perspective: 'published',
  })
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
  if (perspective === 'drafts') {
    if (!config.readToken) throw new Error('Draft preview needs SANITY_API_READ_TOKEN (a Viewer token of the project).')
  }
  try {
    return perspective === 'drafts'
      ? await base
          .withConfig({ token: config.readToken, useCdn: false, perspective: 'drafts' })
          .fetch<T>(query, params, { cache: 'no-store' })
      : await base.fetch<T>(query, params, { next })
  } catch (error) {
    if (isUnavailableError(error)) recordContentOutage()
    throw error
  }
}
