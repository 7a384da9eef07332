import { RichText } from '@/components/article/RichText'
import type { InfoPage } from '@/lib/content'
import { formatLongDate, isoDate } from '@/lib/format'
import { createIdRegistry } from '@/lib/slug'

/** An information page (About, a policy, or one an editor added): title, optional 'Last updated' date, body. */
export function InfoPageView({ page }: { page: InfoPage }) {
  const headingId = createIdRegistry(['main'])
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 text-gray-800 sm:px-6">
      <h1 className="text-3xl font-bold text-gray-900 sm:text-4xl">{page.title}</h1>
      {page.lastUpdated && (
        <p className="mt-3 text-sm text-gray-700">
          Last updated <time dateTime={isoDate(page.lastUpdated)}>{formatLongDate(page.lastUpdated)}</time>
        </p>
      )}
      <div className="mt-6">
        <RichText value={page.body} headingId={headingId} />
      </div>
    </article>
  )
}
