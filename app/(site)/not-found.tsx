import type { Metadata } from 'next'
import { NotFoundMessage } from '@/components/layout/NotFoundMessage'
import { getPageCopy } from '@/lib/content'

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } }

// A page inside the site layout called notFound() (unknown slug): the layout already draws the shell.
export default async function NotFound() {
  return <NotFoundMessage message={(await getPageCopy('notFound')).intro} />
}
