/**
 * Conformance: the lake where Sanity's clients run, such as a compose service reached by its name. The `Host` a
 * request is addressed to is checked (DNS rebinding); names other than loopback ones are allowed by setting
 * (`LAKE_ALLOWED_HOSTS`), and no answer names a command of any site.
 */
import { request } from 'node:http'
import { describe, expect, it } from 'vitest'
import { conformanceLake, type ConformanceLake } from './harness'

const withHost = (lake: ConformanceLake, host: string, path = '/v2025-02-19/data/query/production?query=count(*)') =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(`${lake.origin}${path}`, { headers: { host } }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.end()
  })

describe('a lake with LAKE_ALLOWED_HOSTS', () => {
  const lake = conformanceLake({ env: { LAKE_ALLOWED_HOSTS: 'lake, content.internal' } })

  it('answers requests addressed to the allowed names and to loopback ones', async () => {
    for (const host of [`lake:${lake.port}`, 'content.internal', `localhost:${lake.port}`, `127.0.0.1:${lake.port}`])
      expect(await withHost(lake, host), host).toMatchObject({ status: 200 })
  })

  it('refuses any other name (403) and says which setting allows it', async () => {
    const refused = await withHost(lake, `attacker.example:${lake.port}`)
    expect(refused.status).toBe(403)
    expect(refused.body).toContain('LAKE_ALLOWED_HOSTS')
  })
})

describe('a lake without the setting', () => {
  const lake = conformanceLake()

  it('refuses a service name it was not told about', async () => {
    expect((await withHost(lake, `lake:${lake.port}`)).status).toBe(403)
  })

  it('names no command of a site in what it answers', async () => {
    const unauthorized = await lake.fetch('/v2025-02-19/data/mutate/production', {
      method: 'POST',
      body: '{"mutations":[]}',
      token: null,
    })
    expect(unauthorized.status).toBe(401)
    const signIn = await lake.fetch('/auth/local', { token: null })
    for (const text of [await unauthorized.text(), await signIn.text()]) expect(text).not.toMatch(/npm run/)
  })

  it('refuses a bad setting at start with a message naming it', async () => {
    const { startConformanceLake } = await import('./harness')
    await expect(startConformanceLake({ env: { LAKE_ALLOWED_HOSTS: 'bad host!' } })).rejects.toThrow(
      /LAKE_ALLOWED_HOSTS must be host names/,
    )
    await expect(startConformanceLake({ env: { LAKE_DATASET: 'Not-Valid' } })).rejects.toThrow(
      /LAKE_DATASET must be lower-case/,
    )
  })
})
