/**
 * The EmailJS settings the end-to-end tests' second server runs with (fake values: the tests intercept
 * https://api.emailjs.com, so nothing ever leaves the machine). Shared by playwright.config.ts and the contact tests.
 */
export const e2eEmailJsEnv = {
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'e2e-public-key',
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'e2e-service',
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'e2e-template',
}

/** The port of the server with e-mail configured: E2E_CONFIGURED_PORT, else the main e2e port + 3000 (+1000 is the local lake's, +2000 the Sanity-mode server's). */
export function configuredPort(env: Record<string, string | undefined> = process.env): number {
  return Number(env.E2E_CONFIGURED_PORT ?? Number(env.E2E_PORT ?? 3100) + 3000)
}
