// The one place that says which Chromium the tests and benchmarks use and how it is started. Playwright cannot
// download its own browser on these machines, so the system's (Debian's packages) is used.
import { existsSync } from 'node:fs'

const BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']
// Chromium's headless shell: the same Blink and V8 without the desktop browser around them, which is what Playwright
// itself runs for headless tests, and much lighter on CPU (docs/performance.md, "The e2e suite on Chromium's headless
// shell").
const HEADLESS_SHELLS = ['/usr/bin/chromium-headless-shell']

const firstFound = (files) => [process.env.CHROMIUM_PATH, ...files].find((file) => Boolean(file && existsSync(file)))

/**
 * The full browser, for the benchmarks: Lighthouse measures what a reader's Chrome does. CHROMIUM_PATH if set, else
 * the first system browser found; undefined when none.
 */
export function chromiumPath() {
  return firstFound(BROWSERS)
}

/**
 * The browser the e2e tests drive: CHROMIUM_PATH if set, else the headless shell, else the full browser; undefined
 * when there is neither.
 */
export function testChromiumPath() {
  return firstFound([...HEADLESS_SHELLS, ...BROWSERS])
}

/** Debian's Chromium as root, on a machine with no outside network: no sandbox, no GPU, and nothing phoning home. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
