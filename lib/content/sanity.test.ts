import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseContentConfig, type ContentConfig } from '@/lib/content/env'
import { queryDataset } from '@/tests/support/query-dataset'
import { conditionBySlugQuery, navConditionsQuery, settingsQuery } from '@/lib/content/queries'
import { CONTENT_REQUEST_TIMEOUT_MS, clientOptions, sanityFetch } from '@/lib/content/sanity'
import { READER_HEADER } from '@health-site/local-lake'
import { DRAFTS, FIXTURE, fixtureWithDrafts } from '../../tests/fixtures/dataset'
import { STAND_IN_TOKEN, startSanityStandIn, type SanityStandIn } from '../../tests/support/sanity-stand-in'

// The test fixture plus one draft and one release, so that draft mode and the Preview tool have something to show.
const datasetPath = fixtureWithDrafts()
const { releaseId: RELEASE_ID, releaseTagline: RELEASE_TAGLINE } = DRAFTS
const next = { tags: ['content'], revalidate: 60 }
let lake: SanityStandIn
let config: ContentConfig
let localConfig: ContentConfig

beforeAll(async () => {
  lake = await startSanityStandIn(datasetPath)
  config = parseContentConfig({
    NEXT_PUBLIC_SANITY_PROJECT_ID: 'test123',
    NEXT_PUBLIC_SANITY_API_HOST: lake.origin,
    SANITY_API_READ_TOKEN: STAND_IN_TOKEN,
  })
  // Local mode: the same client, addressed to the lake itself on its loopback port, with the editor token.
  localConfig = parseContentConfig({ LOCAL_LAKE_PORT: String(lake.lakePort), LOCAL_STUDIO_TOKEN: STAND_IN_TOKEN })
})
afterAll(() => lake.close())

describe('the content client (the real @sanity/client) in both modes', () => {
  it("answers the site's queries as groq-js does over the dataset file, in both modes", async () => {
    for (const [query, params] of [
      [settingsQuery, {}],
      [navConditionsQuery, {}],
      [conditionBySlugQuery, { slug: FIXTURE.guide.slug }],
    ] as const) {
      const expected = await queryDataset(datasetPath, query, params, 'published')
      expect(expected, query).toBeTruthy()
      expect(await sanityFetch(config, query, params, 'published', next)).toEqual(expected)
      expect(await sanityFetch(localConfig, query, params, 'published', next)).toEqual(expected)
    }
    expect(lake.requests.at(-1)).toMatchObject({
      path: '/v2025-07-01/data/query/production',
      perspective: 'published',
      auth: undefined,
    })
  })

  it('reads drafts with the read token in draft mode', async () => {
    const settings = await sanityFetch<{ tagline: string }>(config, settingsQuery, {}, 'drafts', next)
    expect(settings.tagline).toBe(DRAFTS.tagline)
    expect(lake.requests.at(-1)).toMatchObject({ perspective: 'drafts', auth: `Bearer ${STAND_IN_TOKEN}` })
    const local = await sanityFetch<{ tagline: string }>(localConfig, settingsQuery, {}, 'drafts', next)
    expect(local.tagline).toBe(DRAFTS.tagline)
  })

  it("local mode names the site's server to the lake for priority, by the lake's own header; Sanity mode does not", () => {
    expect(clientOptions(localConfig).headers).toEqual({ [READER_HEADER]: STAND_IN_TOKEN })
    expect(clientOptions(localConfig).token).toBeUndefined()
    expect(clientOptions(config).headers).toBeUndefined()
  })

  it('never shows drafts to a reader: published perspective without a token', async () => {
    const settings = await sanityFetch<{ tagline: string }>(localConfig, settingsQuery, {}, 'published', next)
    expect(settings.tagline).toBe(FIXTURE.tagline)
  })

  it('fails the read when the host is unreachable, for the error boundary of the page (no empty page)', async () => {
    const down = parseContentConfig({ LOCAL_LAKE_PORT: '1' })
    await expect(sanityFetch(down, settingsQuery, {}, 'published', next)).rejects.toThrow()
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

  it('bounds every content request well inside the edge wait, so a backend that never answers cannot hold a page', async () => {
    expect(clientOptions(config).timeout).toBe(CONTENT_REQUEST_TIMEOUT_MS)
    const { readFileSync } = await import('node:fs')
    const site = readFileSync(new URL('../../deploy/nginx/site.conf', import.meta.url), 'utf8')
    const edgeWaitSeconds = Number(/^proxy_read_timeout (\d+)s;/m.exec(site)?.[1])
    // A render reads at most a few times in turn (layout, page, not-found page).
    expect(CONTENT_REQUEST_TIMEOUT_MS * 3).toBeLessThan(edgeWaitSeconds * 1000)
  })

  it('refuses draft preview without a token, with a message that says what is missing', async () => {
    await expect(sanityFetch({ ...config, readToken: undefined }, settingsQuery, {}, 'drafts', next)).rejects.toThrow(
      'SANITY_API_READ_TOKEN',
    )
    await expect(
      sanityFetch({ ...localConfig, readToken: undefined }, settingsQuery, {}, 'drafts', next),
    ).rejects.toThrow('LOCAL_STUDIO_TOKEN')
  })
})
