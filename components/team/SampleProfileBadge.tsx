/** The visible mark on a fictional sample person (doctor or testimonial author); its words are the caller's area's. */
export function SampleProfileBadge({ label }: { label: string }) {
  return (
    <span className="inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
      {label}
    </span>
  )
}
