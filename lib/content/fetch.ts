/**
 * The one way server components read content: @sanity/client (./sanity.ts) against the configured host, the
 * perspective from draft mode, and every read tagged so that /api/revalidate refreshes exactly what changed.
 * Published reads are kept in Next's data cache under those tags; drafts are never cached.
 * Pages never import the client directly.
 */
import 'server-only'
import { draftMode } from 'next/headers'
import { contentConfig } from './env'
import { sanityFetch, type Perspective } from './sanity'
import { CONTENT_TAG, type DocumentTag, type TypeTag } from './tags'

export type { Perspective } from './sanity'

export type FetchOptions = {
  query: string
  params?: Record<string, unknown>
  /** Cache tags: the document types the query reads (e.g. conditionArticle, doctor) and the document's own tag. */
  tags: Array<TypeTag | DocumentTag>
  /** Seconds before a time-based refresh; defaults to CONTENT_REVALIDATE_SECONDS. */
  revalidate?: number
}

/** Drafts in draft mode, else published. */
export async function currentPerspective(): Promise<Perspective> {
  try {
    return (await draftMode()).isEnabled ? 'drafts' : 'published'
  } catch {
    // Outside a request (build-time metadata, sitemap generation) there is no draft mode.
    return 'published'
  }
}

export async function fetchContent<T>({ query, params = {}, tags, revalidate }: FetchOptions): Promise<T> {
  const config = contentConfig()
  const perspective = await currentPerspective()
  const next = { tags: [CONTENT_TAG, ...tags], revalidate: revalidate ?? config.revalidateSeconds }
  return sanityFetch<T>(config, query, params, perspective, next)
}
