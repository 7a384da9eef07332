/**
 * Listening: Server-Sent Events of the changes a filter matches, with mendoza effects.
 * Contract tests through the real @sanity/client (the same client the Studio uses), against a lake on a temporary
 * copy of the seed (test-support/lake.ts).
 */
import type { SanityClient } from '@sanity/client'
import { BufferedDocument, Mutation } from '@sanity/mutator'
import { applyPatch } from 'mendoza'
import { beforeAll, describe, expect, it } from 'vitest'
import { testLake } from '../test-support/lake'

const t = testLake()
/** Events travel through the query pool's workers: on two busy cores the first can take seconds. */
const poll = <T>(read: () => T) => expect.poll(read, { timeout: 15_000 })
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
    await poll(() => events.some((e) => e.type === 'welcome')).toBe(true)
    await editor.patch('faq-stale').set({ question: 'Heard live' }).commit({ transactionId: 'live-1' })
    await poll(() => events.filter((e) => e.type === 'mutation').length).toBe(1)
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

  /** A listener as the Studio's document pair listener opens it (getPairListener): the draft and the published id. */
  function pairListener(publishedId: string) {
    const events: Array<Record<string, unknown>> = []
    const subscription = editor
      .listen(
        '*[_id in $ids]',
        { ids: [publishedId, `drafts.${publishedId}`] },
        { events: ['welcome', 'mutation'], effectFormat: 'mendoza', includeResult: false },
      )
      .subscribe((event) => events.push(event as Record<string, unknown>))
    const mutations = () => events.filter((e) => e.type === 'mutation')
    return { events, mutations, subscription }
  }

  const edit = (publishedId: string, patch: Record<string, unknown>) => ({
    actionType: 'sanity.action.document.edit' as const,
    draftId: `drafts.${publishedId}`,
    publishedId,
    patch,
  })

  /** What a listener learns of each event: the revision chain and the transaction's event count. */
  const chain = (events: Array<Record<string, unknown>>) =>
    events.map(({ documentId, transactionId, previousRev, resultRev, transition, ...e }) => ({
      documentId,
      transactionId,
      previousRev,
      resultRev,
      transition,
      of: `${String(e.transactionCurrentEvent)}/${String(e.transactionTotalEvents)}`,
    }))

  it('echoes every transaction that writes a document once, as the next revision, also one that leaves its content as it was', async () => {
    // Adding an item in an array dialog makes the Studio set `_resolvingInitialValue` and unset it in one
    // transaction. The lake used to commit no revision and send no event for it, and the Studio's mutation buffer,
    // waiting for its own transaction, stayed on "Saving…" until a reload.
    await editor.createOrReplace({ _id: 'drafts.faq-echo', _type: 'faqItem', question: 'One', items: [] })
    const start = (await editor.getDocument('drafts.faq-echo'))!
    const pair = pairListener('faq-echo')
    await poll(() => pair.events.some((e) => e.type === 'welcome')).toBe(true)
    const key = 'k1'
    await editor.action(
      [
        edit('faq-echo', { setIfMissing: { items: [] } }),
        edit('faq-echo', { insert: { after: 'items[-1]', items: [{ _key: key, _type: 'ref' }] } }),
      ],
      { transactionId: 'echo-insert' },
    )
    await editor.action(
      [
        edit('faq-echo', { set: { [`items[_key=="${key}"]._resolvingInitialValue`]: true } }),
        edit('faq-echo', { unset: [`items[_key=="${key}"]._resolvingInitialValue`] }),
      ],
      { transactionId: 'echo-same-content' },
    )
    await editor.action([edit('faq-echo', { set: { [`items[_key=="${key}"].title`]: 'Guideline' } })], {
      transactionId: 'echo-title',
    })
    await poll(() => pair.mutations().length).toBe(3)
    // No event comes late or twice.
    await new Promise((resolve) => setTimeout(resolve, 300))
    pair.subscription.unsubscribe()
    const draft = 'drafts.faq-echo'
    expect(chain(pair.mutations())).toEqual([
      {
        documentId: draft,
        transactionId: 'echo-insert',
        previousRev: start._rev,
        resultRev: 'echo-insert',
        transition: 'update',
        of: '0/1',
      },
      {
        documentId: draft,
        transactionId: 'echo-same-content',
        previousRev: 'echo-insert',
        resultRev: 'echo-same-content',
        transition: 'update',
        of: '0/1',
      },
      {
        documentId: draft,
        transactionId: 'echo-title',
        previousRev: 'echo-same-content',
        resultRev: 'echo-title',
        transition: 'update',
        of: '0/1',
      },
    ])
    // Each event's effects apply to the revision before it and, in turn, give the document as stored.
    const { _rev, ...rebuilt } = start
    void _rev
    let doc: unknown = rebuilt
    for (const event of pair.mutations()) doc = applyPatch(doc, (event.effects as { apply: unknown[] }).apply)
    const { _rev: finalRev, ...stored } = (await editor.getDocument(draft))!
    expect(finalRev).toBe('echo-title')
    expect(doc).toEqual(stored)
  })

  it('counts in each event only the events that listener gets for the transaction, from zero', async () => {
    await editor.createOrReplace({ _id: 'drafts.faq-count', _type: 'faqItem', question: 'Draft' })
    const pair = pairListener('faq-count')
    await poll(() => pair.events.some((e) => e.type === 'welcome')).toBe(true)
    // One transaction over the draft and a document outside the listener's filter: the pair listener gets one event
    // and is told it is the only one (a count of two kept the Studio waiting for an event that never comes).
    await editor
      .transaction()
      .patch('drafts.faq-count', (p) => p.set({ question: 'Draft, edited' }))
      .createOrReplace({ _id: 'faq-elsewhere', _type: 'faqItem', question: 'Elsewhere' })
      .commit({ transactionId: 'count-two-docs' })
    // Publishing writes both documents of the pair: two events, numbered 0 and 1 of 2.
    await editor.action(
      { actionType: 'sanity.action.document.publish', draftId: 'drafts.faq-count', publishedId: 'faq-count' },
      { transactionId: 'count-publish' },
    )
    await poll(() => pair.mutations().length).toBe(3)
    await new Promise((resolve) => setTimeout(resolve, 300))
    pair.subscription.unsubscribe()
    const [edited, ...published] = chain(pair.mutations())
    expect(edited).toMatchObject({ documentId: 'drafts.faq-count', transactionId: 'count-two-docs', of: '0/1' })
    expect(published.map((e) => e.of)).toEqual(['0/2', '1/2'])
    expect(published).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          documentId: 'faq-count',
          transition: 'appear',
          previousRev: undefined,
          resultRev: 'count-publish',
        }),
        expect.objectContaining({
          documentId: 'drafts.faq-count',
          transition: 'disappear',
          previousRev: 'count-two-docs',
          resultRev: 'count-publish',
        }),
      ]),
    )
  })

  it("the Studio's own mutation buffer is in sync again after committing a set and unset of one field", async () => {
    // @sanity/mutator's BufferedDocument is what keeps the Studio on "Saving…": it is consistent again only when the
    // listener has echoed every transaction it committed, as the next revision of what it holds.
    await editor.createOrReplace({ _id: 'drafts.faq-buffer', _type: 'faqItem', question: 'Buffered' })
    const pair = pairListener('faq-buffer')
    await poll(() => pair.events.some((e) => e.type === 'welcome')).toBe(true)
    const buffered = new BufferedDocument((await editor.getDocument('drafts.faq-buffer'))!)
    let consistent = true
    buffered.onConsistencyChanged = (value) => (consistent = value)
    const sent: string[] = []
    // As the Studio commits through the Actions API (checkoutPair's commitActions): each patch an edit action.
    buffered.commitHandler = ({ mutation, success, failure }) => {
      sent.push(mutation.transactionId!)
      const patches = mutation.mutations.map((m) => {
        const patch: Record<string, unknown> = { ...m.patch }
        delete patch.id
        return edit('faq-buffer', patch)
      })
      editor.action(patches, { transactionId: mutation.transactionId }).then(() => success(), failure)
    }
    let delivered = 0
    const feed = setInterval(() => {
      for (const event of pair.mutations().slice(delivered)) buffered.arrive(new Mutation(event as never))
      delivered = pair.mutations().length
    }, 10)
    try {
      buffered.add(
        new Mutation({ mutations: [{ patch: { id: 'drafts.faq-buffer', set: { _resolvingInitialValue: true } } }] }),
      )
      buffered.add(
        new Mutation({ mutations: [{ patch: { id: 'drafts.faq-buffer', unset: ['_resolvingInitialValue'] } }] }),
      )
      expect(consistent).toBe(false)
      await buffered.commit()
      // The transaction reached the lake (not squashed away on the client), and the buffer is in sync again.
      expect(sent).toHaveLength(1)
      await poll(() => consistent).toBe(true)
      expect((await editor.getDocument('drafts.faq-buffer'))?._rev).toBe(sent[0])
      expect(buffered.document.HEAD).toMatchObject({ question: 'Buffered', _rev: sent[0] })
    } finally {
      clearInterval(feed)
      pair.subscription.unsubscribe()
    }
  })
})
