'use client'
import { ErrorPanel } from '@/components/layout/ErrorPanel'

/**
 * The English section's error page, inside its header and footer. There is no app/global-error.tsx: Next would load
 * that file's script on every page of both languages for the one case of the root layout itself failing, which Next's
 * own global error page covers (docs/performance.md); each section's boundary catches the errors of its pages.
 */
export default function SiteError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorPanel {...props} />
}
