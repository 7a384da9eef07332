import { Fragment, type ReactNode } from 'react'
import { dialTargets } from '@/components/help/dial-targets'

export { dialHref, POISON_CONTROL } from '@/components/help/HelpActions'

type Props = {
  text: string
  /** The links' look: the cards underline them in their own colour. */
  linkClassName?: string
}

/**
 * A line's text with its help lines as links (components/help/dial-targets.ts): 911, 988, Poison Control and other
 * toll-free numbers dial; "text 988" and "envíe AYUDA al 988" open a text message (a `tel:` link cannot text).
 */
export function DialableText({ text, linkClassName = 'font-semibold underline underline-offset-2' }: Props) {
  const targets = dialTargets(text)
  if (targets.length === 0) return text
  const out: ReactNode[] = []
  let at = 0
  for (const { start, end, href } of targets) {
    if (start > at) out.push(<Fragment key={`t${at}`}>{text.slice(at, start)}</Fragment>)
    out.push(
      <a key={`a${start}`} href={href} className={linkClassName}>
        {text.slice(start, end)}
      </a>,
    )
    at = end
  }
  if (at < text.length) out.push(<Fragment key={`t${at}`}>{text.slice(at)}</Fragment>)
  return out
}
