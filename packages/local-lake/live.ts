/**
 * The Live Content API's events stream (`GET /data/live/events/:dataset`), as `@sanity/client`'s `live.events()`
 * reads it: Server-Sent Events, `welcome` first, then one `message` event per transaction whose `data.tags` are the
 * sync tags of the query results it may have changed. The Studio's Presentation tool keeps two of these open (its
 * loader, with drafts, and its share-secret watcher), and re-runs a query when a message names one of its tags.
 *
 * The lake has one sync tag per dataset and perspective (`syncTagFor`), which every query result carries: any
 * change invalidates every cached result of its kind. That is coarse but never stale, and the local dataset is
 * small. A transaction that changed only private documents (drafts, versions, secrets) is announced only on
 * streams that asked for drafts with the token, so an anonymous listener learns nothing about unpublished work.
 *
 * Bounded: at most `maxStreams` streams at once (429 beyond, the client retries), and each stream is ended after
 * `maxAgeMs` (the client's EventSource reconnects and gets a fresh `welcome`), so an abandoned tab or a flood of
 * streams cannot hold the lake's sockets and memory for ever.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { CommittedTransaction, Dataset } from './dataset/store'
import { isPrivateId } from './dataset/ids'
import { HttpError } from './errors'

// Anonymous streams may take only part of the whole, so that anonymous callers can never lock the editor (a token
// holder) out of live updates.
export const LIVE_LIMITS = { maxStreams: 32, maxAnonymousStreams: 16, maxAgeMs: 10 * 60 * 1000, pingMs: 15_000 }

export type LiveLimits = Omit<typeof LIVE_LIMITS, 'maxAnonymousStreams'> & { maxAnonymousStreams?: number }

/** The sync tag of every query result over a dataset: `drafts` when drafts may be in it, else `published`. */
export function syncTagFor(dataset: string, includesDrafts: boolean): string {
  return `s1:${dataset}:${includesDrafts ? 'drafts' : 'published'}`
}

/** The tags a transaction invalidates for a stream: none when it changed nothing the stream may know about. */
export function tagsFor(tx: CommittedTransaction, dataset: string, includeDrafts: boolean): string[] {
  const published = tx.changes.some((change) => !isPrivateId(change.id))
  const tags: string[] = []
  // A published change shows in both kinds of result; a private one only in results that include drafts.
  if (published) tags.push(syncTagFor(dataset, false))
  if (includeDrafts && tx.changes.length > 0) tags.push(syncTagFor(dataset, true))
  return tags
}

export class LiveEventsHub {
  private streams = new Set<(tx: CommittedTransaction) => void>()
  private anonymous = 0

  constructor(
    dataset: Dataset,
    private readonly datasetName: string,
    private readonly limits: LiveLimits = LIVE_LIMITS,
  ) {
    dataset.on('commit', (tx) => {
      for (const send of this.streams) send(tx)
    })
  }

  get size(): number {
    return this.streams.size
  }

  /** Opens a stream; `includeDrafts` needs the token (checked by the caller); `authenticated`: the caller has it. */
  open(
    req: IncomingMessage,
    res: ServerResponse,
    headers: Record<string, string>,
    includeDrafts: boolean,
    authenticated = includeDrafts,
  ): void {
    if (this.streams.size >= this.limits.maxStreams)
      throw new HttpError(429, `At most ${this.limits.maxStreams} live event streams at once`, 'tooManyStreams')
    const maxAnonymous = this.limits.maxAnonymousStreams ?? this.limits.maxStreams
    if (!authenticated && this.anonymous >= maxAnonymous)
      throw new HttpError(429, `At most ${maxAnonymous} live event streams without the token at once`, 'tooManyStreams')
    if (!authenticated) this.anonymous++
    res.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    })
    res.write(`event: welcome\ndata: {}\n\n`)
    const send = (tx: CommittedTransaction) => {
      const tags = tagsFor(tx, this.datasetName, includeDrafts)
      if (tags.length > 0) res.write(`id: ${tx.id}\nevent: message\ndata: ${JSON.stringify({ tags })}\n\n`)
    }
    this.streams.add(send)
    const ping = setInterval(() => res.write(': ping\n\n'), this.limits.pingMs)
    // Ended after its time; the client's EventSource reconnects on its own.
    const expire = setTimeout(() => res.end(), this.limits.maxAgeMs)
    const close = () => {
      if (!this.streams.delete(send)) return
      if (!authenticated) this.anonymous--
      clearInterval(ping)
      clearTimeout(expire)
    }
    req.on('close', close)
    res.on('close', close)
  }
}
