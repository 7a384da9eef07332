/**
 * The options a `@sanity/client` (7 or 8) needs to reach a lake a test started, as a site or the Studio configures
 * it: project `local`, dataset `production`, no CDN, the lake's own origin as the API host. Shared by the in-process
 * harness (`lake.ts`) and the fidelity suite's (`../fidelity/harness.ts`).
 */
export function lakeClientOptions(origin: string) {
  return {
    projectId: 'local',
    dataset: 'production',
    apiVersion: '2025-02-19',
    apiHost: origin,
    useProjectHostname: false,
    useCdn: false,
  }
}
