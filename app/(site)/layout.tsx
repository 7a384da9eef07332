import { SiteShell } from '@/components/layout/SiteShell'
import { getNavConditions, getSettings } from '@/lib/content'

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const [settings, conditions] = await Promise.all([getSettings(), getNavConditions()])
  return (
    <SiteShell settings={settings} conditions={conditions}>
      {children}
    </SiteShell>
  )
}
