import type { Metadata } from 'next'
import { NotFoundMessage } from '@/components/layout/NotFoundMessage'

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } }

// A page inside the site layout called notFound() (unknown slug): the layout already draws the shell.
export default function NotFound() {
  return <NotFoundMessage />
}
