/**
 * The slugs a guide or post was published under before, so that its old address keeps working (a 308 to the new
 * one). The Studio's Publish records the slug being replaced (studio/slug-history-action.ts); pages look an unknown
 * slug up among them.
 */

/** How many old slugs a document keeps: enough for every realistic rename, bounded for the lookup. */
export const MAX_PREVIOUS_SLUGS = 20

/**
 * The history after publishing `next` over `published`: the replaced slug added (most recent first), the new one
 * removed (a rename back to an old slug takes it back), no duplicates, at most MAX_PREVIOUS_SLUGS.
 */
export function nextSlugHistory(
  history: readonly string[] | null | undefined,
  published: string | null | undefined,
  next: string | null | undefined,
): string[] {
  const kept = (history ?? []).filter((slug) => typeof slug === 'string' && slug !== '')
  const added = published && next && published !== next ? [published, ...kept] : kept
  return [...new Set(added)].filter((slug) => slug !== next).slice(0, MAX_PREVIOUS_SLUGS)
}
