import type { Metadata } from 'next'
import { ScreeningView } from '@/components/info/ScreeningView'
import { getEditor, getScreening } from '@/lib/content'
import { routes } from '@/lib/site/routes'

export const metadata: Metadata = {
  title: 'Health Screening',
  description:
    'Which cardiovascular, cancer, diabetes and general wellness screening tests are recommended, and for whom.',
  alternates: { canonical: routes.screening() },
}

export default async function ScreeningPage() {
  const [data, editor] = await Promise.all([getScreening(), getEditor()])
  return <ScreeningView data={data} editor={editor} />
}
