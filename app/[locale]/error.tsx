'use client'
import { useParams } from 'next/navigation'
import { ErrorPanel } from '@/components/layout/ErrorPanel'
import type { Lang } from '@/lib/site/languages'

/**
 * The site's error page, in the page's language and inside its header and footer. There is no app/global-error.tsx:
 * Next would load that file's script on every page of every language for the one case of the root layout itself
 * failing, which Next's own global error page covers (docs/performance.md); the tree's boundary catches its pages'.
 */
export default function SiteError(props: { error: Error & { digest?: string }; reset: () => void }) {
  const { locale } = useParams<{ locale: Lang }>()
  return <ErrorPanel {...props} lang={locale} />
}
