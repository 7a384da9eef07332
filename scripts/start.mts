// `npm run start`: serves the production build. In local mode (no Sanity project id) it also starts the local
// Content Lake for the Studio, on a working copy of the seed dataset that the site reads too, and prints the Studio
// link with the editor token (fresh each start unless LOCAL_STUDIO_TOKEN is set), as Jupyter prints its link.
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { generateToken, MIN_TOKEN_LENGTH } from '../lib/lake/config'
import {
  contentMode,
  lakePort,
  localDatasetPath,
  SEED_DATASET_PATH,
  sitePort,
  WORKING_DATASET_PATH,
} from '../lib/defaults'
import { ensureWorkingDataset } from '../lib/lake/working-dataset'
import { routes } from '../lib/site/routes'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name: string) => path.join(root, 'node_modules/.bin', name)
// A wrong port stops here with the variable's name, not later in whichever child reads it first.
const ports = { site: sitePort(process.env), lake: lakePort(process.env) }
for (const { problem } of Object.values(ports))
  if (problem) {
    console.error(problem)
    process.exit(1)
  }
const port = String(ports.site.value)
const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
const children: ChildProcess[] = []
// The production server with Brotli and the outage status (scripts/server.mjs), in one Node process.
const serverArgs = [path.join(root, 'scripts/server.mjs'), '-p', port]

function run(command: string, args: string[], childEnv: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, { cwd: root, env: childEnv, stdio: 'inherit' })
  children.push(child)
  child.on('exit', (code, signal) => {
    // One gone means the whole thing is: stop the other and exit with its status.
    for (const other of children) if (other !== child && other.exitCode === null) other.kill('SIGTERM')
    process.exitCode = code ?? (signal ? 1 : 0)
  })
  return child
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    for (const child of children) if (child.exitCode === null) child.kill(signal)
  })

if (contentMode(process.env) === 'sanity') {
  run(process.execPath, serverArgs, env)
} else {
  const dataset = path.resolve(root, localDatasetPath(process.env, WORKING_DATASET_PATH))
  const created = ensureWorkingDataset(dataset, path.join(root, SEED_DATASET_PATH))
  const token = process.env.LOCAL_STUDIO_TOKEN?.trim() || generateToken()
  if (token.length < MIN_TOKEN_LENGTH) {
    console.error(`LOCAL_STUDIO_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters.`)
    process.exit(1)
  }
  const shared = {
    ...env,
    LOCAL_DATASET_PATH: dataset,
    LOCAL_STUDIO_TOKEN: token,
    LOCAL_LAKE_PORT: String(ports.lake.value),
  }
  run(bin('tsx'), [path.join(root, 'lib/lake/main.mts')], {
    ...shared,
    LOCAL_SITE_ORIGIN: process.env.LOCAL_SITE_ORIGIN?.trim() || `http://localhost:${port}`,
  })
  run(process.execPath, serverArgs, shared)
  const site = `http://localhost:${port}`
  console.log(
    [
      '',
      `  Site:    ${site}`,
      `  Studio:  ${site}${routes.studioWithToken(token)}`,
      '           (the link signs you in as the local editor: anyone with it can edit the local dataset)',
      `  Dataset: ${path.relative(root, dataset)}${created ? ' (copied from the seed just now)' : ''}; delete it to start again from the seed`,
      '',
    ].join('\n'),
  )
}
