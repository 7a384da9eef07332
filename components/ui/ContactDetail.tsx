import type { ReactNode } from 'react'
import { NO_ATTRIBUTES, type EditAttributes } from '@/lib/content/edit-attributes'
import { isFictionalPhone, isPlaceholderEmail } from '@/lib/site/placeholders'
import { routes } from '@/lib/site/routes'

type Props = {
  kind: 'phone' | 'email'
  /** The number or address as readers see it. */
  value: string
  /** For a phone: the digits to dial (the settings' `tel`); the shown number when absent. */
  dial?: string | null
  /** The link's classes. */
  className?: string
  /** The classes of the plain text a placeholder is shown as: no link styling, so it does not look tappable. */
  plainClassName?: string
  children?: ReactNode
  /** Click-to-edit attributes in the Preview tool. */
  edit?: EditAttributes
  /**
   * The words around a placeholder, before and after it ("{number} (sample number: not in service)"): the
   * language's "Interface words: Guides and information pages" (articleWords(…).sampleNote[kind]).
   */
  sampleNote: readonly [before: string, after: string]
}

/**
 * A phone number or e-mail address from the settings: a tel: or mailto: link when it is real, plain text marked as a
 * sample when it is a placeholder (lib/site/placeholders.ts), so nobody dials a fictional line or writes to an
 * inbox that does not exist.
 */
export function ContactDetail({
  kind,
  value,
  dial,
  className,
  plainClassName,
  children,
  edit = NO_ATTRIBUTES,
  sampleNote,
}: Props) {
  const placeholder = kind === 'phone' ? isFictionalPhone(dial ?? value) : isPlaceholderEmail(value)
  if (placeholder)
    return (
      <span className={plainClassName} {...edit}>
        {sampleNote[0]}
        {children ?? value} <span className="text-sm font-normal">{sampleNote[1].trimStart()}</span>
      </span>
    )
  const href = kind === 'phone' ? routes.phone(dial ?? value) : routes.email(value)
  return (
    <a href={href} className={className} {...edit}>
      {children ?? value}
    </a>
  )
}
