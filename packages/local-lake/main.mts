// `tsx packages/local-lake/main.mts`: runs the local Content Lake on its own (scripts/start.mts runs it beside the site).
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { PublishGate } from './gate'
import { parseLakeConfig } from './config'
import { startLake } from './server'
import { runUserCommand } from './users-cli'
import { ensureWorkingDataset, restrictLakeFiles } from './working-dataset'

// Drafts, history and preview secrets are for the editor's token only, not for other users of the machine: every
// file and folder the lake makes is its user's alone. The site runs as the same user.
process.umask(0o077)
// `user add NAME --role ROLE` / `user list`: the users file, without starting the lake.
if (process.argv[2] === 'user') {
  const { code, lines } = runUserCommand(process.argv.slice(3), process.env)
  ;(code === 0 ? console.log : console.error)(lines.join('\n'))
  process.exit(code)
}
const config = parseLakeConfig(process.env)
// LAKE_SEED_PATH: a dataset to copy when the lake's file does not exist yet (the host's seed).
const seed = process.env.LAKE_SEED_PATH?.trim()
if (seed && ensureWorkingDataset(config.datasetPath, path.resolve(seed)))
  console.log(`lake: copied the seed to ${config.datasetPath}`)
restrictLakeFiles(config.datasetPath)
// LAKE_PUBLISH_GATE: a host's module exporting `publishGate` (gate.ts), the rule every write is checked against.
const gatePath = process.env.LAKE_PUBLISH_GATE?.trim()
const gate = gatePath
  ? ((await import(pathToFileURL(path.resolve(gatePath)).href)) as { publishGate?: PublishGate }).publishGate
  : undefined
if (gatePath && !gate) throw new Error(`LAKE_PUBLISH_GATE: ${gatePath} exports no publishGate`)
const lake = await startLake(config, { gate })
console.log(
  `lake: ${lake.dataset.size} documents from ${config.datasetPath}, on http://localhost:${lake.port} (${config.hosts.join(', ')})`,
)
if (gate) console.log(`lake: every write is checked by the publish gate in ${gatePath}`)
if (config.tokenGenerated)
  console.log(`lake: editor token (generated, set LOCAL_STUDIO_TOKEN to fix it): ${config.token}`)
const stop = () => void lake.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
// Started by `npm run start` with an IPC channel: when that supervisor goes away, however it ended, so does the lake.
if (process.connected) process.on('disconnect', stop)
