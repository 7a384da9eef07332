import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ConfigError, configProblems, parseConfig, readVariable, VARIABLES, type VariableName } from './config'
import { startProblem } from './start-checks'

const names = Object.keys(VARIABLES) as VariableName[]

describe('lib/config.ts: every variable declared once and checked with zod', () => {
  it('gives every default when nothing is set, and treats blank as unset', () => {
    const config = parseConfig({ PORT: '  ', CONTENT_REVALIDATE_SECONDS: '' })
    expect(config).toMatchObject({
      PORT: 3000,
      LOCAL_LAKE_PORT: 4010,
      CONTENT_REVALIDATE_SECONDS: 3600,
      NEXT_PUBLIC_SANITY_DATASET: 'production',
      NEXT_PUBLIC_SANITY_API_VERSION: '2025-07-01',
      NEXT_PUBLIC_SITE_URL: 'http://localhost:3000',
      SITE_HOST: '127.0.0.1',
    })
    expect(config.NEXT_PUBLIC_SANITY_PROJECT_ID).toBeUndefined()
    expect(config.REDIS_URL).toBeUndefined()
  })

  it('turns good values into typed ones (numbers, origins without a trailing slash or path)', () => {
    const config = parseConfig({
      PORT: '8080',
      NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123',
      NEXT_PUBLIC_SANITY_API_HOST: 'http://127.0.0.1:4010/',
      NEXT_PUBLIC_SITE_URL: 'https://health.example.org/some/path',
      REDIS_MAX_ENTRY_MB: '0.5',
      NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    })
    expect(config.PORT).toBe(8080)
    expect(config.NEXT_PUBLIC_SANITY_API_HOST).toBe('http://127.0.0.1:4010')
    expect(config.NEXT_PUBLIC_SITE_URL).toBe('https://health.example.org')
    expect(config.REDIS_MAX_ENTRY_MB).toBe(0.5)
  })

  it('reports every bad value on its own line, naming the variable, what it expects and what it got', () => {
    const bad = {
      PORT: '0',
      LOCAL_LAKE_PORT: '40 10',
      NEXT_PUBLIC_SANITY_PROJECT_ID: 'My Project',
      NEXT_PUBLIC_SANITY_DATASET: 'Prod!',
      NEXT_PUBLIC_SANITY_API_VERSION: '2025-13-45',
      NEXT_PUBLIC_SANITY_API_HOST: 'https://api.sanity.io/v1',
      CONTENT_REVALIDATE_SECONDS: '1.5',
      NEXT_PUBLIC_SITE_URL: 'health.example.org',
      NEXT_PUBLIC_ANALYTICS_ID: 'UA-1234-1',
      REDIS_URL: 'localhost:6379',
      REDIS_TIMEOUT_MS: 'fast',
      REDIS_MAX_TTL_SECONDS: '-1',
      SHARED_CACHE_LOCAL_MB: 'NaN',
      PAGE_CACHE_MAX_MB: 'Infinity',
    }
    const problems = configProblems(bad)
    expect(problems).toHaveLength(Object.keys(bad).length)
    for (const [name, value] of Object.entries(bad)) {
      const line = problems.find((p) => p.startsWith(`${name} `))
      expect(line, name).toBeDefined()
      expect(line).not.toContain('\n')
      // The value is quoted unless it is a secret (REDIS_URL may carry a password).
      if (name !== 'REDIS_URL') expect(line).toContain(`"${value}"`)
    }
    expect(problems).toContain('PORT must be a port number from 1 to 65535, got "0"')
    expect(problems).toContain(
      'CONTENT_REVALIDATE_SECONDS must be a whole number of seconds from 1 to 31536000, got "1.5"',
    )
    expect(() => parseConfig(bad)).toThrow(ConfigError)
    expect(() => parseConfig(bad)).toThrow(/See docs\/environment\.md/)
  })

  it('never prints a secret it refuses', () => {
    const token = 'short-but-secret-token'
    const [line] = configProblems({ LOCAL_STUDIO_TOKEN: token })
    expect(line).toBe(`LOCAL_STUDIO_TOKEN must be at least 32 characters, got ${token.length} characters (not shown)`)
    const key = configProblems({ NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: 'c2VjcmV0' })
    expect(key.join()).not.toContain('c2VjcmV0')
    expect(key.join()).toContain('NEXT_SERVER_ACTIONS_ENCRYPTION_KEY must be the base64 of a 16, 24 or 32-byte key')
  })

  it('reads one variable with its default or its problem (the Studio falls back on a problem)', () => {
    expect(readVariable({}, 'NEXT_PUBLIC_SANITY_DATASET')).toEqual({ value: 'production' })
    expect(readVariable({ NEXT_PUBLIC_SANITY_DATASET: 'Prod!' }, 'NEXT_PUBLIC_SANITY_DATASET').problem).toMatch(
      /^NEXT_PUBLIC_SANITY_DATASET must be/,
    )
  })
})

describe('the start checks and lib/config.ts refuse the same values', () => {
  it('NEXT_SERVER_ACTIONS_ENCRYPTION_KEY', () => {
    const base = { REDIS_URL: 'redis://h:1', SANITY_REVALIDATE_SECRET: 's', NEXT_PUBLIC_SANITY_PROJECT_ID: 'p' }
    for (const key of [Buffer.alloc(32).toString('base64'), Buffer.alloc(16).toString('base64'), 'abc', 'a b c'])
      expect(
        readVariable({ NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: key }, 'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY').problem !==
          undefined,
        key,
      ).toBe(
        startProblem(
          { ...base, NEXT_PUBLIC_SITE_URL: 'https://x.org', NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: key },
          { deploymentId: 'd' },
        ) !== null,
      )
  })
})

describe('.env.example and the docs keep step with the declarations', () => {
  const example = readFileSync('.env.example', 'utf8')
  const [site, tests = ''] = example.split(/^# --- Tests ---$/m)
  const listed = (text: string) => [...text.matchAll(/^# ([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1])

  it('.env.example lists every declared variable, and declares nothing it does not list', () => {
    expect(new Set(listed(site!))).toEqual(new Set(names))
    // Below "--- Tests ---": what only the tests read, which lib/config.ts leaves where it is read.
    for (const name of listed(tests)) expect(names).not.toContain(name)
  })

  it('docs/ says what each declared variable does', () => {
    const docs = ['environment', 'security', 'deploy'].map((doc) => readFileSync(`docs/${doc}.md`, 'utf8')).join('\n')
    for (const name of names) expect(docs, name).toContain(name)
  })
})
