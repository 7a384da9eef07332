/**
 * The one way server components read content. It picks the backend from the environment, the perspective
 * from draft mode, and tags every read so that /api/revalidate can refresh exactly what changed.
 * Pages never import a backend directly.
 */
import 'server-only'
import { unstable_cache } from 'next/cache'
import { draftMode } from 'next/headers'
import { contentConfig } from './env'
import { datasetVersion, localFetch } from './local'
import type { Perspective } from '@/lib/dataset/overlay'
import { sanityFetch } from './sanity'
import { recordBackendQuery } from './query-log'
import { CONTENT_TAG, type DocumentTag, type TypeTag } from './tags'

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
  if (config.mode === 'sanity') {
    // Counted per call: the client's own fetch cache may still answer it without a request.
    recordBackendQuery('sanity', perspective)
    return sanityFetch<T>(config, query, params, perspective, next)
  }
  if (perspective === 'drafts') {
    recordBackendQuery('local', 'drafts')
    return localFetch<T>(config.datasetPath, query, params, 'drafts')
  }
  // The file's version is part of the key: Next's data cache outlives builds, and an edited dataset must win.
  const version = await datasetVersion(config.datasetPath)
  return unstable_cache(
    () => {
      recordBackendQuery('local', 'published')
      return localFetch<T>(config.datasetPath, query, params, 'published')
    },
    ['local-content', version, query, JSON.stringify(params)],
    next,
  )()
}
