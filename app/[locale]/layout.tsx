import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { PreviewBanner } from '@/components/layout/PreviewBanner'
import { PreviewTools } from '@/components/layout/PreviewTools'
import { SiteShell } from '@/components/layout/SiteShell'
import { getEditor, getNavConditions, getSettings } from '@/lib/content'
import { localeParams, pageLang } from '@/lib/site/request-locale'

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

// Every language's pages are built ahead; an address naming no language never reaches this tree (proxy.ts).
export const generateStaticParams = localeParams

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await pageLang(params)
  const settings = await getSettings(lang)
  const name = settings.organizationName ?? 'HealthWise Hub'
  // Absolute: the root layout's template would otherwise be applied to this default too. The description is the
  // site's own in this language (the CMS's), for every page without one of its own (search, not-found).
  return {
    title: { absolute: name, template: `%s | ${name}` },
    ...(settings.description ? { description: settings.description } : {}),
  }
}

/** Every language's site: one frame, with that language's documents and words (lib/site/chrome.ts). */
export default async function SiteLayout({ children, params }: Props) {
  const lang = await pageLang(params)
  const [settings, conditions, { isEnabled: preview }, editor] = await Promise.all([
    getSettings(lang),
    getNavConditions(lang),
    draftMode(),
    getEditor(),
  ])
  return (
    <SiteShell
      settings={settings}
      conditions={conditions}
      banner={preview ? <PreviewBanner /> : null}
      editor={editor}
      lang={lang}
    >
      {children}
      {/* Visual editing and the Preview tool's live updates: draft mode only, so readers never load them. */}
      {preview ? <PreviewTools /> : null}
    </SiteShell>
  )
}
