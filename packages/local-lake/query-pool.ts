/**
 * User GROQ never runs on the lake's request loop (packages/local-lake/README.md, "Threat model"): queries, listen filters and
 * patch or delete by query go to a small pool of worker threads, each with a memory limit, and a query still running
 * at its time limit has its worker ended and replaced. One worker is kept for callers with the editor token, so an
 * anonymous runaway query cannot keep the Studio waiting.
 */
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import type { SanityDocument } from './dataset/overlay'
import type { Dataset } from './dataset/store'
import { HttpError } from './errors'
import type { SourceMapMode } from './source-map'

export type QueryLimits = {
  /** Worker threads (at least 2: one is kept for the editor). */
  workers: number
  timeoutMs: number
  memoryMb: number
  maxQueryBytes: number
  maxResultBytes: number
  /** Requests waiting for a worker; more are refused with 429. */
  maxQueued: number
}

export const DEFAULT_QUERY_LIMITS: QueryLimits = {
  workers: 2,
  timeoutMs: 5_000,
  memoryMb: 256,
  // Sanity's limit for a query in a GET URL is 11 KB (larger ones go in a POST body); 64 KB covers both.
  maxQueryBytes: 64 * 1024,
  maxResultBytes: 32 * 1024 * 1024,
  maxQueued: 200,
}

/** The project and dataset a query runs in, for GROQ's `sanity::` functions. */
export type SanityIdentity = { projectId: string; dataset: string }

export type WorkerRequest =
  | { type: 'reset'; docs: SanityDocument[] }
  | { type: 'apply'; changes: Array<[string, SanityDocument | null]> }
  | {
      type: 'run'
      id: number
      query: string
      params: Record<string, unknown>
      perspective: string
      authenticated: boolean
      maxResultBytes: number
      /** Patch or delete by query: the raw documents with these uncommitted changes. */
      overrides?: Array<[string, SanityDocument | null]>
      /** A listen filter: exactly these documents. */
      documents?: SanityDocument[]
      /** The project's own documents (users.ts, systemGroups), seen beside the dataset's by a signed-in caller. */
      system?: SanityDocument[]
      /** Answer with the result's Content Source Map too (source-map.ts). */
      sourceMap?: SourceMapMode
    }

export type WorkerReply =
  | { id: number; json: string; sourceMap?: string; error?: undefined }
  | {
      id: number
      json?: undefined
      error: { status: number; message: string; type: string; details?: Record<string, unknown> }
    }

export type QueryRequest = {
  query: string
  params: Record<string, unknown>
  perspective?: string
  authenticated: boolean
  /**
   * Served like the editor's queries (the worker kept free, no anonymous queue cap) while seeing only what its
   * `authenticated` allows: the editor, and a host's own server reading published content (`x-lake-reader`).
   */
  priority?: boolean
  overrides?: Array<[string, SanityDocument | null]>
  documents?: SanityDocument[]
  system?: SanityDocument[]
  /** With a Content Source Map: then the answer is `{ result, resultSourceMap }`. */
  sourceMap?: SourceMapMode
}

/**
 * Queries from callers without priority that may wait at once (429 beyond): a queue of anonymous runaway queries
 * stays short, so a reader that waits in it is not kept for tens of seconds.
 */
export const MAX_ANONYMOUS_QUEUED = 16

type Pending = {
  request: Omit<Extract<WorkerRequest, { type: 'run' }>, 'id'>
  priority: boolean
  resolve: (value: unknown) => void
  reject: (error: Error) => void
}
type Slot = { worker: Worker; busy: Pending | null; timer?: NodeJS.Timeout; id: number }

// tsx (`npm run lake`) and Playwright load this file as CommonJS and Vitest provides __dirname too; import.meta
// would make Playwright treat it as an ES module that it then cannot run.
const WORKER_FILE = path.join(__dirname, 'query-worker-entry.mjs')

export class QueryPool {
  private readonly slots: Slot[] = []
  private readonly queue: Pending[] = []
  private nextId = 1
  private closed = false

  constructor(
    private readonly dataset: Dataset,
    readonly limits: QueryLimits = DEFAULT_QUERY_LIMITS,
    private readonly log: (line: string) => void = () => {},
    /** What `sanity::projectId()` and `sanity::dataset()` answer in this pool's queries. */
    private readonly identity: SanityIdentity = { projectId: '', dataset: '' },
  ) {
    for (let i = 0; i < Math.max(2, limits.workers); i++) this.slots.push(this.spawn())
    dataset.on('commit', (tx) => {
      const changes = tx.changes.map((c) => [c.id, c.after] as [string, SanityDocument | null])
      for (const slot of this.slots) slot.worker.postMessage({ type: 'apply', changes } satisfies WorkerRequest)
    })
    dataset.on('reload', () => {
      for (const slot of this.slots) slot.worker.postMessage(this.resetMessage())
    })
  }

  private resetMessage(): WorkerRequest {
    return { type: 'reset', docs: this.dataset.view('raw') }
  }

  private spawn(): Slot {
    const worker = new Worker(WORKER_FILE, {
      workerData: { sanity: this.identity },
      resourceLimits: { maxOldGenerationSizeMb: this.limits.memoryMb, maxYoungGenerationSizeMb: 32 },
    })
    const slot: Slot = { worker, busy: null, id: 0 }
    worker.postMessage(this.resetMessage())
    worker.on('message', (reply: WorkerReply) => {
      const pending = slot.busy
      if (!pending || reply.id !== slot.id) return
      this.finish(slot)
      if (reply.error)
        pending.reject(new HttpError(reply.error.status, reply.error.message, reply.error.type, reply.error.details))
      else
        pending.resolve(
          reply.sourceMap !== undefined
            ? { result: JSON.parse(reply.json), resultSourceMap: JSON.parse(reply.sourceMap) }
            : JSON.parse(reply.json),
        )
    })
    worker.on('error', (error) => {
      // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or a crash: answer the query and start a fresh worker.
      const pending = slot.busy
      const memory = (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY'
      this.replace(slot)
      pending?.reject(
        memory
          ? new HttpError(
              413,
              `The query needed more than ${this.limits.memoryMb} MB and was stopped: ask for less`,
              'queryMemoryLimit',
            )
          : new HttpError(500, `The query worker failed: ${error.message}`, 'queryError'),
      )
    })
    worker.unref()
    return slot
  }

  private replace(slot: Slot): void {
    clearTimeout(slot.timer)
    slot.busy = null
    slot.worker.removeAllListeners()
    // A stopped runaway query may still run out of memory before the worker ends: that error is expected and
    // answered already, and without a listener it would crash the lake.
    slot.worker.on('error', () => {})
    void slot.worker.terminate()
    if (this.closed) return
    const index = this.slots.indexOf(slot)
    if (index >= 0) this.slots[index] = this.spawn()
    this.drain()
  }

  private finish(slot: Slot): void {
    clearTimeout(slot.timer)
    slot.busy = null
    this.drain()
  }

  /** Runs a query in a worker; rejects with a Sanity-shaped HttpError when it breaks a limit. */
  run(request: QueryRequest): Promise<unknown> {
    if (this.closed) return Promise.reject(new HttpError(503, 'The local Content Lake is stopping', 'unavailable'))
    if (Buffer.byteLength(request.query) > this.limits.maxQueryBytes)
      return Promise.reject(
        new HttpError(413, `The query is longer than ${this.limits.maxQueryBytes} bytes`, 'queryTooLarge'),
      )
    const priority = request.priority ?? request.authenticated
    if (this.queue.length >= this.limits.maxQueued)
      return Promise.reject(new HttpError(429, 'Too many queries are waiting: try again shortly', 'rateLimited'))
    if (!priority && this.queue.filter((p) => !p.priority).length >= MAX_ANONYMOUS_QUEUED)
      return Promise.reject(
        new HttpError(429, 'Too many queries without the token are waiting: try again shortly', 'rateLimited'),
      )
    return new Promise((resolve, reject) => {
      this.queue.push({
        priority,
        request: {
          type: 'run',
          query: request.query,
          params: request.params,
          perspective: request.perspective ?? 'raw',
          authenticated: request.authenticated,
          maxResultBytes: this.limits.maxResultBytes,
          overrides: request.overrides,
          documents: request.documents,
          system: request.system,
          sourceMap: request.sourceMap,
        },
        resolve,
        reject,
      })
      this.drain()
    })
  }

  private drain(): void {
    for (let i = 0; i < this.queue.length;) {
      const pending = this.queue[i]!
      const idle = this.slots.filter((s) => !s.busy)
      // Anonymous queries may not take the last idle worker: it stays free for the editor.
      const usable = pending.priority ? idle : idle.length > 1 ? idle : []
      const slot = usable[0]
      if (!slot) {
        i++
        continue
      }
      this.queue.splice(i, 1)
      slot.busy = pending
      slot.id = this.nextId++
      slot.timer = setTimeout(() => {
        this.log(`lake: a query ran over ${this.limits.timeoutMs} ms and was stopped`)
        this.replace(slot)
        pending.reject(
          new HttpError(
            408,
            `The query ran longer than ${this.limits.timeoutMs / 1000} s and was stopped: ask for less`,
            'queryTimeout',
          ),
        )
      }, this.limits.timeoutMs)
      slot.worker.postMessage({ ...pending.request, id: slot.id } satisfies WorkerRequest)
    }
  }

  async close(): Promise<void> {
    this.closed = true
    for (const pending of this.queue.splice(0))
      pending.reject(new HttpError(503, 'The local Content Lake is stopping', 'unavailable'))
    await Promise.all(
      this.slots.map((slot) => {
        clearTimeout(slot.timer)
        slot.busy?.reject(new HttpError(503, 'The local Content Lake is stopping', 'unavailable'))
        slot.busy = null
        slot.worker.removeAllListeners()
        return slot.worker.terminate()
      }),
    )
  }
}
