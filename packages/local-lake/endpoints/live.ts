/**
 * The Live Content API and the CORS check that the Studio's Presentation tool (the Preview tool) calls through
 * `@sanity/client`'s `live.events()`: the events stream (live.ts runs the streams) and `/check/cors`, which the
 * client asks when a stream fails, to tell a refused origin ("add it to the project's CORS origins") from a network
 * error.
 */
import { HttpError } from '../errors'
import { ANSWERED, requireDataset, type LakeContext, type Route } from '../http'

export function liveRoutes({ config, live }: LakeContext): Route[] {
  return [
    {
      name: 'data/live/events',
      methods: ['GET'],
      pattern: /^\/data\/live\/events\/([^/]+)$/,
      access: { origins: 'site', credentials: 'optional' },
      handler: (r, m) => {
        requireDataset(config, m[1])
        const includeDrafts = r.url.searchParams.get('includeDrafts') === 'true'
        // As Sanity: drafts need the token (the client refuses to ask without one).
        if (includeDrafts && !r.authenticated)
          throw new HttpError(401, 'includeDrafts needs the editor token', 'unauthorized')
        live.open(r.req, r.res, r.cors, includeDrafts, r.authenticated)
        return ANSWERED
      },
    },
    {
      name: 'check/cors',
      methods: ['GET'],
      pattern: /^\/check\/cors$/,
      access: { origins: 'site', credentials: 'none' },
      // Only the site's own pages reach this answer (policy.ts refuses other origins first, with no CORS header,
      // which the client reads as "not allowed" too); a request without Origin is not a page and is not allowed.
      handler: (r) => {
        const allowed = r.req.headers.origin !== undefined && config.allowedOrigins.includes(r.req.headers.origin)
        return { result: { allowed, withCredentials: allowed } }
      },
    },
  ]
}
