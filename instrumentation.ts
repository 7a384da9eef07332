/**
 * Runs once when the server starts (Next's documented `register` hook), before the first request:
 * - the settings several instances must share are checked (lib/start-checks.ts): the first problem is printed on one
 *   line naming the variable, and the server refuses to start rather than fail under load;
 * - draft preview's session key, when none is configured: one per process, in the environment the proxy and the
 *   routes share (lib/site/preview-session.ts);
 * - the content source the page cache is keyed to: next.config.ts sets it for the build, but Next's standalone server
 *   runs the build's recorded configuration and never loads next.config.ts, so it is set here for the cache handler;
 * - one line when the server listens on a public address (HOSTNAME, as Next's server.js reads it), whoever started it:
 *   `npm run start` with SITE_HOST, or the Docker image's `node server.js` with nothing supervising it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { startProblem } = await import('./lib/start-checks')
  // Next replaces this with the build's deployment id (next.config's `deploymentId`).
  const problem = startProblem(process.env, { deploymentId: process.env.NEXT_DEPLOYMENT_ID || undefined })
  if (problem) {
    console.error(problem)
    process.exit(1)
  }
  const { processPreviewSecret } = await import('./lib/site/preview-session')
  const previewSecret = processPreviewSecret(process.env)
  if (previewSecret) process.env.PREVIEW_SESSION_SECRET = previewSecret
  if (process.env.NODE_ENV === 'production') {
    const { publicBindWarning } = await import('./scripts/site-server')
    const warning = publicBindWarning(process.env.HOSTNAME)
    if (warning) console.warn(warning)
  }
  if (!process.env.CONTENT_SOURCE_ID) {
    const { contentSourceId } = await import('./lib/content/source')
    process.env.CONTENT_SOURCE_ID = contentSourceId(process.env)
  }
}
