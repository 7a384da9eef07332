import { draftMode } from 'next/headers'
import { PreviewBanner } from '@/components/layout/PreviewBanner'
import { PreviewTools } from '@/components/layout/PreviewTools'
import { SiteShell } from '@/components/layout/SiteShell'
import { getEditor, getNavConditions, getSettings } from '@/lib/content'

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const [settings, conditions, { isEnabled: preview }, editor] = await Promise.all([
    getSettings(),
    getNavConditions(),
    draftMode(),
    getEditor(),
  ])
  return (
    <SiteShell settings={settings} conditions={conditions} banner={preview ? <PreviewBanner /> : null} editor={editor}>
      {children}
      {/* Visual editing and the Preview tool's live updates: draft mode only, so readers never load them. */}
      {preview ? <PreviewTools /> : null}
    </SiteShell>
  )
}
