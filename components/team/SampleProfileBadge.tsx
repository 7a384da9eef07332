/** The visible mark on a fictional sample person (doctor or testimonial author). */
export function SampleProfileBadge({ label = 'Sample profile' }: { label?: string }) {
  return (
    <span className="inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
      {label}
    </span>
  )
}
