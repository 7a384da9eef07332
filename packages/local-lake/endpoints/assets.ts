/**
 * Assets: uploads (the token; stored under the assets folder, recorded as an asset document) and the public file
 * "CDN" that serves them back, resized on request (assets.ts), addressed without an API version like Sanity's.
 */
import { LOCAL_USER } from '../auth'
import { AssetBusyError, serveAsset } from '../dataset/assets'
import { prepareUpload, MAX_UPLOAD_BYTES, uploadFields } from '../assets'
import { HttpError } from '../errors'
import { ANSWERED, requireDataset, type LakeContext, type Route } from '../http'

export function assetRoutes({ config, dataset, publicOrigin }: LakeContext): Route[] {
  return [
    {
      name: 'assets/upload',
      methods: ['POST'],
      pattern: /^\/assets\/(images|files)\/([^/]+)$/,
      access: { origins: 'site', credentials: 'required' },
      writes: true,
      maxBodyBytes: MAX_UPLOAD_BYTES,
      handler: async (r, m) => {
        requireDataset(config, m[2])
        const bytes = await r.body()
        const { document } = await prepareUpload(
          m[1] as 'images' | 'files',
          bytes,
          r.url.searchParams.get('filename'),
          r.req.headers['content-type'],
          {
            assetsDir: config.assetsDir,
            publicOrigin: publicOrigin(),
            projectId: config.projectId,
            dataset: config.dataset,
          },
          uploadFields(r.url.searchParams),
        )
        await dataset.transact(
          (read) => ({
            changes: new Map(read(document._id) ? [] : [[document._id, document]]),
            mutations: [{ createIfNotExists: document }],
          }),
          { author: r.user?.id ?? LOCAL_USER.id },
        )
        return { document: dataset.get(document._id) }
      },
    },
  ]
}

/** The public file "CDN": any page may show an image with `<img>`, as with Sanity's. */
export function assetServeRoute({ config }: LakeContext): Route {
  return {
    name: 'assets (serve)',
    methods: ['GET', 'HEAD'],
    pattern: /^\/(images|files)\/[^/]+\/[^/]+\/([^/]+)$/,
    access: { origins: 'any', credentials: 'none' },
    handler: async (r, m) => {
      let served
      try {
        served = await serveAsset(
          m[1] as 'images' | 'files',
          m[2]!,
          r.url.searchParams,
          { assetsDir: config.assetsDir, seedImagesDir: config.seedImagesDir },
          r.req.headers.accept,
        )
      } catch (error) {
        // Image transforms are queued and bounded (dataset/assets.ts): past that, retry in a second.
        if (!(error instanceof AssetBusyError)) throw error
        r.res.writeHead(503, {
          ...r.cors,
          'content-type': 'text/plain',
          'cache-control': 'no-store',
          'retry-after': '1',
        })
        r.res.end(error.message)
        return ANSWERED
      }
      if (!served) throw new HttpError(404, 'Asset not found', 'notFound')
      r.res.writeHead(200, {
        ...r.cors,
        'content-type': served.type,
        ...(served.vary ? { vary: 'Accept' } : {}),
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        // An uploaded SVG must not run scripts when opened directly.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'",
      })
      r.res.end(r.req.method === 'HEAD' ? undefined : served.body)
      return ANSWERED
    },
  }
}
