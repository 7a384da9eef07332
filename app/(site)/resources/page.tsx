import type { Metadata } from 'next'
import { ResourcesView } from '@/components/info/ResourcesView'
import { getEditor, getResources, getSettings } from '@/lib/content'
import { routes } from '@/lib/site/routes'

export const metadata: Metadata = {
  title: 'Health Resources',
  description:
    'Trustworthy starting points on nutrition, exercise, mental health and more, emergency contacts and health tools.',
  alternates: { canonical: routes.resources() },
}

export default async function ResourcesPage() {
  const [data, settings, editor] = await Promise.all([getResources(), getSettings(), getEditor()])
  return <ResourcesView data={data} settings={settings} editor={editor} />
}
