/**
 * Requests whose path cannot be decoded (a bare "%", "%E0%A4%A") make Next 16 answer 500 from inside its router
 * (vercel/next.js#92527, #94278). The proxy answers them 400 before they get there.
 */
export function hasMalformedEncoding(rawPath: string): boolean {
  try {
    decodeURIComponent(rawPath)
    return false
  } catch {
    return true
  }
}

export const MALFORMED_PATH_MESSAGE = 'Bad request: this address is not valid. Check the link and try again.'
