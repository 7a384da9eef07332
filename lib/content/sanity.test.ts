import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseContentConfig, type ContentConfig } from '@/lib/content/env'
import { localFetch } from '@/lib/content/local'
import { conditionBySlugQuery, navConditionsQuery, settingsQuery } from '@/lib/content/queries'
import { clientOptions, sanityFetch } from '@/lib/content/sanity'
import { RELEASE_ID, RELEASE_TAGLINE, seedWithDraft } from '../../tests/support/seed-with-draft'
import { STAND_IN_TOKEN, startSanityStandIn, type SanityStandIn } from '../../tests/support/sanity-stand-in'

// The seed plus one draft, so that draft mode has something to show.
const datasetPath = seedWithDraft()
const next = { tags: ['content'], revalidate: 60 }
let lake: SanityStandIn
let config: Extract<ContentConfig, { mode: 'sanity' }>

beforeAll(async () => {
  lake = await startSanityStandIn(datasetPath)
  config = parseContentConfig({
    NEXT_PUBLIC_SANITY_PROJECT_ID: 'test123',
    NEXT_PUBLIC_SANITY_API_HOST: lake.origin,
    SANITY_API_READ_TOKEN: STAND_IN_TOKEN,
  }) as typeof config
})
afterAll(() => lake.close())

describe('Sanity backend through the real @sanity/client', () => {
  it('answers the same queries with the same results as the local backend', async () => {
    for (const [query, params] of [
      [settingsQuery, {}],
      [navConditionsQuery, {}],
      [conditionBySlugQuery, { slug: 'hypertension' }],
    ] as const) {
      const remote = await sanityFetch(config, query, params, 'published', next)
      const local = await localFetch(datasetPath, query, params, 'published')
      expect(remote).toEqual(local)
    }
    expect(lake.requests.at(-1)).toMatchObject({
      path: '/v2025-07-01/data/query/production',
      perspective: 'published',
      auth: undefined,
    })
  })

  it('reads drafts with the read token in draft mode', async () => {
    const settings = await sanityFetch<{ tagline: string }>(config, settingsQuery, {}, 'drafts', next)
    expect(settings.tagline).toContain('draft preview')
    expect(lake.requests.at(-1)).toMatchObject({ perspective: 'drafts', auth: `Bearer ${STAND_IN_TOKEN}` })
  })

  it('renders the release the editor chose in the Preview tool, over drafts, with the read token', async () => {
    const stack = [RELEASE_ID, 'drafts']
    const settings = await sanityFetch<{ tagline: string }>(config, settingsQuery, {}, stack, next)
    expect(settings.tagline).toBe(RELEASE_TAGLINE)
    expect(lake.requests.at(-1)).toMatchObject({
      perspective: `${RELEASE_ID},drafts`,
      auth: `Bearer ${STAND_IN_TOKEN}`,
    })
    // The same document under drafts and published is not the release's.
    expect((await sanityFetch<{ tagline: string }>(config, settingsQuery, {}, 'drafts', next)).tagline).not.toBe(
      RELEASE_TAGLINE,
    )
    expect((await sanityFetch<{ tagline: string }>(config, settingsQuery, {}, 'published', next)).tagline).not.toBe(
      RELEASE_TAGLINE,
    )
  })

  it('reads published content from the API itself, never the CDN (a page refreshed after a publish is current)', () => {
    const hosted = parseContentConfig({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'test123' }) as typeof config
    expect(clientOptions(hosted).useCdn).toBe(false)
  })

  it('refuses draft preview without a token, with a message that says what is missing', async () => {
    await expect(sanityFetch({ ...config, readToken: undefined }, settingsQuery, {}, 'drafts', next)).rejects.toThrow(
      'SANITY_API_READ_TOKEN',
    )
  })
})
