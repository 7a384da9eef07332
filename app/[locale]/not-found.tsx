import type { Metadata } from 'next'
import { NotFoundMessage } from '@/components/layout/NotFoundMessage'
import { getPageCopy } from '@/lib/content'
import { requestLang } from '@/lib/site/request-locale'

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } }

// A page inside the site layout called notFound() (unknown slug): the layout already draws the shell, and set the
// request's language, which Next does not hand to this page.
export default async function NotFound() {
  const lang = requestLang()
  return <NotFoundMessage message={(await getPageCopy('notFound', lang)).intro} lang={lang} />
}
