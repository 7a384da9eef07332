/**
 * History: a document's transactions, the document at a revision or time, and its events.
 * Contract tests through the real @sanity/client (the same client the Studio uses), against a lake on a temporary
 * copy of the seed (test-support/lake.ts).
 */
import { readFileSync } from 'node:fs'
import type { SanityClient } from '@sanity/client'
import { beforeAll, describe, expect, it } from 'vitest'
import { parseNdjson } from '../dataset/overlay'
import { testLake } from '../test-support/lake'
import { fixtureWithDraft } from '../test-support/fixture'

const t = testLake()
let editor: SanityClient
let anonymous: SanityClient
beforeAll(() => {
  ;({ editor, anonymous } = t)
})
const seed = fixtureWithDraft()

describe('local Content Lake: history', () => {
  it("lists a document's transactions and returns it as it was at a revision", async () => {
    // An edit published by the Actions API, as the Studio does it: the transactions the history is made of.
    const published = (await editor.getDocument('condition-obesity'))!
    await editor.action({
      actionType: 'sanity.action.document.edit',
      draftId: 'drafts.condition-obesity',
      publishedId: 'condition-obesity',
      patch: { set: { title: 'Obesity, edited in a draft' } },
    })
    await editor.action(
      {
        actionType: 'sanity.action.document.publish',
        draftId: 'drafts.condition-obesity',
        publishedId: 'condition-obesity',
        ifPublishedRevisionId: published._rev,
      },
      { transactionId: 'publish-obesity-1' },
    )
    const rows = (await editor.request<string>({
      uri: '/data/history/production/transactions/condition-obesity?excludeContent=true',
    })) as unknown
    const lines = String(rows)
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { id: string })
    expect(lines.map((l) => l.id)).toContain('publish-obesity-1')
    // Each transaction once: the Studio's history would show a publish twice otherwise.
    await editor.fetch('count(*)')
    const again = await editor.request<{ events: Record<string, Array<{ type: string; revisionId?: string }>> }>({
      uri: '/data/history/production/events/documents/condition-obesity',
    })
    expect(again.events['condition-obesity']?.filter((e) => e.revisionId === 'publish-obesity-1')).toHaveLength(1)
    expect(new Set(lines.map((l) => l.id)).size).toBe(lines.length)
    const seedTitle = parseNdjson(readFileSync(seed, 'utf8')).find((d) => d._id === 'condition-obesity')?.title
    const atTime = await editor.request<{ documents: Array<{ title: string; _rev: string }> }>({
      uri: '/data/history/production/documents/condition-obesity?time=2000-01-01T00:00:00Z',
    })
    expect(atTime.documents[0]?.title).toBe(seedTitle)
    const atRevision = await editor.request<{ documents: Array<{ title: string }> }>({
      uri: `/data/history/production/documents/condition-obesity?revision=${atTime.documents[0]?._rev}`,
    })
    expect(atRevision.documents[0]?.title).toBe(seedTitle)
    const events = await editor.request<{ events: Record<string, Array<{ type: string }>> }>({
      uri: '/data/history/production/events/documents/condition-obesity',
    })
    expect(events.events['condition-obesity']?.map((e) => e.type)).toContain('publishDocumentVersion')
    await expect(
      anonymous.request({ uri: '/data/history/production/events/documents/condition-obesity' }),
    ).rejects.toMatchObject({ statusCode: 401 })
  })
})
