/** The key-points box's heading id (kept apart from section sub-heading ids). */
export const KEY_POINTS_ID = 'key-points'

/** A guide's essentials in a few bullets, near the top. Nothing at all when there are none (no empty box). */
export function KeyPoints({ points }: { points: readonly string[] | null | undefined }) {
  const items = (points ?? []).filter((point) => typeof point === 'string' && point.trim() !== '')
  if (items.length === 0) return null
  return (
    <section aria-labelledby={KEY_POINTS_ID} className="border-brand-200 mt-8 rounded-lg border bg-brand-50 p-5">
      <h2 id={KEY_POINTS_ID} className="scroll-mt-24 text-xl font-bold text-gray-900">
        Key points
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-6 text-gray-900">
        {items.map((point, i) => (
          <li key={i}>{point}</li>
        ))}
      </ul>
    </section>
  )
}
