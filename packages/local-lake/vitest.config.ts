import path from 'node:path'
import { defineConfig } from 'vitest/config'

// The package's unit and contract tests on its own harness (test-support/): nothing of the host site (no aliases, no
// setup files). The conformance suite has its own config (conformance/vitest.config.ts). `npm test` here runs both;
// the site's `npm run test:unit` runs this package's `npm test` after its own suite.
export default defineConfig({
  root: path.resolve(import.meta.dirname),
  test: {
    name: 'local-lake',
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', 'conformance/**'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 120_000,
    // Files share one module registry per worker, as in the site's suite: the lake's modules load once per worker.
    isolate: false,
    // No maxWorkers: Vitest's default (one file at a time on two cores). Two at a time finished sooner, but the
    // priority test's reader query then ran past the lake's query time limit once, starved by the other file on the
    // same two cores (docs/performance.md, "The lake's tests one file at a time again").
  },
})
