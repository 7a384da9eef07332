#!/usr/bin/env node
// Finds a Chromium for the end-to-end tests, installing Debian's package when none is there and we may.
// Playwright cannot download its own browser on these machines, so the system browser is used.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromiumPath as found } from './chromium.mjs'

if (found()) {
  console.log(`Chromium: ${found()}`)
  process.exit(0)
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
const hasApt = existsSync('/usr/bin/apt-get')
if (!hasApt) {
  console.error(
    'No Chromium found and apt-get is not available. Install Chromium and set CHROMIUM_PATH to its executable.',
  )
  process.exit(1)
}
const sudo = isRoot ? [] : ['sudo', '-n']
const run = (args) => {
  const [cmd, ...rest] = [...sudo, ...args]
  execFileSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
}
try {
  console.log("Chromium not found: installing Debian's chromium package…")
  run(['apt-get', 'update', '-qq'])
  run(['apt-get', 'install', '-y', '-qq', 'chromium'])
} catch {
  console.error(
    'Installing chromium with apt-get failed. Install it by hand (apt-get install chromium) or set CHROMIUM_PATH.',
  )
  process.exit(1)
}
if (!found()) {
  console.error('apt-get finished but no Chromium executable was found. Set CHROMIUM_PATH.')
  process.exit(1)
}
console.log(`Chromium: ${found()}`)
