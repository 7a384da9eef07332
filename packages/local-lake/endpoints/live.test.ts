/**
 * The Live Content API events stream and the CORS check, as the Studio's Presentation tool calls them: contract tests
 * through the real @sanity/client (`live.events()`, the same call the Studio makes), against a lake on a temporary
 * copy of the seed (test-support/lake.ts).
 */
import type { LiveEvent, SanityClient } from '@sanity/client'
import { beforeAll, describe, expect, it } from 'vitest'
import { testLake } from '../test-support/lake'

const t = testLake()
let editor: SanityClient
let anonymous: SanityClient
beforeAll(() => {
  ;({ editor, anonymous } = t)
})

function collect(client: SanityClient, includeDrafts: boolean) {
  const events: LiveEvent[] = []
  const errors: unknown[] = []
  const subscription = client.live
    .events({ includeDrafts, tag: 'test' })
    .subscribe({ next: (e) => events.push(e), error: (e) => errors.push(e) })
  const messages = () => events.filter((e): e is Extract<LiveEvent, { type: 'message' }> => e.type === 'message')
  return { events, errors, messages, stop: () => subscription.unsubscribe() }
}

describe('local Content Lake: live events', () => {
  it('says welcome, then names the sync tag of the results a transaction may change (drafts only to the editor)', async () => {
    const drafts = collect(editor, true)
    const published = collect(anonymous, false)
    await expect.poll(() => drafts.events.some((e) => e.type === 'welcome')).toBe(true)
    await expect.poll(() => published.events.some((e) => e.type === 'welcome')).toBe(true)

    // The tags a query result carries are the ones a message names when it may have changed.
    const draftQuery = await editor.fetch('count(*)', {}, { filterResponse: false, perspective: 'drafts' })
    const publishedQuery = await anonymous.fetch('count(*)', {}, { filterResponse: false })
    expect(draftQuery.syncTags).toHaveLength(1)
    expect(publishedQuery.syncTags).toHaveLength(1)
    expect(draftQuery.syncTags).not.toEqual(publishedQuery.syncTags)

    // A draft edit: the editor's stream hears of it, an anonymous one does not (it would reveal unpublished work).
    await editor.createOrReplace({ _id: 'drafts.faq-live', _type: 'faqItem', question: 'Draft' })
    await expect.poll(() => drafts.messages().length).toBe(1)
    expect(drafts.messages()[0]!.tags).toEqual(draftQuery.syncTags)
    expect(drafts.messages()[0]!.id).toMatch(/.+/)

    // A published change reaches both, each with the tag of its own results.
    await editor.createOrReplace({ _id: 'faq-live', _type: 'faqItem', question: 'Published' })
    await expect.poll(() => published.messages().length).toBe(1)
    expect(published.messages()[0]!.tags).toEqual(publishedQuery.syncTags)
    await expect.poll(() => drafts.messages().length).toBe(2)
    expect(drafts.messages()[1]!.tags).toEqual(expect.arrayContaining(draftQuery.syncTags!))
    expect(drafts.errors).toEqual([])
    expect(published.errors).toEqual([])
    drafts.stop()
    published.stop()
  })

  it('refuses drafts without the token', async () => {
    const res = await t.raw('/v2025-02-19/data/live/events/production?includeDrafts=true')
    expect(res.status).toBe(401)
    expect(res.headers['content-type']).not.toContain('text/event-stream')
  })

  it('answers the CORS check for the site, and refuses another origin without CORS headers', async () => {
    const site = t.lake.config.siteOrigin!
    const ok = await fetch(`${t.lake.origin}/v2025-02-19/check/cors`, { headers: { origin: site } })
    expect(ok.status).toBe(200)
    expect(ok.headers.get('access-control-allow-origin')).toBe(site)
    expect(await ok.json()).toEqual({ result: { allowed: true, withCredentials: true } })
    const evil = await t.raw('/v2025-02-19/check/cors', { headers: { origin: 'https://evil.example' } })
    expect(evil.status).toBe(403)
    expect(evil.headers['access-control-allow-origin']).toBeUndefined()
  })
})
