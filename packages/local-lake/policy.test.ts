/**
 * The lake's browser-origin policy and its defences against hostile requests, through HTTP against a running lake:
 * each attack of the threat model (packages/local-lake/README.md) sent as an attacker would send it, and the route table
 * checked against the README's.
 */
import { readFileSync } from 'node:fs'
import { request } from 'node:http'
import path from 'node:path'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { withTicket } from './auth'
import type { Lake } from './server'
import { TOKEN, testLake } from './test-support/lake'

const t = testLake()
let lake: Lake
beforeAll(() => {
  lake = t.lake
})
const { logLines, raw } = t

describe('local Content Lake: one browser-origin policy', () => {
  const query = `/v2025-02-19/data/query/production?query=${encodeURIComponent('count(*)')}`

  it('answers an unknown endpoint with 501 naming it, and logs it once', async () => {
    const get = () => fetch(`${lake.origin}/v2025-02-19/not/a/real/endpoint`)
    const first = await get()
    expect(first.status).toBe(501)
    expect(await first.text()).toContain('/v2025-02-19/not/a/real/endpoint')
    await get()
    expect(logLines.filter((l) => l.includes('not/a/real/endpoint'))).toHaveLength(1)
  })

  it('refuses requests from another site and a non-loopback Host', async () => {
    const fromElsewhere = await fetch(`${lake.origin}/v2025-02-19/users/me`, {
      headers: { origin: 'https://evil.example', authorization: `Bearer ${TOKEN}` },
    })
    expect(fromElsewhere.status).toBe(403)
    const fromSite = await fetch(`${lake.origin}/v2025-02-19/users/me`, {
      headers: { origin: lake.config.siteOrigin!, authorization: `Bearer ${TOKEN}` },
    })
    expect(fromSite.status).toBe(200)
    expect(fromSite.headers.get('access-control-allow-origin')).toBe(lake.config.siteOrigin)
    // DNS rebinding: a page on attacker.example resolving to 127.0.0.1 sends its own name as Host.
    const rebound = await new Promise<number>((resolve, reject) =>
      request(`${lake.origin}/v2025-02-19/users/me`, { headers: { host: 'attacker.example' } }, (res) =>
        resolve(res.statusCode ?? 0),
      )
        .on('error', reject)
        .end(),
    )
    expect(rebound).toBe(403)
  })

  it('refuses a request another site makes without script (an <img>, <script> or form): 403 whatever the method', async () => {
    for (const method of ['GET', 'POST']) {
      const res = await raw(query, { method, headers: { 'sec-fetch-site': 'cross-site' } })
      expect(res.status, method).toBe(403)
      expect(res.headers['access-control-allow-origin']).toBeUndefined()
    }
    // The same request from the lake's own site, and from Node (no browser headers), is served.
    expect(
      (await raw(query, { headers: { 'sec-fetch-site': 'same-site', origin: lake.config.siteOrigin! } })).status,
    ).toBe(200)
    expect((await raw(query)).status).toBe(200)
    // Public files stay public, as on Sanity's CDN: a missing one is 404, not 403.
    expect(
      (await raw('/images/local/production/missing.png', { headers: { 'sec-fetch-site': 'cross-site' } })).status,
    ).toBe(404)
  })

  it('answers a refused origin without any CORS header for it', async () => {
    const res = await raw(query, { headers: { origin: 'https://evil.example' } })
    expect(res.status).toBe(403)
    expect(res.headers['access-control-allow-origin']).toBeUndefined()
    expect(res.headers['access-control-allow-credentials']).toBeUndefined()
  })

  it('accepts Origin: null only on the exact redirected listen route, with its ticket', async () => {
    const listen = `/v2025-02-19/data/listen/production?query=${encodeURIComponent('*[_id == "x"]')}`
    const host = `s7.localhost:${lake.port}`
    expect((await raw(query, { headers: { origin: 'null' } })).status).toBe(403)
    expect((await raw(query, { headers: { origin: 'null', host } })).status).toBe(403)
    expect((await raw(listen, { headers: { origin: 'null', host } })).status).toBe(403)
    expect((await raw(`/x${listen}`, { headers: { origin: 'null', host } })).status).toBe(403)
    const ticketed = withTicket(TOKEN, listen)
    expect((await raw(ticketed, { headers: { origin: 'null' } })).status).toBe(403)
    expect((await raw(ticketed, { headers: { origin: 'null', host } })).status).toBe(200)
    // Tickets expire (an hour by default): one issued two hours ago opens nothing.
    const expired = withTicket(TOKEN, listen, 60 * 60 * 1000, Date.now() - 2 * 60 * 60 * 1000)
    expect((await raw(expired, { headers: { origin: 'null', host } })).status).toBe(403)
  })

  it('keeps its in-memory records bounded under a flood of unknown paths', async () => {
    const logged = logLines.length
    for (let i = 0; i < 1100; i++) await raw(`/v2025-02-19/flood/${i}`)
    expect(lake.requests.length).toBeLessThanOrEqual(1000)
    expect(logLines.length - logged).toBeLessThanOrEqual(200)
    expect(lake.requests.at(-1)).toMatchObject({ endpoint: 'GET /v2025-02-19/flood/1099', status: 501 })
  })

  it('answers thousands of malformed bodies with a 4xx, never a 5xx or an empty 200', async () => {
    const json = fc.oneof(
      fc.jsonValue(),
      fc.record({ actions: fc.array(fc.jsonValue(), { maxLength: 3 }) }),
      fc.record({ mutations: fc.array(fc.jsonValue(), { maxLength: 3 }) }),
      fc.record({ query: fc.jsonValue(), params: fc.jsonValue(), perspective: fc.jsonValue() }),
      fc.record({
        actions: fc.array(
          fc.record({
            actionType: fc.constantFrom(
              'sanity.action.document.create',
              'sanity.action.document.edit',
              'sanity.action.document.publish',
              'sanity.action.document.delete',
              'sanity.action.document.replace',
            ),
            publishedId: fc.jsonValue(),
            draftId: fc.jsonValue(),
            attributes: fc.jsonValue(),
            patch: fc.jsonValue(),
          }),
          { maxLength: 2 },
        ),
      }),
    )
    const body = fc.oneof(
      json.map((v) => JSON.stringify(v)),
      fc.string({ maxLength: 200 }),
    )
    const endpoint = fc.constantFrom(
      '/v2025-02-19/data/query/production',
      '/v2025-02-19/data/mutate/production',
      '/v2025-02-19/data/actions/production',
      '/v2025-02-19/assets/images/production',
    )
    const statuses = new Map<number, number>()
    await fc.assert(
      fc.asyncProperty(endpoint, body, async (path, text) => {
        const res = await raw(path, {
          method: 'POST',
          headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
          body: text,
        })
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
        expect(res.status, `${path} ${text.slice(0, 200)}`).toBeLessThan(500)
        if (res.status === 200) expect(res.body.length, `${path} ${text.slice(0, 200)}`).toBeGreaterThan(0)
      }),
      { numRuns: 1500 },
    )
    expect([...statuses.keys()].some((s) => s >= 400)).toBe(true)
    // The lake is still up.
    expect((await raw(query)).status).toBe(200)
  }, 120_000)
})

describe('local Content Lake: the route table is the policy', () => {
  const allRoutes = () => [...lake.routes.versioned, ...lake.routes.unversioned]
  /** A path each versioned route serves (a new route needs one here, or the tests below fail). */
  const examples: Record<string, string> = {
    ping: 'ping',
    'users/me': 'users/me',
    'users/:ids': 'users/p-local-editor',
    'users/me/keyvalue': 'users/me/keyvalue/a-key',
    'auth/providers': 'auth/providers',
    'auth/logout': 'auth/logout',
    features: 'features',
    projects: 'projects',
    'projects/:id': 'projects/local',
    'projects/:id/datasets': 'projects/local/datasets',
    'projects/:id/datasets/:dataset': 'projects/local/datasets/staging',
    'comments/:dataset/setup': 'comments/production/setup',
    'projects/:id/datasets/:dataset/acl': 'projects/local/datasets/production/acl',
    'projects/:id/grants': 'projects/local/grants',
    'subscriptions/project/:id': 'subscriptions/project/local',
    'access/requests/me': 'access/requests/me',
    'cloud (answered empty)': 'help',
    'data/query': 'data/query/production',
    'data/doc': 'data/doc/production/condition-obesity',
    'data/references': 'data/references/production/documents/doctor-1/to',
    'data/mutate': 'data/mutate/production',
    'data/actions': 'data/actions/production',
    'projects/:id/new-content-release-allowed': 'projects/local/new-content-release-allowed',
    'data/listen': 'data/listen/production',
    'data/live/events': 'data/live/events/production',
    'check/cors': 'check/cors',
    'data/history/transactions': 'data/history/production/transactions/condition-obesity',
    'data/history/documents': 'data/history/production/documents/condition-obesity',
    'data/history/events/documents': 'data/history/production/events/documents/condition-obesity',
    'data/history/events/releases': 'data/history/production/events/releases/r1',
    'assets/upload': 'assets/images/production',
    'data/export': 'data/export/production',
  }
  const examplePath = (route: { name: string; pattern: RegExp }) => {
    const at = examples[route.name]
    expect(at, `an example path for ${route.name}`).toBeDefined()
    expect(route.pattern.test(`/${at}`), `${route.name}: /${at}`).toBe(true)
    return `/v2025-02-19/${at}`
  }

  it('is the table the README prints: each route with its methods, origins and credentials', () => {
    const readme = readFileSync(path.join(import.meta.dirname, 'README.md'), 'utf8')
    const section = readme.slice(readme.indexOf('## Routes and their policy'), readme.indexOf('Anything else is'))
    const rows = section
      .split('\n')
      .filter((line) => /^\| `/.test(line))
      .map((line) => line.split('|').map((cell) => cell.trim().replace(/^`|`$/g, '')))
      .map(([, name, , methods, origins, credentials]) => [name, methods, origins, credentials])
    expect(rows).toEqual(allRoutes().map((r) => [r.name, r.methods.join(', '), r.access.origins, r.access.credentials]))
  })

  it('answers every route that needs the token with 401 without it, and each method it does not serve with 405', async () => {
    const needsToken = allRoutes().filter((r) => r.access.credentials === 'required')
    expect(needsToken.length).toBeGreaterThan(5)
    for (const route of needsToken) {
      const at = examplePath(route)
      const res = await raw(at, { method: route.methods[0], body: route.methods[0] === 'GET' ? undefined : '{}' })
      expect(res.status, `${route.name}: ${at}`).toBe(401)
    }
    expect((await raw('/v2025-02-19/data/mutate/production')).status).toBe(405)
  })

  it('refuses a cross-site request on every route a page of another site may not call', async () => {
    for (const route of lake.routes.versioned) {
      const at = examplePath(route)
      for (const method of route.methods) {
        const res = await raw(at, { method, headers: { 'sec-fetch-site': 'cross-site' } })
        expect(res.status, `${method} ${at}`).toBe(403)
        expect(res.headers['access-control-allow-origin']).toBeUndefined()
      }
    }
    expect(lake.routes.versioned.every((r) => r.access.origins !== 'any')).toBe(true)
    // A page elsewhere may show a public file (404 here: there is none), but may not post to one.
    const file = '/images/local/production/none.png'
    expect((await raw(file, { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(404)
    expect((await raw(file, { method: 'POST', headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403)
  })

  it('answers a preflight with the methods of its route only, and refuses one from another origin', async () => {
    const preflight = (at: string, origin: string) =>
      raw(at, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } })
    const ok = await preflight('/v2025-02-19/data/mutate/production', lake.config.siteOrigin!)
    expect(ok.status).toBe(204)
    expect(ok.headers['access-control-allow-methods']).toBe('POST,OPTIONS')
    const refused = await preflight('/v2025-02-19/data/mutate/production', 'https://evil.example')
    expect(refused.status).toBe(403)
    expect(refused.headers['access-control-allow-origin']).toBeUndefined()
    expect((await preflight('/v2025-02-19/no/such/route', lake.config.siteOrigin!)).status).toBe(501)
  })
})
