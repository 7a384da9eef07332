import type { Metadata } from 'next'
import { contentConfig } from '@/lib/content/env'
import { localLakeApiHost } from '@/studio/env'
import { Studio } from './Studio'

// Rendered per request: in local mode the lake's port is read when the site runs (LOCAL_LAKE_PORT).
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Studio', referrer: 'same-origin', robots: { index: false, follow: false } }

export default function StudioPage() {
  const config = contentConfig()
  return <Studio localLakeApiHost={config.mode === 'local' ? localLakeApiHost(config.localLakePort) : undefined} />
}
