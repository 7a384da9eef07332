// The one place that says which Chromium the tests and benchmarks use and how it is started. Playwright cannot
// download its own browser on these machines, so the system's (Debian's package) is used.
import { existsSync } from 'node:fs'

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']

/** The Chromium executable: CHROMIUM_PATH if set, else the first system browser found; undefined when none. */
export function chromiumPath() {
  return [process.env.CHROMIUM_PATH, ...CANDIDATES].find((file) => Boolean(file && existsSync(file)))
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
