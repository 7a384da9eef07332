// Run as a child process by lib/dataset/store.test.ts: opens the dataset, starts a transaction, and kills itself
// with SIGKILL after writing half of the new file, the way a power cut or `kill -9` would stop the lake.
import { Dataset } from '@/lib/dataset/store'

const file = process.argv[2] ?? 'missing-argument.ndjson'
const dataset = await Dataset.open(file, {
  hooks: {
    writeTemp: async (handle, text) => {
      await handle.write(text.slice(0, Math.floor(text.length / 2)))
      await handle.sync()
      process.kill(process.pid, 'SIGKILL')
      await new Promise(() => undefined)
    },
  },
})
await dataset.transact((read) => ({
  changes: new Map([['a', { ...read('a')!, title: 'Never written' }]]),
}))
