import { useId } from 'react'
import { HelpActions, type HelpLineId } from '@/components/help/HelpActions'
import type { CrisisTexts } from '@/lib/search/page-words'
import type { ReaderLang } from '@/lib/site/languages'
import { DialableText } from './DialableText'

/** The line a help entry puts first: the 988 Lifeline, 911, or Poison Control. */
export type HelpLine = '988' | '911' | 'poison'
/** A reader's language: each has its crisis words (`CrisisTexts`). */
export type HelpLanguage = ReaderLang

/**
 * One entry of the help a search calls for, as the search returns it (`CrisisHelp` in lib/search/site-search.ts; the
 * help contract): the line to put first, the card's bullets in `lang`. Written here as the card needs it, so that
 * the card takes the search's entries as they are and a client component can import it without the search engine.
 */
export type HelpEntry = {
  key: string
  call: HelpLine
  now: readonly string[]
  /** The bullets' language, when the reader searched in another than English (the card's lines in it). */
  lang?: HelpLanguage
}

const NAMES_911 = /\b911\b/
const NAMES_POISON_CONTROL = /\bPoison Control\b|\bControl de Envenenamientos\b|1-800-222-1222/i
// A line whose own action is a call to 988, 911 or Poison Control: one of the card's buttons does what it says.
const NAMES_A_BUTTON = /\b(911|988)\b|\bPoison Control\b|\bControl de Envenenamientos\b|1-800-222-1222/i

/**
 * The card's lines of help, in order, and whether the first button leads. 988 (suicide, self-harm): call, text, chat,
 * then 911 for danger now. Poison (an accident in someone awake and breathing normally): Poison Control first, and 911
 * beside it when the card's own lines send a reader there (unwell, on purpose, unsure). 911: call 911, leading only
 * when the card's first line says 911; a first line that sends the reader to their team or the ER ("a fever during
 * chemo: call your cancer team now") leads the card itself, and 911 follows it as the second way.
 */
function linesFor(first: HelpEntry, firstLine: string | undefined): { lines: HelpLineId[]; lineLeads: boolean } {
  if (first.call === '988') return { lines: ['988', '911'], lineLeads: false }
  if (first.call === 'poison')
    return { lines: first.now.some((line) => NAMES_911.test(line)) ? ['poison', '911'] : ['poison'], lineLeads: false }
  return { lines: ['911'], lineLeads: firstLine !== undefined && !NAMES_A_BUTTON.test(firstLine) }
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

// A focus ring dark enough to see on the card's pale red.
const FOCUS = 'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gray-950'

/**
 * Help before results: what a search for suicide, an emergency or a poisoning shows first, on /search, in the blog's
 * box and wherever a search box answers. The first entry decides the buttons (components/help/HelpActions.tsx: 988
 * call, text and chat, with 911 second); every entry's lines follow, once each, their numbers dialable. A card whose
 * first line asks for something no button does (call your cancer team) shows its lines before the buttons. No client
 * code and no server-only import: the server renders it into the page's HTML, and the blog's box renders the same
 * card from its JSON. `text`: its heading and buttons in both languages, from the Studio ("Interface words: Search";
 * `crisisTextOf` in lib/search/page-words.ts): the card speaks the language of the search, which may not be the page's.
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
  // English, the default language, when the entry names none; only a type is imported, to keep the client bundle.
  const lang = first.lang ?? 'en'
  const copy = text[lang]
  const bullets = bulletsOf(help)
  const { lines, lineLeads } = linesFor(first, bullets[0])
  const actions = <HelpActions lines={lines} lang={lang} text={copy} size="large" lead={!lineLeads} className="mt-4" />
  const list = bullets.length > 0 && (
    <ul className="mt-4 list-disc space-y-1 pl-6 text-gray-900">
      {bullets.map((line, i) => (
        <li key={line} className={lineLeads && i === 0 ? 'text-lg font-semibold' : undefined}>
          <DialableText
            text={line}
            linkClassName={`font-semibold text-red-900 underline underline-offset-2 ${FOCUS}`}
          />
        </li>
      ))}
    </ul>
  )
  return (
    <section
      aria-labelledby={id}
      lang={lang === 'en' ? undefined : lang}
      data-crisis-help={help.map((entry) => entry.call).join(' ')}
      className={`rounded-lg border-2 border-red-700 bg-red-50 p-5 ${className}`}
    >
      <h2 id={id} className="text-xl font-bold text-red-900">
        {first.call === '988' ? copy.crisisHeading988 : copy.crisisHeading}
      </h2>
      {lineLeads ? (
        <>
          {list}
          {actions}
        </>
      ) : (
        <>
          {actions}
          {list}
        </>
      )}
    </section>
  )
}
