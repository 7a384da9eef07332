/**
 * Counts real backend queries for the server benchmark: with CONTENT_QUERY_LOG set to a file path, every query that
 * reaches a content backend (not one answered from Next's caches) appends a line to it. Unset, it does nothing.
 */
import { appendFileSync } from 'node:fs'

export function recordBackendQuery(mode: 'local' | 'sanity', perspective: string): void {
  const file = process.env.CONTENT_QUERY_LOG
  if (file) appendFileSync(file, `${Date.now()} ${mode} ${perspective}\n`)
}
