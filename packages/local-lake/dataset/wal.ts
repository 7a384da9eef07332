/**
 * The write-ahead log beside a dataset file (`<name>.wal.ndjson`): what makes a write cost what it changes. The
 * snapshot (`<name>.ndjson`, the format `sanity dataset export` writes) is rewritten only when the log is folded into
 * it, in the background and at shutdown; each transaction meanwhile is one appended, fsync'd line holding the whole
 * committed transaction (its documents after, for the data; before and after, for the history), so the data and its
 * history are one atomic record.
 *
 * The first line names the snapshot version the log applies to. A log whose header does not match the snapshot on
 * disk is stale (a fold that crashed after replacing the snapshot, or someone who replaced the file) and is ignored:
 * the snapshot already holds everything it had, or was meant to replace it. A last line cut short by a crash was
 * never acknowledged and is skipped.
 */
import { closeSync, fstatSync, openSync, readFileSync, readSync, statSync } from 'node:fs'
import type { SanityDocument } from './overlay'

export type LoggedTransaction = {
  id: string
  timestamp: string
  author: string
  mutations: unknown[]
  actions: string[]
  changes: { id: string; before: SanityDocument | null; after: SanityDocument | null }[]
}

type Header = { wal: 1; snapshot: string }

export function walFileFor(file: string): string {
  return file.replace(/\.ndjson$/, '') + '.wal.ndjson'
}

export function walHeader(snapshotVersion: string): string {
  return JSON.stringify({ wal: 1, snapshot: snapshotVersion } satisfies Header) + '\n'
}

/** A file's identity and version; a rename gives a new inode, an edit a new size or time. */
export function versionOf(info: { ino: number; size: number; mtimeMs: number }): string {
  return `${info.ino}:${info.size}:${info.mtimeMs}`
}

/** Splits log text into complete records; a line without its newline (a write cut short) is left out. */
export function parseRecords(text: string): { records: LoggedTransaction[]; consumed: number } {
  const end = text.lastIndexOf('\n') + 1
  const records: LoggedTransaction[] = []
  for (const line of text.slice(0, end).split('\n')) {
    if (!line.trim()) continue
    try {
      const record = JSON.parse(line) as LoggedTransaction
      if (typeof record?.id === 'string' && Array.isArray(record.changes)) records.push(record)
    } catch {
      // A complete line that is not JSON cannot come from this writer; it is skipped, never fatal.
    }
  }
  return { records, consumed: Buffer.byteLength(text.slice(0, end)) }
}

export type LogRead = {
  /** The log's inode, and how many of its bytes were read (complete lines only). */
  ino: number
  offset: number
  records: LoggedTransaction[]
}

/** Runs `read` on the open log file; null when there is no log. */
function withLog<T>(walFile: string, read: (fd: number) => T | null): T | null {
  let fd: number
  try {
    fd = openSync(walFile, 'r')
  } catch {
    return null
  }
  try {
    return read(fd)
  } finally {
    closeSync(fd)
  }
}

/**
 * Reads the log for a snapshot version: null when there is no log, or it is stale (its header names another
 * snapshot version) or has no complete header.
 */
export function readLog(walFile: string, snapshotVersion: string): LogRead | null {
  return withLog(walFile, (fd) => {
    const { ino } = fstatSync(fd)
    const text = readFileSync(fd, 'utf8')
    const headerEnd = text.indexOf('\n')
    if (headerEnd < 0) return null
    let header: Partial<Header>
    try {
      header = JSON.parse(text.slice(0, headerEnd)) as Partial<Header>
    } catch {
      return null
    }
    if (header.wal !== 1 || header.snapshot !== snapshotVersion) return null
    const { records, consumed } = parseRecords(text.slice(headerEnd + 1))
    return { ino, offset: Buffer.byteLength(text.slice(0, headerEnd + 1)) + consumed, records }
  })
}

/** Reads what was appended to the same log since `offset`; null when the log is no longer that file. */
export function readLogSince(walFile: string, ino: number, offset: number): LogRead | null {
  return withLog(walFile, (fd) => {
    const info = fstatSync(fd)
    if (info.ino !== ino || info.size < offset) return null
    if (info.size === offset) return { ino, offset, records: [] }
    const buffer = Buffer.alloc(info.size - offset)
    let read = 0
    while (read < buffer.length) {
      const n = readSync(fd, buffer, read, buffer.length - read, offset + read)
      if (n === 0) break
      read += n
    }
    const { records, consumed } = parseRecords(buffer.subarray(0, read).toString('utf8'))
    return { ino, offset: offset + consumed, records }
  })
}

/** The log's size and inode now, for a cheap "did it change" check; null when there is none. */
export function logStat(walFile: string): { ino: number; size: number } | null {
  try {
    const { ino, size } = statSync(walFile)
    return { ino, size }
  } catch {
    return null
  }
}

/** Applies logged transactions to a document map, oldest first: each change sets the document after, or deletes it. */
export function replay(
  docs: Map<string, SanityDocument>,
  records: readonly LoggedTransaction[],
  prepare: (doc: SanityDocument) => SanityDocument = (doc) => doc,
): void {
  for (const record of records)
    for (const change of record.changes) {
      if (change.after) docs.set(change.id, prepare(change.after))
      else docs.delete(change.id)
    }
}
