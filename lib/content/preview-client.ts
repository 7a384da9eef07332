/**
 * The client @sanity/preview-url-secret checks preview secrets with: the site's client with the read token
 * (server-only), in both modes. The secret documents (`sanity.previewUrlSecret`, written by the Studio) live in the
 * dataset behind the API, Sanity's or the local lake's, which serves them only to a token.
 */
import 'server-only'
import type { SanityClient } from '@sanity/client'
import type { ContentConfig } from './env'
import { sanityClient } from './sanity'

export class PreviewNotConfiguredError extends Error {}

export function previewSecretClient(config: ContentConfig): SanityClient {
  if (!config.readToken)
    throw new PreviewNotConfiguredError(
      config.mode === 'local'
        ? 'Draft preview needs LOCAL_STUDIO_TOKEN (the local editor token) on the server.'
        : 'Draft preview needs SANITY_API_READ_TOKEN (a Viewer token of the project) on the server.',
    )
  return sanityClient(config).withConfig({ token: config.readToken, useCdn: false })
}
