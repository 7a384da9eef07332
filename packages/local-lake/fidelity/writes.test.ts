/**
 * Writes that Sanity refuses or shapes, outside in: a strong reference to a missing document (409),
 * `autoGenerateArrayKeys`, and `dryRun` on the Mutate and Actions APIs, through @sanity/client 8 and 7 and raw HTTP.
 */
import { describe, expect, it } from 'vitest'
import { fidelityLake } from './harness'

const t = fidelityLake({ documents: [{ _id: 'person-1', _type: 'person', name: 'Ridley' }] })
const ref = (id: string, weak = false) => ({ _type: 'reference', _ref: id, ...(weak ? { _weak: true } : {}) })

describe('referential integrity on write', () => {
  it('a strong reference to a missing document is 409 and writes nothing; weak, draft and same-transaction are fine', async () => {
    const error = await t.editor.create({ _id: 'movie-1', _type: 'movie', director: ref('person-missing') }).then(
      () => undefined,
      (e: { statusCode: number; message: string }) => e,
    )
    expect(error?.statusCode).toBe(409)
    expect(error?.message).toContain('references non-existent document "person-missing"')
    expect(await t.editor.getDocument('movie-1')).toBeUndefined()
    // The same through client 7, deep in an array.
    await expect(
      t.editorV7.create({ _id: 'movie-1', _type: 'movie', cast: [{ _key: 'a', person: ref('nobody') }] }),
    ).rejects.toMatchObject({ statusCode: 409 })

    await t.editor.create({ _id: 'movie-2', _type: 'movie', director: ref('person-later', true) })
    await t.editor.create({ _id: 'drafts.movie-3', _type: 'movie', director: ref('person-later') })
    await t.editor
      .transaction()
      .create({ _id: 'person-later', _type: 'person', name: 'Later' })
      .create({ _id: 'movie-4', _type: 'movie', director: ref('person-later') })
      .commit()
    expect(
      await t.editor.fetch('*[_id in ["movie-2", "drafts.movie-3", "movie-4"]]._id', {}, { perspective: 'raw' }),
    ).toHaveLength(3)
    // A patch that points an existing reference at nothing is refused too.
    await expect(
      t.editor
        .patch('movie-4')
        .set({ director: ref('gone') })
        .commit(),
    ).rejects.toMatchObject({
      statusCode: 409,
    })
  })
})

describe('autoGenerateArrayKeys', () => {
  it('adds a _key to each array object the mutation writes, when asked; stores arrays as sent otherwise', async () => {
    await t.editor.create(
      { _id: 'movie-keys', _type: 'movie', cast: [{ name: 'A' }, { _key: 'kept', name: 'B' }], tags: ['x'] },
      { autoGenerateArrayKeys: true },
    )
    const doc = await t.editor.getDocument('movie-keys')
    expect(doc?.cast).toEqual([
      { _key: expect.stringMatching(/^[0-9a-f]{12}$/), name: 'A' },
      { _key: 'kept', name: 'B' },
    ])
    expect(doc?.tags).toEqual(['x'])
    await t.editorV7
      .patch('movie-keys')
      .insert('after', 'cast[-1]', [{ name: 'C' }])
      .commit({ autoGenerateArrayKeys: true })
    const after = await t.editor.getDocument('movie-keys')
    expect(after?.cast[2]).toEqual({ _key: expect.stringMatching(/^[0-9a-f]{12}$/), name: 'C' })
    // The key lets a patch address the item, as on Sanity.
    const key = after?.cast[0]._key as string
    await t.editor
      .patch('movie-keys')
      .set({ [`cast[_key=="${key}"].name`]: 'A2' })
      .commit()
    expect((await t.editor.getDocument('movie-keys'))?.cast[0].name).toBe('A2')

    await t.editor.create({ _id: 'movie-nokeys', _type: 'movie', cast: [{ name: 'A' }] })
    expect((await t.editor.getDocument('movie-nokeys'))?.cast).toEqual([{ name: 'A' }])
  })
})

describe('dryRun', () => {
  it('answers what a mutation would do, with the documents, and writes nothing', async () => {
    const before = await t.editor.fetch('count(*)', {}, { perspective: 'raw' })
    const result = await t.editor.create(
      { _id: 'movie-dry', _type: 'movie', title: 'Dry' },
      { dryRun: true, returnDocuments: true },
    )
    expect(result).toMatchObject({ _id: 'movie-dry', title: 'Dry' })
    const ids = await t.editorV7.mutate([{ patch: { id: 'person-1', set: { name: 'Dry' } } }], {
      dryRun: true,
      returnDocuments: false,
    })
    expect(ids.results).toEqual([{ id: 'person-1', operation: 'update' }])
    expect(await t.editor.getDocument('movie-dry')).toBeUndefined()
    expect((await t.editor.getDocument('person-1'))?.name).toBe('Ridley')
    expect(await t.editor.fetch('count(*)', {}, { perspective: 'raw' })).toBe(before)
    // A dry run that would fail fails as the real one would.
    await expect(t.editor.create({ _id: 'person-1', _type: 'person' }, { dryRun: true })).rejects.toMatchObject({
      statusCode: 409,
    })
  })

  it('the Actions API: a dry-run publish answers 200 and publishes nothing; one that cannot run is refused', async () => {
    await t.editor.create({ _id: 'drafts.person-dry', _type: 'person', name: 'Draft' })
    const publish = {
      actionType: 'sanity.action.document.publish',
      draftId: 'drafts.person-dry',
      publishedId: 'person-dry',
    }
    const res = await t.http('/v2025-02-19/data/actions/production', {
      method: 'POST',
      body: JSON.stringify({ actions: [publish], dryRun: true }),
    })
    expect(res.status).toBe(200)
    expect(res.body.transactionId).toEqual(expect.any(String))
    expect(await t.editor.getDocument('person-dry')).toBeUndefined()
    expect(await t.editor.getDocument('drafts.person-dry')).toBeDefined()
    const refused = await t.http('/v2025-02-19/data/actions/production', {
      method: 'POST',
      body: JSON.stringify({
        actions: [{ ...publish, draftId: 'drafts.nothing', publishedId: 'nothing' }],
        dryRun: true,
      }),
    })
    expect(refused.status).toBe(409)
  })
})
