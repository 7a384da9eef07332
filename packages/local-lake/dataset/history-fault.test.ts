/**
 * A disk-full while a fold appends to the history file must not cost any transaction its
 * history. Before the fix, the partial record stayed in the file, the retry appended straight after it, and the
 * joined line was unreadable: that document's history read as empty.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { Dataset, historyFileFor } from './store'

function datasetFile(): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'dataset-')), 'dataset.ndjson')
  writeFileSync(file, JSON.stringify({ _id: 'a', _type: 't', title: 'A' }) + '\n')
  return file
}

describe('history after a failed fold (N2)', () => {
  it('a disk-full mid-append leaves no partial record; after the retry every transaction has its history', async () => {
    const file = datasetFile()
    let fail = false
    const dataset = await Dataset.open(file, {
      foldAfterMs: 60_000,
      hooks: {
        appendHistory: async (handle, text) => {
          if (!fail) return void (await handle.appendFile(text, 'utf8'))
          // What a full disk does: part of the text lands, then ENOSPC.
          await handle.appendFile(text.slice(0, Math.floor(text.length / 2)), 'utf8')
          throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })
        },
      },
    })
    await dataset.transact((read) => ({ changes: new Map([['a', { ...read('a')!, title: 'One' }]]) }))
    await dataset.fold()
    const sizeBefore = readFileSync(historyFileFor(file)).length
    fail = true
    await dataset.transact(() => ({
      changes: new Map([['disk-tight', { _id: 'disk-tight', _type: 't', pad: 'y'.repeat(20_000) }]]),
    }))
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await dataset.fold()
    expect(errors.mock.calls[0]?.[0]).toMatch(/ENOSPC/)
    errors.mockRestore()
    // Nothing of the failed append is left behind.
    expect(readFileSync(historyFileFor(file)).length).toBe(sizeBefore)
    fail = false
    await dataset.transact((read) => ({ changes: new Map([['a', { ...read('a')!, title: 'Two' }]]) }))
    await dataset.close()

    // Read back by a fresh process: every line is a record, and the document written during the fault has history.
    const lines = readFileSync(historyFileFor(file), 'utf8').trim().split('\n')
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow()
    const reopened = await Dataset.open(file)
    const ids = (await reopened.transactions()).flatMap((tx) => tx.changes.map((c) => c.id))
    expect(ids).toEqual(['a', 'disk-tight', 'a'])
  })

  it('a record a crash cut short is ended before the next append, so later records stay readable', async () => {
    const file = datasetFile()
    const dataset = await Dataset.open(file, { foldAfterMs: 60_000 })
    await dataset.transact((read) => ({ changes: new Map([['a', { ...read('a')!, title: 'One' }]]) }))
    await dataset.fold()
    // A power cut mid-append (a record without its end of line).
    writeFileSync(historyFileFor(file), readFileSync(historyFileFor(file), 'utf8') + '{"id":"cut-sh')
    await dataset.transact((read) => ({ changes: new Map([['a', { ...read('a')!, title: 'Two' }]]) }))
    await dataset.close()
    const reopened = await Dataset.open(file)
    expect((await reopened.transactions()).map((tx) => tx.changes[0]?.after?.title)).toEqual(['One', 'Two'])
  })
})
