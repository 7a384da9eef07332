/**
 * What the production server may write to its log (scripts/server.mjs installs it on stdout and stderr before
 * Next.js loads). An anonymous request could make Next.js log far more than it sent: a long address wrote several
 * times its length, and a stack trace is many lines (security probe M4; the figures: docs/performance.md, "Figures
 * behind the code"). Requests the server refuses itself log nothing
 * (lib/serve/request-limits.mjs); for whatever else logs:
 * - one message (one write) is at most LOG_MESSAGE_MAX_BYTES; a longer one is cut, saying how much was cut;
 * - the log takes at most LOG_BYTES_PER_MINUTE (default 64 KiB) as a rolling budget, refilled continuously; a
 *   message past it is dropped, and once the budget has room again one line says how many were dropped.
 * The numbers are in docs/security.md. Plain JavaScript: the server imports only Node built-ins and these files.
 */

export const LOG_MESSAGE_MAX_BYTES = 2048
export const DEFAULT_LOG_BYTES_PER_MINUTE = 64 * 1024

/** LOG_BYTES_PER_MINUTE from the environment: a whole number from 4 KiB to 64 MiB, or a message naming it. */
export function logBytesPerMinute(env = process.env) {
  const raw = env.LOG_BYTES_PER_MINUTE?.trim()
  if (!raw) return { value: DEFAULT_LOG_BYTES_PER_MINUTE }
  const n = Number(raw)
  if (!/^\d+$/.test(raw) || n < 4096 || n > 64 * 1024 * 1024)
    return { problem: `LOG_BYTES_PER_MINUTE must be a whole number of bytes from 4096 to 67108864, got "${raw}"` }
  return { value: n }
}

/** A message cut to `max` bytes (on a character boundary), ending with a newline and what was cut. */
export function cutMessage(text, max = LOG_MESSAGE_MAX_BYTES) {
  const bytes = Buffer.byteLength(text)
  if (bytes <= max) return text
  const kept = Buffer.from(text)
    .subarray(0, max)
    .toString('utf8')
    .replace(/\uFFFD$/, '')
  return `${kept} … [${bytes - Buffer.byteLength(kept)} bytes cut]\n`
}

/**
 * A rolling byte budget shared by the streams it is installed on.
 * @param {{ bytesPerMinute: number, now?: () => number }} options
 */
export function createLogBudget({ bytesPerMinute, now = Date.now }) {
  let tokens = bytesPerMinute
  let last = now()
  let droppedMessages = 0
  let droppedBytes = 0
  const refill = () => {
    const t = now()
    tokens = Math.min(bytesPerMinute, tokens + ((t - last) / 60_000) * bytesPerMinute)
    last = t
  }
  return {
    /** What to write for `text` now: the (cut) text, with a note of earlier drops before it, or null to drop it. */
    admit(text) {
      refill()
      const message = cutMessage(text)
      const size = Buffer.byteLength(message)
      if (size > tokens) {
        droppedMessages++
        droppedBytes += size
        return null
      }
      tokens -= size
      if (droppedMessages === 0) return message
      const note = `[log budget: ${droppedMessages} message(s), ${droppedBytes} bytes, dropped (LOG_BYTES_PER_MINUTE=${bytesPerMinute})]\n`
      droppedMessages = 0
      droppedBytes = 0
      return note + message
    },
  }
}

/**
 * Puts `streams` (process.stdout and process.stderr) under one budget: every write goes through it.
 * @param {NodeJS.WriteStream[]} streams @param {ReturnType<typeof createLogBudget>} budget
 */
export function installLogBudget(streams, budget) {
  for (const stream of streams) {
    const write = stream.write.bind(stream)
    stream.write = function (chunk, encoding, callback) {
      if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding]
      const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8')
      const admitted = budget.admit(text)
      if (admitted === null) {
        if (typeof callback === 'function') queueMicrotask(callback)
        return true
      }
      return write(admitted, callback)
    }
  }
}
