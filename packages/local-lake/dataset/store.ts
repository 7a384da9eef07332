/**
 * The one dataset module: an NDJSON file (the format `sanity dataset export` writes) held in memory, read by the
 * site's local backend and written by the local Content Lake. One parse (`parseNdjsonLine`), one overlay (`overlay`),
 * one writer:
 *
 * - Writes are serialized: a transaction sees the state every earlier transaction left, so a check such as
 *   "the draft is still at revision X" cannot be undone by a write that was in flight at the same time.
 * - Every transaction stamps the documents it writes with its id as `_rev` and its time as `_updatedAt`, also one
 *   whose content it leaves as it was (a `set` then `unset` of one field): as Sanity does, so that every client
 *   sees its own transaction echoed with an unbroken revision chain (the Studio waits for that echo).
 * - A transaction costs what it changes: it is one line appended to a write-ahead log beside the file and flushed
 *   to disk (fsync) before it is acknowledged (`wal.ts`). The log is folded into the file in the background (after
 *   a second without writes, or when it grows large) and at close: the file is replaced atomically (temporary file,
 *   fsync, rename, folder fsync), so a crash at any point leaves a snapshot and a log that load to the last
 *   acknowledged transaction. Memory changes only after the disk did.
 * - A file changed by someone else (`npm run seed`, a second process) is reloaded before the next transaction, so
 *   a write never silently overwrites it; revision checks then run against what is really on disk. Readers (the
 *   site) replay the log too, and pick up what is appended to it without reading the whole file again.
 *
 * Each committed transaction is kept with the documents before and after, for the lake's history endpoints: in the
 * log until a fold, then in a history file beside the dataset (`<name>.history.ndjson`).
 */
import { createHash, randomBytes } from 'node:crypto'
import { randomDocumentId } from './ids'
import { EventEmitter } from 'node:events'
import { createReadStream, readFileSync, statSync } from 'node:fs'
import { open, readdir, readFile, rename, stat, unlink, type FileHandle } from 'node:fs/promises'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { overlay, parseNdjsonLine, type SanityDocument } from './overlay'
import { withWriteLock } from './write-lock'
import { logStat, readLog, readLogSince, replay, versionOf, walFileFor, walHeader, type LogRead } from './wal'

export type ViewName = 'raw' | 'published' | 'drafts'

/** What a transaction does: each id maps to the document's new content, or null to delete it. */
export type DocumentChanges = Map<string, SanityDocument | null>

export type PreparedTransaction = {
  changes: DocumentChanges
  /** Recorded in the history as what was asked for (mutations or actions); not re-applied. */
  mutations?: unknown[]
  actions?: string[]
}

export type DocumentChange = { id: string; before: SanityDocument | null; after: SanityDocument | null }

export type CommittedTransaction = {
  id: string
  timestamp: string
  author: string
  mutations: unknown[]
  actions: string[]
  changes: DocumentChange[]
}

export type DatasetHooks = {
  /**
   * Writes the new file content to the open temporary file, a piece at a time (each call appends the next piece).
   * Tests replace it to inject a crash mid-write.
   */
  writeTemp?: (handle: FileHandle, text: string) => Promise<void>
  /** Appends one transaction's line to the log and flushes it. Tests replace it to inject a crash mid-append. */
  appendLog?: (handle: FileHandle, line: string) => Promise<void>
  /** Appends folded transactions to the history file. Tests replace it to inject a disk-full mid-append. */
  appendHistory?: (handle: FileHandle, text: string) => Promise<void>
}

export type DatasetOptions = {
  /** The history file; false keeps no history (a process that only reads the file). */
  historyFile?: string | false
  hooks?: DatasetHooks
  /** How long after the last write the log is folded into the file (default DEFAULT_FOLD_AFTER_MS). */
  foldAfterMs?: number
  /** The log size at which it is folded at once (default DEFAULT_FOLD_AT_BYTES). */
  foldAtBytes?: number
}

/** A transaction that cannot apply to the current state (stale revision, existing id...): HTTP 409. */
export class ConflictError extends Error {
  readonly status = 409
  constructor(message: string) {
    super(message)
    this.name = 'ConflictError'
  }
}

export const TRANSACTION_ID = /^[A-Za-z0-9._-]{1,128}$/

export function newTransactionId(): string {
  return randomDocumentId()
}

/** A file's identity and version; a rename gives a new inode, an edit a new size or time. */
export async function fileVersion(file: string): Promise<string> {
  return versionOf(await stat(file))
}

/** A revision for a document stored without one: a hash of its JSON line, so it changes when the content does. */
function contentRevision(line: string): string {
  return 'r' + createHash('sha1').update(line).digest('hex').slice(0, 21)
}

/** One document line of the file, with a revision when it was stored without one (the seed). */
function parseStoredLine(line: string, lineNumber: number, file: string): SanityDocument {
  const doc = parseNdjsonLine(line, lineNumber, file)
  if (typeof doc._rev !== 'string') doc._rev = contentRevision(line)
  return doc
}

/** About how many characters of the file a fold serializes and writes at a time (ndjsonPieces). */
export const FOLD_PIECE_CHARS = 1 << 20

/**
 * The NDJSON text of `documents` in pieces of about `pieceChars`, each serialized only when it is asked for: a fold
 * writes one and awaits the disk before the next, so the lake keeps answering meanwhile. Serialized at once, a large
 * dataset's file held the lake's event loop for over a second a second after a write, just when a publish's webhook
 * has the site read again (the site's docs/performance.md, "Figures behind the code": the fold).
 */
export function* ndjsonPieces(documents: Iterable<SanityDocument>, pieceChars = FOLD_PIECE_CHARS): Generator<string> {
  let text = ''
  for (const doc of documents) {
    text += JSON.stringify(doc) + '\n'
    if (text.length >= pieceChars) {
      yield text
      text = ''
    }
  }
  if (text) yield text
}

async function defaultAppendHistory(handle: FileHandle, text: string): Promise<void> {
  await handle.appendFile(text, 'utf8')
}

async function defaultWriteTemp(handle: FileHandle, text: string): Promise<void> {
  await handle.writeFile(text, 'utf8')
}

/**
 * Replaces `file` with `text` (a string, or its pieces in order) so that a crash leaves the old or the new content,
 * never a mix.
 */
export async function writeFileAtomically(
  file: string,
  text: string | Iterable<string>,
  hooks: DatasetHooks = {},
): Promise<void> {
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`
  const handle = await open(temp, 'wx', 0o644)
  try {
    try {
      for (const piece of typeof text === 'string' ? [text] : text)
        await (hooks.writeTemp ?? defaultWriteTemp)(handle, piece)
      await handle.sync()
    } finally {
      await handle.close()
    }
    await rename(temp, file)
  } catch (error) {
    await unlink(temp).catch(() => undefined)
    throw error
  }
  // The rename itself is durable only once the folder's entry is flushed.
  const dir = await open(path.dirname(file), 'r')
  try {
    await dir.sync()
  } catch {
    // Some file systems refuse fsync on a folder; the rename is still atomic.
  } finally {
    await dir.close()
  }
}

/** Temporary files a crashed writer left beside the dataset: never read, removed on open. */
async function removeStaleTempFiles(file: string): Promise<void> {
  const dir = path.dirname(file)
  const base = path.basename(file)
  let names: string[] = []
  try {
    names = await readdir(dir)
  } catch {
    return
  }
  const pattern = new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.\\d+\\.[0-9a-f]{12}\\.tmp$`)
  await Promise.all(names.filter((n) => pattern.test(n)).map((n) => unlink(path.join(dir, n)).catch(() => undefined)))
}

export function historyFileFor(file: string): string {
  return file.replace(/\.ndjson$/, '') + '.history.ndjson'
}

/** Folds the log into the snapshot once no write came for this long (the Studio saves as an editor types). */
export const DEFAULT_FOLD_AFTER_MS = 1000
/** ...or at once when the log reaches this size, so a replay at start stays short. */
export const DEFAULT_FOLD_AT_BYTES = 16 * 1024 * 1024

export class Dataset extends EventEmitter<{ commit: [CommittedTransaction]; reload: [] }> {
  private docs = new Map<string, SanityDocument>()
  private views = new Map<ViewName, SanityDocument[]>()
  /** The snapshot version loaded, and the log as far as it was read (null: no valid log for that snapshot). */
  private snapshotVersion = ''
  private log: { ino: number; offset: number } | null = null
  /** A stale log (ino:size) already found not to apply, so it is not read again on every refresh. */
  private ignoredLog = ''
  private logHandle: FileHandle | undefined
  /** Transactions in the log and not yet in the history file (kept only when there is a history file). */
  private pending: CommittedTransaction[] = []
  /** True when the log holds transactions the snapshot does not. */
  private unfolded = false
  private foldTimer: NodeJS.Timeout | undefined
  private closed = false
  private queue: Promise<unknown> = Promise.resolve()
  /** A catch-up already queued, which later readers share. */
  private catchingUp: Promise<void> | undefined
  /** The version of the file last found broken, so that it is reported once, not per read. */
  private brokenVersion: string | undefined
  private history: CommittedTransaction[] | undefined
  /** Every transaction id used so far (revisions and history), built on the first write that names its own id. */
  private usedIds: Set<string> | undefined
  readonly walFile: string
  private readonly historyFile: string | false
  private readonly hooks: DatasetHooks
  private readonly foldAfterMs: number
  private readonly foldAtBytes: number

  private constructor(
    readonly file: string,
    options: DatasetOptions,
  ) {
    super()
    this.walFile = walFileFor(file)
    this.historyFile = options.historyFile === undefined ? historyFileFor(file) : options.historyFile
    this.hooks = options.hooks ?? {}
    this.foldAfterMs = options.foldAfterMs ?? DEFAULT_FOLD_AFTER_MS
    this.foldAtBytes = options.foldAtBytes ?? DEFAULT_FOLD_AT_BYTES
  }

  static async open(file: string, options: DatasetOptions = {}): Promise<Dataset> {
    const dataset = new Dataset(path.resolve(file), options)
    if (options.historyFile !== false) await removeStaleTempFiles(dataset.file)
    await dataset.load()
    return dataset
  }

  private gone(): Error {
    return new Error(
      `The dataset file ${this.file} does not exist (was it deleted while the lake ran?): restore it, or restart the lake, which then starts an empty dataset.`,
    )
  }

  /** Loads the snapshot and replays its log; retried when a fold replaced both while they were being read. */
  private async load(): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      let version: string
      try {
        version = await fileVersion(this.file)
      } catch {
        throw this.gone()
      }
      const docs = await this.readSnapshot()
      const log = readLog(this.walFile, version)
      const after = await fileVersion(this.file).catch(() => '')
      if (after !== version && attempt < 5) continue
      const records = log?.records ?? []
      replay(docs, records)
      this.docs = docs
      this.views.clear()
      this.snapshotVersion = version
      this.log = log && { ino: log.ino, offset: log.offset }
      this.ignoredLog = ''
      this.pending = this.historyFile ? records : []
      this.unfolded = records.length > 0
      await this.closeLogHandle()
      return
    }
  }

  private async readSnapshot(): Promise<Map<string, SanityDocument>> {
    // Read line by line: the whole file as one string (and its lines as copies) cost more memory at every load
    // than the documents themselves (this package's README, "Figures behind the code"). The parsed objects are fresh, so a
    // missing revision is set in place rather than on a copy of each document.
    const docs = new Map<string, SanityDocument>()
    const lines = createInterface({ input: createReadStream(this.file, { encoding: 'utf8' }), crlfDelay: Infinity })
    let lineNumber = 0
    try {
      for await (const line of lines) {
        lineNumber++
        if (!line.trim()) continue
        const doc = parseStoredLine(line, lineNumber, this.file)
        docs.set(doc._id, doc)
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw this.gone()
      throw error
    } finally {
      lines.close()
    }
    return docs
  }

  /**
   * Catches up with what someone else wrote: a replaced snapshot is loaded again; transactions appended to the log
   * by another process are applied. True when the state changed.
   */
  async refresh(): Promise<boolean> {
    const snapshot = await fileVersion(this.file).catch(() => '')
    if (snapshot !== this.snapshotVersion) {
      // Someone replaced the snapshot: what this process logged is already acknowledged, so its history is kept.
      await this.flushPendingHistory()
      return this.reload()
    }
    const now = logStat(this.walFile)
    if (!this.log) {
      if (!now || `${now.ino}:${now.size}` === this.ignoredLog) return false
      const log = readLog(this.walFile, snapshot)
      if (!log) {
        this.ignoredLog = `${now.ino}:${now.size}`
        return false
      }
      return this.applyFromLog(log, { ino: log.ino, offset: log.offset })
    }
    if (now && now.ino === this.log.ino && now.size === this.log.offset) return false
    const more = now && now.ino === this.log.ino ? readLogSince(this.walFile, this.log.ino, this.log.offset) : null
    if (!more) {
      // The log was replaced or removed by another writer's fold: the snapshot on disk says the rest.
      return this.reload()
    }
    if (!more.records.length) {
      this.log.offset = more.offset
      return false
    }
    return this.applyFromLog(more, { ino: more.ino, offset: more.offset })
  }

  /**
   * Before a read: catches up with a file changed by someone else (an edit by hand, a test, another process), in
   * turn with transactions. A broken file (not JSON, truncated, gone) is reported once per version through
   * `report`, and the last good state keeps answering until the file is fixed.
   */
  catchUp(report: (line: string) => void): Promise<void> {
    // The files as this process last left them: nothing to catch up with, and no reason to wait in the queue behind
    // this process's own fold (a large dataset's takes seconds, and starts a second after a write, just when a
    // publish's webhook has the site read again) or its in-flight write (not acknowledged yet, so not owed to a read
    // that arrived before it).
    if (!this.catchingUp && this.asLeftOnDisk()) return Promise.resolve()
    this.catchingUp ??= this.enqueue(async () => {
      try {
        await this.refresh()
        this.brokenVersion = undefined
      } catch (error) {
        const version = await fileVersion(this.file).catch(() => 'missing')
        if (this.brokenVersion === version) return
        this.brokenVersion = version
        report(
          `Local dataset error: ${(error as Error).message}. Serving the last good version until the file is fixed.`,
        )
      }
    }).finally(() => {
      this.catchingUp = undefined
    })
    return this.catchingUp
  }

  /**
   * True when the snapshot and its log on disk are the ones this process's memory reflects (two stats, no read).
   * False whenever anything differs, also mid-fold or mid-commit of this process: then `refresh` decides in turn.
   */
  private asLeftOnDisk(): boolean {
    let snapshot: string
    try {
      snapshot = versionOf(statSync(this.file))
    } catch {
      return false
    }
    if (snapshot !== this.snapshotVersion) return false
    const now = logStat(this.walFile)
    if (!this.log) return !now || `${now.ino}:${now.size}` === this.ignoredLog
    return !!now && now.ino === this.log.ino && now.size === this.log.offset
  }

  /** Loads the snapshot and its log again and tells listeners (the query workers) to start over. */
  private async reload(): Promise<true> {
    await this.load()
    this.usedIds = undefined
    this.emit('reload')
    return true
  }

  private applyFromLog(read: LogRead, log: { ino: number; offset: number }): boolean {
    replay(this.docs, read.records)
    this.views.clear()
    this.log = log
    if (this.historyFile) this.pending.push(...read.records)
    this.usedIds = undefined
    this.emit('reload')
    return read.records.length > 0
  }

  get size(): number {
    return this.docs.size
  }

  get(id: string): SanityDocument | undefined {
    return this.docs.get(id)
  }

  /** A view of the dataset, built once per state: raw (every document), published, or drafts over published. */
  view(name: ViewName): SanityDocument[] {
    let view = this.views.get(name)
    if (!view) {
      const all = [...this.docs.values()]
      view = name === 'raw' ? all : overlay(all, name)
      this.views.set(name, view)
    }
    return view
  }

  /**
   * Runs one transaction after every earlier one: `prepare` (sync or async) reads the current state and returns the
   * changes (or throws a ConflictError). The changed documents get `_rev` = the transaction id and `_updatedAt` =
   * now; the transaction is appended to the log and flushed to disk, then memory is updated and `commit` is
   * emitted. A document the transaction writes gets a new revision even when its content ends as it was: Sanity
   * logs every transaction and moves `_rev` for each document it names, because a client (the Studio's mutation
   * buffer) waits for its own transaction in the listener, as the next link of the document's revision chain.
   * Only deleting what does not exist is no change; a transaction that changes nothing writes nothing.
   */
  transact(
    prepare: (
      read: (id: string) => SanityDocument | undefined,
      timestamp: string,
    ) => PreparedTransaction | Promise<PreparedTransaction>,
    options: { transactionId?: string; author?: string } = {},
  ): Promise<CommittedTransaction> {
    return this.enqueue(() => withWriteLock(this.file, () => this.commit(prepare, options)))
  }

  /** `transact` under the write lock: no one replaces the file between the catch-up and the flushed log line. */
  private async commit(
    prepare: Parameters<Dataset['transact']>[0],
    options: { transactionId?: string; author?: string },
  ): Promise<CommittedTransaction> {
    if (this.closed) throw new Error('The dataset is closed')
    await this.refresh()
    const id = options.transactionId ?? newTransactionId()
    if (!TRANSACTION_ID.test(id)) throw new ConflictError(`Transaction id "${id}" is not valid`)
    // A revision is a transaction id: reusing one would let a stale ifRevisionID pass.
    if (options.transactionId && (await this.usedTransactionIds()).has(id))
      throw new ConflictError(`Transaction id "${id}" was already used`)
    const timestamp = new Date().toISOString()
    // `prepare` may be async (a mutation addressed by a GROQ query): it still runs inside the queue, so no other
    // transaction changes the state it reads before its changes are written.
    const prepared = await prepare((docId) => this.docs.get(docId), timestamp)
    const changes: DocumentChange[] = []
    for (const [docId, next] of prepared.changes) {
      const before = this.docs.get(docId) ?? null
      if (!next && !before) continue
      const after = next
        ? {
            ...next,
            _id: docId,
            _createdAt: (before?._createdAt as string | undefined) ?? (next._createdAt as string) ?? timestamp,
            _updatedAt: timestamp,
            _rev: id,
          }
        : null
      changes.push({ id: docId, before, after })
    }
    const transaction: CommittedTransaction = {
      id,
      timestamp,
      author: options.author ?? 'local',
      mutations: prepared.mutations ?? [],
      actions: prepared.actions ?? [],
      changes,
    }
    if (!changes.length) return transaction

    await this.appendToLog(transaction)
    // Acknowledged from here: memory follows what is on disk.
    for (const change of changes) {
      if (change.after) this.docs.set(change.id, change.after)
      else this.docs.delete(change.id)
    }
    this.views.clear()
    this.unfolded = true
    if (this.historyFile) this.pending.push(transaction)
    this.usedIds?.add(id)
    this.emit('commit', transaction)
    this.scheduleFold()
    return transaction
  }

  private enqueue<T>(run: () => Promise<T>): Promise<T> {
    const result = this.queue.then(run, run)
    this.queue = result.catch(() => undefined)
    return result
  }

  private async appendToLog(transaction: CommittedTransaction): Promise<void> {
    if (!this.log) {
      // A new log for the snapshot as it is now, replacing a stale one in one step.
      const header = walHeader(this.snapshotVersion)
      await writeFileAtomically(this.walFile, header, {})
      this.log = { ino: (await stat(this.walFile)).ino, offset: Buffer.byteLength(header) }
      await this.closeLogHandle()
    }
    if (!this.logHandle) {
      const handle = await open(this.walFile, 'a')
      // A record cut short by a crash (never acknowledged) is cut off, so the next one starts on its own line.
      if ((await handle.stat()).size > this.log.offset) await handle.truncate(this.log.offset)
      this.logHandle = handle
    }
    const line = JSON.stringify(transaction) + '\n'
    try {
      await (this.hooks.appendLog ?? defaultAppendLog)(this.logHandle, line)
    } catch (error) {
      // Whatever part of the line reached the file is cut off again before the next append (see above).
      await this.closeLogHandle()
      throw error
    }
    this.log.offset += Buffer.byteLength(line)
  }

  private async closeLogHandle(): Promise<void> {
    const handle = this.logHandle
    this.logHandle = undefined
    await handle?.close().catch(() => undefined)
  }

  private scheduleFold(): void {
    clearTimeout(this.foldTimer)
    if (this.log && this.log.offset >= this.foldAtBytes) {
      void this.fold()
      return
    }
    this.foldTimer = setTimeout(() => void this.fold(), this.foldAfterMs)
    this.foldTimer.unref()
  }

  /**
   * Folds the log into the snapshot: the logged transactions are appended to the history file (flushed), the
   * snapshot is replaced atomically, then the log is removed. A crash before the snapshot is replaced leaves the
   * log, replayed at the next start (a history line written twice is read once); a crash after leaves a log whose
   * header no longer matches the snapshot, which is ignored.
   */
  fold(): Promise<void> {
    return this.enqueue(async () => {
      clearTimeout(this.foldTimer)
      try {
        await withWriteLock(this.file, () => this.foldLocked())
      } catch (error) {
        // The log still holds every transaction; the next fold (or the next start) tries again.
        console.error(`Could not fold ${this.walFile} into ${this.file}: ${(error as Error).message}`)
      }
    })
  }

  /** `fold` under the write lock: a replacement of the file is either loaded first or waits for the fold's rename. */
  private async foldLocked(): Promise<void> {
    if (await this.refresh()) return
    if (!this.unfolded) return
    await this.flushPendingHistory()
    // In pieces: reads are served between them. Nothing changes the documents meanwhile: every change to them (a
    // commit, a catch-up that loads) waits in this queue.
    await writeFileAtomically(this.file, ndjsonPieces(this.docs.values()), this.hooks)
    this.snapshotVersion = await fileVersion(this.file)
    await this.closeLogHandle()
    await unlink(this.walFile).catch(() => undefined)
    this.log = null
    this.ignoredLog = ''
    this.unfolded = false
  }

  /** Folds what is logged and stops writing; reads keep working. */
  async close(): Promise<void> {
    clearTimeout(this.foldTimer)
    await this.fold()
    this.closed = true
    await this.enqueue(() => this.closeLogHandle())
  }

  private async flushPendingHistory(): Promise<void> {
    if (!this.historyFile || !this.pending.length) return
    const records = this.pending
    const handle = await open(this.historyFile, 'a+')
    // A failed append (a disk-full) must leave no partial record: the next attempt would write straight
    // after it and both records would read as one unparseable line. So the file is cut back to its size before.
    const { size } = await handle.stat()
    try {
      // A line a crash cut short is ended first, so the records after it stay readable.
      const last = Buffer.alloc(1)
      if (size > 0) await handle.read(last, 0, 1, size - 1)
      const text = (size > 0 && last[0] !== 0x0a ? '\n' : '') + records.map((tx) => JSON.stringify(tx) + '\n').join('')
      await (this.hooks.appendHistory ?? defaultAppendHistory)(handle, text)
      await handle.sync()
    } catch (error) {
      await handle.truncate(size).catch(() => undefined)
      throw error
    } finally {
      await handle.close()
    }
    this.history?.push(...records)
    this.pending = []
  }

  private async usedTransactionIds(): Promise<Set<string>> {
    if (!this.usedIds) {
      const used = new Set<string>()
      for (const doc of this.docs.values()) if (typeof doc._rev === 'string') used.add(doc._rev)
      if (this.historyFile) for (const tx of await this.transactions()) used.add(tx.id)
      this.usedIds = used
    }
    return this.usedIds
  }

  /** Every committed transaction, oldest first: the history file, then what the log holds beyond it. */
  async transactions(): Promise<CommittedTransaction[]> {
    if (!this.historyFile) return []
    if (!this.history) {
      let text = ''
      try {
        text = await readFile(this.historyFile, 'utf8')
      } catch {
        text = ''
      }
      const seen = new Set<string>()
      this.history = text
        .split('\n')
        .filter((line) => line.trim())
        .flatMap((line) => {
          try {
            const tx = JSON.parse(line) as CommittedTransaction
            // A fold that crashed after writing the history and before replacing the snapshot writes it again.
            if (seen.has(tx.id)) return []
            seen.add(tx.id)
            return [tx]
          } catch {
            return [] // a line cut short by a crash is skipped, never fatal
          }
        })
    }
    if (!this.pending.length) return this.history
    const known = new Set(this.history.map((tx) => tx.id))
    return [...this.history, ...this.pending.filter((tx) => !known.has(tx.id))]
  }
}

async function defaultAppendLog(handle: FileHandle, line: string): Promise<void> {
  await handle.writeFile(line, 'utf8')
  await handle.datasync()
}

/**
 * Every document of a dataset as the lake last acknowledged it (the snapshot with its log replayed), read at once:
 * for tools and tests that look at the data on disk.
 */
export function readDocumentsSync(file: string): SanityDocument[] {
  const resolved = path.resolve(file)
  // A lake folding meanwhile replaces the file and then removes its log: a snapshot read before the fold and a log
  // read after it would lose the log's transactions (a reader saw a document go back a version). So the snapshot and
  // its log are read again until the file is the same one before and after both.
  for (let attempt = 1; ; attempt++) {
    const version = versionOf(statSync(resolved))
    const text = readFileSync(resolved, 'utf8')
    const records = readLog(walFileFor(resolved), version)?.records ?? []
    if (versionOf(statSync(resolved)) !== version && attempt < 20) continue
    const docs = new Map<string, SanityDocument>()
    text.split('\n').forEach((line, index) => {
      if (line.trim()) {
        const doc = parseStoredLine(line, index + 1, resolved)
        docs.set(doc._id, doc)
      }
    })
    replay(docs, records)
    return [...docs.values()]
  }
}
