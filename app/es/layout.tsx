import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { PreviewBanner } from '@/components/layout/PreviewBanner'
import { PreviewTools } from '@/components/layout/PreviewTools'
import { SiteShell } from '@/components/layout/SiteShell'
import { getEditor, getNavConditions, getSettings } from '@/lib/content'

export const metadata: Metadata = { title: { default: 'HealthWise Hub en español', template: '%s | HealthWise Hub' } }

/** The Spanish site: the same frame as the English one, with the Spanish documents and words (lib/site/chrome.ts). */
export default async function SpanishLayout({ children }: { children: React.ReactNode }) {
  const [settings, conditions, { isEnabled: preview }, editor] = await Promise.all([
    getSettings('es'),
    getNavConditions('es'),
    draftMode(),
    getEditor(),
  ])
  return (
    <SiteShell
      settings={settings}
      conditions={conditions}
      banner={preview ? <PreviewBanner /> : null}
      editor={editor}
      lang="es"
    >
      {children}
      {preview ? <PreviewTools /> : null}
    </SiteShell>
  )
}
