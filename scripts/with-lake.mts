// `tsx scripts/with-lake.mts <command...>`: runs a command (`next build`) that reads content, with a local Content
// Lake to read it from in local mode. The lake serves a temporary copy of the seed on a free loopback port
// (LOCAL_LAKE_PORT for the command), so the build prerenders the seed as before and never writes to it. In Sanity
// mode (NEXT_PUBLIC_SANITY_PROJECT_ID set) the command runs as it is: the content comes from the project.
import { spawn } from 'node:child_process'
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { generateToken, parseLakeConfig, startLake } from '@health-site/local-lake'
import { contentMode } from '../lib/config'
import { SEED_DATASET_PATH, SEED_IMAGES_PATH } from '../lib/defaults'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: tsx scripts/with-lake.mts <command> [args...]')
  process.exit(2)
}
const root = path.resolve(import.meta.dirname, '..')
const env: NodeJS.ProcessEnv = { ...process.env }
let stop = async () => {}
if (contentMode(process.env) === 'local') {
  const dir = mkdtempSync(path.join(tmpdir(), 'build-lake-'))
  const dataset = path.join(dir, 'dataset.ndjson')
  copyFileSync(path.join(root, SEED_DATASET_PATH), dataset)
  const token = generateToken()
  const lake = await startLake(
    parseLakeConfig(
      {
        LOCAL_STUDIO_TOKEN: token,
        LOCAL_DATASET_PATH: dataset,
        LAKE_DATASET: process.env.NEXT_PUBLIC_SANITY_DATASET?.trim() || undefined,
        LAKE_HOST: '127.0.0.1',
        LAKE_SEED_IMAGES_DIR: SEED_IMAGES_PATH,
      },
      root,
      0,
    ),
    { log: () => {} },
  )
  env.LOCAL_LAKE_PORT = String(lake.port)
  env.LOCAL_STUDIO_TOKEN = token
  stop = async () => {
    await lake.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
const child = spawn(command, args, { cwd: root, env, stdio: 'inherit', shell: false })
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => {
  void stop().then(() => process.exit(code ?? (signal ? 1 : 0)))
})
