/** An error with an HTTP status, answered in the shape @sanity/client reads: `{ error: { type, description } }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly type = 'httpError',
    /** More fields of Sanity's `error` object: `query`/`start`/`end` of a parse error, `items` of a mutation error. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export function errorBody(status: number, message: string, type = 'httpError', details?: Record<string, unknown>) {
  return { statusCode: status, error: { ...details, type, description: message }, message }
}

/**
 * A GROQ syntax error as Sanity answers it: the query and the span of the error, from which @sanity/client draws its
 * code frame. groq-js reports one position; the span is that character.
 */
export function queryParseError(query: string, error: unknown): HttpError {
  const position = (error as { position?: unknown }).position
  const start = typeof position === 'number' ? Math.min(position, query.length) : 0
  const message = String((error as Error)?.message ?? error).replace(
    /^Syntax error in GROQ query at position \d+: ?/,
    '',
  )
  return new HttpError(400, message || 'Syntax error', 'queryParseError', {
    query,
    start,
    end: Math.min(start + 1, query.length),
  })
}
