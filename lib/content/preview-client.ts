/**
 * The client @sanity/preview-url-secret checks preview secrets with. In Sanity mode it is the site's client with
 * the read token (server-only). In local mode the secret documents (`sanity.previewUrlSecret`, written by the
 * Studio through the local lake, or by a test) live in the local dataset, so the same check runs over it: an
 * adapter answers the package's GROQ query from the raw view of the dataset with groq-js. One mechanism, both modes.
 */
import 'server-only'
import type { SanityClient } from '@sanity/client'
import type { ContentConfig } from './env'
import { localFetch } from './local'
import { sanityClient } from './sanity'

/** What validatePreviewUrl uses of a client: config().token, withConfig(), fetch(query, params). */
type SecretQueryClient = {
  config: () => { token?: string }
  withConfig: (config?: unknown) => SecretQueryClient
  fetch: <T>(query: string, params?: Record<string, unknown>) => Promise<T>
}

export function localSecretClient(datasetPath: string): SecretQueryClient {
  const client: SecretQueryClient = {
    // validatePreviewUrl refuses a client without a token; the local dataset is read on the server only.
    config: () => ({ token: 'local-dataset' }),
    withConfig: () => client,
    fetch: <T>(query: string, params: Record<string, unknown> = {}) => localFetch<T>(datasetPath, query, params, 'raw'),
  }
  return client
}

export class PreviewNotConfiguredError extends Error {}

export function previewSecretClient(config: ContentConfig): SanityClient {
  if (config.mode === 'sanity') {
    if (!config.readToken)
      throw new PreviewNotConfiguredError(
        'Draft preview needs SANITY_API_READ_TOKEN (a Viewer token of the project) on the server.',
      )
    return sanityClient(config).withConfig({ token: config.readToken, useCdn: false })
  }
  // The package types its parameter as a full SanityClient but calls only the three methods above (tested with
  // the real validatePreviewUrl in lib/content/preview-secret.test.ts).
  return localSecretClient(config.datasetPath) as unknown as SanityClient
}
