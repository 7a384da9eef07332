import { describe, expect, it } from 'vitest'
import { contentMode } from './config'
import { localDatasetPath } from './defaults'

describe('settings decided once', () => {
  it('is in local mode unless a Sanity project id is set (blank counts as unset)', () => {
    expect(contentMode({})).toBe('local')
    expect(contentMode({ NEXT_PUBLIC_SANITY_PROJECT_ID: '  ' })).toBe('local')
    expect(contentMode({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123' })).toBe('sanity')
  })

  it('uses the caller’s fallback dataset file unless LOCAL_DATASET_PATH is set', () => {
    expect(localDatasetPath({}, 'seed.ndjson')).toBe('seed.ndjson')
    expect(localDatasetPath({ LOCAL_DATASET_PATH: ' x.ndjson ' }, 'seed.ndjson')).toBe('x.ndjson')
  })
})

describe('the site and the lake read LOCAL_LAKE_PORT the same way', () => {
  it('refuses the same values with the same message', async () => {
    const { parseContentConfig } = await import('./content/env')
    const { parseLakeConfig } = await import('@health-site/local-lake')
    for (const bad of ['0', '70000']) {
      const message = `LOCAL_LAKE_PORT must be a port number from 1 to 65535, got "${bad}"`
      expect(() => parseContentConfig({ LOCAL_LAKE_PORT: bad })).toThrow(message)
      expect(() => parseLakeConfig({ LOCAL_LAKE_PORT: bad }, '/repo')).toThrow(message)
    }
    expect(parseContentConfig({ LOCAL_LAKE_PORT: '4203' })).toMatchObject({ localLakePort: 4203 })
    expect(parseLakeConfig({ LOCAL_LAKE_PORT: '4203' }, '/repo').port).toBe(4203)
  })
})
