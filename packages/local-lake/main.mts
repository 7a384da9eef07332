// `tsx packages/local-lake/main.mts`: runs the local Content Lake on its own (scripts/start.mts runs it beside the site).
import path from 'node:path'
import { parseLakeConfig } from './config'
import { startLake } from './server'
import { ensureWorkingDataset, restrictLakeFiles } from './working-dataset'

// Drafts, history and preview secrets are for the editor's token only, not for other users of the machine: every
// file and folder the lake makes is its user's alone (security probe L9). The site runs as the same user.
process.umask(0o077)
const config = parseLakeConfig(process.env)
// LAKE_SEED_PATH: a dataset to copy when the lake's file does not exist yet (the host's seed).
const seed = process.env.LAKE_SEED_PATH?.trim()
if (seed && ensureWorkingDataset(config.datasetPath, path.resolve(seed)))
  console.log(`lake: copied the seed to ${config.datasetPath}`)
restrictLakeFiles(config.datasetPath)
const lake = await startLake(config)
console.log(
  `lake: ${lake.dataset.size} documents from ${config.datasetPath}, on http://localhost:${lake.port} (${config.hosts.join(', ')})`,
)
if (config.tokenGenerated)
  console.log(`lake: editor token (generated, set LOCAL_STUDIO_TOKEN to fix it): ${config.token}`)
const stop = () => void lake.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
// Started by `npm run start` with an IPC channel: when that supervisor goes away, however it ended, so does the lake.
if (process.connected) process.on('disconnect', stop)
