// Requests written by hand on their own connection, for what fetch cannot send (TRACE, `OPTIONS *`, an absolute-form
// target, a head without its body, a header trickled a line at a time) and for what it hides (when the server closed).
import { connect } from 'node:net'

export type RawReply = {
  /** The status line's code; 0 when nothing came back. */
  status: number
  text: string
  /** When the server's answer began, or the connection ended without one (ms from connecting). */
  ms: number
  /** Whether the server closed the connection (false: the wait ran out first). */
  closed: boolean
}

/**
 * Sends `head` (and `body`, unless left out to see whether the server answers before it), then waits up to
 * `waitMs` for the server to answer or close. `trickle` sends one more header line every `trickle` ms instead of
 * ending the head (a slow client), `keepOpen` waits for the close after an answer (keep-alive timing).
 */
export function rawRequest(
  port: number,
  head: string,
  options: { body?: string | Buffer; waitMs?: number; trickle?: number; keepOpen?: boolean } = {},
): Promise<RawReply> {
  return new Promise((resolve) => {
    const started = Date.now()
    let text = ''
    let answeredAt = 0
    let tick: NodeJS.Timeout | undefined
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(head)
      if (options.body) socket.write(options.body)
      if (options.trickle)
        tick = setInterval(() => socket.writable && socket.write(`X-Slow-${Date.now() % 1000}: a\r\n`), options.trickle)
    })
    const finish = (closed: boolean) => {
      clearInterval(tick)
      clearTimeout(timer)
      socket.destroy()
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0)
      resolve({ status, text, ms: (options.keepOpen ? Date.now() : answeredAt || Date.now()) - started, closed })
    }
    const timer = setTimeout(() => finish(false), options.waitMs ?? 5000)
    socket.on('data', (d) => {
      if (!answeredAt) answeredAt = Date.now()
      text += d.toString('latin1')
      // A whole answer without keep-alive timing: done once its head is in and the body had a moment.
      if (!options.keepOpen && /\r\n\r\n/.test(text)) setTimeout(() => finish(true), 50)
    })
    socket.on('close', () => finish(true))
    socket.on('error', () => {})
  })
}

/** A request head with Host and the given headers. */
export function requestHead(port: number, method: string, target: string, headers: Record<string, string> = {}) {
  const all = { Host: `127.0.0.1:${port}`, Connection: 'close', ...headers }
  return `${method} ${target} HTTP/1.1\r\n${Object.entries(all)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\r\n')}\r\n\r\n`
}
