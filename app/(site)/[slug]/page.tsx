import type { Metadata } from 'next'
import { CookieTable } from '@/components/consent/CookieTable'
import { InfoPageView } from '@/components/info/InfoPageView'
import { getEditor, getInfoPage, getInfoPageSlugs } from '@/lib/content'
import { missingMetadata, missingPage } from '../missing'
import { COOKIE_SECTION_ID, footerLegalLinks, isStandalonePageSlug, PRIVACY_PAGE_SLUG, routes } from '@/lib/site/routes'

type Props = { params: Promise<{ slug: string }> }

// Pages an editor creates after the build are generated on their first request.
export const dynamicParams = true

export async function generateStaticParams() {
  return (await getInfoPageSlugs()).filter(isStandalonePageSlug).map((slug) => ({ slug }))
}

async function pageFor(slug: string) {
  return isStandalonePageSlug(slug) ? getInfoPage(slug) : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const page = await pageFor(slug)
  if (!page) return missingMetadata
  const path = routes.page(slug)
  return {
    title: page.title,
    description: page.description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      url: path,
      title: page.title ?? undefined,
      description: page.description ?? undefined,
    },
  }
}

export default async function InfoPageRoute({ params }: Props) {
  const { slug } = await params
  const [page, editor] = await Promise.all([pageFor(slug), getEditor()])
  if (!page) return missingPage()
  // The privacy policy's cookie section ends with the generated list of what the site really sets.
  const insert = slug === PRIVACY_PAGE_SLUG ? { afterSection: COOKIE_SECTION_ID, content: <CookieTable /> } : undefined
  // Ads never sit on the legal pages (nor in condition guides, the BMI tool or booking).
  const isLegal = footerLegalLinks.some((link) => link.href === routes.page(slug))
  return <InfoPageView page={page} insert={insert} showAd={!isLegal} edit={editor(page)} />
}
