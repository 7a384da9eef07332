'use client'
// The page is statically generated; the year is taken in the reader's browser so it is never a build-time year.
export function CurrentYear() {
  return <span suppressHydrationWarning>{new Date().getFullYear()}</span>
}
