import { notFound } from 'next/navigation'
import { Suspense } from 'react'
import type { Lang } from '@/lib/site/languages'
import { NotFoundMessage } from './NotFoundMessage'

/**
 * Tells Next.js that the answer is a 404. It throws inside a Suspense boundary on purpose: thrown from the page
 * itself, notFound() leaves the server's HTML an empty error document (no layout, no lang, no text) and only the
 * browser's JavaScript draws the not-found page. Caught by the boundary, the page around it is sent as rendered and
 * the status is still 404; once scripts run, the segment's not-found.tsx shows the same message in its place.
 */
async function NotFoundStatus(): Promise<null> {
  notFound()
}

/** The not-found page of an address whose route exists but names nothing (an unknown slug, id or page number). */
export function NotFoundView({ message, lang = 'en' }: { message: string; lang?: Lang }) {
  return (
    <>
      <NotFoundMessage message={message} lang={lang} />
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  )
}
