/**
 * Records what a real Next server hands the site's cache handler, for tests/e2e/cache-entries.spec.ts. Loaded into a
 * test's server process with `node --import <this file> server.js` and CACHE_CAPTURE_DIR set: Node's module hooks
 * (module.registerHooks) give Next ./recording-cache-handler.mjs where it imports lib/cache/cache-handler.mjs, and
 * that records each call before handing it on to the real handler. The build is not changed.
 */
import { registerHooks } from 'node:module'

const HANDLER = /\/lib\/cache\/cache-handler\.mjs$/
const RECORDER = new URL('./recording-cache-handler.mjs', import.meta.url).href
/** The specifier the recorder imports the real handler by. */
export const REAL_HANDLER = 'next-cache-capture:real-handler'

let realHandler
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === REAL_HANDLER) return { url: realHandler, shortCircuit: true }
    const resolved = nextResolve(specifier, context)
    if (HANDLER.test(new URL(resolved.url).pathname) && context.parentURL !== RECORDER) {
      realHandler = resolved.url
      return { ...resolved, url: RECORDER }
    }
    return resolved
  },
})
