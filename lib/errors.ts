/**
 * What the error page says. In production Next hides server error messages behind a digest, so the reader
 * sees a status or a reference instead of a stack trace; client errors keep their message.
 */
export function errorSummary(error: unknown): string {
  if (error && typeof error === 'object') {
    const { status, statusText, message, digest } = error as Record<string, unknown>
    if (typeof status === 'number')
      return typeof statusText === 'string' && statusText ? `${status} ${statusText}` : String(status)
    if (typeof digest === 'string' && digest) return `Something went wrong on our side. Reference: ${digest}`
    if (typeof message === 'string' && message.trim()) return message.trim().split('\n')[0]!
  }
  if (typeof error === 'string' && error.trim()) return error.trim()
  return 'Something went wrong.'
}
