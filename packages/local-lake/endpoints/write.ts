/**
 * Writing: the Mutate API (create, patch, delete, by id or by query) and the Actions API the Studio publishes with.
 * Each request is one transaction of the dataset (serialized, logged before it is acknowledged).
 */
import { TRANSACTION_ID, type CommittedTransaction } from '../dataset/store'
import { prepareActions } from '../actions'
import { LOCAL_USER } from '../auth'
import { WorkingCopy } from '../documents'
import { HttpError } from '../errors'
import { requireDataset, type LakeContext, type Route } from '../http'
import { prepareMutations } from '../mutations'
import { checkReferentialIntegrity } from '../references'

/** What a transaction records as asked for: the mutations or the actions. */
type Prepared = { mutations?: unknown[]; actions?: string[] }

export function writeRoutes({ config, dataset, pool }: LakeContext): Route[] {
  async function commit(
    prepare: (copy: WorkingCopy, timestamp: string) => Prepared | Promise<Prepared>,
    transactionId: unknown,
  ): Promise<CommittedTransaction> {
    // A malformed id is the caller's mistake (400, not the store's 409), named in at most 40 characters (probe I3).
    if (typeof transactionId === 'string' && transactionId && !TRANSACTION_ID.test(transactionId))
      throw new HttpError(
        400,
        `Transaction id "${transactionId.slice(0, 40)}${transactionId.length > 40 ? '…' : ''}" is not valid`,
        'mutationError',
      )
    return dataset.transact(
      async (read, timestamp) => {
        const copy = new WorkingCopy(read)
        const recorded = await prepare(copy, timestamp)
        // Inside the serialized transaction: the raw view is the committed state these changes apply to.
        checkReferentialIntegrity(dataset.view('raw'), copy.changes, (id) => read(id) !== undefined)
        return { changes: copy.changes, ...recorded }
      },
      {
        transactionId: typeof transactionId === 'string' && transactionId ? transactionId : undefined,
        author: LOCAL_USER.id,
      },
    )
  }

  return [
    {
      // The Studio asks which documents in other datasets reference one before it deletes or unpublishes it (the
      // references within this dataset it finds with a query). There is one dataset here, so there are none.
      name: 'data/references',
      methods: ['GET'],
      pattern: /^\/data\/references\/([^/]+)\/documents\/([^/]+)\/to$/,
      access: { origins: 'site', credentials: 'required' },
      handler: (_r, m) => {
        requireDataset(config, m[1])
        return { totalCount: 0, references: [] }
      },
    },
    {
      name: 'data/mutate',
      methods: ['POST'],
      pattern: /^\/data\/mutate\/([^/]+)$/,
      access: { origins: 'site', credentials: 'required' },
      handler: async (r, m) => {
        requireDataset(config, m[1])
        const body = await r.json()
        const dryRun = r.url.searchParams.get('dryRun') === 'true'
        if (dryRun) throw new HttpError(501, 'dryRun is not implemented by the local Content Lake', 'notImplemented')
        let results: Array<{ id: string; operation: string }> = []
        const tx = await commit(async (copy, timestamp) => {
          // Inside the serialized transaction: the raw view is the committed state this transaction builds on.
          results = await prepareMutations(copy, body.mutations, timestamp, (query, params, overrides) =>
            pool.run({ query, params, authenticated: true, overrides }),
          )
          return { mutations: body.mutations as unknown[] }
        }, body.transactionId)
        const withDocs = r.url.searchParams.get('returnDocuments') === 'true'
        return {
          transactionId: tx.id,
          results: results.map((res) => ({
            id: res.id,
            operation: res.operation,
            ...(withDocs ? { document: dataset.get(res.id) ?? null } : {}),
          })),
        }
      },
    },
    {
      name: 'data/actions',
      methods: ['POST'],
      pattern: /^\/data\/actions\/([^/]+)$/,
      access: { origins: 'site', credentials: 'required' },
      handler: async (r, m) => {
        requireDataset(config, m[1])
        const body = await r.json()
        if (Array.isArray(body.actions))
          r.detail = body.actions.map((a: { actionType?: unknown }) => String(a?.actionType)).join(',')
        if (body.dryRun)
          throw new HttpError(501, 'dryRun is not implemented by the local Content Lake', 'notImplemented')
        const tx = await commit(
          (copy, timestamp) => ({ actions: prepareActions(copy, body.actions, timestamp), mutations: [] }),
          body.transactionId,
        )
        return { transactionId: tx.id }
      },
    },
  ]
}
