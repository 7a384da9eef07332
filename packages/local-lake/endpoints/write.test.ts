/**
 * Writing: the Mutate API (by id and by query) and the Actions API the Studio publishes with.
 * Contract tests through the real @sanity/client (the same client the Studio uses), against a lake on a temporary
 * copy of the seed (test-support/lake.ts).
 */
import type { SanityClient } from '@sanity/client'
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret'
import { isValidSignature } from '@sanity/webhook'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { replaceDatasetSync } from '../dataset/replace'
import { TOKEN, testLake, WEBHOOK_SECRET } from '../test-support/lake'

const t = testLake()
let editor: SanityClient
let anonymous: SanityClient
let datasetPath: string
beforeAll(() => {
  ;({ editor, anonymous, datasetPath } = t)
})
const { onDisk, diskState, revalidations } = t

describe('local Content Lake: mutations', () => {
  it('creates, replaces, creates-if-missing, patches and deletes, returning ids or documents', async () => {
    const created = await editor.create({ _id: 'faq-contract', _type: 'faqItem', question: 'Q?', answer: 'A.' })
    expect(created).toMatchObject({ _id: 'faq-contract', question: 'Q?' })
    expect(created._rev).toBeTruthy()
    expect(onDisk('faq-contract')).toMatchObject({ question: 'Q?', _rev: created._rev })

    await expect(editor.create({ _id: 'faq-contract', _type: 'faqItem' })).rejects.toMatchObject({ statusCode: 409 })
    const same = await editor.createIfNotExists({ _id: 'faq-contract', _type: 'faqItem', question: 'Other' })
    expect(same.question).toBe('Q?')

    const tx = await editor
      .transaction()
      .createOrReplace({ _id: 'faq-contract', _type: 'faqItem', question: 'Replaced', order: 1 })
      .patch('faq-contract', (p) => p.set({ answer: 'Patched' }).inc({ order: 2 }))
      .commit({ returnDocuments: false })
    expect(tx.documentIds).toEqual(['faq-contract', 'faq-contract'])
    expect(onDisk('faq-contract')).toMatchObject({
      question: 'Replaced',
      answer: 'Patched',
      order: 3,
      _rev: tx.transactionId,
    })

    await editor.delete('faq-contract')
    expect(onDisk('faq-contract')).toBeUndefined()
  })

  it('refuses a patch on a stale revision with 409, and keeps the newer content', async () => {
    const doc = await editor.create({ _id: 'faq-stale', _type: 'faqItem', question: 'One' })
    await editor.patch('faq-stale').set({ question: 'Two' }).commit()
    await expect(
      editor.patch('faq-stale').ifRevisionId(doc._rev).set({ question: 'Overwrite' }).commit(),
    ).rejects.toMatchObject({ statusCode: 409 })
    expect(onDisk('faq-stale')?.question).toBe('Two')
  })

  it('refuses a reused transactionId with 409: a revision is never repeated, so a stale ifRevisionID cannot pass', async () => {
    await editor.transaction().createOrReplace({ _id: 'faq-rev', _type: 'faqItem', question: 'One' }).commit({
      transactionId: 'rev-once',
    })
    const stale = (await editor.getDocument('faq-rev'))!._rev
    expect(stale).toBe('rev-once')
    await editor.patch('faq-rev').set({ question: 'Two' }).commit()
    // The attack: give a new write the old revision's id, then write "on" the stale revision.
    await expect(
      editor.patch('faq-rev').set({ question: 'Three' }).commit({ transactionId: 'rev-once' }),
    ).rejects.toMatchObject({ statusCode: 409 })
    await expect(editor.patch('faq-rev').ifRevisionId(stale).set({ question: 'Four' }).commit()).rejects.toMatchObject({
      statusCode: 409,
    })
    expect((await editor.getDocument('faq-rev'))?.question).toBe('Two')
  })

  it('refuses every write without the token (401) and writes nothing', async () => {
    const before = diskState()
    await expect(anonymous.create({ _type: 'faqItem', question: 'Nope' })).rejects.toMatchObject({ statusCode: 401 })
    await expect(
      anonymous.action({
        actionType: 'sanity.action.document.delete',
        publishedId: 'condition-diabetes',
        includeDrafts: [],
      }),
    ).rejects.toMatchObject({ statusCode: 401 })
    await expect(anonymous.assets.upload('image', Buffer.from('x'))).rejects.toMatchObject({ statusCode: 401 })
    expect(diskState()).toBe(before)
  })
})

describe('local Content Lake: the Actions API the Studio publishes with', () => {
  it('edits into a draft, publishes it (revalidating the site), and discards a later draft', async () => {
    const published = (await editor.getDocument('condition-obesity'))!
    await editor.action({
      actionType: 'sanity.action.document.edit',
      draftId: 'drafts.condition-obesity',
      publishedId: 'condition-obesity',
      patch: { set: { title: 'Obesity, edited in a draft' } },
    })
    expect(onDisk('drafts.condition-obesity')?.title).toBe('Obesity, edited in a draft')
    expect(onDisk('condition-obesity')?.title).toBe(published.title)

    revalidations.length = 0
    await expect(
      editor.action({
        actionType: 'sanity.action.document.publish',
        draftId: 'drafts.condition-obesity',
        publishedId: 'condition-obesity',
        ifPublishedRevisionId: 'stale-revision',
      }),
    ).rejects.toMatchObject({ statusCode: 409 })
    const result = await editor.action(
      {
        actionType: 'sanity.action.document.publish',
        draftId: 'drafts.condition-obesity',
        publishedId: 'condition-obesity',
        ifPublishedRevisionId: published._rev,
      },
      { transactionId: 'publish-obesity-1' },
    )
    expect(result.transactionId).toBe('publish-obesity-1')
    expect(onDisk('condition-obesity')).toMatchObject({
      title: 'Obesity, edited in a draft',
      _rev: 'publish-obesity-1',
    })
    expect(onDisk('drafts.condition-obesity')).toBeUndefined()
    // One GROQ webhook for the published document (the draft's deletion fires none), as Sanity sends it.
    await expect.poll(() => revalidations.length).toBe(1)
    const call = revalidations[0] as { signature: string; raw: string; auth?: string }
    // Signed with the webhook secret, never carrying it.
    expect(call.auth).toBeUndefined()
    expect(await isValidSignature(call.raw, call.signature, WEBHOOK_SECRET)).toBe(true)
    expect(await isValidSignature(call.raw, call.signature, TOKEN)).toBe(false)
    expect(revalidations[0]).toMatchObject({
      path: '/hook',
      body: { _id: 'condition-obesity', _type: 'conditionArticle', slug: 'obesity', previousSlug: 'obesity' },
    })

    await editor.action({
      actionType: 'sanity.action.document.edit',
      draftId: 'drafts.condition-obesity',
      publishedId: 'condition-obesity',
      patch: { set: { title: 'Not wanted' } },
    })
    await editor.action({ actionType: 'sanity.action.document.discard', draftId: 'drafts.condition-obesity' })
    expect(onDisk('drafts.condition-obesity')).toBeUndefined()
    expect(onDisk('condition-obesity')?.title).toBe('Obesity, edited in a draft')
  })

  it('retries the webhook while the receiver answers 5xx, and gives up on a 4xx', async () => {
    const id = 'webhook-retry-page'
    revalidations.length = 0
    t.receiverAnswers.push(503, 502)
    await editor.create({ _id: id, _type: 'infoPage', title: 'Retry', slug: { _type: 'slug', current: 'retry-page' } })
    // Two refusals, then the third attempt succeeds: the same body each time, each freshly signed.
    await expect.poll(() => revalidations.length).toBe(3)
    expect(new Set(revalidations.map((r) => r.raw)).size).toBe(1)
    expect(revalidations[0]!.body).toMatchObject({ _id: id, _type: 'infoPage', slug: 'retry-page' })

    revalidations.length = 0
    t.receiverAnswers.push(401)
    await editor.delete(id)
    await expect.poll(() => revalidations.length).toBe(1)
    expect(revalidations[0]!.body).toMatchObject({ _id: id, slug: null, previousSlug: 'retry-page' })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(revalidations.length).toBe(1)
    expect(t.logLines.some((line) => line.includes('answered 401; not retried'))).toBe(true)
  })

  it('creates a draft, unpublishes and deletes a document group', async () => {
    await editor.action({
      actionType: 'sanity.action.document.create',
      publishedId: 'category-contract',
      attributes: { _id: 'drafts.category-contract', _type: 'blogCategory', title: 'Contract' },
      ifExists: 'fail',
    })
    await editor.action({
      actionType: 'sanity.action.document.publish',
      draftId: 'drafts.category-contract',
      publishedId: 'category-contract',
    })
    await editor.action({
      actionType: 'sanity.action.document.unpublish',
      draftId: 'drafts.category-contract',
      publishedId: 'category-contract',
    })
    expect(onDisk('category-contract')).toBeUndefined()
    expect(onDisk('drafts.category-contract')?.title).toBe('Contract')
    await editor.action({
      actionType: 'sanity.action.document.delete',
      publishedId: 'category-contract',
      includeDrafts: ['drafts.category-contract'],
    })
    expect(onDisk('drafts.category-contract')).toBeUndefined()
  })

  it('reverts to a revision: the old content becomes the draft and the published document stays', async () => {
    await editor.createOrReplace({ _id: 'faq-revert', _type: 'faqItem', question: 'Now' })
    await editor.action({
      actionType: 'sanity.action.document.replaceDraft',
      publishedId: 'faq-revert',
      attributes: { _id: 'drafts.faq-revert', _type: 'faqItem', question: 'Before', _rev: 'old', _updatedAt: 'x' },
    } as never)
    expect(t.onDisk('drafts.faq-revert')).toMatchObject({ question: 'Before' })
    expect(t.onDisk('drafts.faq-revert')?._rev).not.toBe('old')
    expect(t.onDisk('faq-revert')).toMatchObject({ question: 'Now' })
    // Only a draft of that document: never another document, nor the published one.
    for (const _id of ['drafts.condition-obesity', 'faq-revert'])
      await expect(
        editor.action({
          actionType: 'sanity.action.document.replaceDraft',
          publishedId: 'faq-revert',
          attributes: { _id, _type: 'faqItem', question: 'Overwritten' },
        } as never),
      ).rejects.toMatchObject({ statusCode: 400 })
    expect(t.onDisk('faq-revert')).toMatchObject({ question: 'Now' })
  })

  it('answers an action it does not implement with 501', async () => {
    await expect(
      editor.action({ actionType: 'sanity.action.document.variant.create', variantId: 'v1' } as never),
    ).rejects.toMatchObject({ statusCode: 501 })
  })
})

describe('local Content Lake: patch and delete by query', () => {
  const SECRET = 'sanity.previewUrlSecret'
  const pause = () => new Promise((resolve) => setTimeout(resolve, 10))
  const idsOfType = async (type: string) =>
    (await editor.fetch<string[]>('*[_type == $type]._id', { type }, { perspective: 'raw' })).sort()

  it('deletes exactly the documents the query (with params) matches', async () => {
    await editor.create({ _id: 'drafts.secret-old-1', _type: SECRET, secret: 'a' })
    await editor.create({ _id: 'drafts.secret-old-2', _type: SECRET, secret: 'b' })
    await pause()
    const cutoff = new Date().toISOString()
    await pause()
    await editor.create({ _id: 'drafts.secret-new', _type: SECRET, secret: 'c' })
    const faqsBefore = await idsOfType('faqItem')

    const result = await editor.delete(
      { query: '*[_type == $type && _updatedAt < $cutoff]', params: { type: SECRET, cutoff } },
      { returnDocuments: false },
    )
    expect(result.results.map((r) => [r.id, r.operation]).sort()).toEqual([
      ['drafts.secret-old-1', 'delete'],
      ['drafts.secret-old-2', 'delete'],
    ])
    expect(onDisk('drafts.secret-old-1')).toBeUndefined()
    expect(onDisk('drafts.secret-old-2')).toBeUndefined()
    expect(onDisk('drafts.secret-new')?.secret).toBe('c')
    expect(await idsOfType('faqItem')).toEqual(faqsBefore)
  })

  it('patches every document the query matches, and only those', async () => {
    await editor.create({ _id: 'faq-query-1', _type: 'faqItem', question: 'One', tag: 'query-test' })
    await editor.create({ _id: 'faq-query-2', _type: 'faqItem', question: 'Two', tag: 'query-test' })
    await editor.create({ _id: 'faq-query-3', _type: 'faqItem', question: 'Three', tag: 'other' })
    const result = await editor
      .patch({ query: '*[_type == "faqItem" && tag == $tag]', params: { tag: 'query-test' } })
      .set({ answer: 'Set by query' })
      .inc({ order: 1 })
      .commit({ returnDocuments: false })
    expect(result.results.map((r) => r.id).sort()).toEqual(['faq-query-1', 'faq-query-2'])
    expect(onDisk('faq-query-1')).toMatchObject({ question: 'One', answer: 'Set by query', _rev: result.transactionId })
    expect(onDisk('faq-query-2')).toMatchObject({ question: 'Two', answer: 'Set by query' })
    expect(onDisk('faq-query-3')?.answer).toBeUndefined()
  })

  it('sees the earlier mutations of its own transaction', async () => {
    const result = await editor.mutate(
      [
        { create: { _id: 'faq-query-in-tx', _type: 'faqItem', question: 'Made', tag: 'in-tx' } },
        { patch: { query: '*[tag == "in-tx"]', set: { answer: 'Patched in the same transaction' } } },
      ],
      { returnDocuments: false },
    )
    expect(result.results.map((r) => [r.id, r.operation])).toEqual([
      ['faq-query-in-tx', 'create'],
      ['faq-query-in-tx', 'update'],
    ])
    expect(onDisk('faq-query-in-tx')).toMatchObject({ question: 'Made', answer: 'Patched in the same transaction' })
  })

  it('changes nothing when the query matches nothing', async () => {
    const before = diskState()
    const deleted = await editor.delete({ query: '*[_type == "noSuchType"]' }, { returnDocuments: false })
    expect(deleted.results).toEqual([])
    const patched = await editor
      .patch({ query: '*[_type == "noSuchType"]' })
      .set({ title: 'x' })
      .commit({ returnDocuments: false })
    expect(patched.results).toEqual([])
    expect(diskState()).toBe(before)
  })

  it('refuses a delete by query without the token (401) and deletes nothing', async () => {
    const before = diskState()
    await expect(anonymous.delete({ query: '*[_type == "faqItem"]' })).rejects.toMatchObject({ statusCode: 401 })
    expect(diskState()).toBe(before)
  })

  it('answers a broken query in a mutation with 400 and writes nothing', async () => {
    const before = diskState()
    await expect(editor.delete({ query: '*[_type ==' })).rejects.toMatchObject({ statusCode: 400 })
    expect(diskState()).toBe(before)
  })

  it("runs the Studio's createPreviewSecret, which deletes expired secrets by query", async () => {
    // An expired secret, written to the file directly (the lake stamps _updatedAt itself); it reloads the file.
    const expired = { _id: 'drafts.secret-expired', _type: SECRET, secret: 'old', _updatedAt: '2020-01-01T00:00:00Z' }
    replaceDatasetSync(datasetPath, (docs) => [...docs, expired])
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const { secret } = await createPreviewSecret(editor, 'contract-test', '/studio', 'p-local-editor', 'secret-made')
      expect(consoleError).not.toHaveBeenCalled()
      expect(onDisk('drafts.secret-made')).toMatchObject({ _type: SECRET, secret, studioUrl: '/studio' })
      expect(onDisk('drafts.secret-expired')).toBeUndefined()
      expect(onDisk('drafts.secret-new')?.secret).toBe('c')
    } finally {
      consoleError.mockRestore()
    }
  })
})

describe('local Content Lake: referential integrity, as in Sanity', () => {
  it('refuses to delete or unpublish a document another references strongly, naming who references it', async () => {
    // A sample doctor reviews seed posts: the delete is refused with 409, and nothing changes.
    await expect(editor.delete('doctor-1')).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringMatching(/Document "doctor-1" cannot be deleted as there are references to it from "/),
    })
    expect(onDisk('doctor-1')).toBeDefined()
    await expect(
      editor.action({
        actionType: 'sanity.action.document.unpublish',
        draftId: 'drafts.doctor-1',
        publishedId: 'doctor-1',
      }),
    ).rejects.toMatchObject({ statusCode: 409 })
    expect(onDisk('doctor-1')).toBeDefined()
    expect(onDisk('drafts.doctor-1')).toBeUndefined()

    await editor
      .transaction()
      .createOrReplace({ _id: 'ref-target', _type: 'faqItem', question: 'Target' })
      .createOrReplace({
        _id: 'ref-from',
        _type: 'faqItem',
        question: 'From',
        body: [{ _type: 'block', _key: 'b', markDefs: [{ _key: 'l', _type: 'link', ref: { _ref: 'ref-target' } }] }],
      })
      .commit()
    await expect(editor.delete('ref-target')).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringContaining('"ref-from"'),
    })
    // Deleting both in one transaction leaves no broken reference, so it is allowed.
    await editor.transaction().delete('ref-from').delete('ref-target').commit()
    expect(onDisk('ref-target')).toBeUndefined()
  })

  it('lets a weakly referenced document go, and a draft be discarded whatever references its document', async () => {
    await editor
      .transaction()
      .createOrReplace({ _id: 'weak-target', _type: 'faqItem', question: 'Target' })
      .createOrReplace({
        _id: 'weak-from',
        _type: 'faqItem',
        question: 'From',
        related: { _type: 'reference', _ref: 'weak-target', _weak: true },
      })
      .commit()
    await editor.delete('weak-target')
    expect(onDisk('weak-target')).toBeUndefined()
    await editor.createOrReplace({ _id: 'drafts.doctor-1', _type: 'doctor', name: 'A draft of a referenced doctor' })
    await editor.action({ actionType: 'sanity.action.document.discard', draftId: 'drafts.doctor-1' })
    expect(onDisk('drafts.doctor-1')).toBeUndefined()
  })

  it("answers the Studio's question about references from other datasets: there are none", async () => {
    expect(
      await editor.request({
        uri: '/data/references/production/documents/doctor-1/to?excludeInternalReferences=true&excludePaths=true',
      }),
    ).toEqual({ totalCount: 0, references: [] })
  })
})
