'use client'
import { useSelectedLayoutSegments } from 'next/navigation'
import { langOfPath } from '@/lib/site/languages'

/**
 * The document's <html> with the page's language: Spanish under /es, English elsewhere. One root layout serves both
 * sites (so English addresses and layouts stay as they are); the language is read from the route's own segments,
 * which Next knows while it renders on the server, so `lang` is right in the HTML a reader gets without JavaScript
 * and in prerendered pages alike.
 */
export function DocumentHtml({ className, children }: { className: string; children: React.ReactNode }) {
  const segments = useSelectedLayoutSegments()
  const lang = langOfPath(`/${segments.filter((s) => !s.startsWith('(')).join('/')}`)
  return (
    // The inline script in <head> changes <html>'s class before React hydrates; the mismatch is intended.
    <html lang={lang} className={className} suppressHydrationWarning>
      {children}
    </html>
  )
}
