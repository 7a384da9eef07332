/**
 * Next's page and data cache on one machine (what lib/cache/cache-handler.mjs, the `cacheHandler` in next.config.ts,
 * is without REDIS_URL), keyed to the content source: Next's own file-system cache, with every key under the source's identity (CONTENT_SOURCE_ID, set by next.config.ts from
 * lib/content/source.ts). A page rendered from one dataset or project is never served for another: after `.lake/` is
 * deleted (a new working copy has a new generation id), LOCAL_DATASET_PATH points elsewhere or a Sanity project is
 * connected, every page is rendered again from the content it now shows.
 *
 * The build records the source it prerendered from; a server on that same source keeps the build's pages (no cold
 * start), any other source starts empty. Plain JavaScript: Next imports this file at run time, unbundled.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { DiskBudget, entryBytes, pageCacheMaxBytes, prunePageCache, storable } from './page-cache-policy.mjs'

const require = createRequire(import.meta.url)
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default

/** Beside BUILD_ID: the content source the build's prerendered pages came from. */
export const BUILD_SOURCE_FILE = 'content-source'

/** The key prefix for a source: none for the build's own source, else a folder named by the source's hash. */
export function sourcePrefix(source, builtFrom) {
  if (source === builtFrom) return ''
  return `/_source/${createHash('sha256').update(source).digest('hex').slice(0, 16)}`
}

/**
 * A page that became a redirect (a renamed post's old address) while being revalidated in the background is stored
 * by Next 16.4 with its 308 status but without its Location header (the background render sets it on a response
 * nobody reads), so a cache hit would answer 308 with no target. Such an entry is a miss: the redirect is rendered
 * again in the foreground, where Next sets Location on the real response. Old addresses only, so little to render.
 */
export function isRedirectWithoutTarget(value) {
  return value?.kind === 'APP_PAGE' && value.status >= 300 && value.status < 400 && !value.headers?.location
}

// One per process (Next loads the handler once, unbundled): what this server has written to the page cache on disk
// (./page-cache-policy.mjs), and whether the error pages an older server kept were removed yet.
let budget
function diskBudget() {
  budget ??= new DiskBudget(pageCacheMaxBytes())
  return budget
}
let pruned = false

export default class SourceKeyedCache extends FileSystemCache {
  constructor(ctx) {
    super(ctx)
    // The proxy (middleware) makes a cache without a build folder; it never caches a page or a fetch.
    this.disabled = !ctx.serverDistDir
    if (this.disabled) return
    const distDir = path.dirname(ctx.serverDistDir)
    const source = process.env.CONTENT_SOURCE_ID || 'unknown'
    const file = path.join(distDir, BUILD_SOURCE_FILE)
    if (process.env.NEXT_PHASE === 'phase-production-build') {
      mkdirSync(distDir, { recursive: true })
      writeFileSync(file, source)
      this.prefix = ''
      return
    }
    let builtFrom = null
    try {
      builtFrom = readFileSync(file, 'utf8')
    } catch {
      // A build from before this handler: its pages' source is unknown, so none is reused.
    }
    this.prefix = sourcePrefix(source, builtFrom)
    // Once per process, before the first page is kept: error pages an older server kept go.
    if (!pruned) {
      pruned = true
      const { errorPages } = prunePageCache(ctx.serverDistDir)
      if (errorPages) console.log(`Page cache: removed ${errorPages} error page(s) an older server kept.`)
    }
  }

  keyed(key) {
    return this.prefix ? `${this.prefix}${key.startsWith('/') ? '' : '/'}${key}` : key
  }

  async get(key, ctx) {
    if (this.disabled) return null
    const entry = await super.get(this.keyed(key), ctx)
    return isRedirectWithoutTarget(entry?.value) ? null : entry
  }

  async set(key, data, ctx) {
    if (this.disabled) return
    // The build's own prerendered pages (its not-found page among them) are a fixed set, written as Next writes them.
    const building = process.env.NEXT_PHASE === 'phase-production-build'
    if (!building && (!storable(key, data) || !diskBudget().admit(this.keyed(key), entryBytes(data)))) return
    await super.set(this.keyed(key), data, ctx)
  }
}
