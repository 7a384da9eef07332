import { draftMode } from 'next/headers'
import { PreviewBanner } from '@/components/layout/PreviewBanner'
import { PreviewTools } from '@/components/layout/PreviewTools'
import { SiteShell } from '@/components/layout/SiteShell'
import { getNavConditions, getSettings } from '@/lib/content'
import { contentConfig } from '@/lib/content/env'

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const [settings, conditions, { isEnabled: preview }] = await Promise.all([
    getSettings(),
    getNavConditions(),
    draftMode(),
  ])
  return (
    <SiteShell settings={settings} conditions={conditions} banner={preview ? <PreviewBanner /> : null}>
      {children}
      {/* Visual-editing overlays: Sanity mode and draft mode only, so readers never load them. */}
      {preview && contentConfig().mode === 'sanity' ? <PreviewTools /> : null}
    </SiteShell>
  )
}
