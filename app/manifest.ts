import type { MetadataRoute } from 'next'
import { SITE_DESCRIPTION } from '@/lib/site/seo'

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: 'HealthWise Hub',
    short_name: 'HealthWise',
    description: SITE_DESCRIPTION,
    start_url: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: '#1e40af',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  }
}
