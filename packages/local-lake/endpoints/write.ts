/**
 * Writing: the Mutate API (create, patch, delete, by id or by query) and the Actions API the Studio publishes with.
 * Each request is one transaction of the dataset (serialized, logged before it is acknowledged).
 */
import { newTransactionId, TRANSACTION_ID, type CommittedTransaction } from '../dataset/store'
import type { SanityDocument } from '../dataset/overlay'
import { prepareActions } from '../actions'
import { checkGate, gateContext } from '../gate'
import { guardLockedVersions } from '../releases'
import type { LakeUser } from '../users'
import { WorkingCopy } from '../documents'
import { HttpError } from '../errors'
import { requireDataset, type LakeContext, type Route } from '../http'
import { prepareMutations, withArrayKeys } from '../mutations'
import { checkReferentialIntegrity } from '../references'

/** What a transaction records as asked for: the mutations or the actions. */
type Prepared = { mutations?: unknown[]; actions?: string[] }

/** A `dryRun` transaction, stopped once it is known to succeed: what it would have written, nothing written. */
class DryRunDone extends Error {
  constructor(readonly changes: Map<string, SanityDocument | null>) {
    super('dry run')
  }
}

export function writeRoutes({ config, dataset, pool, gate }: LakeContext): Route[] {
  async function commit(
    user: LakeUser,
    prepare: (copy: WorkingCopy, timestamp: string) => Prepared | Promise<Prepared>,
    transactionId: unknown,
    dryRun = false,
  ): Promise<CommittedTransaction> {
    // A malformed id is the caller's mistake (400, not the store's 409), named in at most 40 characters: never
    // echoed in full.
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
        // Whatever the road, a version of a scheduled (or done) release is not changed, unless by its release's own
        // action in this transaction (publishing or unscheduling it).
        guardLockedVersions(copy, read)
        await checkGate(gate, user, copy.changes, gateContext(dataset, read))
        // Inside the serialized transaction: the raw view is the committed state these changes apply to.
        checkReferentialIntegrity(dataset.view('raw'), copy.changes, (id) => read(id) !== undefined)
        // Every check has passed: a dry run stops here, so nothing is logged, stored or announced.
        if (dryRun) throw new DryRunDone(copy.changes)
        return { changes: copy.changes, ...recorded }
      },
      {
        transactionId: typeof transactionId === 'string' && transactionId ? transactionId : undefined,
        author: user.id,
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
      writes: true,
      handler: async (r, m) => {
        requireDataset(config, m[1])
        const body = await r.json()
        const search = r.url.searchParams
        const dryRun = search.get('dryRun') === 'true'
        const mutations =
          search.get('autoGenerateArrayKeys') === 'true' ? withArrayKeys(body.mutations) : body.mutations
        let results: Array<{ id: string; operation: string }> = []
        let document = (id: string) => dataset.get(id) ?? null
        let transactionId: string
        try {
          const tx = await commit(
            r.user!,
            async (copy, timestamp) => {
              // Inside the serialized transaction: the raw view is the committed state this transaction builds on.
              results = await prepareMutations(copy, mutations, timestamp, (query, params, overrides) =>
                pool.run({ query, params, authenticated: true, overrides }),
              )
              return { mutations: mutations as unknown[] }
            },
            body.transactionId,
            dryRun,
          )
          transactionId = tx.id
        } catch (error) {
          if (!(error instanceof DryRunDone)) throw error
          const { changes } = error
          document = (id) => (changes.has(id) ? (changes.get(id) ?? null) : (dataset.get(id) ?? null))
          transactionId = typeof body.transactionId === 'string' ? body.transactionId : newTransactionId()
        }
        const withDocs = search.get('returnDocuments') === 'true'
        return {
          transactionId,
          results: results.map((res) => ({
            id: res.id,
            operation: res.operation,
            ...(withDocs ? { document: document(res.id) } : {}),
          })),
        }
      },
    },
    {
      name: 'data/actions',
      methods: ['POST'],
      pattern: /^\/data\/actions\/([^/]+)$/,
      access: { origins: 'site', credentials: 'required' },
      writes: true,
      handler: async (r, m) => {
        requireDataset(config, m[1])
        const body = await r.json()
        if (Array.isArray(body.actions))
          r.detail = body.actions.map((a: { actionType?: unknown }) => String(a?.actionType)).join(',')
        try {
          const tx = await commit(
            r.user!,
            async (copy, timestamp) => {
              // Release actions read every document (a release's versions) and, to unarchive, the history.
              const history = JSON.stringify(body.actions ?? []).includes('sanity.action.release.unarchive')
                ? await dataset.transactions()
                : []
              const releases = {
                documents: () => dataset.view('raw'),
                transactions: () => history,
                userId: r.user!.id,
                gate,
              }
              return { actions: prepareActions(copy, body.actions, timestamp, releases), mutations: [] }
            },
            body.transactionId,
            body.dryRun === true,
          )
          return { transactionId: tx.id }
        } catch (error) {
          if (!(error instanceof DryRunDone)) throw error
          return { transactionId: typeof body.transactionId === 'string' ? body.transactionId : newTransactionId() }
        }
      },
    },
  ]
}
