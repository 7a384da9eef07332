/**
 * A request's body as text, or null when it is longer than `max` bytes: read no further than that, so an oversized
 * or endless body costs the server at most `max` bytes of memory. A request without a body reads as ''.
 */
export async function boundedBody(request: Request, max: number): Promise<string | null> {
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  return new TextDecoder().decode(Buffer.concat(chunks))
}
