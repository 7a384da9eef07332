'use client'
import { useEffect } from 'react'
import { reloadOnceForChunkError } from '@/lib/site/chunk-reload'
import { errorSummary } from '@/lib/errors'
import { browserRoutes } from '@/lib/site/browser-routes'

/** The router's error page of the spec: 'Unexpected Application Error!' with the status or message. */
export function ErrorPanel({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    // A stale route chunk after a deploy: one reload fetches the new build (never more, see lib/chunk-reload).
    if (!reloadOnceForChunkError(error, window)) console.error(error)
  }, [error])
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-gray-900">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg text-gray-700">{errorSummary(error)}</p>
      <div className="mt-8 flex justify-center gap-3">
        <button
          type="button"
          onClick={reset}
          className="rounded-md border border-gray-300 px-5 py-3 font-semibold text-gray-800 hover:bg-gray-50"
        >
          Try again
        </button>
        {/* A plain link, not next/link: after an error a full load is the safest way home. */}
        <a
          href={browserRoutes.home()}
          className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Return to Home
        </a>
      </div>
    </div>
  )
}
