/** Reading: GROQ queries (run in the bounded worker pool, query-pool.ts) and documents by id. */
import type { SanityDocument } from '../dataset/overlay'
import { isPrivateId } from '../dataset/ids'
import { HttpError } from '../errors'
import { ids, requireDataset, type LakeContext, type Route } from '../http'
import { syncTagFor } from '../live'
import { isPriorityReader } from '../auth'
import { defaultPerspective, paramsFromSearch } from '../query'
import { systemGroups } from '../users'

/** The largest query body read from a caller without the token. */
export const ANONYMOUS_QUERY_BODY_BYTES = 128 * 1024

export function queryRoutes({ config, dataset, pool, users }: LakeContext): Route[] {
  return [
    {
      name: 'data/query',
      methods: ['GET', 'POST'],
      pattern: /^\/data\/query\/([^/]+)$/,
      access: { origins: 'site', credentials: 'optional' },
      // Without the token, a query body is the query text's limit plus room for parameters, not held in memory past it.
      maxAnonymousBodyBytes: ANONYMOUS_QUERY_BODY_BYTES,
      handler: async (r, m) => {
        requireDataset(config, m[1])
        let query = r.url.searchParams.get('query')
        let params = paramsFromSearch(r.url.searchParams)
        let perspective = r.url.searchParams.get('perspective')
        if (r.req.method === 'POST') {
          const body = await r.json()
          query = typeof body.query === 'string' ? body.query : null
          params = (body.params as Record<string, unknown>) ?? {}
          if (typeof body.perspective === 'string') perspective = body.perspective
        }
        if (!query) throw new HttpError(400, 'The "query" parameter is required', 'queryParseError')
        const started = performance.now()
        const chosen = perspective ?? defaultPerspective(r.apiVersion)
        // `resultSourceMap=true`: paths by index; `withKeyArraySelector` (stega): array items by `_key`.
        const mapMode = r.url.searchParams.get('resultSourceMap')
        const sourceMap =
          mapMode === 'withKeyArraySelector' ? 'keys' : mapMode === 'true' || mapMode === 'paths' ? 'paths' : undefined
        const answer = await pool.run({
          sourceMap,
          query,
          params,
          perspective: chosen,
          authenticated: r.authenticated,
          priority: r.authenticated || isPriorityReader(r.req, config),
          // The project's groups, as Sanity keeps them beside a dataset's documents (`_.groups.<role>`): the Studio
          // reads them to know who may read a document, before it offers a person as a task's assignee or a mention.
          system: r.user && query.includes('system.group') ? systemGroups(users.list()) : undefined,
        })
        const ms = Math.round(performance.now() - started)
        const { result, resultSourceMap } = sourceMap
          ? (answer as { result: unknown; resultSourceMap: unknown })
          : { result: answer, resultSourceMap: undefined }
        // The tag a live events stream names when this result may have changed (live.ts).
        const syncTags = [syncTagFor(config.dataset, chosen !== 'published')]
        const withMap = sourceMap ? { resultSourceMap } : {}
        return r.url.searchParams.get('returnQuery') === 'false'
          ? { result, ...withMap, syncTags, ms }
          : { query, result, ...withMap, syncTags, ms }
      },
    },
    {
      name: 'data/doc',
      methods: ['GET'],
      pattern: /^\/data\/doc\/([^/]+)\/(.+)$/,
      access: { origins: 'site', credentials: 'optional' },
      handler: (r, m) => {
        requireDataset(config, m[1])
        const documents: SanityDocument[] = []
        const omitted: Array<{ id: string; reason: string }> = []
        for (const id of ids(m[2])) {
          const doc = dataset.get(id)
          // Without the token every private id is omitted for the same reason, whether it exists or not: the answer
          // must not tell an anonymous caller which drafts or secrets exist.
          if (isPrivateId(id) && !r.authenticated) omitted.push({ id, reason: 'permission' })
          else if (doc) documents.push(doc)
          else omitted.push({ id, reason: 'existence' })
        }
        return { documents, omitted }
      },
    },
  ]
}
