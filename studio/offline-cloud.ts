/**
 * The two requests the Studio makes to Sanity's cloud at every load whatever its configuration, with host names
 * written into the `sanity` package (5.31: `PackageVersionStatusProvider` and the navbar's `ResourcesButton`):
 *
 * - the version check, `GET https://sanity-cdn.com/v1/modules/sanity/latest/^<version>/t<time>`, polled every
 *   15 minutes, which the Studio's CSP blocks and offline cannot resolve ("Failed to fetch version" on load);
 * - the feedback probe, `POST https://api.sanity.io/vX/intake/feedback` (and the error reports it would send later
 *   through `…/intake/tracing`), which fails offline (`ERR_NAME_NOT_RESOLVED` on load).
 *
 * In local mode the Studio has no Sanity project and works offline, so neither should leave the machine: the version
 * check is answered by the local lake (its `modules/…` route says it knows no newer version), and intake requests
 * are refused in the page without a network request (feedback then is not offered, and nothing is reported to
 * Sanity). No other request is touched.
 */

const VERSION_CHECK = /^https:\/\/sanity-cdn\.(?:com|work)(\/v1\/modules\/[^?#]*)$/
const INTAKE = /^https:\/\/api\.sanity\.(?:io|work)\/v[^/]+\/intake\//

export type OfflineCloudRoute = { kind: 'lake'; url: string } | { kind: 'refuse' } | { kind: 'pass' }

/** Where a request of the local-mode Studio goes: to the lake, refused in the page, or on as it is. */
export function offlineCloudRoute(url: string, lakeOrigin: string): OfflineCloudRoute {
  const version = VERSION_CHECK.exec(url)
  if (version) return { kind: 'lake', url: `${lakeOrigin}${version[1]}` }
  if (INTAKE.test(url)) return { kind: 'refuse' }
  return { kind: 'pass' }
}

/** Wraps `fetch` once so the local-mode Studio's cloud requests follow `offlineCloudRoute`. */
export function keepStudioOffline(lakeOrigin: string, target: { fetch: typeof fetch } = globalThis): void {
  const original = target.fetch
  if ((original as { offlineCloud?: true }).offlineCloud) return
  const wrapped = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const route = offlineCloudRoute(url, lakeOrigin)
    if (route.kind === 'lake') return original.call(target, route.url, init)
    if (route.kind === 'refuse')
      return Promise.reject(new TypeError(`Not sent: the local Studio does not contact Sanity (${url})`))
    return original.call(target, input, init)
  }
  target.fetch = Object.assign(wrapped, { offlineCloud: true as const })
}
