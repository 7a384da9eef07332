/**
 * The preview secret check, with the real @sanity/preview-url-secret validatePreviewUrl (what next-sanity's
 * draft-mode helper calls) through the real @sanity/client in both modes: to the local lake with the editor token,
 * and to the local stand-in for Sanity's API with a read token. Scratch datasets go to a temp folder.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { validatePreviewUrl } from '@sanity/preview-url-secret'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseContentConfig } from '@/lib/content/env'
import { PreviewNotConfiguredError, previewSecretClient } from '@/lib/content/preview-client'
import { previewEnableUrl } from '@/lib/site/preview'
import { STAND_IN_TOKEN, startSanityStandIn, type SanityStandIn } from '../../tests/support/sanity-stand-in'
import { fixtureDatasetFile } from '../../tests/fixtures/dataset'

// The test fixture's documents, then two preview secrets of the Presentation tool.
const base = fixtureDatasetFile()
const dir = mkdtempSync(path.join(tmpdir(), 'preview-secret-'))
const datasetPath = path.join(dir, 'dataset.ndjson')
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString()
const secretDoc = (id: string, secret: string, updatedAt: string) =>
  JSON.stringify({
    _id: `drafts.${id}`,
    _type: 'sanity.previewUrlSecret',
    _updatedAt: updatedAt,
    _createdAt: updatedAt,
    secret,
    source: 'test',
    studioUrl: 'http://127.0.0.1/studio',
  })
writeFileSync(
  datasetPath,
  `${readFileSync(base, 'utf8').trimEnd()}\n${secretDoc('fresh', 'fresh-secret', minutesAgo(5))}\n${secretDoc('old', 'old-secret', minutesAgo(61))}\n`,
)
const link = (secret: string, pathname = '/diseases/diabetes') => previewEnableUrl('http://127.0.0.1', pathname, secret)

let lake: SanityStandIn
beforeAll(async () => {
  lake = await startSanityStandIn(datasetPath)
})
afterAll(() => lake.close())

const modes = () =>
  [
    [
      'local',
      previewSecretClient(
        parseContentConfig({ LOCAL_LAKE_PORT: String(lake.lakePort), LOCAL_STUDIO_TOKEN: STAND_IN_TOKEN }),
      ),
    ],
    [
      'sanity',
      previewSecretClient(
        parseContentConfig({
          NEXT_PUBLIC_SANITY_PROJECT_ID: 'test123',
          NEXT_PUBLIC_SANITY_API_HOST: lake.origin,
          SANITY_API_READ_TOKEN: STAND_IN_TOKEN,
        }),
      ),
    ],
  ] as const

describe('preview secret check (validatePreviewUrl) in both modes', () => {
  it('accepts a fresh secret and keeps the page to open', async () => {
    for (const [mode, client] of modes()) {
      const result = await validatePreviewUrl(client, link('fresh-secret'))
      expect(result, mode).toMatchObject({ isValid: true, redirectTo: '/diseases/diabetes' })
    }
  })

  it('refuses a wrong, missing, empty or expired (over an hour old) secret', async () => {
    for (const [mode, client] of modes()) {
      for (const url of [
        link('wrong-secret'),
        link('old-secret'),
        link(''),
        'http://127.0.0.1/api/draft-mode/enable?sanity-preview-pathname=/',
      ]) {
        expect((await validatePreviewUrl(client, url)).isValid, `${mode}: ${url}`).toBe(false)
      }
    }
  })

  it('keeps secret documents from a reader: no token, no secrets, whatever the perspective', async () => {
    const { createClient } = await import('@sanity/client')
    const reader = createClient({
      projectId: 'local',
      dataset: 'production',
      apiVersion: '2025-07-01',
      apiHost: `http://127.0.0.1:${lake.lakePort}`,
      useProjectHostname: false,
      useCdn: false,
    })
    for (const perspective of ['published', 'drafts', 'raw'] as const)
      expect(
        await reader.fetch('*[_type == "sanity.previewUrlSecret"]', {}, { perspective }).catch(() => []),
        perspective,
      ).toEqual([])
  })

  it('sends the read token to Sanity, and says clearly when it is missing', async () => {
    const before = lake.requests.length
    const [, client] = modes()[1]
    await validatePreviewUrl(client, link('fresh-secret'))
    expect(lake.requests.slice(before).at(-1)).toMatchObject({ perspective: 'raw', auth: `Bearer ${STAND_IN_TOKEN}` })
    expect(() =>
      previewSecretClient(
        parseContentConfig({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'test123', NEXT_PUBLIC_SANITY_API_HOST: lake.origin }),
      ),
    ).toThrow(PreviewNotConfiguredError)
    expect(() => previewSecretClient(parseContentConfig({ LOCAL_LAKE_PORT: String(lake.lakePort) }))).toThrow(
      'LOCAL_STUDIO_TOKEN',
    )
  })
})
