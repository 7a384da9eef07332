'use client'
import { ErrorPanel } from '@/components/layout/ErrorPanel'
import './globals.css'

// Replaces the root layout when it fails, so it renders its own <html> and <body>.
export default function GlobalError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className="font-sans">
        <main>
          <ErrorPanel {...props} />
        </main>
      </body>
    </html>
  )
}
