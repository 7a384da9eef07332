import type { Metadata } from 'next'
import { NotFoundMessage } from '@/components/layout/NotFoundMessage'
import { getPageCopy } from '@/lib/content'

export const metadata: Metadata = { title: 'Página no encontrada', robots: { index: false } }

// An address under /es that names nothing: the Spanish layout draws the shell, in Spanish.
export default async function SpanishNotFound() {
  return <NotFoundMessage message={(await getPageCopy('notFound', 'es')).intro} lang="es" />
}
