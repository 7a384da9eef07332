// Run as a child process by dataset/store.test.ts: a lake writing and folding as fast as it can
// (each transaction counts one up from what it reads, then is folded into the file at once), while the test reads
// or replaces the file beside it. Prints the number of transactions it had acknowledged when it stopped.
import { Dataset } from '../dataset/store'

const file = process.argv[2] ?? 'missing-argument.ndjson'
const until = Date.now() + Number(process.argv[3] ?? 2000)
const dataset = await Dataset.open(file, { foldAfterMs: 60_000, historyFile: false })
let acknowledged = 0
for (let n = 1; Date.now() < until; n++) {
  await dataset.transact((read) => ({
    changes: new Map([['a', { ...read('a')!, count: Number(read('a')!.count ?? 0) + 1 }]]),
  }))
  acknowledged = n
  // Every other transaction stays in the log: a reader then needs both the file and its log.
  if (n % 2 === 0) await dataset.fold()
}
await dataset.close()
process.stdout.write(String(acknowledged))
