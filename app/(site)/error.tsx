'use client'
import { ErrorPanel } from '@/components/layout/ErrorPanel'

export default function SiteError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorPanel {...props} />
}
