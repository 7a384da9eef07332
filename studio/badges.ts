import type { DocumentBadgeComponent } from 'sanity'

/** Fictional sample people (doctors, testimonial authors) carry a visible badge until they are replaced. */
export const SampleContentBadge: DocumentBadgeComponent = ({ draft, published }) => {
  const doc = (draft ?? published) as { isSample?: boolean } | null
  return doc?.isSample
    ? {
        label: 'Sample content',
        title: 'Fictional sample: replace with a real, consenting person before launch',
        color: 'warning',
      }
    : null
}
