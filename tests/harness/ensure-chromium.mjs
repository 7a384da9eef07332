#!/usr/bin/env node
// Finds a Chromium for the end-to-end tests, installing Debian's package when none is there and we may.
// Playwright cannot download its own browser on these machines, so the system browser is used.
import { installDebianPackage } from './apt.mjs'
import { chromiumPath as found } from './chromium.mjs'

if (found()) {
  console.log(`Chromium: ${found()}`)
  process.exit(0)
}

if (!installDebianPackage('chromium', 'Chromium not found')) {
  console.error('Or set CHROMIUM_PATH to a Chromium executable.')
  process.exit(1)
}
if (!found()) {
  console.error('apt-get finished but no Chromium executable was found. Set CHROMIUM_PATH.')
  process.exit(1)
}
console.log(`Chromium: ${found()}`)
