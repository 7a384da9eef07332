import type { Metadata } from 'next'
import { LandingView } from '@/components/home/LandingView'
import { SpanishHome } from '@/components/home/SpanishHome'
import { getEditor, getInterfaceText, getLanding, getNavConditions, getSettings } from '@/lib/content'
import { spanishRoutes } from '@/lib/site/localized-routes'
import { routes } from '@/lib/site/routes'
import { languageAlternates } from '@/lib/site/seo'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSettings('es')
  return {
    title: { absolute: `${settings.organizationName ?? 'HealthWise Hub'} en español` },
    description: settings.description,
    alternates: languageAlternates('es', { es: spanishRoutes.home(), en: routes.home() }),
  }
}

// The Spanish landing page from its Spanish documents; until an editor has translated the landing page, a plain
// Spanish home (the guides, the search box, emergency numbers).
export default async function SpanishHomePage() {
  const [data, conditions, editor] = await Promise.all([getLanding('es'), getNavConditions('es'), getEditor()])
  return data.page ? (
    <LandingView data={data} conditions={conditions} editor={editor} lang="es" />
  ) : (
    <SpanishHome conditions={conditions} text={await getInterfaceText('frame', 'es')} />
  )
}
