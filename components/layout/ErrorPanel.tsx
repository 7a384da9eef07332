'use client'
import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { reloadOnceForChunkError } from '@/lib/site/chunk-reload'
import { errorSummary, errorWords } from '@/lib/errors'
import { homeOfPath } from '@/lib/site/home-path'
import type { Lang } from '@/lib/site/languages'

/**
 * The router's error page of the spec: 'Unexpected Application Error!' with the status or message, a retry and a way
 * home; in the page's language. Drawn inside the site's layout (app/[locale]/error.tsx), so the
 * header and the footer stay.
 */
export function ErrorPanel({
  error,
  reset,
  lang = 'en',
}: {
  error: Error & { digest?: string }
  reset: () => void
  lang?: Lang
}) {
  const words = errorWords(lang)
  const home = homeOfPath(usePathname() ?? '/', lang)
  useEffect(() => {
    // A stale route chunk after a deploy: one reload fetches the new build (never more, see lib/chunk-reload).
    if (!reloadOnceForChunkError(error, window)) console.error(error)
  }, [error])
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-gray-900">{words.title}</h1>
      <p className="mt-4 text-lg text-gray-700">{errorSummary(error, lang)}</p>
      <div className="mt-8 flex justify-center gap-3">
        <button
          type="button"
          onClick={reset}
          className="rounded-md border border-gray-300 px-5 py-3 font-semibold text-gray-800 hover:bg-gray-50"
        >
          {words.retry}
        </button>
        {/* A plain link, not next/link: after an error a full load is the safest way home. */}
        <a href={home} className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
          {words.home}
        </a>
      </div>
    </div>
  )
}
