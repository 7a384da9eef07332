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

/** The document id a mutation as sent names (`create*`: its `_id`; `patch`/`delete`: its `id`), if any. */
function mutationTarget(mutation: unknown): string | undefined {
  const [op, body] = Object.entries((mutation ?? {}) as Record<string, unknown>)[0] ?? []
  if (!op || !body || typeof body !== 'object') return undefined
  const b = body as Record<string, unknown>
  const id = op.startsWith('create') ? b._id : b.id
  return typeof id === 'string' ? id : undefined
}

/**
 * The mutations a listener is told of for one document: those of the transaction that named it, as they were sent
 * (as Sanity's listener sends them). A change no sent mutation names by id (an action, a patch by query, a generated
 * id) is told as the mutation that turns `before` into `after` exactly.
 */
export function mutationsFor(change: DocumentChange, sent: unknown[] = []): unknown[] {
  const own = sent.filter((mutation) => mutationTarget(mutation) === change.id)
  if (own.length) return own
  return change.after ? [{ createOrReplace: withoutRev(change.after) }] : [{ delete: { id: change.id } }]
}

export function effectsFor(change: DocumentChange): { apply: unknown[]; revert: unknown[] } {
  return { apply: [0, withoutRev(change.after)], revert: [0, withoutRev(change.before)] }
}

/** One change of a transaction, with whether the listener's filter matched the document before and after it. */
export type Seen = { change: DocumentChange; was: boolean; is: boolean }

/**
 * The `mutation` events one listener gets for one transaction: one per document its filter matched before or after,
 * in the transaction's order. As Sanity's listener: `transactionTotalEvents` counts the events this listener gets
 * (not every document the transaction wrote) and `transactionCurrentEvent` is zero-based, so a client that waits
 * for all of a transaction's events before applying them (the Studio's document pair listener) gets them all;
 * `previousRev` is the revision the change applies to (none when the document is created) and `resultRev` the
 * transaction's id.
 */
export function transactionEvents(
  tx: CommittedTransaction,
  seen: Seen[],
  options: Pick<ListenOptions, 'includeMutations' | 'effects' | 'includeResult' | 'includePreviousRevision'>,
): Array<Record<string, unknown>> {
  const sent = seen.filter(({ was, is }) => was || is)
  return sent.map(({ change, was, is }, index) => {
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
      transactionTotalEvents: sent.length,
      transactionCurrentEvent: index,
    }
    if (options.includeMutations) event.mutations = mutationsFor(change, tx.mutations)
    if (options.effects) event.effects = effectsFor(change)
    if (options.includeResult && change.after) event.result = change.after
    if (options.includePreviousRevision && change.before) event.previous = change.before
    return event
  })
}

/**
 * The filters the Studio keeps open most, decided here without a query worker: every document (`*`, its global
 * listener) and a document's own ids (`*[_id in $ids]`, `*[_id == $id]`, a document pane's pair listener). Each commit
 * is matched against every open listener, before and after, so with the query pool's two workers these matches
 * queued in front of the Studio's own queries and of the events themselves: with a dozen listeners, twenty quick
 * edits of a long guide kept a query waiting seconds and the events tens of seconds behind, and the Studio's
 * validation, which reads the lake, waited with them. GROQ's own answer for these filters over one document is exactly
 * this. Null for any other filter (it goes to a worker).
 */
export function directFilter(
  query: string,
  params: Record<string, unknown>,
): ((doc: SanityDocument) => boolean) | null {
  const text = query.trim()
  if (text === '*') return () => true
  const list = /^\*\s*\[\s*_id\s+in\s+\$([A-Za-z_]\w*)\s*\]$/.exec(text)
  if (list) {
    const ids = params[list[1]!]
    return Array.isArray(ids) ? (doc) => ids.includes(doc._id) : null
  }
  const one = /^\*\s*\[\s*_id\s*==\s*\$([A-Za-z_]\w*)\s*\]$/.exec(text)
  if (one) {
    const id = params[one[1]!]
    return typeof id === 'string' ? (doc) => doc._id === id : null
  }
  return null
}

/** Whether a document passes a listener's filter; a filter over its limits throws (and ends its stream). */
async function matches(
  pool: QueryPool,
  options: ListenOptions,
  doc: SanityDocument | null,
  direct: ((doc: SanityDocument) => boolean) | null = null,
): Promise<boolean> {
  if (!doc) return false
  if (direct) return direct(doc)
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
 * Listen streams without the token: each costs filter runs on every commit in the query pool the
 * editor shares, so anonymous callers get at most this many at once (429 beyond; the editor's are not counted).
 */
export const MAX_ANONYMOUS_LISTENERS = 16

/** The last transactions kept for a listener that reconnects with `Last-Event-ID` (older: `reset`). */
export const RESUME_TRANSACTIONS = 1000

export class ListenHub {
  private streams = new Set<(tx: CommittedTransaction) => Promise<void>>()
  private anonymous = 0
  /** Recent transactions, oldest first, for resuming after a reconnect. */
  private readonly recent: CommittedTransaction[] = []

  constructor(
    dataset: Dataset,
    private readonly pool: QueryPool,
  ) {
    dataset.on('commit', (tx) => {
      this.recent.push(tx)
      if (this.recent.length > RESUME_TRANSACTIONS) this.recent.shift()
      for (const send of this.streams) void send(tx)
    })
  }

  /**
   * What a reconnect with `Last-Event-ID` (`<transaction>#<document>`) missed: the rest of that transaction and every
   * later one, or undefined when that event is no longer kept (or never was).
   */
  private missedSince(lastEventId: string): Array<{ tx: CommittedTransaction; after?: string }> | undefined {
    const [txId, docId] = lastEventId.split('#')
    const index = this.recent.findIndex((tx) => tx.id === txId)
    if (index < 0) return undefined
    return [{ tx: this.recent[index]!, after: docId }, ...this.recent.slice(index + 1).map((tx) => ({ tx }))]
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
    const lastEventId = req.headers['last-event-id']
    const missed = typeof lastEventId === 'string' && lastEventId ? this.missedSince(lastEventId) : undefined
    const listenerName = 'L' + randomDocumentId()
    // A reconnect that can resume says `welcomeback` and sends what it missed; one that cannot says `reset`, and the
    // client fetches afresh (as @sanity/client and Sanity's listener agree).
    if (typeof lastEventId === 'string' && lastEventId)
      res.write(
        missed ? `event: welcomeback\ndata: ${JSON.stringify({ listenerName })}\n\n` : 'event: reset\ndata: {}\n\n',
      )
    else if (options.events.includes('welcome'))
      res.write(`event: welcome\ndata: ${JSON.stringify({ listenerName })}\n\n`)
    const direct = directFilter(options.query, options.params)
    const send = async (tx: CommittedTransaction, resumeAfter?: string) => {
      const visible = tx.changes.filter((c) => options.authenticated || !isPrivateId(c.id))
      const seen: Seen[] = []
      try {
        // Every change is matched before the first event leaves (each event says how many this listener gets), one
        // after another, so a large transaction does not flood the query pool's queue.
        for (const change of visible) {
          const [was, is] = await Promise.all([
            matches(this.pool, options, change.before, direct),
            matches(this.pool, options, change.after, direct),
          ])
          seen.push({ change, was, is })
        }
      } catch (error) {
        // A filter over its time or memory limit ends its own stream, as Sanity ends a listener it cannot serve.
        console.log(`lake: a listen stream ended: ${(error as Error).message}`)
        res.write(`event: channelError\ndata: ${JSON.stringify({ message: (error as Error).message })}\n\n`)
        close()
        res.end()
        return
      }
      const events = transactionEvents(tx, seen, options)
      // A resumed stream gets the rest of the transaction it last saw part of.
      const from = resumeAfter === undefined ? 0 : events.findIndex((e) => e.documentId === resumeAfter) + 1
      for (const event of events.slice(from)) {
        res.write(`id: ${String(event.eventId)}\nevent: mutation\ndata: ${JSON.stringify(event)}\n\n`)
        if (process.env.LAKE_DEBUG)
          console.log(
            `lake: event ${host} ${String(event.documentId)} ${String(event.previousRev)} -> ${tx.id} ${String(event.transactionCurrentEvent)}/${String(event.transactionTotalEvents)} auth=${options.authenticated}`,
          )
      }
    }
    // Events leave in commit order: matching is asynchronous, so each stream sends one transaction at a time.
    let queue = Promise.resolve()
    const enqueue = (tx: CommittedTransaction, resumeAfter?: string) => {
      queue = queue.then(() => send(tx, resumeAfter)).catch(() => undefined)
      return queue
    }
    for (const { tx, after } of missed ?? []) void enqueue(tx, after)
    this.streams.add(enqueue)
    const ping = setInterval(() => res.write(': ping\n\n'), 15_000)
    const close = () => {
      if (!this.streams.delete(enqueue)) return
      if (!options.authenticated) this.anonymous--
      clearInterval(ping)
    }
    req.on('close', close)
    res.on('close', close)
    if (process.env.LAKE_DEBUG) {
      const opened = Date.now()
      console.log(
        `lake: listen open ${host} ${listenerName} last=${String(lastEventId)} q=${options.query.slice(0, 60)}`,
      )
      res.on('close', () => console.log(`lake: listen close ${host} ${listenerName} after ${Date.now() - opened} ms`))
    }
  }
}
