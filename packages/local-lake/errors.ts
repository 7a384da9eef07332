/** An error with an HTTP status, answered in the shape @sanity/client reads: `{ error: { type, description } }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly type = 'httpError',
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export function errorBody(status: number, message: string, type = 'httpError') {
  return { statusCode: status, error: { type, description: message }, message }
}
