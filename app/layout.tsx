import type { Metadata, Viewport } from 'next'
import { ChunkReloadGuard } from '@/components/layout/ChunkReloadGuard'
import { DocumentHtml } from '@/components/layout/DocumentHtml'
import { HydrationMarker } from '@/components/layout/HydrationMarker'
import { MAIN_ID } from '@/components/layout/SiteShell'
import { LOCALES } from '@/lib/site/languages'
import { SITE_DESCRIPTION, siteUrl } from '@/lib/site/seo'
import { inter } from './fonts'
import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: 'HealthWise Hub', template: '%s | HealthWise Hub' },
  description: SITE_DESCRIPTION,
}

export const viewport: Viewport = { themeColor: '#1e40af' }

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    // <html lang> and dir follow the page's language (components/layout/DocumentHtml.tsx).
    <DocumentHtml
      className={inter.variable}
      languages={LOCALES.map(({ code, hreflang, dir }) => ({ code, hreflang, dir }))}
    >
      <head>
        {/* Marks that scripts run, before the first paint, so the header's no-JavaScript fallback never flashes. */}
        <script dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }} />
        {/* Chromium paints what it has parsed while the rest of the page is on its way; a header painted half parsed
            then grew into place and the whole nav jumped (a layout shift). The first paint waits until the header is
            parsed whole, that is until <main> starts (a page without one, the Studio, paints once it is parsed).
            Browsers that do not know `expect` ignore it. */}
        <link rel="expect" href={`#${MAIN_ID}`} blocking="render" />
      </head>
      <body className="min-h-screen font-sans antialiased">
        <ChunkReloadGuard />
        {children}
        <HydrationMarker />
      </body>
    </DocumentHtml>
  )
}
