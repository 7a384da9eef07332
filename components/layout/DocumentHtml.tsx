'use client'
import { useSelectedLayoutSegments } from 'next/navigation'

/**
 * The document's <html> with the page's language and direction, read from the route tree's `[locale]` segment (its
 * first), which Next knows while it renders on the server, so `lang` and `dir` are right in the HTML a reader gets
 * without JavaScript and in prerendered pages alike. One root layout serves the reader tree and the Studio; outside
 * the tree, the default language. The languages come as props (lib/site/languages.ts), not as an import, so that no
 * page's JavaScript carries the locale list.
 */
export function DocumentHtml({
  className,
  languages,
  children,
}: {
  className: string
  /** Each language's code with its `<html lang>` tag and direction; the first is the default. */
  languages: readonly { code: string; hreflang: string; dir: string }[]
  children: React.ReactNode
}) {
  const first = useSelectedLayoutSegments()[0]
  const locale = languages.find((l) => l.code === first) ?? languages[0]!
  return (
    // The inline script in <head> changes <html>'s class before React hydrates; the mismatch is intended.
    <html lang={locale.hreflang} dir={locale.dir} className={className} suppressHydrationWarning>
      {children}
    </html>
  )
}
