import path from 'node:path'
import { defineConfig } from 'vitest/config'
import { ConformanceCount } from './count-reporter'

// The conformance suite on its own harness: nothing of the host site (no aliases, no setup), only the package's
// command started as a process and @sanity/client 7 and 8 (conformance/harness.ts). `npm test` in the package and the
// site's `npm run test:unit` run it; the last line printed is its pass count.
export default defineConfig({
  root: path.resolve(import.meta.dirname, '..'),
  test: {
    name: 'conformance',
    include: ['conformance/**/*.conformance.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file starts its own lake process (two query workers each): two files at a time fit a small machine.
    maxWorkers: 2,
    reporters: ['default', new ConformanceCount()],
  },
})
