// Shared by the routes whose address can name nothing (an unknown slug, doctor id or list page): their not-found
// answer, rendered by the page itself so that the server's HTML holds it (components/layout/NotFoundView.tsx).
import type { Metadata } from 'next'
import { NotFoundView } from '@/components/layout/NotFoundView'
import { getPageCopy } from '@/lib/content'
import type { Lang } from '@/lib/site/languages'

export const missingMetadata: Metadata = { title: 'Page not found', robots: { index: false } }

/** The not-found page's metadata in a language: its title is the one the page shows, from the CMS. */
export const missingMetadataFor = async (lang: Lang): Promise<Metadata> => ({
  ...missingMetadata,
  title: (await getPageCopy('notFound', lang)).title || missingMetadata.title,
})

/** The not-found page inside the site layout, answered with status 404. */
export async function missingPage(lang: Lang = 'en') {
  return <NotFoundView message={(await getPageCopy('notFound', lang)).intro} lang={lang} />
}
