'use client'
import { useEffect } from 'react'

/** The spec asks for the missing path in the console: it helps whoever follows a broken link from a report. */
export function LogMissingPath() {
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', window.location.pathname)
  }, [])
  return null
}
