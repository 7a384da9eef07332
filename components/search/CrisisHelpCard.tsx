import type { IconComponent } from '@/components/ui/icons'
import { MessageCircle, MessageSquareText, PhoneCall } from '@/components/ui/crisis-icons'
import { useId } from 'react'
import type { CrisisText, CrisisTexts } from '@/lib/search/page-words'
import { fill } from '@/lib/site/interface-text'
import { browserRoutes as routes } from '@/lib/site/browser-routes'
import { dialHref, DialableText, POISON_CONTROL } from './DialableText'

/** The line a help entry puts first: the 988 Lifeline, 911, or Poison Control. */
export type HelpLine = '988' | '911' | 'poison'
export type HelpLanguage = 'en' | 'es'

/**
 * One entry of the help a search calls for, as the search returns it (`CrisisHelp` in lib/search/site-search.ts; the
 * help contract): the line to put first, the card's bullets in `lang`. Written here as the card needs it, so that
 * the card takes the search's entries as they are and a client component can import it without the search engine.
 */
export type HelpEntry = {
  key: string
  call: HelpLine
  now: readonly string[]
  /** 'es' when the reader searched in Spanish: the bullets are the card's Spanish lines. English without it. */
  lang?: HelpLanguage
}

type Action = { href: string; label: string; Icon: IconComponent }

/** The card's words in its language, Poison Control's number filled in. */
type Copy = Omit<CrisisText, 'crisisCallPoisonControl'> & { poison: string }

const copyOf = (text: CrisisText): Copy => ({
  ...text,
  poison: fill(text.crisisCallPoisonControl, { number: POISON_CONTROL }),
})

const NAMES_911 = /\b911\b/
const NAMES_POISON_CONTROL = /\bPoison Control\b|\bControl de Envenenamientos\b|1-800-222-1222/i

/**
 * The card's actions, biggest first. 988 (suicide, self-harm): call, text, chat, then 911 for danger now. 911: call
 * 911. Poison (the search found an accident in someone awake and breathing normally): Poison Control first, and 911
 * beside it when the card's own lines send a reader there (unwell, on purpose, unsure). A search that reads as on
 * purpose or unsure arrives with call '911', so 911 leads there.
 */
function actionsFor(first: HelpEntry, lang: HelpLanguage, copy: Copy): { primary: Action[]; second: Action[] } {
  const call911 = (label: string): Action => ({ href: routes.phone('911'), label, Icon: PhoneCall })
  if (first.call === '988')
    return {
      primary: [
        { href: routes.phone('988'), label: copy.crisisCall988, Icon: PhoneCall },
        {
          href: lang === 'es' ? routes.sms('988', 'AYUDA') : routes.sms('988'),
          label: copy.crisisText988,
          Icon: MessageSquareText,
        },
        { href: routes.lifelineChat(lang), label: copy.crisisChat988, Icon: MessageCircle },
      ],
      second: [call911(copy.crisisCall911InDanger)],
    }
  if (first.call === 'poison') {
    const poison: Action = { href: dialHref(POISON_CONTROL), label: copy.poison, Icon: PhoneCall }
    return first.now.some((line) => NAMES_911.test(line))
      ? { primary: [poison, call911(copy.crisisCall911)], second: [] }
      : { primary: [poison], second: [] }
  }
  return { primary: [call911(copy.crisisCall911)], second: [] }
}

/**
 * Every entry's lines in order, each once: the first entry's lines lead. When a poisoning card arrives with 911 first
 * (on purpose, unwell or unsure), its 911 line leads too, so the first line says what the first button does.
 */
const bulletsOf = (help: readonly HelpEntry[]) => {
  const lines = (entry: HelpEntry) => entry.now.map((line) => line.trim()).filter(Boolean)
  const [first, ...rest] = help
  const lead = first ? lines(first) : []
  const poisonCardWith911 = first?.call === '911' && lead.some((l) => NAMES_POISON_CONTROL.test(l))
  const ordered = poisonCardWith911
    ? [...lead.filter((l) => NAMES_911.test(l)), ...lead.filter((l) => !NAMES_911.test(l))]
    : lead
  return [...new Set([...ordered, ...rest.flatMap(lines)])]
}

// A focus ring dark enough to see on the card's pale red and beside its red buttons.
const FOCUS = 'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gray-950'
const BUTTON = `inline-flex min-h-12 items-center gap-2 rounded-md px-5 py-3 text-lg font-semibold ${FOCUS}`

/**
 * Help before results: what a search for suicide, an emergency or a poisoning shows first, on /search, in the blog's
 * box and wherever a search box answers. The first entry decides the big links (988: call, text, chat, with 911
 * second); every entry's lines follow, once each, their numbers dialable. No client code and no server-only import:
 * the server renders it into the page's HTML, and the blog's box renders the same card from its JSON.
 * `text`: its heading and buttons in both languages, from the Studio ("Interface words: Search"; `crisisTextOf` in
 * lib/search/page-words.ts): the card speaks the language of the search, which may not be the page's.
 */
export function CrisisHelpCard({
  help,
  text,
  className = '',
}: {
  help: readonly HelpEntry[]
  text: CrisisTexts
  className?: string
}) {
  const id = useId()
  const first = help[0]
  if (!first) return null
  const lang = first.lang === 'es' ? 'es' : 'en'
  const copy = copyOf(text[lang])
  const { primary, second } = actionsFor(first, lang, copy)
  const bullets = bulletsOf(help)
  return (
    <section
      aria-labelledby={id}
      lang={lang === 'es' ? 'es' : undefined}
      data-crisis-help={help.map((entry) => entry.call).join(' ')}
      className={`rounded-lg border-2 border-red-700 bg-red-50 p-5 ${className}`}
    >
      <h2 id={id} className="text-xl font-bold text-red-900">
        {first.call === '988' ? copy.crisisHeading988 : copy.crisisHeading}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {primary.map(({ href, label, Icon }, i) => (
          <li key={href}>
            <a
              href={href}
              className={`${BUTTON} ${
                i === 0
                  ? 'bg-red-700 text-white hover:bg-red-800'
                  : 'border-2 border-red-700 bg-white text-red-900 hover:bg-red-100'
              }`}
            >
              <Icon aria-hidden className="size-5 shrink-0" />
              {label}
            </a>
          </li>
        ))}
      </ul>
      {second.map(({ href, label, Icon }) => (
        <p key={href} className="mt-3">
          <a href={href} className={`${BUTTON} border-2 border-red-700 bg-white text-red-900 hover:bg-red-100`}>
            <Icon aria-hidden className="size-5 shrink-0" />
            {label}
          </a>
        </p>
      ))}
      {bullets.length > 0 && (
        <ul className="mt-4 list-disc space-y-1 pl-6 text-gray-900">
          {bullets.map((line) => (
            <li key={line}>
              <DialableText
                text={line}
                linkClassName={`font-semibold text-red-900 underline underline-offset-2 ${FOCUS}`}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
