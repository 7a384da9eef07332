import type { Metadata, Viewport } from 'next'
import { ChunkReloadGuard } from '@/components/layout/ChunkReloadGuard'
import { DocumentHtml } from '@/components/layout/DocumentHtml'
import { HydrationMarker } from '@/components/layout/HydrationMarker'
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
      </head>
      <body className="min-h-screen font-sans antialiased">
        <ChunkReloadGuard />
        {children}
        <HydrationMarker />
      </body>
    </DocumentHtml>
  )
}
