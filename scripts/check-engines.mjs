#!/usr/bin/env node
// `node scripts/check-engines.mjs`: the installed packages whose `engines.node` a version package.json's `engines`
// allows does not satisfy, for the lowest version of each range part (e.g. 22.22.2 and 24.15.0 for
// "^22.22.2 || >=24.15.0"). Run it after upgrading a dependency; .ci/run's install on the lowest Node fails on an
// EBADENGINE warning in any case. semver is npm's own range logic, present in node_modules through the toolchain.
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)
const semver = require('semver')
const root = path.resolve(import.meta.dirname, '..')
const range = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node
const lowest = range.split('||').map((part) => semver.minVersion(part.trim()).version)

const found = []
function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === '.bin') continue
    const folder = path.join(dir, entry.name)
    if (entry.name.startsWith('@')) {
      walk(folder)
      continue
    }
    try {
      const pkg = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'))
      if (pkg.engines?.node) found.push({ name: `${pkg.name}@${pkg.version}`, node: pkg.engines.node })
    } catch {
      // not a package
    }
    try {
      walk(path.join(folder, 'node_modules'))
    } catch {
      // no nested packages
    }
  }
}
walk(path.join(root, 'node_modules'))

let bad = 0
for (const version of lowest) {
  const refusing = found.filter((p) => !semver.satisfies(version, p.node, { includePrerelease: true }))
  bad += refusing.length
  console.log(`Node ${version} (engines "${range}"): ${refusing.length} of ${found.length} packages refuse it`)
  for (const p of refusing.slice(0, 20)) console.log(`  ${p.name} wants ${p.node}`)
}
process.exit(bad ? 1 : 0)
