import type { Metadata, Viewport } from 'next'
import { ChunkReloadGuard } from '@/components/layout/ChunkReloadGuard'
import { siteUrl } from '@/lib/seo'
import { inter } from './fonts'
import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: 'HealthWise Hub', template: '%s | HealthWise Hub' },
  description: 'Evidence-based, medically reviewed health information for everyone.',
}

export const viewport: Viewport = { themeColor: '#1e40af' }

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body className="min-h-screen font-sans antialiased">
        <ChunkReloadGuard />
        {children}
      </body>
    </html>
  )
}
