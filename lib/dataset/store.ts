/**
 * The one dataset module: an NDJSON file (the format `sanity dataset export` writes) held in memory, read by the
 * site's local backend and written by the local Content Lake. One parse (`parseNdjsonLine`), one overlay (`overlay`),
 * one writer:
 *
 * - Writes are serialized: a transaction sees the state every earlier transaction left, so a check such as
 *   "the draft is still at revision X" cannot be undone by a write that was in flight at the same time.
 * - Every transaction stamps the documents it changes with its id as `_rev` and its time as `_updatedAt`.
 * - The file is replaced atomically: the new content goes to a temporary file beside it, is flushed to disk
 *   (fsync), and is renamed over the old one, then the folder is flushed. A crash at any point leaves either the
 *   old file or the new one, never half of one. Memory changes only after the rename succeeded.
 * - A file changed by someone else (`npm run seed`, a second process) is reloaded before the next transaction, so
 *   a write never silently overwrites it; revision checks then run against what is really on disk.
 *
 * Each committed transaction is appended to a history file beside the dataset (`<name>.history.ndjson`) with the
 * documents before and after, for the lake's history endpoints.
 */
import { createHash, randomBytes } from 'node:crypto'
import { randomDocumentId } from './ids'
import { EventEmitter } from 'node:events'
import { createReadStream } from 'node:fs'
import { appendFile, open, readdir, readFile, rename, stat, unlink, type FileHandle } from 'node:fs/promises'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { deflateRawSync, inflateRawSync } from 'node:zlib'
import { overlay, parseNdjsonLine, type SanityDocument } from './overlay'

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
  /** Writes the new file content to the open temporary file. Tests replace it to inject a crash mid-write. */
  writeTemp?: (handle: FileHandle, text: string) => Promise<void>
}

export type DatasetOptions = {
  /** The history file; false keeps no history (the site's read-only use). */
  historyFile?: string | false
  hooks?: DatasetHooks
  /**
   * Refuses a version of the file by throwing (the site's reader: no published siteSettings means a broken file,
   * not an empty site). A refused version leaves the state that was loaded before it in place.
   */
  accept?: (documents: SanityDocument[]) => void
  /**
   * Keeps large fields (article and post bodies) deflated in memory, inflated afresh on each read: the site's
   * read-only use. Not for a writer: a compacted field cannot be assigned.
   */
  compact?: boolean
}

/** A field whose JSON is at least this long is worth compacting (every body is; titles and references are not). */
export const COMPACT_FIELD_MIN_CHARS = 2048

/**
 * Replaces each large top-level field of a freshly parsed document with a getter over its deflated JSON. Rich-text
 * bodies are most of a dataset's memory (10,000 blog posts: 58 MB parsed, 31 MB compacted) and are read for one
 * page at a time, or once per dataset version for word counts, so inflating on read (tens of microseconds) costs
 * little; every read returns a new copy, which no caller can change for the next one.
 */
function compactLargeFields(doc: SanityDocument, line: string): void {
  if (line.length < COMPACT_FIELD_MIN_CHARS) return
  for (const [key, value] of Object.entries(doc)) {
    if (key.startsWith('_') || value === null || typeof value !== 'object') continue
    const json = JSON.stringify(value)
    if (json.length < COMPACT_FIELD_MIN_CHARS) continue
    // A latin1 string holds the bytes in the JS heap at their exact size; a Buffer from deflateRawSync keeps its
    // whole 16 KB output chunk alive.
    const packed = deflateRawSync(json).toString('latin1')
    Object.defineProperty(doc, key, {
      enumerable: true,
      configurable: false,
      get: () => JSON.parse(inflateRawSync(Buffer.from(packed, 'latin1')).toString('utf8')) as unknown,
    })
  }
}

/** A transaction that cannot apply to the current state (stale revision, existing id...): HTTP 409. */
export class ConflictError extends Error {
  readonly status = 409
  constructor(message: string) {
    super(message)
    this.name = 'ConflictError'
  }
}

const TRANSACTION_ID = /^[A-Za-z0-9._-]{1,128}$/

export function newTransactionId(): string {
  return randomDocumentId()
}

/** A file's identity and version; a rename gives a new inode, an edit a new size or time. */
export async function fileVersion(file: string): Promise<string> {
  const info = await stat(file)
  return `${info.ino}:${info.size}:${info.mtimeMs}`
}

/** The revision a document from a file without `_rev` (the seed) gets: stable until its first write. */
/** A revision for a document stored without one: a hash of its JSON line, so it changes when the content does. */
function contentRevision(line: string): string {
  return 'r' + createHash('sha1').update(line).digest('hex').slice(0, 21)
}

export function serializeNdjson(documents: Iterable<SanityDocument>): string {
  let text = ''
  for (const doc of documents) text += JSON.stringify(doc) + '\n'
  return text
}

async function defaultWriteTemp(handle: FileHandle, text: string): Promise<void> {
  await handle.writeFile(text, 'utf8')
}

/** Replaces `file` with `text` so that a crash leaves the old or the new content, never a mix. */
export async function writeFileAtomically(file: string, text: string, hooks: DatasetHooks = {}): Promise<void> {
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`
  const handle = await open(temp, 'wx', 0o644)
  try {
    try {
      await (hooks.writeTemp ?? defaultWriteTemp)(handle, text)
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

export class Dataset extends EventEmitter<{ commit: [CommittedTransaction]; reload: [] }> {
  private docs = new Map<string, SanityDocument>()
  private views = new Map<ViewName, SanityDocument[]>()
  private version = ''
  private queue: Promise<unknown> = Promise.resolve()
  private history: CommittedTransaction[] | undefined
  /** Every transaction id used so far (revisions and history), built on the first write that names its own id. */
  private usedIds: Set<string> | undefined
  private readonly historyFile: string | false
  private readonly hooks: DatasetHooks
  private readonly accept: DatasetOptions['accept']
  private readonly compact: boolean

  private constructor(
    readonly file: string,
    options: DatasetOptions,
  ) {
    super()
    this.historyFile = options.historyFile === undefined ? historyFileFor(file) : options.historyFile
    this.hooks = options.hooks ?? {}
    this.accept = options.accept
    this.compact = options.compact ?? false
  }

  static async open(file: string, options: DatasetOptions = {}): Promise<Dataset> {
    const dataset = new Dataset(path.resolve(file), options)
    if (options.historyFile !== false) await removeStaleTempFiles(dataset.file)
    await dataset.load()
    return dataset
  }

  private async load(): Promise<void> {
    const gone = () =>
      new Error(
        `The local dataset ${this.file} does not exist. Run "npm run seed" to generate it, or set LOCAL_DATASET_PATH.`,
      )
    let version: string
    try {
      version = await fileVersion(this.file)
    } catch {
      throw gone()
    }
    // Read line by line: the whole file as one string (and its lines as copies) cost more memory at every load
    // than the documents themselves, 40 MB of text for 10,000 blog posts. The parsed objects are fresh, so a
    // missing revision is set in place rather than on a copy of each document.
    const parsed: SanityDocument[] = []
    const lines = createInterface({ input: createReadStream(this.file, { encoding: 'utf8' }), crlfDelay: Infinity })
    let lineNumber = 0
    try {
      for await (const line of lines) {
        lineNumber++
        if (!line.trim()) continue
        const doc = parseNdjsonLine(line, lineNumber, this.file)
        if (typeof doc._rev !== 'string') doc._rev = contentRevision(line)
        if (this.compact) compactLargeFields(doc, line)
        parsed.push(doc)
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw gone()
      throw error
    } finally {
      lines.close()
    }
    this.accept?.(parsed)
    const docs = new Map<string, SanityDocument>()
    for (const doc of parsed) docs.set(doc._id, doc)
    this.docs = docs
    this.views.clear()
    this.version = version
  }

  /** Reloads the file when someone else changed it; true when it did. */
  async refresh(): Promise<boolean> {
    let current: string
    try {
      current = await fileVersion(this.file)
    } catch {
      current = ''
    }
    if (current === this.version) return false
    await this.load()
    this.usedIds = undefined
    this.emit('reload')
    return true
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
   * now, the file is replaced atomically, then memory is updated and `commit` is emitted. Documents that would not
   * change are left alone; a transaction that changes nothing writes nothing.
   */
  transact(
    prepare: (
      read: (id: string) => SanityDocument | undefined,
      timestamp: string,
    ) => PreparedTransaction | Promise<PreparedTransaction>,
    options: { transactionId?: string; author?: string } = {},
  ): Promise<CommittedTransaction> {
    const run = async (): Promise<CommittedTransaction> => {
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
        if (next && before && sameContent(next, before)) continue
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

      const next = new Map(this.docs)
      for (const change of changes) {
        if (change.after) next.set(change.id, change.after)
        else next.delete(change.id)
      }
      await writeFileAtomically(this.file, serializeNdjson(next.values()), this.hooks)
      this.docs = next
      this.views.clear()
      this.version = await fileVersion(this.file)
      if (this.historyFile) {
        await appendFile(this.historyFile, JSON.stringify(transaction) + '\n')
        this.history?.push(transaction)
      }
      this.usedIds?.add(id)
      this.emit('commit', transaction)
      return transaction
    }
    const result = this.queue.then(run, run)
    this.queue = result.catch(() => undefined)
    return result
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

  /** Every committed transaction, oldest first (from the history file). */
  async transactions(): Promise<CommittedTransaction[]> {
    if (!this.historyFile) return []
    if (!this.history) {
      let text = ''
      try {
        text = await readFile(this.historyFile, 'utf8')
      } catch {
        text = ''
      }
      this.history = text
        .split('\n')
        .filter((line) => line.trim())
        .flatMap((line) => {
          try {
            return [JSON.parse(line) as CommittedTransaction]
          } catch {
            return [] // a line cut short by a crash is skipped, never fatal
          }
        })
    }
    return this.history
  }
}

function withoutSystemFields(doc: SanityDocument): Record<string, unknown> {
  const { _rev, _updatedAt, ...rest } = doc
  void _rev
  void _updatedAt
  return rest
}

function sameContent(a: SanityDocument, b: SanityDocument): boolean {
  return JSON.stringify(withoutSystemFields(a)) === JSON.stringify(withoutSystemFields(b))
}
