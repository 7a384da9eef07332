import type { Metadata } from 'next'
import { SpanishHome, SPANISH_HOME_WORDS } from '@/components/home/SpanishHome'
import { getNavConditions } from '@/lib/content'
import { spanishRoutes } from '@/lib/site/localized-routes'
import { routes } from '@/lib/site/routes'
import { languageAlternates } from '@/lib/site/seo'

export const metadata: Metadata = {
  title: { absolute: 'HealthWise Hub en español' },
  description: SPANISH_HOME_WORDS.intro,
  alternates: languageAlternates('es', { es: spanishRoutes.home(), en: routes.home() }),
}

export default async function SpanishHomePage() {
  return <SpanishHome words={SPANISH_HOME_WORDS} conditions={await getNavConditions('es')} />
}
