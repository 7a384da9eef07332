import type { Metadata } from 'next'
import { LandingView } from '@/components/home/LandingView'
import { getEditor, getLanding, getNavConditions, getSettings } from '@/lib/content'
import { spanishRoutes } from '@/lib/site/localized-routes'
import { routes } from '@/lib/site/routes'
import { languageAlternates } from '@/lib/site/seo'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSettings()
  return {
    description: settings.description,
    alternates: languageAlternates('en', { en: routes.home(), es: spanishRoutes.home() }),
  }
}

export default async function HomePage() {
  const [data, conditions, editor] = await Promise.all([getLanding(), getNavConditions(), getEditor()])
  return <LandingView data={data} conditions={conditions} editor={editor} />
}
