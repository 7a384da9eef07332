/**
 * Listening: Server-Sent Events of the changes a GROQ filter matches (listen.ts runs the streams). In a browser each
 * stream is first redirected to a host name of its own (`sN.localhost`), with a ticket standing in for the token the
 * browser drops on that redirect (auth.ts), so the browser's six-connections-per-host limit never starves the Studio.
 */
import { withTicket } from '../auth'
import { HttpError } from '../errors'
import { ANSWERED, requireDataset, type LakeContext, type Route } from '../http'
import { paramsFromSearch } from '../query'

const REDIRECTED_LISTEN_HOST = /^s\d+\./

export function listenRoutes({ config, hub }: LakeContext): Route[] {
  let listenHostCounter = 0
  return [
    {
      name: 'data/listen',
      methods: ['GET'],
      pattern: /^\/data\/listen\/([^/]+)$/,
      access: { origins: 'site+ticket', credentials: 'optional' },
      handler: (r, m) => {
        requireDataset(config, m[1])
        const host = r.req.headers.host ?? ''
        const query = r.url.searchParams.get('query')
        if (!query) throw new HttpError(400, 'The "query" parameter is required', 'queryParseError')
        const params = paramsFromSearch(r.url.searchParams)
        if (Buffer.byteLength(query) > config.queryLimits.maxQueryBytes)
          throw new HttpError(
            413,
            `The query is longer than ${config.queryLimits.maxQueryBytes} bytes`,
            'queryTooLarge',
          )
        if (config.spreadListeners && r.req.headers.origin && !REDIRECTED_LISTEN_HOST.test(host)) {
          // Each stream gets a host name of its own: the browser's per-host limit can then never starve anything,
          // whatever the lake believes about streams that are still open.
          const n = (listenHostCounter = (listenHostCounter + 1) % 1_000_000)
          const target = r.authenticated
            ? withTicket(config.token, r.req.url ?? '', config.ticketTtlMs)
            : (r.req.url ?? '')
          r.res.writeHead(307, { ...r.cors, location: `http://s${n}.${host}${target}` }).end()
          return ANSWERED
        }
        const flag = (name: string, fallback: boolean) => {
          const value = r.url.searchParams.get(name)
          return value === null ? fallback : value === 'true'
        }
        hub.open(r.req, r.res, r.cors, {
          query,
          params,
          // Sanity's default: no result unless asked for (@sanity/client asks by default; the Studio does not).
          includeResult: flag('includeResult', false),
          includePreviousRevision: flag('includePreviousRevision', false),
          includeMutations: flag('includeMutations', true),
          effects: r.url.searchParams.get('effectFormat') === 'mendoza',
          events: (r.url.searchParams.get('events') ?? 'welcome,mutation').split(','),
          authenticated: r.authenticated,
        })
        return ANSWERED
      },
    },
  ]
}
