/**
 * Schema and content checks that need the Sanity CLI, run by `npm test` outside the unit suite:
 *  1. `sanity schema validate` reports no errors;
 *  2. the schema the CLI extracts has every document type and equals the committed studio/schema.json
 *     (a config whose schema is silently dropped fails here);
 *  3. TypeGen over that schema and lib/content/queries.ts equals the committed sanity.types.ts;
 *  4. every seed document passes the Studio's own validation rules (`sanity documents validate`).
 * Everything the CLI writes goes to a temporary copy of the project's entry points; no committed file is touched.
 */
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { seedValidationProblems, type ValidationReport } from './seed-validation'
import { documentTypes } from '../schemas'
import { filesBySha1, readDocumentsSync } from '@health-site/local-lake'
import { SEED_IMAGES_PATH } from '../lib/defaults'
import { forSanityImport } from '../content/seed/sanity-import'

const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '..')
const sanityBin = path.join(root, 'node_modules/.bin/sanity')
const env = { ...process.env, SANITY_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', NO_COLOR: '1', FORCE_COLOR: '0' }

// The CLI writes relative to its working directory (typegen always to the path in sanity.cli.ts), so it runs in a
// scratch folder that links to the project's sources and holds its own output.
const scratch = mkdtempSync(path.join(tmpdir(), 'sanity-check-'))
for (const entry of [
  'node_modules',
  'package.json',
  'tsconfig.json',
  '.prettierrc.json',
  'app',
  'sanity.cli.ts',
  'sanity.config.ts',
  'schemas',
  'lib',
])
  symlinkSync(path.join(root, entry), path.join(scratch, entry))

const failures: string[] = []
const sanity = async (args: string[], extraEnv: Record<string, string> = {}) => {
  try {
    const { stdout, stderr } = await run(sanityBin, args, {
      cwd: scratch,
      env: { ...env, ...extraEnv },
      maxBuffer: 64 * 1024 * 1024,
      timeout: 300_000,
    })
    return { ok: true, stdout, stderr }
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string }
    return { ok: false, stdout: e.stdout ?? '', stderr: e.stderr ?? '' }
  }
}

async function main() {
  // studio/ is linked entry by entry, so that the extracted schema.json lands in the scratch folder.
  mkdirSync(path.join(scratch, 'studio'))
  for (const file of ['env.ts', 'structure.ts', 'badges.ts'])
    symlinkSync(path.join(root, 'studio', file), path.join(scratch, 'studio', file))
  symlinkSync(path.join(root, 'studio', 'seed'), path.join(scratch, 'studio', 'seed'))

  const started = Date.now()
  // The three commands are independent (typegen only follows the extract it reads), each a CLI that loads the
  // project's config on its own: run side by side, the check takes about as long as the slowest of them.
  await Promise.all([validateSchema(), extractAndGenerate(), validateSeed()])

  console.log(
    `sanity checks: ${failures.length === 0 ? 'all passed' : `${failures.length} failed`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
}

async function validateSchema() {
  const validate = await sanity(['schema', 'validate'])
  if (!/0 errors/.test(validate.stdout + validate.stderr))
    failures.push(`sanity schema validate reported errors:\n${validate.stdout}${validate.stderr}`)
}

async function extractAndGenerate() {
  const extract = await sanity(['schema', 'extract', '--path=studio/schema.json'])
  if (!extract.ok) {
    failures.push(`sanity schema extract failed:\n${extract.stderr}`)
    return
  }
  const extracted = readFileSync(path.join(scratch, 'studio/schema.json'), 'utf8')
  const names = new Set((JSON.parse(extracted) as Array<{ name: string }>).map((t) => t.name))
  for (const type of documentTypes)
    if (!names.has(type.name)) failures.push(`the CLI's schema has no "${type.name}" (was the schema dropped?)`)
  if (extracted !== readFileSync(path.join(root, 'studio/schema.json'), 'utf8'))
    failures.push('studio/schema.json is stale: run "npm run typegen"')

  const typegen = await sanity(['typegen', 'generate'])
  if (!typegen.ok) failures.push(`sanity typegen generate failed:\n${typegen.stderr}`)
  else if (
    readFileSync(path.join(scratch, 'sanity.types.ts'), 'utf8') !==
    readFileSync(path.join(root, 'sanity.types.ts'), 'utf8')
  )
    failures.push('sanity.types.ts is stale: run "npm run typegen"')
}

// A token is required by the command even for a file; nothing is sent anywhere except slug-uniqueness lookups,
// which fail offline and are checked from the file itself instead (scripts/seed-validation.ts). The seed is
// validated as `sanity dataset import` takes it (content/seed/sanity-import.ts): the validator looks image asset
// references up in the project, which it cannot reach offline, but takes the import's file references as images.
async function validateSeed() {
  const importable = path.join(scratch, 'seed-import.ndjson')
  const seedDocs = readDocumentsSync(path.join(root, 'content/seed/dataset.ndjson')) as never[]
  const imported = forSanityImport(seedDocs, filesBySha1([path.join(root, SEED_IMAGES_PATH)]))
  writeFileSync(importable, imported.map((doc) => JSON.stringify(doc)).join('\n') + '\n')
  const seed = await sanity(
    ['documents', 'validate', '--file', importable, '--format', 'ndjson', '--level', 'error', '-y'],
    { SANITY_AUTH_TOKEN: 'offline-validation', SANITY_SEED_CHECK_OFFLINE: '1' },
  )
  const reports = seed.stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as ValidationReport)
  if (!seed.ok && reports.length === 0) failures.push(`sanity documents validate failed:\n${seed.stderr}`)
  failures.push(...seedValidationProblems(reports, readFileSync(importable, 'utf8')))
}

try {
  await main()
} finally {
  if (!process.env.KEEP_SCRATCH) rmSync(scratch, { recursive: true, force: true })
  else console.log(scratch)
}
for (const failure of failures) console.error(`✗ ${failure}`)
process.exit(failures.length ? 1 : 0)
