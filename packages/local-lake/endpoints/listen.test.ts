/**
 * Listening: Server-Sent Events of the changes a filter matches, with mendoza effects.
 * Contract tests through the real @sanity/client (the same client the Studio uses), against a lake on a temporary
 * copy of the seed (test-support/lake.ts).
 */
import type { SanityClient } from '@sanity/client'
import { applyPatch } from 'mendoza'
import { beforeAll, describe, expect, it } from 'vitest'
import { testLake } from '../test-support/lake'

const t = testLake()
let editor: SanityClient
beforeAll(() => {
  ;({ editor } = t)
})

describe('local Content Lake: listen', () => {
  it('streams a welcome and then mutation events whose mendoza effects rebuild the document', async () => {
    await editor.createOrReplace({ _id: 'faq-stale', _type: 'faqItem', question: 'Two' })
    const before = (await editor.getDocument('faq-stale'))!
    const events: Array<Record<string, unknown>> = []
    const subscription = editor
      .listen('*[_id == $id]', { id: 'faq-stale' }, { events: ['welcome', 'mutation'], effectFormat: 'mendoza' })
      .subscribe((event) => events.push(event as Record<string, unknown>))
    await expect.poll(() => events.some((e) => e.type === 'welcome')).toBe(true)
    await editor.patch('faq-stale').set({ question: 'Heard live' }).commit({ transactionId: 'live-1' })
    await expect.poll(() => events.filter((e) => e.type === 'mutation').length).toBe(1)
    subscription.unsubscribe()
    const mutation = events.find((e) => e.type === 'mutation')!
    expect(mutation).toMatchObject({
      documentId: 'faq-stale',
      transactionId: 'live-1',
      previousRev: before._rev,
      resultRev: 'live-1',
      transition: 'update',
      result: { question: 'Heard live' },
    })
    const effects = mutation.effects as { apply: unknown[]; revert: unknown[] }
    const { _rev, ...withoutRev } = before
    void _rev
    expect(applyPatch(withoutRev, effects.apply)).toMatchObject({ question: 'Heard live' })
    expect(applyPatch({}, effects.revert)).toMatchObject({ question: 'Two' })
  })
})
