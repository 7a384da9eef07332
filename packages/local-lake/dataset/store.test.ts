import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it, vi } from 'vitest'
import { ConflictError, Dataset, historyFileFor, ndjsonPieces, readDocumentsSync } from './store'
import { parseNdjson, type SanityDocument } from './overlay'
import { walFileFor } from './wal'
import { replaceDatasetSync } from './replace'

const root = path.resolve(import.meta.dirname, '../../..')

function datasetFile(docs: SanityDocument[]): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'dataset-')), 'dataset.ndjson')
  writeFileSync(file, docs.map((d) => JSON.stringify(d)).join('\n') + '\n')
  return file
}

const seed: SanityDocument[] = [
  { _id: 'a', _type: 'faqItem', title: 'A' },
  { _id: 'drafts.a', _type: 'faqItem', title: 'A draft' },
  { _id: 'b', _type: 'faqItem', title: 'B' },
]

describe('dataset module', () => {
  it('gives seed documents a stable revision and builds the three views once per state', async () => {
    const file = datasetFile(seed)
    const one = await Dataset.open(file)
    const two = await Dataset.open(file)
    expect(one.get('a')?._rev).toMatch(/^r[0-9a-f]{21}$/)
    expect(one.get('a')?._rev).toBe(two.get('a')?._rev)
    expect(one.view('raw').map((d) => d._id)).toEqual(['a', 'drafts.a', 'b'])
    expect(one.view('published').map((d) => d._id)).toEqual(['a', 'b'])
    expect(one.view('drafts').find((d) => d._id === 'a')).toMatchObject({ title: 'A draft', _originalId: 'drafts.a' })
    expect(one.view('published')).toBe(one.view('published'))
  })

  it('stamps each transaction with _rev and _updatedAt, writes the file and records the history', async () => {
    const file = datasetFile(seed)
    const dataset = await Dataset.open(file)
    const commits: string[] = []
    dataset.on('commit', (tx) => commits.push(tx.id))
    const tx = await dataset.transact(
      (read) => ({
        changes: new Map([
          ['b', { ...read('b')!, title: 'B2' }],
          ['c', { _id: 'c', _type: 'faqItem' }],
        ]),
      }),
      { transactionId: 'tx-1' },
    )
    expect(tx.changes.map((c) => c.id)).toEqual(['b', 'c'])
    const onDisk = readDocumentsSync(file)
    expect(onDisk.find((d) => d._id === 'b')).toMatchObject({ title: 'B2', _rev: 'tx-1', _updatedAt: tx.timestamp })
    expect(onDisk.find((d) => d._id === 'c')).toMatchObject({ _rev: 'tx-1', _createdAt: tx.timestamp })
    expect(dataset.view('published').find((d) => d._id === 'b')?.title).toBe('B2')
    expect(commits).toEqual(['tx-1'])
    expect((await dataset.transactions()).map((t) => t.id)).toEqual(['tx-1'])
    // Until the fold, the file is untouched and the transaction is one line in the log after its header.
    expect(parseNdjson(readFileSync(file, 'utf8'))).toEqual(seed)
    expect(readFileSync(walFileFor(file), 'utf8').trim().split('\n')).toHaveLength(2)

    await dataset.fold()
    expect(parseNdjson(readFileSync(file, 'utf8'))).toEqual(onDisk)
    expect(existsSync(walFileFor(file))).toBe(false)
    const history = readFileSync(historyFileFor(file), 'utf8').trim().split('\n')
    expect(history).toHaveLength(1)
    expect(JSON.parse(history[0] ?? 'null')).toMatchObject({
      id: 'tx-1',
      changes: [
        { id: 'b', before: { title: 'B' } },
        { id: 'c', before: null },
      ],
    })
    expect((await dataset.transactions()).map((t) => t.id)).toEqual(['tx-1'])
  })

  it('folds by itself after a quiet moment, and at close', async () => {
    const file = datasetFile(seed)
    const dataset = await Dataset.open(file, { foldAfterMs: 50 })
    await dataset.transact((read) => ({ changes: new Map([['a', { ...read('a')!, title: 'A2' }]]) }))
    await expect.poll(() => existsSync(walFileFor(file)), { timeout: 5000 }).toBe(false)
    expect(parseNdjson(readFileSync(file, 'utf8')).find((d) => d._id === 'a')?.title).toBe('A2')

    const later = await Dataset.open(file, { foldAfterMs: 60_000 })
    await later.transact((read) => ({ changes: new Map([['a', { ...read('a')!, title: 'A3' }]]) }))
    expect(existsSync(walFileFor(file))).toBe(true)
    await later.close()
    expect(existsSync(walFileFor(file))).toBe(false)
    expect(parseNdjson(readFileSync(file, 'utf8')).find((d) => d._id === 'a')?.title).toBe('A3')
    await expect(later.transact(() => ({ changes: new Map() }))).rejects.toThrow('closed')
  })

  it('a reader sees what the writer logs without reading the whole file again, and a fold too', async () => {
    const file = datasetFile(seed)
    const writer = await Dataset.open(file, { foldAfterMs: 60_000 })
    const reader = await Dataset.open(file, { historyFile: false })
    await writer.transact((read) => ({ changes: new Map([['a', { ...read('a')!, title: 'Logged' }]]) }))
    expect(await reader.refresh()).toBe(true)
    expect(reader.get('a')?.title).toBe('Logged')
    expect(await reader.refresh()).toBe(false)
    await writer.transact(() => ({ changes: new Map([['b', null]]) }))
    await writer.fold()
    expect(await reader.refresh()).toBe(true)
    expect(reader.view('published').map((d) => d._id)).toEqual(['a'])
    // A second open replays the log of a writer that never folded (a crash) to the same state.
    await writer.transact((read) => ({ changes: new Map([['a', { ...read('a')!, title: 'Crashed before fold' }]]) }))
    const reopened = await Dataset.open(file)
    expect(reopened.get('a')?.title).toBe('Crashed before fold')
    expect((await reopened.transactions()).map((t) => t.changes[0]?.id)).toEqual(['a', 'b', 'a'])
  })

  it('serializes writes: two editors checking the same revision at once, the second gets a conflict', async () => {
    const file = datasetFile(seed)
    const dataset = await Dataset.open(file)
    const expected = dataset.get('a')!._rev
    const edit = (title: string) =>
      dataset.transact((read) => {
        if (read('a')!._rev !== expected) throw new ConflictError('Document "a" has changed')
        return { changes: new Map([['a', { ...read('a')!, title }]]) }
      })
    const results = await Promise.allSettled([edit('First'), edit('Second')])
    expect(results[0].status).toBe('fulfilled')
    expect(results[1]).toMatchObject({ status: 'rejected', reason: { status: 409 } })
    expect(readDocumentsSync(file).find((d) => d._id === 'a')?.title).toBe('First')
  })

  it('applies both of two concurrent edits to different documents', async () => {
    const file = datasetFile(seed)
    const dataset = await Dataset.open(file)
    await Promise.all([
      dataset.transact((read) => ({ changes: new Map([['a', { ...read('a')!, title: 'A2' }]]) })),
      dataset.transact((read) => ({ changes: new Map([['b', { ...read('b')!, title: 'B2' }]]) })),
    ])
    const titles = readDocumentsSync(file).map((d) => d.title)
    expect(titles).toEqual(['A2', 'A draft', 'B2'])
  })

  it('reloads a file another process replaced before writing, so that write is not lost', async () => {
    const file = datasetFile(seed)
    const dataset = await Dataset.open(file)
    writeFileSync(
      file,
      [...seed, { _id: 'z', _type: 'faqItem', title: 'From npm run seed' }].map((d) => JSON.stringify(d)).join('\n'),
    )
    await dataset.transact((read) => ({ changes: new Map([['b', { ...read('b')!, title: 'B2' }]]) }))
    const ids = readDocumentsSync(file).map((d) => d._id)
    expect(ids).toContain('z')
  })

  it('a failure mid-append leaves the data and memory as they were, and the next write works', async () => {
    const file = datasetFile(seed)
    let fail = true
    const dataset = await Dataset.open(file, {
      hooks: {
        appendLog: async (handle, line) => {
          await handle.write(line.slice(0, 10))
          if (fail) throw new Error('disk full')
          await handle.write(line.slice(10))
          await handle.sync()
        },
      },
    })
    await expect(
      dataset.transact((read) => ({ changes: new Map([['a', { ...read('a')!, title: 'Lost' }]]) })),
    ).rejects.toThrow('disk full')
    expect(readDocumentsSync(file)).toEqual(seed.map((d) => expect.objectContaining(d)))
    expect(dataset.get('a')?.title).toBe('A')
    fail = false
    await dataset.transact((read) => ({ changes: new Map([['a', { ...read('a')!, title: 'Kept' }]]) }))
    expect(readDocumentsSync(file).find((d) => d._id === 'a')?.title).toBe('Kept')
    // The cut-off line is gone: every line of the log is a whole record.
    for (const line of readFileSync(walFileFor(file), 'utf8').trim().split('\n'))
      expect(() => JSON.parse(line)).not.toThrow()
  })

  it('a failure mid-fold leaves the file as it was, the log whole, no temporary file, and the next fold works', async () => {
    const file = datasetFile(seed)
    const before = readFileSync(file, 'utf8')
    let fail = true
    const dataset = await Dataset.open(file, {
      foldAfterMs: 60_000,
      hooks: {
        writeTemp: async (handle, text) => {
          await handle.write(text.slice(0, 10))
          if (fail) throw new Error('disk full')
          await handle.write(text.slice(10))
        },
      },
    })
    await dataset.transact((read) => ({ changes: new Map([['a', { ...read('a')!, title: 'Logged' }]]) }))
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await dataset.fold()
    expect(errors.mock.calls[0]?.[0]).toMatch(/Could not fold .* disk full/)
    errors.mockRestore()
    expect(readFileSync(file, 'utf8')).toBe(before)
    expect(readdirSync(path.dirname(file)).filter((n) => n.endsWith('.tmp'))).toEqual([])
    expect(readDocumentsSync(file).find((d) => d._id === 'a')?.title).toBe('Logged')
    fail = false
    await dataset.fold()
    expect(parseNdjson(readFileSync(file, 'utf8')).find((d) => d._id === 'a')?.title).toBe('Logged')
    expect(existsSync(walFileFor(file))).toBe(false)
  })

  /** `fold-while-read.mts` in a child process on `file` for 1.5 s: a lake writing and folding as fast as it can. */
  const foldingLake = (file: string) => {
    const child = execFile(path.join(root, 'node_modules/.bin/tsx'), [
      path.join(import.meta.dirname, '../test-support/fold-while-read.mts'),
      file,
      '1500',
    ])
    let printed = ''
    let running = true
    child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()))
    // 'close', not 'exit': its output is all read by then.
    child.on('close', () => (running = false))
    return { running: () => running, printed: () => printed }
  }

  it('a reader of the file never sees a document go back a version while the lake folds beside it', async () => {
    const file = datasetFile(seed)
    const lake = foldingLake(file)
    let last = 0
    let reads = 0
    const backwards: string[] = []
    while (lake.running()) {
      await new Promise((r) => setImmediate(r))
      const count = Number(readDocumentsSync(file).find((d) => d._id === 'a')?.count ?? 0)
      reads++
      if (count < last) backwards.push(`${last} then ${count}`)
      last = Math.max(last, count)
    }
    expect(backwards).toEqual([])
    // The lake did write and fold meanwhile, and the reads saw it.
    expect(last).toBeGreaterThan(10)
    expect(reads).toBeGreaterThan(10)
  }, 30_000)

  it('a file replaced under the write lock while the lake writes and folds beside it loses nothing on either side', async () => {
    const file = datasetFile(seed)
    const lake = foldingLake(file)
    // Another program's way (replaceDatasetSync, as the e2e fixtures use it): read what the lake acknowledged, add a
    // document, rename, all under the lock.
    let added = 0
    while (lake.running()) {
      await new Promise((r) => setTimeout(r, 2))
      replaceDatasetSync(file, (docs) => [...docs, { _id: `by-hand-${added}`, _type: 'note' }])
      added++
    }
    const docs = readDocumentsSync(file)
    const byHand = docs.filter((d) => d._id.startsWith('by-hand-')).length
    // Every replacement kept (a fold did not rename its older copy over one) and every acknowledged transaction
    // counted (none logged between a replacement's read and its rename, then dropped).
    expect({ byHand, count: docs.find((d) => d._id === 'a')?.count }).toEqual({
      byHand: added,
      count: Number(lake.printed()),
    })
    expect(added).toBeGreaterThan(10)
    expect(Number(lake.printed())).toBeGreaterThan(10)
  }, 30_000)

  const crash = async (file: string, mode: 'append' | 'fold') => {
    const run = promisify(execFile)(
      path.join(root, 'node_modules/.bin/tsx'),
      [path.join(import.meta.dirname, '../test-support/crash-mid-write.mts'), file, mode],
      { cwd: root },
    )
    // tsx runs the script in a child and reports its SIGKILL as exit code 137 (128 + 9).
    const error = await run.then(
      () => undefined,
      (e: { code: number | null; signal: string | null }) => e,
    )
    expect(error?.signal === 'SIGKILL' || error?.code === 137).toBe(true)
  }

  it('a process killed mid-append (SIGKILL) loses only the transaction it never acknowledged', async () => {
    const file = datasetFile(seed)
    const before = readFileSync(file, 'utf8')
    await crash(file, 'append')
    expect(readFileSync(walFileFor(file), 'utf8')).not.toMatch(/\n$/)
    expect(readFileSync(file, 'utf8')).toBe(before)
    expect(readDocumentsSync(file).find((d) => d._id === 'a')?.title).toBe('A')
    const dataset = await Dataset.open(file)
    expect(dataset.get('a')?.title).toBe('A')
    await dataset.transact((read) => ({ changes: new Map([['a', { ...read('a')!, title: 'After the crash' }]]) }))
    expect(readDocumentsSync(file).find((d) => d._id === 'a')?.title).toBe('After the crash')
    expect((await (await Dataset.open(file)).transactions()).map((t) => t.changes[0]?.after?.title)).toEqual([
      'After the crash',
    ])
  })

  it('a process killed mid-fold (SIGKILL) keeps every acknowledged transaction, history included', async () => {
    const file = datasetFile(seed)
    const before = readFileSync(file, 'utf8')
    await crash(file, 'fold')
    // The half-written temporary file is there, but the file itself is untouched, and the log has the rest.
    expect(readdirSync(path.dirname(file)).some((n) => n.endsWith('.tmp'))).toBe(true)
    expect(readFileSync(file, 'utf8')).toBe(before)
    expect(readDocumentsSync(file).find((d) => d._id === 'a')?.title).toBe('Acknowledged')
    // The next writer removes the leftover, has the transaction once, and folds it.
    const dataset = await Dataset.open(file)
    expect(readdirSync(path.dirname(file)).some((n) => n.endsWith('.tmp'))).toBe(false)
    expect(dataset.get('a')?.title).toBe('Acknowledged')
    await dataset.close()
    expect(parseNdjson(readFileSync(file, 'utf8')).find((d) => d._id === 'a')?.title).toBe('Acknowledged')
    expect((await (await Dataset.open(file)).transactions()).map((t) => t.changes[0]?.after?.title)).toEqual([
      'Acknowledged',
    ])
  })

  it('a crash between the steps of a fold loads to the same state, each transaction once in the history', async () => {
    const file = datasetFile(seed)
    const writer = await Dataset.open(file, { foldAfterMs: 60_000 })
    await writer.transact((read) => ({ changes: new Map([['a', { ...read('a')!, title: 'One' }]]) }))
    await writer.transact((read) => ({ changes: new Map([['b', { ...read('b')!, title: 'Two' }]]) }))
    const log = readFileSync(walFileFor(file), 'utf8')
    const expected = readDocumentsSync(file)

    // Crashed after the history was written, before the file was replaced: the log is replayed, the history read once.
    writeFileSync(historyFileFor(file), log.split('\n').slice(1).join('\n'))
    const afterHistory = await Dataset.open(file)
    expect(afterHistory.view('raw')).toEqual(expected)
    expect((await afterHistory.transactions()).map((t) => t.changes[0]?.after?.title)).toEqual(['One', 'Two'])
    await afterHistory.close()
    expect(readFileSync(historyFileFor(file), 'utf8').trim().split('\n')).toHaveLength(4)
    expect((await (await Dataset.open(file)).transactions()).map((t) => t.changes[0]?.after?.title)).toEqual([
      'One',
      'Two',
    ])

    // Crashed after the file was replaced, before the log was removed: its header names the old file; it is ignored.
    writeFileSync(walFileFor(file), log)
    expect(readDocumentsSync(file)).toEqual(expected)
    const afterSnapshot = await Dataset.open(file)
    expect(afterSnapshot.view('raw')).toEqual(expected)
    await afterSnapshot.transact((read) => ({ changes: new Map([['a', { ...read('a')!, title: 'Three' }]]) }))
    expect(readDocumentsSync(file).map((d) => d.title)).toEqual(['Three', 'A draft', 'Two'])
  })

  it('catches up before a read with a file changed by hand, and keeps the last good state while it is broken', async () => {
    const file = datasetFile(seed)
    const dataset = await Dataset.open(file, { historyFile: false })
    const reports: string[] = []
    writeFileSync(file, [...seed, { _id: 'c', _type: 'faqItem', title: 'C' }].map((d) => JSON.stringify(d)).join('\n'))
    await dataset.catchUp((line) => reports.push(line))
    expect(dataset.get('c')?.title).toBe('C')
    writeFileSync(file, '{"_id": "broken", "_type": oops\n')
    await Promise.all([dataset.catchUp((line) => reports.push(line)), dataset.catchUp((line) => reports.push(line))])
    await dataset.catchUp((line) => reports.push(line))
    expect(reports).toHaveLength(1)
    expect(reports[0]).toMatch(/Local dataset error: .*line 1 is not valid JSON.*last good version/)
    expect(dataset.get('c')?.title).toBe('C')
    writeFileSync(file, seed.map((d) => JSON.stringify(d)).join('\n'))
    await dataset.catchUp((line) => reports.push(line))
    expect(dataset.get('c')).toBeUndefined()
    expect(reports).toHaveLength(1)
    await dataset.close()
  })

  it('answers a read while its own fold is writing, and still catches up with a file changed by hand', async () => {
    const file = datasetFile(seed)
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    let writing = false
    const dataset = await Dataset.open(file, {
      foldAfterMs: 60_000,
      hooks: {
        writeTemp: async (handle, text) => {
          writing = true
          await held
          await handle.writeFile(text, 'utf8')
        },
      },
    })
    await dataset.transact((read) => ({ changes: new Map([['a', { ...read('a')!, title: 'Logged' }]]) }))
    const fold = dataset.fold()
    await vi.waitFor(() => expect(writing).toBe(true))
    // The fold holds the queue: a read that waited in it would wait for the disk. It is answered at once instead.
    const reports: string[] = []
    const read = await Promise.race([
      dataset.catchUp((line) => reports.push(line)).then(() => 'answered'),
      new Promise((resolve) => setTimeout(() => resolve('waited for the fold'), 500)),
    ])
    expect(read).toBe('answered')
    expect(dataset.get('a')?.title).toBe('Logged')
    release()
    await fold
    expect(readDocumentsSync(file).find((d) => d._id === 'a')?.title).toBe('Logged')
    // A file someone else replaced is still caught up with before the next read.
    writeFileSync(file, [...seed, { _id: 'c', _type: 'faqItem', title: 'C' }].map((d) => JSON.stringify(d)).join('\n'))
    await dataset.catchUp((line) => reports.push(line))
    expect(dataset.get('c')?.title).toBe('C')
    expect(reports).toEqual([])
    await dataset.close()
  })

  it('folds the file in pieces that make the same text, one document per line', async () => {
    const docs = Array.from({ length: 50 }, (_, i) => ({ _id: `d${i}`, _type: 'faqItem', title: 'x'.repeat(i) }))
    const pieces = [...ndjsonPieces(docs, 200)]
    expect(pieces.length).toBeGreaterThan(5)
    for (const piece of pieces) expect(piece.endsWith('\n')).toBe(true)
    expect(pieces.join('')).toBe(docs.map((d) => JSON.stringify(d) + '\n').join(''))
    expect([...ndjsonPieces([])]).toEqual([])
    // Folded through a writer that records each piece: the file is the documents, written in more than one piece.
    const file = datasetFile(docs.map((d) => ({ ...d, title: d.title.repeat(2_000) })))
    const written: string[] = []
    const dataset = await Dataset.open(file, {
      foldAfterMs: 60_000,
      hooks: {
        writeTemp: async (handle, text) => {
          written.push(text)
          await handle.writeFile(text, 'utf8')
        },
      },
    })
    await dataset.transact((read) => ({ changes: new Map([['d1', { ...read('d1')!, title: 'One' }]]) }))
    await dataset.close()
    expect(written.length).toBeGreaterThan(1)
    expect(parseNdjson(readFileSync(file, 'utf8')).map((d) => d._id)).toEqual(docs.map((d) => d._id))
    expect(readDocumentsSync(file).find((d) => d._id === 'd1')?.title).toBe('One')
  })

  it('refuses an invalid transaction id and writes nothing when a transaction names no document', async () => {
    const file = datasetFile(seed)
    const dataset = await Dataset.open(file)
    await expect(dataset.transact(() => ({ changes: new Map() }), { transactionId: 'bad id/..' })).rejects.toThrow(
      'not valid',
    )
    const before = dataset.get('a')!._rev
    expect((await dataset.transact(() => ({ changes: new Map() }))).changes).toEqual([])
    // Deleting what does not exist changes nothing either.
    expect((await dataset.transact(() => ({ changes: new Map([['missing', null]]) }))).changes).toEqual([])
    expect(dataset.get('a')!._rev).toBe(before)
    await dataset.close()
  })

  it('gives a document a transaction writes a new revision even when its content ends as it was (as Sanity)', async () => {
    const file = datasetFile(seed)
    const dataset = await Dataset.open(file)
    const before = dataset.get('a')!
    // The Studio's "set a field, then unset it" in one transaction: the same content, but a transaction the Studio
    // waits to see echoed as the next revision of the document.
    const tx = await dataset.transact((read) => ({ changes: new Map([['a', { ...read('a')! }]]) }))
    expect(tx.changes).toHaveLength(1)
    expect(tx.changes[0]!.before?._rev).toBe(before._rev)
    expect(tx.changes[0]!.after?._rev).toBe(tx.id)
    expect(dataset.get('a')!._rev).toBe(tx.id)
    expect(dataset.get('a')!.title).toBe(before.title)
    await dataset.close()
    // It is in the log: a reopened dataset has the new revision.
    const reopened = await Dataset.open(file)
    expect(reopened.get('a')!._rev).toBe(tx.id)
    await reopened.close()
  })
})
