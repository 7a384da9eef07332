import { describe, expect, it } from 'vitest'
import {
  apiHost,
  apiVersion,
  contentMode,
  datasetName,
  DEFAULT_LAKE_PORT,
  lakePort,
  localDatasetPath,
  projectId,
  revalidateSeconds,
  sitePort,
} from './defaults'

describe('settings decided once', () => {
  it('is in local mode unless a Sanity project id is set (blank counts as unset)', () => {
    expect(contentMode({})).toBe('local')
    expect(contentMode({ NEXT_PUBLIC_SANITY_PROJECT_ID: '  ' })).toBe('local')
    expect(contentMode({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123' })).toBe('sanity')
  })

  it('checks the lake and site ports with one rule: 1 to 65535, the default when unset', () => {
    expect(lakePort({})).toEqual({ value: DEFAULT_LAKE_PORT })
    expect(lakePort({ LOCAL_LAKE_PORT: '4203' })).toEqual({ value: 4203 })
    for (const bad of ['0', '65536', 'abc', '40 10', '-1', '1e3'])
      expect(lakePort({ LOCAL_LAKE_PORT: bad }).problem).toBe(
        `LOCAL_LAKE_PORT must be a port number from 1 to 65535, got "${bad}"`,
      )
    expect(sitePort({ PORT: '0' }).problem).toContain('PORT must be a port number')
    expect(sitePort({ PORT: '8080' })).toEqual({ value: 8080 })
  })

  it('names the variable and the expected form for every malformed Sanity setting', () => {
    expect(projectId({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'My Project' }).problem).toContain(
      'NEXT_PUBLIC_SANITY_PROJECT_ID',
    )
    expect(datasetName({ NEXT_PUBLIC_SANITY_DATASET: 'Prod!' }).problem).toContain('NEXT_PUBLIC_SANITY_DATASET')
    expect(apiVersion({ NEXT_PUBLIC_SANITY_API_VERSION: '2025-13-45' }).problem).toContain('a date')
    expect(apiHost({ NEXT_PUBLIC_SANITY_API_HOST: 'https://api.sanity.io/v1' }).problem).toContain('an origin')
    expect(apiHost({ NEXT_PUBLIC_SANITY_API_HOST: 'http://127.0.0.1:4010/' })).toEqual({
      value: 'http://127.0.0.1:4010',
    })
    expect(revalidateSeconds({ CONTENT_REVALIDATE_SECONDS: '0' }).problem).toContain('CONTENT_REVALIDATE_SECONDS')
    expect(datasetName({})).toEqual({ value: 'production' })
  })

  it('uses the caller’s fallback dataset file unless LOCAL_DATASET_PATH is set', () => {
    expect(localDatasetPath({}, 'seed.ndjson')).toBe('seed.ndjson')
    expect(localDatasetPath({ LOCAL_DATASET_PATH: ' x.ndjson ' }, 'seed.ndjson')).toBe('x.ndjson')
  })
})

describe('the site and the lake read LOCAL_LAKE_PORT the same way', () => {
  it('refuses the same values with the same message', async () => {
    const { parseContentConfig } = await import('./content/env')
    const { parseLakeConfig } = await import('@/packages/local-lake/index')
    for (const bad of ['0', '70000']) {
      const message = `LOCAL_LAKE_PORT must be a port number from 1 to 65535, got "${bad}"`
      expect(() => parseContentConfig({ LOCAL_LAKE_PORT: bad })).toThrow(message)
      expect(() => parseLakeConfig({ LOCAL_LAKE_PORT: bad }, '/repo')).toThrow(message)
    }
    expect(parseContentConfig({ LOCAL_LAKE_PORT: '4203' })).toMatchObject({ localLakePort: 4203 })
    expect(parseLakeConfig({ LOCAL_LAKE_PORT: '4203' }, '/repo').port).toBe(4203)
  })
})
