/**
 * History: a document's transactions, the document as it was at a revision or time, and its events (history.ts
 * computes them from the dataset's transactions). All need the token.
 */
import { documentAt, documentEvents, transactionsFor } from '../history'
import { ANSWERED, ids, requireDataset, type LakeContext, type Route } from '../http'

export function historyRoutes({ config, dataset }: LakeContext): Route[] {
  return [
    {
      name: 'data/history/transactions',
      methods: ['GET'],
      pattern: /^\/data\/history\/([^/]+)\/transactions\/(.+)$/,
      access: { origins: 'site', credentials: 'required' },
      handler: async (r, m) => {
        requireDataset(config, m[1])
        const s = r.url.searchParams
        const rows = transactionsFor(await dataset.transactions(), ids(m[2]), {
          fromTransaction: s.get('fromTransaction'),
          toTransaction: s.get('toTransaction'),
          reverse: s.get('reverse') === 'true',
          limit: Number(s.get('limit')) || undefined,
          excludeContent: s.get('excludeContent') === 'true',
        })
        r.res.writeHead(200, { ...r.cors, 'content-type': 'application/x-ndjson', 'cache-control': 'no-store' })
        r.res.end(rows.map((row) => JSON.stringify(row)).join('\n'))
        return ANSWERED
      },
    },
    {
      name: 'data/history/documents',
      methods: ['GET'],
      pattern: /^\/data\/history\/([^/]+)\/documents\/(.+)$/,
      access: { origins: 'site', credentials: 'required' },
      handler: async (r, m) => {
        requireDataset(config, m[1])
        const all = await dataset.transactions()
        const at = {
          revision: r.url.searchParams.get('revision'),
          time: r.url.searchParams.get('time'),
          lastRevision: r.url.searchParams.get('lastRevision') === 'true',
        }
        const documents = ids(m[2]).flatMap((id) => documentAt(all, dataset.get(id), id, at) ?? [])
        return { documents }
      },
    },
    {
      name: 'data/history/events/documents',
      methods: ['GET'],
      pattern: /^\/data\/history\/([^/]+)\/events\/documents\/(.+)$/,
      access: { origins: 'site', credentials: 'required' },
      handler: async (r, m) => {
        requireDataset(config, m[1])
        const id = decodeURIComponent(m[2] ?? '')
        return { events: { [id]: documentEvents(await dataset.transactions(), id) }, nextCursor: '' }
      },
    },
    {
      // Releases are not supported: there are none, so there are no release events.
      name: 'data/history/events/releases',
      methods: ['GET'],
      pattern: /^\/data\/history\/([^/]+)\/events\/releases\/(.+)$/,
      access: { origins: 'site', credentials: 'required' },
      handler: () => ({ events: {}, nextCursor: '' }),
    },
  ]
}
