/**
 * Runs once when the server starts. next.config.ts sets the content source the cache is keyed to, but a server
 * started from the build's own configuration (scripts/server.mjs, the standalone output) never loads next.config.ts:
 * set it here, before the first request makes a cache handler.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (!process.env.CONTENT_SOURCE_ID) {
    const { contentSourceId } = await import('./lib/content/source')
    process.env.CONTENT_SOURCE_ID = contentSourceId(process.env)
  }
}
