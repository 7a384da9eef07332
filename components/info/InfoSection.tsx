import type { ReactNode } from 'react'
import { Icon } from '@/components/ui/Icon'
import type { Edit, EditAttributes } from '@/lib/content/edit-attributes'

/**
 * A titled part of an information page built in code (resources, screening): a section named by its heading, which
 * an editor edits in place through `headingEdit`.
 */
export function InfoSection({
  id,
  heading,
  headingEdit,
  className,
  children,
}: {
  id: string
  heading: ReactNode
  headingEdit: EditAttributes
  className: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl font-bold text-gray-900" {...headingEdit}>
        {heading}
      </h2>
      {children}
    </section>
  )
}

// A card under a section's heading is a step smaller than one that stands under the page's heading.
const CARD_STYLES = {
  2: { item: '', heading: 'text-xl', icon: 'size-6', text: 'mt-2 text-gray-700' },
  3: { item: 'flex flex-col ', heading: 'text-lg', icon: 'size-5', text: 'mt-2 text-sm text-gray-700' },
} as const

/**
 * One card of such a page's list: the card document's icon and title as a heading of `level`, its description, and
 * what the card adds under them (tips, checks, a link). `of` gives the card document's click-to-edit attributes.
 */
export function InfoCard({
  level,
  card: { icon, title, description },
  of,
  children,
}: {
  level: 2 | 3
  card: { icon: string | null; title: string | null; description: string | null }
  of: Edit
  children?: ReactNode
}) {
  const style = CARD_STYLES[level]
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <li className={`${style.item}rounded-xl border border-gray-200 p-6 shadow-sm`}>
      <Heading className={`flex items-center gap-2 ${style.heading} font-semibold text-gray-900`} {...of('title')}>
        <Icon name={icon} className={`${style.icon} text-brand-700`} />
        {title}
      </Heading>
      <p className={style.text} {...of('description')}>
        {description}
      </p>
      {children}
    </li>
  )
}
