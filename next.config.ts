import { execFileSync } from 'node:child_process'
import path from 'node:path'
import type { NextConfig } from 'next'
import { contentMode, readVariable } from './lib/config'
import { baseHeaders, siteCsp, staticAssetHeaders, studioCsp, UPLOADED_ASSET_CSP } from './lib/site/security-headers'
import { contentSourceId } from './lib/content/source'
import { routes } from './lib/site/routes'
import { LARGEST_BODY_BYTES } from './lib/body-limits'

const dev = process.env.NODE_ENV !== 'production'
const sanityApiHost = readVariable(process.env, 'NEXT_PUBLIC_SANITY_API_HOST').value
// Without a project id the Studio edits the local dataset through the local Content Lake on a loopback port.
const localMode = contentMode(process.env) === 'local'
// The content this server shows: its page and data cache are keyed to it (lib/cache/cache-handler.mjs). Set
// here, where the build and the server both start, and inherited by the build's workers.
process.env.CONTENT_SOURCE_ID = contentSourceId(process.env)

/**
 * One id per deployment, so that instances of different builds behind one load balancer never mix their assets,
 * and a shared cache keeps each build's pages apart: DEPLOYMENT_ID (the Dockerfile passes the commit as a build
 * argument, the image having no .git), else the commit of this checkout, else none (a single instance needs none).
 */
function deploymentId(): string | undefined {
  const fromEnv = readVariable(process.env, 'DEPLOYMENT_ID').value
  if (fromEnv) return fromEnv
  try {
    return (
      execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8', stdio: 'pipe' }).trim() || undefined
    )
  } catch {
    return undefined
  }
}

const nextConfig: NextConfig = {
  // `.next/standalone`: Next's own server (server.js) with only the files it needs. `npm run start` and the Docker
  // image both run it; scripts/assemble-standalone.mjs adds the static files and public/, as Next's docs say.
  output: 'standalone',
  // This folder, not whichever parent holds another lock file: the standalone tree then has the server at its top.
  outputFileTracingRoot: path.resolve('.'),
  // Next traces the cache handler and what it imports itself. No dataset is copied in: the server reads content
  // through Sanity's HTTP API only (in local mode from the local lake, a process the image does not run).
  deploymentId: deploymentId(),
  // Another build (a test's or a benchmark's) can go to its own folder so that it never replaces the normal one.
  distDir: readVariable(process.env, 'NEXT_DIST_DIR').value ?? '.next',
  poweredByHeader: false,
  // gzip from Next itself, for a server with nothing in front; behind nginx (deploy/) Brotli and gzip are nginx's,
  // asking its upstream for identity (`proxy_set_header Accept-Encoding ""`) and compressing the answer itself.
  compress: true,
  // Rendered pages and cached query results are kept on disk (.next/server, .next/cache), where the operating system
  // caches them anyway. Next's default also copies up to 50 MB of them into the JavaScript heap, which then grows by
  // half that again before it is collected, for no speed gained (the site's memory figures: docs/performance.md).
  cacheMaxMemorySize: 0,
  cacheHandler: path.resolve('lib/cache/cache-handler.mjs'),
  reactStrictMode: true,
  // The local Content Lake is a workspace package the site imports by its name (TypeScript, not prebuilt).
  transpilePackages: ['@health-site/local-lake'],
  experimental: {
    // The proxy (proxy.ts) runs on every path, so Next.js buffers a request's body for it, by default up to 10 MB on
    // any path. No route takes more than this; nginx (deploy/) refuses larger bodies first.
    proxyClientMaxBodySize: LARGEST_BODY_BYTES,
  },
  images: {
    // Every picture is a CMS image whose URLs lib/content/image.ts builds (Sanity's CDN, or the site's own
    // /images route in local mode): next/image's optimiser endpoint has nothing to do and serves nothing.
    remotePatterns: [],
    localPatterns: [],
  },
  async headers() {
    return [
      // Documents get the full set. Hashed static files (scripts, styles, fonts) only need nosniff and HSTS: a
      // policy on a script file does nothing, and the bytes were sent again with every file on every page. The
      // analytics and ad origins are not here: they are read at request time, and proxy.ts opens them.
      { source: '/((?!_next/static/).*)', headers: baseHeaders(siteCsp(dev)) },
      { source: '/_next/static/:path*', headers: staticAssetHeaders() },
      // Later rules win for the same header: the Studio gets its own policy.
      { source: '/studio/:path*', headers: baseHeaders(studioCsp(sanityApiHost, localMode)) },
      // Uploaded pictures (local mode): the site rule above would replace the route's sandbox policy with the site's,
      // and an uploaded SVG opened directly would run its script on this origin, the Studio's.
      { source: '/images/:path*', headers: baseHeaders(UPLOADED_ASSET_CSP) },
      // Turning preview on ends in next/navigation's redirect(), which sets no Cache-Control: never kept anywhere.
      { source: routes.draftModeEnable(), headers: [{ key: 'Cache-Control', value: 'no-store' }] },
    ]
  },
}

export default nextConfig
