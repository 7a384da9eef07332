/**
 * The urgent-help page in every language (`app/[locale]/help`): each help line with when to call it,
 * worded once per language in the Studio ("Interface words: Urgent help page", from the triage vocabulary's actions and
 * signs), and its buttons drawn by the one help component. The header links it from every page.
 */
import type { Metadata } from 'next'
import { DialableText } from '@/components/search/DialableText'
import { getInterfaceText } from '@/lib/content'
import { crisisTextOf } from '@/lib/search/page-words'
import type { Lang } from '@/lib/site/languages'
import { routeAlternates } from '@/lib/site/seo'
import { HelpActions, type HelpLineId } from './HelpActions'

export async function helpMetadata(lang: Lang): Promise<Metadata> {
  const text = await getInterfaceText('help', lang)
  return {
    title: text.title,
    description: text.description,
    alternates: routeAlternates(lang, (r) => r.help()),
  }
}

/** The lines in the order a reader scanning for help needs them: the emergency first, then 988. */
const LINES = [
  { line: '911', heading: 'heading911', when: 'when911' },
  { line: '988', heading: 'heading988', when: 'when988' },
  { line: 'poison', heading: 'headingPoison', when: 'whenPoison' },
  { line: 'maternal', heading: 'headingMaternal', when: 'whenMaternal' },
] as const satisfies ReadonlyArray<{ line: HelpLineId; heading: string; when: string }>

export async function HelpPage({ lang }: { lang: Lang }) {
  const [text, searchText] = await Promise.all([getInterfaceText('help', lang), getInterfaceText('search', lang)])
  const buttons = crisisTextOf(searchText)
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-gray-900 sm:text-4xl">{text.title}</h1>
      <p className="mt-4 text-lg text-gray-800">{text.intro}</p>
      <ul className="mt-8 grid gap-6">
        {LINES.map(({ line, heading, when }) => (
          <li key={line} data-help-line={line}>
            <section aria-labelledby={`help-${line}`} className="rounded-lg border-2 border-red-700 bg-red-50 p-5">
              <h2 id={`help-${line}`} className="text-xl font-bold text-red-900">
                {text[heading]}
              </h2>
              <p className="mt-2 text-gray-900">
                <DialableText
                  text={text[when]}
                  linkClassName="font-semibold text-red-900 underline underline-offset-2"
                />
              </p>
              <HelpActions lines={[line]} lang={lang} text={buttons} className="mt-4" />
            </section>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-lg font-semibold text-gray-900">
        <DialableText text={text.notSure} linkClassName="text-red-900 underline underline-offset-2" />
      </p>
    </div>
  )
}
