'use client'
import { ErrorPanel } from '@/components/layout/ErrorPanel'

/** The Spanish section's error page, in Spanish and inside its header and footer (as app/(site)/error.tsx). */
export default function SpanishError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorPanel {...props} lang="es" />
}
