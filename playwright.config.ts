import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, testChromiumPath } from './tests/harness/chromium.mjs'
import { copyBuildForTests } from './tests/harness/test-build.mjs'
import { listenEnv, serverArgs, standaloneServer } from './scripts/site-server'
import { configuredPort, e2eEmailJsEnv } from './tests/support/e2e-emailjs'
import { e2eTrackingEnv, trackingPort } from './tests/support/e2e-tracking'
import { lakeWebhookEnv } from './lib/content/revalidation'
import { SEED_IMAGES_PATH } from './lib/defaults'
import { writeE2ePeople } from './tests/support/e2e-people'

const PORT = Number(process.env.E2E_PORT ?? 3100)
// A second server on the same build with the contact form's e-mail configured (see tests/e2e/contact.spec.ts).
const CONFIGURED_PORT = configuredPort()
// A third with analytics and ad ids (see tests/e2e/consent-tracking.spec.ts).
const TRACKING_PORT = trackingPort()
// The local Content Lake the Studio tests edit through, on its own port beside the site.
const LAKE_PORT = Number(process.env.E2E_LAKE_PORT ?? PORT + 1000)
// A fixed, test-only editor token (a reused server must accept it too); never used outside the tests.
process.env.E2E_STUDIO_TOKEN ??= 'e2e-local-studio-token-0123456789abcdefghij'

// The server reads a copy of the seed dataset, so tests may add or edit content without touching the committed
// file. Workers inherit E2E_DATASET from the runner, so every process agrees on the one copy.
if (!process.env.E2E_DATASET) {
  process.env.E2E_DATASET = path.join(mkdtempSync(path.join(tmpdir(), 'e2e-dataset-')), 'dataset.ndjson')
  copyFileSync(path.resolve('content/seed/dataset.ndjson'), process.env.E2E_DATASET)
  // The sample editor and medical reviewer beside the administrator: the Studio's Approve is a reviewer's.
  writeE2ePeople(process.env.E2E_DATASET)
}
// The servers run on a copy of the build: what the tests render, publish and edit is cached there, never in the
// build `npm run start` serves. Made once per run (workers inherit E2E_DIST_DIR).
if (!process.env.E2E_DIST_DIR) {
  process.env.E2E_DIST_DIR = copyBuildForTests(process.cwd())
  // Run as a script: it is an ES module that finds the project with import.meta, which Playwright's CommonJS loading
  // of this config cannot import.
  execFileSync(
    process.execPath,
    ['scripts/assemble-standalone.mjs', path.resolve(process.env.E2E_DIST_DIR, 'standalone')],
    { env: { ...process.env, NEXT_DIST_DIR: process.env.E2E_DIST_DIR }, stdio: 'ignore' },
  )
}
// Next's own standalone server on the copy, started as `npm run start` starts it (scripts/site-server.ts): its V8 flag
// and the request guard preloaded from beside server.js, so the tests see what readers get from an instance.
const serverFile = standaloneServer(process.env.E2E_DIST_DIR)
const server = `node ${serverArgs(serverFile).join(' ')} ${serverFile}`
// The webhook secret the server checks /api/revalidate against; tests sign their calls with it.
process.env.E2E_REVALIDATE_SECRET ??= 'e2e-webhook-secret'
// Every request the lake answers is appended here; tests/e2e/studio.spec.ts prints the endpoints the Studio called.
process.env.E2E_LAKE_LOG ??= path.join(path.dirname(process.env.E2E_DATASET), 'lake-requests.ndjson')
process.env.E2E_LAKE_PORT = String(LAKE_PORT)
const executablePath = testChromiumPath()

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    launchOptions: {
      executablePath,
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      // The local Content Lake over the same dataset copy, which the servers read from; it sends the site a signed
      // webhook after a publish.
      command: 'npx tsx packages/local-lake/main.mts',
      // The lake's own lines (a 501, a failed revalidation) appear in the test output.
      stdout: 'pipe',
      url: `http://127.0.0.1:${LAKE_PORT}/v1/ping`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: {
        LOCAL_DATASET_PATH: process.env.E2E_DATASET,
        LOCAL_STUDIO_TOKEN: process.env.E2E_STUDIO_TOKEN,
        LOCAL_LAKE_PORT: String(LAKE_PORT),
        LOCAL_SITE_ORIGIN: `http://127.0.0.1:${PORT}`,
        LAKE_REQUEST_LOG: process.env.E2E_LAKE_LOG,
        LAKE_SEED_IMAGES_DIR: SEED_IMAGES_PATH,
        // The site's publish gate, as `npm run start` passes it: every write the Studio flows and the fixtures make is
        // checked by it (fixtures of medical documents go through review: tests/support/e2e-dataset.ts).
        LAKE_PUBLISH_GATE: path.resolve('studio/lake-gate.ts'),
        // A publish reaches the site as Sanity's webhook does.
        ...lakeWebhookEnv(`http://127.0.0.1:${PORT}`, process.env.E2E_REVALIDATE_SECRET!),
      },
    },
    {
      // The production build (`npm run build` runs first in `npm test`).
      command: server,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: {
        NEXT_TELEMETRY_DISABLED: '1',
        PORT: String(PORT),
        ...listenEnv('127.0.0.1'),
        LOCAL_DATASET_PATH: process.env.E2E_DATASET,
        SANITY_REVALIDATE_SECRET: process.env.E2E_REVALIDATE_SECRET,
        LOCAL_STUDIO_TOKEN: process.env.E2E_STUDIO_TOKEN,
        LOCAL_LAKE_PORT: String(LAKE_PORT),
        // Not configured, whatever the shell says: the contact and consent tests rely on one server of each kind.
        ...Object.fromEntries(
          [...Object.keys(e2eEmailJsEnv), ...Object.keys(e2eTrackingEnv)].map((name) => [name, '']),
        ),
      },
    },
    {
      // The same build, with e-mail sending configured: the contact page reads it at request time.
      command: server,
      url: `http://127.0.0.1:${CONFIGURED_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: {
        NEXT_TELEMETRY_DISABLED: '1',
        PORT: String(CONFIGURED_PORT),
        ...listenEnv('127.0.0.1'),
        LOCAL_DATASET_PATH: process.env.E2E_DATASET,
        // Every server reads its content from the one lake.
        LOCAL_LAKE_PORT: String(LAKE_PORT),
        ...Object.fromEntries(Object.keys(e2eTrackingEnv).map((name) => [name, ''])),
        ...e2eEmailJsEnv,
      },
    },
    {
      // The same build, with analytics and ad ids: the pages and the policy read them at request time.
      command: server,
      url: `http://127.0.0.1:${TRACKING_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: {
        NEXT_TELEMETRY_DISABLED: '1',
        PORT: String(TRACKING_PORT),
        ...listenEnv('127.0.0.1'),
        LOCAL_DATASET_PATH: process.env.E2E_DATASET,
        LOCAL_LAKE_PORT: String(LAKE_PORT),
        ...Object.fromEntries(Object.keys(e2eEmailJsEnv).map((name) => [name, ''])),
        ...e2eTrackingEnv,
      },
    },
  ],
})
