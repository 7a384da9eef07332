import type { ConditionArticle } from '@/lib/content'
import { noEdit, type Edit } from '@/lib/content/edit-attributes'
import { isSafeHref } from '@/lib/site/links'
import type { ArticleWords } from '@/lib/site/article-words'
import { splitEnglishTitle } from '@/lib/site/source-title'

type Props = {
  references: NonNullable<ConditionArticle['references']>
  /** Scoped to the references field: each entry is edited by its key. */
  edit?: Edit
  /** The page's interface words: the list's heading (lib/site/article-words.ts). */
  words: Pick<ArticleWords, 'references' | 'sourceInEnglish'>
}

/** An English title on a page in another language is marked `lang="en"`, so a screen reader reads it as English. */
function Title({ title, inEnglish }: { title: string | null; inEnglish: string }) {
  const parts = title ? splitEnglishTitle(title, inEnglish) : null
  if (!parts) return <>{title}</>
  return (
    <>
      <span lang="en">{parts.english}</span>
      {parts.rest}
    </>
  )
}

export function References({ references, edit = noEdit, words }: Props) {
  if (!references.length) return null
  return (
    <section aria-labelledby="references-heading" className="mt-10">
      <h2 id="references-heading" className="text-xl font-bold text-gray-900">
        {words.references}
      </h2>
      <ol className="mt-3 list-decimal space-y-2 pl-6 text-sm text-gray-800">
        {references.map((ref) => (
          <li key={ref._key} {...edit([{ _key: ref._key }])}>
            {ref.publisher}
            {ref.year ? ` (${ref.year})` : ''}.{' '}
            {/* An unsafe address (javascript:, data:, //host) is shown as the title without a link. */}
            {isSafeHref(ref.url) ? (
              <a href={ref.url} rel="noopener noreferrer" className="text-brand-700 underline underline-offset-2">
                <Title title={ref.title} inEnglish={words.sourceInEnglish} />
              </a>
            ) : (
              <Title title={ref.title} inEnglish={words.sourceInEnglish} />
            )}
          </li>
        ))}
      </ol>
    </section>
  )
}
