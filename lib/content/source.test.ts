import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ensureWorkingDataset } from '@health-site/local-lake'
import { fixtureDatasetFile } from '@/tests/fixtures/dataset'
import { contentSourceId } from './source'

// What a working copy is made from: any dataset file (here the test fixture's, not the seed).
const seed = fixtureDatasetFile()

describe('the content source a page cache is keyed to', () => {
  it('changes when the working copy is deleted and made again from the seed', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'source-test-'))
    const file = path.join(dir, 'lake', 'dataset.ndjson')
    const env = { LOCAL_DATASET_PATH: file }
    expect(ensureWorkingDataset(file, seed)).toBe(true)
    const first = contentSourceId(env)
    expect(contentSourceId(env)).toBe(first)
    // Not made again while it exists: the same generation, the same cached pages.
    expect(ensureWorkingDataset(file, seed)).toBe(false)
    expect(contentSourceId(env)).toBe(first)
    rmSync(path.dirname(file), { recursive: true })
    ensureWorkingDataset(file, seed)
    expect(contentSourceId(env)).not.toBe(first)
  })

  it('differs between datasets, backends, projects and datasets of a project', () => {
    const ids = [
      contentSourceId({}),
      contentSourceId({ LOCAL_DATASET_PATH: '/elsewhere/dataset.ndjson' }),
      contentSourceId({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123' }),
      contentSourceId({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'def456' }),
      contentSourceId({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123', NEXT_PUBLIC_SANITY_DATASET: 'staging' }),
    ]
    expect(new Set(ids).size).toBe(ids.length)
  })
})
