import { describe, expect, it } from 'vitest'
import { startProblem } from './start-checks'

const KEY = Buffer.alloc(32, 7).toString('base64')
const shared = {
  REDIS_URL: 'redis://redis:6379',
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: KEY,
  SANITY_REVALIDATE_SECRET: 'a-long-shared-secret',
  NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123',
  NEXT_PUBLIC_SITE_URL: 'https://www.example.org',
}
const build = { deploymentId: 'e10b8db82fe0' }

describe('startProblem', () => {
  it('asks nothing of a single instance (no REDIS_URL)', () => {
    expect(startProblem({}, {})).toBeNull()
  })

  it('accepts several instances with every shared setting', () => {
    expect(startProblem(shared, build)).toBeNull()
  })

  it.each([
    ['NEXT_SERVER_ACTIONS_ENCRYPTION_KEY', { NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: '' }],
    ['NEXT_SERVER_ACTIONS_ENCRYPTION_KEY', { NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: 'not base64!' }],
    ['NEXT_SERVER_ACTIONS_ENCRYPTION_KEY', { NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: Buffer.alloc(8).toString('base64') }],
    ['SANITY_REVALIDATE_SECRET', { SANITY_REVALIDATE_SECRET: ' ' }],
    ['NEXT_PUBLIC_SANITY_PROJECT_ID', { NEXT_PUBLIC_SANITY_PROJECT_ID: undefined }],
  ])('names %s when it is missing or wrong', (name, change) => {
    const problem = startProblem({ ...shared, ...change }, build)
    expect(problem).toContain(name)
    expect(problem).not.toContain('\n')
  })

  it('refuses a Sanity project without NEXT_PUBLIC_SITE_URL, one instance or several, naming it', () => {
    for (const env of [{ NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123' }, { ...shared, NEXT_PUBLIC_SITE_URL: ' ' }]) {
      const problem = startProblem(env, build) ?? ''
      expect(problem).toMatch(/^NEXT_PUBLIC_SITE_URL must be set/)
      expect(problem).not.toContain('\n')
    }
    // Local mode is one machine's preview: localhost is right there.
    expect(startProblem({ NEXT_PUBLIC_SITE_URL: '' }, {})).toBeNull()
    expect(
      startProblem({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123', NEXT_PUBLIC_SITE_URL: 'https://x.org' }, {}),
    ).toBeNull()
  })

  it('names DEPLOYMENT_ID when the build has no deployment id', () => {
    expect(startProblem(shared, {})).toContain('DEPLOYMENT_ID')
  })

  it('never prints the secrets it checks', () => {
    const problem = startProblem({ ...shared, SANITY_REVALIDATE_SECRET: '' }, build) ?? ''
    expect(problem).not.toContain(KEY)
  })
})
