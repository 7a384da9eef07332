#!/usr/bin/env node
// Finds a Chromium, installing Debian's package when none is there and we may. Playwright cannot download its own
// browser on these machines, so the system's is used.
//   node tests/harness/ensure-chromium.mjs          the e2e tests' browser: Chromium's headless shell
//   node tests/harness/ensure-chromium.mjs --full   the benchmarks' browser: the full Chromium that Lighthouse drives
import { installDebianPackage } from './apt.mjs'
import { chromiumPath, testChromiumPath } from './chromium.mjs'

const full = process.argv.includes('--full')
const found = full ? chromiumPath : testChromiumPath
const pkg = full ? 'chromium' : 'chromium-headless-shell'
const what = full ? 'Chromium' : "Chromium's headless shell"
// The tests also run on the full browser, only slower: when only that is here, install the shell if we can.
const settled = () => full || Boolean(process.env.CHROMIUM_PATH) || Boolean(found()?.endsWith('headless-shell'))

if (found() && settled()) {
  console.log(`Chromium: ${found()}`)
  process.exit(0)
}

if (!installDebianPackage(pkg, `${what} not found`) && !found()) {
  console.error('Or set CHROMIUM_PATH to a Chromium executable.')
  process.exit(1)
}
if (!found()) {
  console.error('apt-get finished but no Chromium executable was found. Set CHROMIUM_PATH.')
  process.exit(1)
}
console.log(`Chromium: ${found()}`)
