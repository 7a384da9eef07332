import type { Metadata } from 'next'
import { LandingView } from '@/components/home/LandingView'
import { getLanding, getNavConditions, getSettings } from '@/lib/content'
import { routes } from '@/lib/site/routes'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSettings()
  return { description: settings.description, alternates: { canonical: routes.home() } }
}

export default async function HomePage() {
  const [data, conditions] = await Promise.all([getLanding(), getNavConditions()])
  return <LandingView data={data} conditions={conditions} />
}
