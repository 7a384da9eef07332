import { AdSlot } from '@/components/consent/AdSlot'
import { Link } from '@/components/ui/Link'
import { PageFrame } from '@/components/ui/PageFrame'
import { isSafeHref } from '@/lib/site/links'
import { noEditor, type Editor } from '@/lib/content/edit-attributes'
import type { ScreeningQueryResult } from '@/sanity.types'
import type { ArticleWords } from '@/lib/site/article-words'
import { routes } from '@/lib/site/routes'
import { InfoCard } from './InfoSection'

/**
 * `editor`: click-to-edit attributes in the Preview tool (the page document and each card). `words`: the interface
 * words of the page's language (lib/site/article-words.ts); the cards and the page's text come from the CMS.
 */
export function ScreeningView({
  data,
  editor = noEditor,
  words,
}: {
  data: ScreeningQueryResult
  editor?: Editor
  words: ArticleWords
}) {
  const [beforeSource, afterSource] = words.screening.source
  const edit = editor(data.page)
  return (
    <PageFrame title={data.page?.title} intro={data.page?.intro} edit={edit} width="6xl" introWidth="wide">
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {data.cards.map((card) => {
          const of = editor(card)
          return (
            <InfoCard key={card._id} level={2} card={card} of={of}>
              <dl className="mt-4 space-y-3 text-sm">
                {card.checks?.map((check) => (
                  <div key={check._key} {...of(['checks', { _key: check._key }])}>
                    <dt className="font-semibold text-gray-900">{check.name}</dt>
                    <dd className="text-gray-700">{check.who}</dd>
                  </div>
                ))}
              </dl>
            </InfoCard>
          )
        })}
      </ul>
      {isSafeHref(data.page?.source?.url) && (
        <p className="mt-8 text-sm text-gray-700" {...edit('source')}>
          {beforeSource}
          <a href={data.page!.source!.url} rel="noopener noreferrer" className="text-brand-700 underline">
            {data.page.source.label}
          </a>
          {afterSource}
        </p>
      )}
      <section aria-labelledby="book-heading" className="mt-10 rounded-xl bg-brand-800 p-8 text-white">
        <h2 id="book-heading" className="text-2xl font-bold" {...edit('bookingHeading')}>
          {data.page?.bookingHeading}
        </h2>
        <p className="mt-2 text-blue-50" {...edit('bookingNote')}>
          {data.page?.bookingNote}
        </p>
        {/* Real care, not the booking demonstration or the contact form. */}
        <Link
          href={routes.findHealthCenter()}
          className="mt-4 inline-block rounded-md bg-white px-5 py-3 font-semibold text-brand-800 hover:bg-blue-50"
        >
          {words.screening.findCare}
        </Link>
      </section>
      <AdSlot placement="screening" lang={words.lang} />
    </PageFrame>
  )
}
