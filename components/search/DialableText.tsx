import { Fragment, type ReactNode } from 'react'
import { browserRoutes as routes } from '@/lib/site/browser-routes'

/** America's Poison Control line, as the cards write it. */
export const POISON_CONTROL = '1-800-222-1222'

// The help numbers a bullet may name; each becomes a link a phone can use ("call 988" in a bullet is tappable).
// Poison Control with or without its leading 1; any other number stays text (a reading of 1988/911 is no phone).
const DIALABLE = /\b(911|988|(?:1-)?800-222-1222)\b/

// "text 988", "call or text 988", "text or call 988": the word "text" before 988 sends a text message. Only 988:
// texting 911 works in some places only, so a bullet never offers it as a link.
const TEXT_BEFORE = /\b(text)(\s+or\s+call\s+|\s+)$/i
const CALL_OR_BEFORE = /\bcall\s+or\s+$/i

/** The address a help number dials: Poison Control with +1, so a phone abroad or on a plan without a 1 dials it. */
export function dialHref(number: string): string {
  const digits = number.replace(/\D/g, '')
  return routes.phone(digits.length >= 10 ? `+1${digits.slice(-10)}` : digits)
}

type Props = {
  text: string
  /** The links' look: the cards underline them in their own colour. */
  linkClassName?: string
}

/**
 * A bullet's text with its help numbers as links: 911, 988 and Poison Control dial; "text 988" opens a text
 * message to 988 (a `tel:` link cannot text). "call or text 988" gives both: "text" texts, "988" calls.
 */
export function DialableText({ text, linkClassName = 'font-semibold underline underline-offset-2' }: Props) {
  const parts = text.split(DIALABLE)
  if (parts.length === 1) return text
  const out: ReactNode[] = []
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!
    if (i % 2 === 0) {
      // The text after a number is kept whole; the text before one may give up its last word to a text link.
      const next = parts[i + 1]
      const texting = next === '988' ? TEXT_BEFORE.exec(part) : null
      if (!texting) {
        if (part) out.push(<Fragment key={i}>{part}</Fragment>)
        continue
      }
      const before = part.slice(0, texting.index)
      const word = texting[1]!
      const gap = texting[2]!
      if (before) out.push(<Fragment key={i}>{before}</Fragment>)
      if (gap.trim() === '' && !CALL_OR_BEFORE.test(before)) {
        // Only texting is offered: the word and the number are one text link, and the number does not dial.
        out.push(
          <a key={`${i}-sms`} href={routes.sms('988')} className={linkClassName}>
            {`${word}${gap}988`}
          </a>,
        )
        i++
        continue
      }
      out.push(
        <a key={`${i}-sms`} href={routes.sms('988')} className={linkClassName}>
          {word}
        </a>,
        <Fragment key={`${i}-gap`}>{gap}</Fragment>,
      )
      continue
    }
    out.push(
      <a key={i} href={dialHref(part)} className={linkClassName}>
        {part}
      </a>,
    )
  }
  return out
}
