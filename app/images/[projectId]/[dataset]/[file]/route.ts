/**
 * Local mode: the local dataset's image assets, under the site's own origin and at the path Sanity's CDN uses
 * (`/images/<project>/<dataset>/<file>`), transformed for `rect`, `w`, `h`, `fit`, `q`, `fm` and `auto=format` as the
 * CDN is (lib/dataset/assets.ts). Readers never need the local lake's port, and an image an editor uploads in the
 * Studio is on the page as soon as the document is published. Sanity mode: the CDN serves images; this is a 404.
 */
import path from 'node:path'
import { AssetBusyError, assetsDirFor, SEED_IMAGES_DIR, serveAsset } from '@/lib/dataset/assets'
import { contentConfig } from '@/lib/content/env'
import { DEFAULT_DATASET, LOCAL_PROJECT_ID } from '@/lib/defaults'
import { UPLOADED_ASSET_CSP } from '@/lib/site/security-headers'

export const dynamic = 'force-dynamic'

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain', 'cache-control': 'no-store' } })

export async function GET(
  request: Request,
  { params }: { params: Promise<{ projectId: string; dataset: string; file: string }> },
): Promise<Response> {
  const config = contentConfig()
  const { projectId, dataset, file } = await params
  if (config.mode !== 'local' || projectId !== LOCAL_PROJECT_ID || dataset !== DEFAULT_DATASET) return notFound()
  const url = new URL(request.url)
  if (url.search.length > 512) return new Response('The query string is too long', { status: 414 })
  let served
  try {
    served = await serveAsset(
      'images',
      file,
      url.searchParams,
      {
        assetsDir: assetsDirFor(config.datasetPath, process.env, /*turbopackIgnore: true*/ process.cwd()),
        // Runtime folders, not build inputs: the tracer need not follow them.
        seedImagesDir: path.resolve(/*turbopackIgnore: true*/ process.cwd(), SEED_IMAGES_DIR),
      },
      request.headers.get('accept') ?? '',
    )
  } catch (error) {
    // Image transforms are queued and bounded (lib/dataset/assets.ts): past that, retry in a second.
    if (!(error instanceof AssetBusyError)) throw error
    return new Response(error.message, {
      status: 503,
      headers: { 'content-type': 'text/plain', 'cache-control': 'no-store', 'retry-after': '1' },
    })
  }
  if (!served) return notFound()
  return new Response(new Uint8Array(served.body), {
    headers: {
      'content-type': served.type,
      // The name is the content's SHA-1: the same URL always has the same picture.
      'cache-control': 'public, max-age=31536000, immutable',
      ...(served.vary ? { vary: 'Accept' } : {}),
      'x-content-type-options': 'nosniff',
      // An SVG opened directly runs nothing (next.config.ts sends the same policy for every /images path).
      'content-security-policy': UPLOADED_ASSET_CSP,
    },
  })
}
