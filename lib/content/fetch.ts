/**
 * The one way server components read content: @sanity/client (./sanity.ts) against the configured host, the
 * perspective from draft mode, and every read tagged so that /api/revalidate refreshes exactly what changed.
 * Published reads are kept in Next's data cache under those tags; drafts are never cached.
 * Pages never import the client directly.
 */
import 'server-only'
import { cookies, draftMode } from 'next/headers'
import { contentConfig } from './env'
import { draftPerspective, perspectiveCookieName, type Perspective } from './perspective'
import { sanityFetch } from './sanity'
import { CONTENT_TAG, type DocumentTag, type TypeTag } from './tags'

export type { Perspective } from './perspective'

export type FetchOptions = {
  query: string
  params?: Record<string, unknown>
  /** Cache tags: the document types the query reads (e.g. conditionArticle, doctor) and the document's own tag. */
  tags: Array<TypeTag | DocumentTag>
  /** Seconds before a time-based refresh; defaults to CONTENT_REVALIDATE_SECONDS. */
  revalidate?: number
}

/**
 * Published for readers. In draft mode, what the editor chose in the Studio's perspective menu (drafts, published,
 * or a content release: lib/content/perspective.ts); drafts when nothing was chosen.
 */
export async function currentPerspective(): Promise<Perspective> {
  try {
    if (!(await draftMode()).isEnabled) return 'published'
    const chosen = (await cookies()).get(perspectiveCookieName)?.value
    // Both backends run releases (the local lake too: packages/local-lake/releases.ts), so a release stack is honoured.
    return draftPerspective(chosen, true)
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
