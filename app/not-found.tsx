import type { Metadata } from 'next'
import { NotFoundMessage } from '@/components/layout/NotFoundMessage'
import { SiteShell } from '@/components/layout/SiteShell'
import { getNavConditions, getPageCopy, getSettings } from '@/lib/content'

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } }

// Paths that match no route at all render outside the (site) layout, so this page brings the shell itself.
export default async function NotFound() {
  const [settings, conditions, copy] = await Promise.all([getSettings(), getNavConditions(), getPageCopy('notFound')])
  return (
    <SiteShell settings={settings} conditions={conditions}>
      <NotFoundMessage message={copy.intro} />
    </SiteShell>
  )
}
