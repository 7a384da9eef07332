import type { IconComponent } from '@/components/ui/icons'
import { MessageCircle, MessageSquareText, PhoneCall } from '@/components/ui/crisis-icons'
import type { CrisisText } from '@/lib/search/page-words'
import { callRoutes as routes } from '@/lib/site/call-routes'
import { fill } from '@/lib/site/interface-text'
import type { Lang } from '@/lib/site/languages'

/** America's Poison Control line, as the cards write it. */
export const POISON_CONTROL = '1-800-222-1222'

/** The National Maternal Mental Health Hotline (1-833-TLC-MAMA), by call or text, in English and Spanish. */
export const MATERNAL_HOTLINE = '1-833-852-6262'

/**
 * The help lines a reader can reach in one tap: the 988 Lifeline, 911, Poison Control, and the National Maternal
 * Mental Health Hotline.
 */
export type HelpLineId = '988' | '911' | 'poison' | 'maternal'

/** The address a help number dials: a ten-digit number with +1, so a phone abroad or on a plan without a 1 dials it. */
export function dialHref(number: string): string {
  const digits = number.replace(/\D/g, '')
  return routes.phone(digits.length >= 10 ? `+1${digits.slice(-10)}` : digits)
}

export type HelpAction = {
  /** Which line and how: `988-call`, `988-text`, `988-chat`, `911-call`, `poison-call`. */
  id: `${HelpLineId}-${'call' | 'text' | 'chat'}`
  href: string
  label: string
  Icon: IconComponent
}

/**
 * Every way to reach a line, in its order: 988 always as call, text and chat (never one without the others), 911 and
 * Poison Control as calls, the maternal hotline as a call and a text. `inDanger`: 911 named as the line for danger now, when it follows 988.
 */
export function helpActions(line: HelpLineId, lang: Lang, text: CrisisText, inDanger = false): HelpAction[] {
  switch (line) {
    case '988':
      return [
        { id: '988-call', href: routes.phone('988'), label: text.crisisCall988, Icon: PhoneCall },
        { id: '988-text', href: routes.lifelineText(lang), label: text.crisisText988, Icon: MessageSquareText },
        { id: '988-chat', href: routes.lifelineChat(lang), label: text.crisisChat988, Icon: MessageCircle },
      ]
    case '911':
      return [
        {
          id: '911-call',
          href: routes.phone('911'),
          label: inDanger ? text.crisisCall911InDanger : text.crisisCall911,
          Icon: PhoneCall,
        },
      ]
    case 'poison':
      return [
        {
          id: 'poison-call',
          href: dialHref(POISON_CONTROL),
          label: fill(text.crisisCallPoisonControl, { number: POISON_CONTROL }),
          Icon: PhoneCall,
        },
      ]
    case 'maternal':
      return [
        {
          id: 'maternal-call',
          href: dialHref(MATERNAL_HOTLINE),
          label: fill(text.crisisCallMaternal, { number: MATERNAL_HOTLINE }),
          Icon: PhoneCall,
        },
        {
          id: 'maternal-text',
          href: routes.sms(MATERNAL_HOTLINE),
          label: fill(text.crisisTextMaternal, { number: MATERNAL_HOTLINE }),
          Icon: MessageSquareText,
        },
      ]
  }
}

// A focus ring dark enough to see on a pale red box and beside the red buttons. Every action has a real border: in
// forced colours backgrounds are dropped and a button drawn by its background alone would read as plain text.
const FOCUS = 'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gray-950'
const SIZES = {
  large: 'min-h-12 gap-2 px-5 py-3 text-lg',
  compact: 'min-h-11 gap-1.5 px-3 py-2 text-base',
} as const
const LOOKS = {
  lead: 'border-red-700 bg-red-700 text-white hover:border-red-800 hover:bg-red-800',
  other: 'border-red-700 bg-white text-red-900 hover:bg-red-100',
} as const

/**
 * The buttons of one or more help lines, drawn the same on every surface that offers help (search's crisis card, the
 * guides' get-help card and boxes, the not-found page, the help page): each a link a phone opens at once, at least
 * 44 px each way, with a border that forced colours keep. `lines` in the order the reader needs them; 911 after 988 is
 * named as the line for danger now. `lead`: the first button is the filled one (off when the surface's first line
 * asks for something no button can do, as "call your cancer team", so no button contradicts it).
 * No client code and no server-only import: the blog's client search box draws it too.
 */
export function HelpActions({
  lines,
  lang,
  text,
  size = 'compact',
  lead = true,
  className = '',
}: {
  lines: readonly HelpLineId[]
  lang: Lang
  /** The buttons' words in `lang` ("Interface words: Search", the crisis card's). */
  text: CrisisText
  size?: keyof typeof SIZES
  lead?: boolean
  className?: string
}) {
  const unique = [...new Set(lines)]
  const actions = unique.flatMap((line, i) => helpActions(line, lang, text, line === '911' && unique[i - 1] === '988'))
  if (actions.length === 0) return null
  return (
    <ul data-help-actions={unique.join(' ')} className={`flex flex-wrap gap-3 ${className}`}>
      {actions.map(({ id, href, label, Icon }, i) => (
        <li key={id}>
          <a
            href={href}
            data-help-action={id}
            {...(id === '988-chat' ? { rel: 'noopener noreferrer' } : {})}
            className={`inline-flex min-w-11 items-center rounded-md border-2 font-semibold ${SIZES[size]} ${
              lead && i === 0 ? LOOKS.lead : LOOKS.other
            } ${FOCUS}`}
          >
            <Icon aria-hidden className="size-5 shrink-0" />
            {label}
          </a>
        </li>
      ))}
    </ul>
  )
}
