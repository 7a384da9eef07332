/**
 * Runs once when the server starts. In local mode it reads the dataset file right away, so that a file that
 * turns broken later is answered with this last good version (lib/content/local.ts) even for pages that were
 * served from the prerendered cache until then and never read the file themselves.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // next.config.ts sets the content source the cache is keyed to, but a server started from the build's own
  // configuration (scripts/server.mjs, the standalone output) never loads next.config.ts: set it here, before the
  // first request makes a cache handler.
  if (!process.env.CONTENT_SOURCE_ID) {
    const { contentSourceId } = await import('./lib/content/source')
    process.env.CONTENT_SOURCE_ID = contentSourceId(process.env)
  }
  const { contentConfig } = await import('./lib/content/env')
  const config = contentConfig()
  if (config.mode !== 'local') return
  const { loadLocalDataset } = await import('./lib/content/local')
  try {
    await loadLocalDataset(config.datasetPath, 'published')
  } catch (error) {
    // The first page that needs content reports it with the page; the server still starts.
    console.error(`Local dataset could not be read at start: ${(error as Error).message}`)
  }
}
