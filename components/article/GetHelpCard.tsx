import { CalendarClock, PhoneCall, Stethoscope } from '@/components/ui/icons'
import { DialableText } from '@/components/search/DialableText'
import { HelpActions, type HelpLineId } from '@/components/help/HelpActions'
import { actionsIn, signsIn } from '@/lib/medical/triage'
import { noEdit, type Edit } from '@/lib/content/edit-attributes'
import { routes } from '@/lib/site/routes'
import type { ArticleWords } from '@/lib/site/article-words'

export type GetHelp = {
  now?: readonly string[] | null
  sameDay?: readonly string[] | null
  appointment?: readonly string[] | null
} | null

/**
 * The card's heading id: the guide's contents list links to it, and section sub-headings must not take it. The
 * heading (`getHelpTitle`) is also the card's entry in the contents list. Not "When to get help": four guides have a
 * section of that name, and two regions with one name would leave a screen-reader user unable to tell them apart.
 */
export const GET_HELP_ID = 'get-help'

// Most urgent first. The "now" tier is the one a reader in trouble must not miss: red, a heavier border, and the
// buttons of the lines its bullets name (nowLines). It holds 911, 988 and "the ER or your specialist team now" signs, each
// bullet leading with its own action (lib/medical/triage.ts), so no tier note promises one place for all of them.
// The tiers' titles and notes are interface words (lib/site/article-words.ts).
const TIERS = [
  {
    key: 'now',
    note: 'nowNote',
    Icon: PhoneCall,
    box: 'border-2 border-red-700 bg-red-50',
    heading: 'text-red-900',
  },
  {
    key: 'sameDay',
    note: 'sameDayNote',
    Icon: Stethoscope,
    box: 'border border-amber-500 bg-amber-50',
    heading: 'text-amber-950',
  },
  {
    key: 'appointment',
    note: null,
    Icon: CalendarClock,
    box: 'border border-slate-300 bg-slate-50',
    heading: 'text-gray-900',
  },
] as const

// Each bullet keeps its position in the field: the click-to-edit path names the stored item, blanks included.
const bullets = (items: readonly string[] | null | undefined) =>
  (items ?? []).flatMap((text, index) => (typeof text === 'string' && text.trim() !== '' ? [{ text, index }] : []))

/**
 * The lines the "now" tier's buttons open, in the order a reader needs them: 988 (call, text, chat) first when a
 * bullet names thoughts of suicide or self-harm or sends the reader to 988, then 911, then Poison Control when a bullet
 * sends the reader there. The triage vocabulary reads the bullets, so the buttons follow what the lines say.
 */
export function nowLines(bullets: readonly string[]): HelpLineId[] {
  const actions = new Set(bullets.flatMap((line) => [...actionsIn(line), ...signsIn(line).map((sign) => sign.action)]))
  return [
    ...(actions.has('call-988') ? (['988'] as const) : []),
    '911',
    ...(actions.has('poison-control') ? (['poison'] as const) : []),
  ]
}

/**
 * What to do and how fast: the get-help card a guide (and a post that has one) shows before its first section.
 * A tier without bullets is left out, and a card without any renders nothing (no empty box). `edit` is scoped to the
 * card's field: in the Preview tool each bullet opens its own item of its tier.
 */
export function GetHelpCard({
  card,
  edit = noEdit,
  words,
}: {
  card: GetHelp | undefined
  edit?: Edit
  /** The page's interface words: the card's heading, the tiers' titles and notes (lib/site/article-words.ts). */
  words: ArticleWords
}) {
  const tiers = TIERS.map(({ note, ...tier }) => ({
    ...tier,
    title: words.tierTitles[tier.key],
    note: note ? words[note] : null,
    items: bullets(card?.[tier.key]),
  })).filter((t) => t.items.length)
  if (tiers.length === 0) return null
  return (
    <section aria-labelledby={GET_HELP_ID} className="mt-8 rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
      <h2 id={GET_HELP_ID} className="scroll-mt-24 text-xl font-bold text-gray-900">
        {words.getHelpTitle}
      </h2>
      <div className="mt-4 grid gap-4">
        {tiers.map(({ key, title, note, Icon, box, heading, items }) => (
          <div key={key} className={`rounded-md p-4 ${box}`} data-tier={key}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className={`flex items-center gap-2 text-lg font-bold ${heading}`}>
                <Icon aria-hidden="true" className="size-5 shrink-0" /> {title}
              </h3>
              {key === 'now' && !words.help && (
                <a
                  href={routes.phone('911')}
                  className="inline-flex min-h-11 items-center gap-1 rounded-md border-2 border-red-700 bg-red-700 px-3 py-2 font-semibold text-white hover:bg-red-800"
                >
                  <PhoneCall aria-hidden="true" className="size-4" /> {words.call911}
                </a>
              )}
            </div>
            {key === 'now' && words.help && (
              <HelpActions
                lines={nowLines(items.map((item) => item.text))}
                lang={words.lang}
                text={words.help}
                className="mt-3"
              />
            )}
            {note && <p className="mt-1 text-sm text-gray-800">{note}</p>}
            <ul className="mt-2 list-disc space-y-1 pl-6 text-gray-900">
              {items.map(({ text, index }) => (
                <li key={index} {...edit([key, index])}>
                  <DialableText text={text} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  )
}
