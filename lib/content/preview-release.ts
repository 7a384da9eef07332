/**
 * Which content releases a draft-mode page shows, by their titles, for the preview banner: an editor previewing a
 * release must see that the page is that release's text, not the drafts.
 */
import 'server-only'
import { contentConfig } from './env'
import { currentPerspective } from './fetch'
import type { Perspective } from './perspective'
import { sanityClient } from './sanity'

/** The release ids of a perspective, highest priority first (none for drafts or published). */
export function releaseLayers(perspective: Perspective): string[] {
  if (typeof perspective === 'string') return []
  return perspective.filter((layer) => layer !== 'drafts' && layer !== 'published')
}

/** Each release's title where the backend gives one, else its id. */
export function releaseTitles(ids: readonly string[], found: ReadonlyArray<{ id: string; title?: unknown }>) {
  return ids.map((id) => {
    const title = found.find((release) => release.id === `_.releases.${id}`)?.title
    return typeof title === 'string' && title.trim() ? title.trim() : id
  })
}

/** The releases this draft-mode request previews, by title (read with the preview token; its ids if that fails). */
export async function previewedReleases(): Promise<string[]> {
  const ids = releaseLayers(await currentPerspective())
  if (ids.length === 0) return []
  const config = contentConfig()
  if (!config.readToken) return ids
  try {
    const found = await sanityClient(config)
      .withConfig({ token: config.readToken, useCdn: false, perspective: 'raw' })
      .fetch<Array<{ id: string; title?: unknown }>>(
        '*[_id in $ids]{"id": _id, "title": metadata.title}',
        { ids: ids.map((id) => `_.releases.${id}`) },
        { cache: 'no-store' },
      )
    return releaseTitles(ids, found)
  } catch {
    return ids
  }
}
