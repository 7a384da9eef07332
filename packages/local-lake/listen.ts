/**
 * Listen (`GET /data/listen/:dataset`): Server-Sent Events. `welcome` first, then one `mutation` event per document a
 * transaction changed that matches the listener's filter, with `effects` in mendoza form. A mendoza patch `[0, value]`
 * means "the result is this whole value", which is exact (there is no JS differ for smaller patches).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { CommittedTransaction, Dataset, DocumentChange } from './dataset/store'
import type { SanityDocument } from './dataset/overlay'
import { HttpError } from './errors'
import type { QueryPool } from './query-pool'
import { isPrivateId, randomDocumentId } from './dataset/ids'
import { withoutRev } from './documents'

export type ListenOptions = {
  /** The listener's GROQ filter, run in a query worker against each changed document. */
  query: string
  params: Record<string, unknown>
  includeResult: boolean
  includePreviousRevision: boolean
  includeMutations: boolean
  effects: boolean
  events: string[]
  authenticated: boolean
}

/** The mutations that turn `before` into `after` exactly: what a listener applies when it has no effects. */
export function mutationsFor(change: DocumentChange): unknown[] {
  return change.after ? [{ createOrReplace: withoutRev(change.after) }] : [{ delete: { id: change.id } }]
}

export function effectsFor(change: DocumentChange): { apply: unknown[]; revert: unknown[] } {
  return { apply: [0, withoutRev(change.after)], revert: [0, withoutRev(change.before)] }
}

/** Whether a document passes a listener's filter; a filter over its limits throws (and ends its stream). */
async function matches(pool: QueryPool, options: ListenOptions, doc: SanityDocument | null): Promise<boolean> {
  if (!doc) return false
  try {
    const result = await pool.run({
      query: options.query,
      params: options.params,
      authenticated: options.authenticated,
      documents: [doc],
    })
    return Array.isArray(result) ? result.length > 0 : Boolean(result)
  } catch (error) {
    if (error instanceof HttpError && error.status === 400) return false
    throw error
  }
}

/**
 * Listen streams without the token (security probe L3): each costs filter runs on every commit in the query pool the
 * editor shares, so anonymous callers get at most this many at once (429 beyond; the editor's are not counted).
 */
export const MAX_ANONYMOUS_LISTENERS = 16

export class ListenHub {
  private streams = new Set<(tx: CommittedTransaction) => Promise<void>>()
  private anonymous = 0

  constructor(
    dataset: Dataset,
    private readonly pool: QueryPool,
  ) {
    dataset.on('commit', (tx) => {
      for (const send of this.streams) void send(tx)
    })
  }

  get size(): number {
    return this.streams.size
  }

  open(req: IncomingMessage, res: ServerResponse, headers: Record<string, string>, options: ListenOptions): void {
    if (!options.authenticated && this.anonymous >= MAX_ANONYMOUS_LISTENERS)
      throw new HttpError(
        429,
        `At most ${MAX_ANONYMOUS_LISTENERS} listen streams without the token at once`,
        'tooManyStreams',
      )
    if (!options.authenticated) this.anonymous++
    const host = req.headers.host ?? ''
    res.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    })
    res.write(': listening\n\n')
    if (options.events.includes('welcome'))
      res.write(`event: welcome\ndata: ${JSON.stringify({ listenerName: 'L' + randomDocumentId() })}\n\n`)
    const send = async (tx: CommittedTransaction) => {
      const visible = tx.changes.filter((c) => options.authenticated || !isPrivateId(c.id))
      let index = 0
      for (const change of visible) {
        index += 1
        let was: boolean
        let is: boolean
        try {
          ;[was, is] = await Promise.all([
            matches(this.pool, options, change.before),
            matches(this.pool, options, change.after),
          ])
        } catch (error) {
          // A filter over its time or memory limit ends its own stream, as Sanity ends a listener it cannot serve.
          res.write(`event: channelError\ndata: ${JSON.stringify({ message: (error as Error).message })}\n\n`)
          close()
          res.end()
          return
        }
        if (!was && !is) continue
        const event: Record<string, unknown> = {
          eventId: `${tx.id}#${change.id}`,
          documentId: change.id,
          transactionId: tx.id,
          transition: !was ? 'appear' : !is ? 'disappear' : 'update',
          identity: tx.author,
          previousRev: change.before?._rev,
          resultRev: tx.id,
          timestamp: tx.timestamp,
          visibility: 'query',
          transactionTotalEvents: visible.length,
          transactionCurrentEvent: index,
        }
        if (options.includeMutations) event.mutations = mutationsFor(change)
        if (options.effects) event.effects = effectsFor(change)
        if (options.includeResult && change.after) event.result = change.after
        if (options.includePreviousRevision && change.before) event.previous = change.before
        res.write(`id: ${tx.id}#${change.id}\nevent: mutation\ndata: ${JSON.stringify(event)}\n\n`)
        if (process.env.LAKE_DEBUG)
          console.log(
            `lake: event ${host} ${change.id} ${String(event.previousRev)} -> ${tx.id} auth=${options.authenticated}`,
          )
      }
    }
    // Events leave in commit order: matching is asynchronous, so each stream sends one transaction at a time.
    let queue = Promise.resolve()
    const enqueue = (tx: CommittedTransaction) => {
      queue = queue.then(() => send(tx)).catch(() => undefined)
      return queue
    }
    this.streams.add(enqueue)
    const ping = setInterval(() => res.write(': ping\n\n'), 15_000)
    const close = () => {
      if (!this.streams.delete(enqueue)) return
      if (!options.authenticated) this.anonymous--
      clearInterval(ping)
    }
    req.on('close', close)
    res.on('close', close)
  }
}
