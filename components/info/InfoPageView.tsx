import { toPlainText, type PortableTextBlock } from '@portabletext/react'
import { RichText } from '@/components/article/RichText'
import { AdSlot } from '@/components/consent/AdSlot'
import type { InfoPage } from '@/lib/content'
import { noEdit, type Edit } from '@/lib/content/edit-attributes'
import { isoDate } from '@/lib/format'
import type { ArticleWords } from '@/lib/site/article-words'
import { createIdRegistry, slugify } from '@/lib/slug'

type Body = NonNullable<InfoPage['body']>

/** Splits the body at the end of the section whose level-2 heading has the id `sectionId`. */
function splitAfterSection(body: Body, sectionId: string): [Body, Body] {
  // The seed writes Markdown's "##" as h2 blocks; read the style without narrowing to the schema's list.
  const isH2 = (block: Body[number]) => block._type === 'block' && (block as { style?: string }).style === 'h2'
  const start = body.findIndex((b) => isH2(b) && slugify(toPlainText(b as PortableTextBlock)) === sectionId)
  if (start < 0) return [body, []]
  const next = body.findIndex((b, i) => i > start && isH2(b))
  const end = next < 0 ? body.length : next
  return [body.slice(0, end), body.slice(end)]
}

type Props = {
  page: InfoPage
  /** Generated content shown at the end of one section of the page (the privacy policy's cookie table). */
  insert?: { afterSection: string; content: React.ReactNode }
  showAd?: boolean
  /** The page's click-to-edit attributes in the Preview tool (lib/content/edit-attributes.ts). */
  edit?: Edit
  /** The interface words and dates of the page's language (lib/site/article-words.ts). */
  words: ArticleWords
}

/** An information page (About, a policy, or one an editor added): title, optional 'Last updated' date, body. */
export function InfoPageView({ page, insert, showAd = false, edit = noEdit, words }: Props) {
  const [beforeDate, afterDate] = words.infoLastUpdated
  const headingId = createIdRegistry(['main'])
  const [before, after] = insert ? splitAfterSection(page.body ?? [], insert.afterSection) : [page.body ?? [], []]
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 text-gray-800 sm:px-6">
      <h1 className="text-3xl font-bold text-gray-900 sm:text-4xl" {...edit('title')}>
        {page.title}
      </h1>
      {page.lastUpdated && (
        <p className="mt-3 text-sm text-gray-700" {...edit('lastUpdated')}>
          {beforeDate}
          <time dateTime={isoDate(page.lastUpdated)}>{words.longDate(page.lastUpdated)}</time>
          {afterDate}
        </p>
      )}
      <div className="mt-6">
        <RichText value={before} headingId={headingId} edit={edit.scope('body')} words={words} />
        {insert?.content}
        <RichText value={after} headingId={headingId} edit={edit.scope('body')} words={words} />
      </div>
      {showAd && <AdSlot placement="info-page" lang={words.lang} />}
    </article>
  )
}
