/**
 * `npm run test:e2e:tracking`: the consent e2e test with analytics and ad ids configured. Ids are build-time
 * settings (NEXT_PUBLIC_*, and the Content-Security-Policy), so this makes a second production build in
 * .next-tracking (the normal build in .next is left alone) and runs tests/e2e/consent-tracking.spec.ts on it.
 * The ids are well-formed test values; the spec intercepts the analytics and ad origins, nothing leaves the machine.
 * Options: --no-build (reuse .next-tracking). Port: E2E_TRACKING_PORT, default E2E_PORT + 100, else 3300.
 */
import { spawnSync } from 'node:child_process'
import { root } from '../../scripts/page-paths'

const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: '.next-tracking',
  NEXT_PUBLIC_ANALYTICS_ID: process.env.NEXT_PUBLIC_ANALYTICS_ID || 'G-TEST123456',
  NEXT_PUBLIC_ADS_CLIENT_ID: process.env.NEXT_PUBLIC_ADS_CLIENT_ID || 'ca-pub-0000000000000000',
  NEXT_PUBLIC_ADS_SLOT_ID: process.env.NEXT_PUBLIC_ADS_SLOT_ID || '1234567890',
  E2E_TRACKING: '1',
  E2E_PORT: process.env.E2E_TRACKING_PORT || String(Number(process.env.E2E_PORT || 3200) + 100),
}
const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
// As `npm run build` does: in local mode the build reads its content from a lake on a copy of the seed.
if (!process.argv.includes('--no-build')) run('npx', ['tsx', 'scripts/with-lake.mts', 'npx', 'next', 'build'])
run('npx', ['playwright', 'test', 'tests/e2e/consent-tracking.spec.ts'])
