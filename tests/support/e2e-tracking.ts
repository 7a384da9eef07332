/**
 * The analytics and ad ids the end-to-end tests' tracking server runs with: well-formed test values on a server of the
 * same build (the ids are read at request time). tests/e2e/consent-tracking.spec.ts intercepts the analytics and ad
 * origins, so nothing ever leaves the machine. Shared by playwright.config.ts and that spec.
 */
export const e2eTrackingEnv = {
  NEXT_PUBLIC_ANALYTICS_ID: 'G-TEST123456',
  NEXT_PUBLIC_ADS_CLIENT_ID: 'ca-pub-0000000000000000',
  NEXT_PUBLIC_ADS_SLOT_ID: '1234567890',
}

/** The tracking server's port: E2E_TRACKING_PORT, else the main e2e port + 4000 (+3000 is the e-mail server's). */
export function trackingPort(env: Record<string, string | undefined> = process.env): number {
  return Number(env.E2E_TRACKING_PORT ?? Number(env.E2E_PORT ?? 3100) + 4000)
}
