import { noEdit, type Edit } from '@/lib/content/edit-attributes'
import type { ArticleWords } from '@/lib/site/article-words'

/** The key-points box's heading id (kept apart from section sub-heading ids). */
export const KEY_POINTS_ID = 'key-points'

/**
 * A guide's essentials in a few bullets, near the top. Nothing at all when there are none (no empty box). `edit` is
 * scoped to the field: in the Preview tool each bullet opens its own item (by its position in the stored list).
 */
export function KeyPoints({
  points,
  edit = noEdit,
  words,
}: {
  points: readonly string[] | null | undefined
  edit?: Edit
  /** The page's interface words: the box's heading (lib/site/article-words.ts). */
  words: Pick<ArticleWords, 'keyPoints'>
}) {
  const items = (points ?? []).flatMap((text, index) =>
    typeof text === 'string' && text.trim() !== '' ? [{ text, index }] : [],
  )
  if (items.length === 0) return null
  return (
    <section
      aria-labelledby={KEY_POINTS_ID}
      className="border-brand-200 mt-8 rounded-lg border bg-brand-50 p-5 first:mt-0"
    >
      <h2 id={KEY_POINTS_ID} className="scroll-mt-24 text-xl font-bold text-gray-900">
        {words.keyPoints}
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-6 text-gray-900">
        {items.map(({ text, index }) => (
          <li key={index} {...edit([index])}>
            {text}
          </li>
        ))}
      </ul>
    </section>
  )
}
