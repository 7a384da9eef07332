import { describe, expect, it } from 'vitest'
import { ConfigError } from '@/lib/config'
import { parseContentConfig } from '@/lib/content/env'

describe('parseContentConfig', () => {
  it('reads from the local Content Lake on loopback, with the editor token for drafts, when no project id is set', () => {
    const config = parseContentConfig({ LOCAL_STUDIO_TOKEN: 'editor-token' })
    expect(config).toEqual({
      mode: 'local',
      projectId: 'local',
      dataset: 'production',
      apiVersion: '2025-07-01',
      apiHost: 'http://127.0.0.1:4010',
      readToken: 'editor-token',
      revalidateSeconds: 3600,
      localLakePort: 4010,
    })
  })

  it('reads the dataset from the same setting in local mode as in Sanity mode (the lake serves that name)', () => {
    expect(parseContentConfig({ NEXT_PUBLIC_SANITY_DATASET: 'staging' })).toMatchObject({
      mode: 'local',
      dataset: 'staging',
    })
    expect(() => parseContentConfig({ NEXT_PUBLIC_SANITY_DATASET: 'Not Valid' })).toThrow('NEXT_PUBLIC_SANITY_DATASET')
  })

  it('reads the local lake port, and names the variable when it is wrong', () => {
    expect(parseContentConfig({ LOCAL_LAKE_PORT: '4203' })).toMatchObject({
      localLakePort: 4203,
      apiHost: 'http://127.0.0.1:4203',
    })
    expect(() => parseContentConfig({ LOCAL_LAKE_PORT: 'abc' })).toThrow('LOCAL_LAKE_PORT')
    expect(() => parseContentConfig({ LOCAL_LAKE_PORT: '70000' })).toThrow('LOCAL_LAKE_PORT')
  })

  it('treats a blank project id as not set', () => {
    expect(parseContentConfig({ NEXT_PUBLIC_SANITY_PROJECT_ID: '  ' }).mode).toBe('local')
  })

  it('reads a full Sanity configuration', () => {
    const config = parseContentConfig({
      NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123',
      NEXT_PUBLIC_SANITY_DATASET: 'staging',
      NEXT_PUBLIC_SANITY_API_VERSION: '2025-02-19',
      NEXT_PUBLIC_SANITY_API_HOST: 'http://127.0.0.1:4010/',
      SANITY_API_READ_TOKEN: 'sk-token',
      CONTENT_REVALIDATE_SECONDS: '60',
    })
    expect(config).toEqual({
      mode: 'sanity',
      projectId: 'abc123',
      dataset: 'staging',
      apiVersion: '2025-02-19',
      apiHost: 'http://127.0.0.1:4010',
      readToken: 'sk-token',
      revalidateSeconds: 60,
      localLakePort: 4010,
    })
  })

  it('names every bad variable in one clear error', () => {
    let error: unknown
    try {
      parseContentConfig({
        NEXT_PUBLIC_SANITY_PROJECT_ID: 'My Project',
        NEXT_PUBLIC_SANITY_DATASET: 'Prod!',
        NEXT_PUBLIC_SANITY_API_VERSION: 'latest',
        NEXT_PUBLIC_SANITY_API_HOST: 'not a url',
        CONTENT_REVALIDATE_SECONDS: '-5',
      })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(ConfigError)
    const message = (error as Error).message
    for (const name of [
      'NEXT_PUBLIC_SANITY_PROJECT_ID',
      'NEXT_PUBLIC_SANITY_DATASET',
      'NEXT_PUBLIC_SANITY_API_VERSION',
      'NEXT_PUBLIC_SANITY_API_HOST',
      'CONTENT_REVALIDATE_SECONDS',
    ]) {
      expect(message).toContain(name)
    }
    expect((error as ConfigError).problems).toHaveLength(5)
  })

  it('rejects a bad revalidate time in local mode too', () => {
    expect(() => parseContentConfig({ CONTENT_REVALIDATE_SECONDS: '1.5' })).toThrow(/CONTENT_REVALIDATE_SECONDS/)
  })
})
