import { callRoutes as routes } from '@/lib/site/call-routes'
import { dialHref } from './HelpActions'

/** A piece of a text that a phone can act on: where it starts and ends in the text, and the address it opens. */
export type DialTarget = { start: number; end: number; href: string }

// "text AYUDA to 988", "envíe AYUDA al 988", "envíe AYUDA por (mensaje de) texto al 988", "envíe un texto al 988": a
// text message, never a call; with AYUDA the word is typed in, which reaches the Lifeline in Spanish.
const TEXT_PHRASE =
  /\btext\s+["“]?AYUDA["”]?\s+to\s+988\b|\benv[ií]en?\s+(?:["“]?AYUDA["”]?|un\s+(?:mensaje\s+de\s+)?texto)(?:\s+por\s+(?:mensaje\s+de\s+)?texto)?\s+al\s+988\b/giu

// The help numbers a line may name: 911, 988, Poison Control with or without its leading 1, and any other toll-free
// line written in full (1-833-852-6262). A reading such as 1988 or 911x is no phone and stays text.
const NUMBER = /(?<![\w/-])(911|988|(?:1-)?8(?:00|33|44|55|66|77|88)-\d{3}-\d{4})(?![\w-])/g

// "text 988", "call or text 988", "text or call 988": the word "text" before 988 sends a text message. Only 988:
// texting 911 works in some places only, so a line never offers it as a link.
const TEXT_BEFORE = /\b(text)(\s+or\s+call\s+|\s+)$/i
const CALL_OR_BEFORE = /\bcall\s+or\s+$/i

/**
 * Where a text names a help line, in order, as links a phone opens: numbers dial, "text … 988" and Spanish "envíe
 * AYUDA … al 988" open a text message (with AYUDA typed in when the text says it). "call or text 988": "text" texts
 * and "988" calls; "text 988" alone is one text link.
 */
export function dialTargets(text: string): DialTarget[] {
  const out: DialTarget[] = []
  for (const m of text.matchAll(TEXT_PHRASE))
    out.push({
      start: m.index,
      end: m.index + m[0].length,
      href: /AYUDA/i.test(m[0]) ? routes.sms('988', 'AYUDA') : routes.sms('988'),
    })
  const inside = (at: number) => out.some((t) => at >= t.start && at < t.end)
  for (const m of text.matchAll(NUMBER)) {
    const start = m.index
    if (inside(start)) continue
    const number = m[1]!
    const texting = number === '988' ? TEXT_BEFORE.exec(text.slice(0, start)) : null
    if (!texting) {
      out.push({ start, end: start + number.length, href: dialHref(number) })
      continue
    }
    const wordStart = texting.index
    const wordEnd = wordStart + texting[1]!.length
    const gap = texting[2]!
    if (gap.trim() === '' && !CALL_OR_BEFORE.test(text.slice(0, wordStart))) {
      // Only texting is offered: the word and the number are one text link, and the number does not dial.
      out.push({ start: wordStart, end: start + number.length, href: routes.sms('988') })
      continue
    }
    out.push({ start: wordStart, end: wordEnd, href: routes.sms('988') })
    out.push({ start, end: start + number.length, href: dialHref(number) })
  }
  return out.sort((a, b) => a.start - b.start)
}

/** Whether a text names a help line a phone can open. */
export const namesHelpLine = (text: string) => dialTargets(text).length > 0
