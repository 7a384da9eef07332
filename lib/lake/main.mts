// `tsx lib/lake/main.mts`: runs the local Content Lake on its own (scripts/start.mts runs it beside the site).
import { existsSync } from 'node:fs'
import { parseLakeConfig } from './config'
import { startLake } from './server'

const config = parseLakeConfig(process.env)
if (!existsSync(config.datasetPath)) {
  console.error(`lake: the dataset ${config.datasetPath} does not exist (set LOCAL_DATASET_PATH).`)
  process.exit(1)
}
const lake = await startLake(config)
console.log(
  `lake: ${lake.dataset.size} documents from ${config.datasetPath}, on http://localhost:${lake.port} (${config.hosts.join(', ')})`,
)
if (config.tokenGenerated)
  console.log(`lake: editor token (generated, set LOCAL_STUDIO_TOKEN to fix it): ${config.token}`)
const stop = () => void lake.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
