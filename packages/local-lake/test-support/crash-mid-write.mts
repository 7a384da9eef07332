// Run as a child process by dataset/store.test.ts: opens the dataset and kills itself with SIGKILL, the way a
// power cut or `kill -9` would stop the lake, half-way through one of the two writes the store makes:
// - `append`: half of a transaction's line is in the log (the transaction was never acknowledged);
// - `fold`: one transaction is acknowledged (in the log), then half of the new snapshot is written when it is folded.
import type { FileHandle } from 'node:fs/promises'
import { Dataset } from '../dataset/store'

const file = process.argv[2] ?? 'missing-argument.ndjson'
const mode = process.argv[3] ?? 'append'

async function halfThenKill(handle: FileHandle, text: string) {
  await handle.write(text.slice(0, Math.floor(text.length / 2)))
  await handle.sync()
  process.kill(process.pid, 'SIGKILL')
  await new Promise(() => undefined)
}

const dataset = await Dataset.open(file, {
  foldAfterMs: 60_000,
  hooks: mode === 'append' ? { appendLog: halfThenKill } : { writeTemp: halfThenKill },
})
await dataset.transact((read) => ({
  changes: new Map([['a', { ...read('a')!, title: mode === 'append' ? 'Never acknowledged' : 'Acknowledged' }]]),
}))
await dataset.fold()
