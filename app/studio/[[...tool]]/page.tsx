import type { Metadata } from 'next'
import { StudioSetupGuide } from '@/components/studio/StudioSetupGuide'
import { Studio } from './Studio'

export const dynamic = 'force-static'

export const metadata: Metadata = { title: 'Studio', referrer: 'same-origin', robots: { index: false, follow: false } }

// NEXT_PUBLIC_* values are fixed at build time, so this choice is made once per build.
const projectId = process.env.NEXT_PUBLIC_SANITY_PROJECT_ID?.trim()

export default function StudioPage() {
  return projectId ? <Studio /> : <StudioSetupGuide />
}
