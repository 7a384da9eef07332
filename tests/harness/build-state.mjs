#!/usr/bin/env node
// `node tests/harness/build-state.mjs save|check`: proves that the test suite leaves the production build as `next build`
// made it. `save` (right after the build) lists every file of `.next` with its size and time, in a temporary folder;
// `check` (after the tests) fails, naming the files, if any was added, changed or removed: a test that rendered,
// published or edited into the build a user then serves with `npm run start`.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')
const build = path.join(root, process.env.NEXT_DIST_DIR?.trim() || '.next')
// The compiler's cache is the build's own business (it may still be flushed after the build) and never served.
const skip = new Set([path.join(build, 'cache', 'turbopack')])
const stateFile = path.join(tmpdir(), `build-state-${createHash('sha1').update(build).digest('hex').slice(0, 12)}.json`)

function list(dir, out = {}) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (skip.has(file)) continue
    if (entry.isDirectory()) list(file, out)
    else if (entry.isFile()) {
      const info = statSync(file)
      out[path.relative(build, file)] = `${info.size}:${info.mtimeMs}`
    }
  }
  return out
}

const command = process.argv[2]
if (command === 'save') {
  const files = list(build)
  writeFileSync(stateFile, JSON.stringify(files))
  console.log(`build-state: ${Object.keys(files).length} files of ${path.relative(root, build)} recorded`)
} else if (command === 'check') {
  const before = JSON.parse(readFileSync(stateFile, 'utf8'))
  const after = list(build)
  const changed = [
    ...Object.keys(after)
      .filter((f) => !(f in before))
      .map((f) => `added    ${f}`),
    ...Object.keys(before)
      .filter((f) => !(f in after))
      .map((f) => `removed  ${f}`),
    ...Object.keys(after)
      .filter((f) => f in before && before[f] !== after[f])
      .map((f) => `changed  ${f}`),
  ]
  if (changed.length) {
    console.error(`build-state: the tests wrote into ${path.relative(root, build)}, which npm run start serves:`)
    for (const line of changed.slice(0, 20)) console.error(`  ${line}`)
    if (changed.length > 20) console.error(`  … and ${changed.length - 20} more`)
    process.exit(1)
  }
  console.log(`build-state: ${path.relative(root, build)} is as the build left it (${Object.keys(after).length} files)`)
} else {
  console.error('Usage: node tests/harness/build-state.mjs save|check')
  process.exit(2)
}
