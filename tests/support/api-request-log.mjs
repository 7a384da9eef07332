/**
 * Preloaded into a server under test (`node --import`, set by tests/harness/serve-build.ts when CONTENT_QUERY_LOG is set):
 * appends one line to CONTENT_QUERY_LOG for every request to a content API's query endpoint that actually leaves
 * the process. Next wraps this fetch with its data cache, so a read its cache answers is not counted. Test-only: the
 * site's read path knows nothing of it.
 */
import { appendFileSync } from 'node:fs'

const file = process.env.CONTENT_QUERY_LOG
if (file) {
  const original = globalThis.fetch
  globalThis.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    if (/\/data\/query\//.test(url)) appendFileSync(file, `${Date.now()} ${new URL(url).pathname}\n`)
    return original(input, init)
  }
}
