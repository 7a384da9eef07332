import type { ReactNode } from 'react'
import { NO_ATTRIBUTES, type EditAttributes } from '@/lib/content/edit-attributes'
import { isFictionalPhone, isPlaceholderEmail, PLACEHOLDER_NOTE } from '@/lib/site/placeholders'
import type { Lang } from '@/lib/site/languages'
import { routes } from '@/lib/site/routes'

const SAMPLE_NOTE: Readonly<Record<Lang, Record<Props['kind'], string>>> = {
  en: PLACEHOLDER_NOTE,
  es: { phone: 'número de muestra: no está en servicio', email: 'dirección de muestra: todavía no se usa' },
}

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
  /** The language of the note that marks a placeholder. */
  lang?: Lang
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
  lang = 'en',
}: Props) {
  const placeholder = kind === 'phone' ? isFictionalPhone(dial ?? value) : isPlaceholderEmail(value)
  if (placeholder)
    return (
      <span className={plainClassName} {...edit}>
        {children ?? value} <span className="text-sm font-normal">({SAMPLE_NOTE[lang][kind]})</span>
      </span>
    )
  const href = kind === 'phone' ? routes.phone(dial ?? value) : routes.email(value)
  return (
    <a href={href} className={className} {...edit}>
      {children ?? value}
    </a>
  )
}
