/**
 * Content Releases through the real @sanity/client, as the Studio drives them: create a release, add versions,
 * publish it, schedule it (the lake publishes it at its time), archive and unarchive it, and the refusals that keep
 * a scheduled or finished release's documents locked.
 */
import type { SanityClient } from '@sanity/client'
import { beforeAll, describe, expect, it } from 'vitest'
import { testLake } from './test-support/lake'

const t = testLake()
let editor: SanityClient
beforeAll(() => {
  ;({ editor } = t)
})

/** The Studio's own query for its release list (sanity's createReleaseStore). */
const RELEASES =
  '*[_type=="system.release" && _id in path("_.releases.*")]{_id, name, state, publishAt, publishedAt, finalDocumentStates, metadata} | order(_createdAt desc)'
const releaseNamed = async (name: string) =>
  (await editor.fetch<Array<Record<string, unknown>>>(RELEASES, {}, { perspective: 'raw' })).find(
    (r) => r.name === name,
  )

async function faqWithVersion(id: string, releaseId: string, question: string) {
  await editor.createOrReplace({ _id: id, _type: 'faqItem', question: 'Published question', answer: 'A.' })
  await editor.createVersion({ baseId: id, publishedId: id, releaseId })
  await editor.action({
    actionType: 'sanity.action.document.edit',
    draftId: `versions.${releaseId}.${id}`,
    publishedId: id,
    patch: { set: { question } },
  })
}

describe('local Content Lake: releases', () => {
  it('tells the Studio releases and scheduled drafts are available, with room for more', async () => {
    expect(await editor.request({ url: '/features' })).toEqual(
      expect.arrayContaining(['contentReleases', 'singleDocRelease']),
    )
    const limits = await editor.withConfig({ apiVersion: 'vX' }).request<{ data: Record<string, unknown> }>({
      url: `/projects/${editor.config().projectId}/new-content-release-allowed`,
    })
    expect(limits.data).toMatchObject({ orgActiveReleaseLimit: null })
    expect(limits.data.datasetReleaseLimit).toBeGreaterThan(10)
  })

  it('publishes every version of a release over its published document in one transaction', async () => {
    await editor.releases.create({ releaseId: 'rLaunch', metadata: { title: 'Launch', releaseType: 'asap' } })
    expect(await releaseNamed('rLaunch')).toMatchObject({
      _id: '_.releases.rLaunch',
      state: 'active',
      metadata: { title: 'Launch' },
    })
    await faqWithVersion('faq-release', 'rLaunch', 'Released question')
    expect(t.onDisk('faq-release')?.question).toBe('Published question')

    // The Studio asks first with a dry run (may the editor publish it?): nothing changes.
    const before = t.diskState()
    await editor.releases.publish({ releaseId: 'rLaunch' }, { dryRun: true })
    expect(t.diskState()).toBe(before)

    await editor.releases.publish({ releaseId: 'rLaunch' })
    expect(t.onDisk('faq-release')).toMatchObject({ question: 'Released question' })
    expect(t.onDisk('versions.rLaunch.faq-release')).toBeUndefined()
    const done = await releaseNamed('rLaunch')
    expect(done).toMatchObject({ state: 'published', finalDocumentStates: [{ id: 'versions.rLaunch.faq-release' }] })
    expect(typeof done?.publishedAt).toBe('string')
    // What it published, as the Studio's release page reads it: each version's last revision from the history.
    const listed = await editor.request<{ documents: Array<Record<string, unknown>> }>({
      url: '/data/history/production/documents/versions.rLaunch.faq-release?lastRevision=true',
    })
    expect(listed.documents).toEqual([
      expect.objectContaining({ _id: 'versions.rLaunch.faq-release', question: 'Released question' }),
    ])
    // A published release is done: it cannot be published again, nor can a document be added to it.
    await expect(editor.releases.publish({ releaseId: 'rLaunch' })).rejects.toMatchObject({ statusCode: 409 })
    await expect(
      editor.createVersion({ baseId: 'faq-release', publishedId: 'faq-release', releaseId: 'rLaunch' }),
    ).rejects.toMatchObject({ statusCode: 409 })
  })

  it('publishes a scheduled release at its time, and locks its documents until then', async () => {
    await editor.releases.create({ releaseId: 'rTimed', metadata: { title: 'Timed', releaseType: 'scheduled' } })
    await faqWithVersion('faq-timed', 'rTimed', 'Timed question')
    const publishAt = new Date(Date.now() + 1500).toISOString()
    await editor.releases.schedule({ releaseId: 'rTimed', publishAt })
    expect(await releaseNamed('rTimed')).toMatchObject({ state: 'scheduled', publishAt })
    await expect(
      editor.action({
        actionType: 'sanity.action.document.edit',
        draftId: 'versions.rTimed.faq-timed',
        publishedId: 'faq-timed',
        patch: { set: { question: 'Sneaked in' } },
      }),
    ).rejects.toMatchObject({ statusCode: 409 })
    expect(t.onDisk('faq-timed')?.question).toBe('Published question')
    await expect.poll(() => t.onDisk('faq-timed')?.question, { timeout: 8000, interval: 200 }).toBe('Timed question')
    expect(await releaseNamed('rTimed')).toMatchObject({ state: 'published' })
  })

  it('a scheduled draft takes its draft with it when it publishes; a draft edited since stays', async () => {
    // As the Studio's "Schedule publish" does: a release of one document, a version made from the draft, scheduled.
    const scheduleDraft = async (id: string, releaseId: string) => {
      await editor.createOrReplace({ _id: id, _type: 'faqItem', question: 'Published question', answer: 'A.' })
      await editor.createOrReplace({
        _id: `drafts.${id}`,
        _type: 'faqItem',
        question: 'Scheduled question',
        answer: 'A.',
      })
      await editor.releases.create({
        releaseId,
        metadata: { title: 'Scheduled draft', releaseType: 'scheduled', cardinality: 'one' },
      })
      await editor.createVersion({ baseId: `drafts.${id}`, publishedId: id, releaseId })
      await editor.releases.schedule({ releaseId, publishAt: new Date(Date.now() + 1200).toISOString() })
    }
    await scheduleDraft('faq-moved', 'rMoved')
    await scheduleDraft('faq-edited', 'rEdited')
    await editor.releases.unschedule({ releaseId: 'rEdited' })
    await editor.patch('drafts.faq-edited').set({ question: 'Edited after scheduling' }).commit()
    await editor.releases.schedule({ releaseId: 'rEdited', publishAt: new Date(Date.now() + 1200).toISOString() })

    await expect
      .poll(() => t.onDisk('faq-moved')?.question, { timeout: 8000, interval: 200 })
      .toBe('Scheduled question')
    expect(t.onDisk('drafts.faq-moved')).toBeUndefined()
    await expect
      .poll(() => t.onDisk('faq-edited')?.question, { timeout: 8000, interval: 200 })
      .toBe('Scheduled question')
    expect(t.onDisk('drafts.faq-edited')?.question).toBe('Edited after scheduling')
  })

  it('unschedules a release: it stays unpublished and editable', async () => {
    await editor.releases.create({ releaseId: 'rPaused', metadata: { title: 'Paused', releaseType: 'scheduled' } })
    await faqWithVersion('faq-paused', 'rPaused', 'Paused question')
    await editor.releases.schedule({ releaseId: 'rPaused', publishAt: new Date(Date.now() + 1000).toISOString() })
    await editor.releases.unschedule({ releaseId: 'rPaused' })
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(t.onDisk('faq-paused')?.question).toBe('Published question')
    expect(await releaseNamed('rPaused')).toMatchObject({ state: 'active' })
  })

  it('archives a release (its versions go) and unarchives it with the versions as they were', async () => {
    await editor.releases.create({ releaseId: 'rShelved', metadata: { title: 'Shelved', releaseType: 'undecided' } })
    await faqWithVersion('faq-shelved', 'rShelved', 'Shelved question')
    await editor.releases.archive({ releaseId: 'rShelved' })
    expect(t.onDisk('versions.rShelved.faq-shelved')).toBeUndefined()
    expect(await releaseNamed('rShelved')).toMatchObject({ state: 'archived' })
    await editor.releases.unarchive({ releaseId: 'rShelved' })
    expect(t.onDisk('versions.rShelved.faq-shelved')).toMatchObject({ question: 'Shelved question' })
    expect(await releaseNamed('rShelved')).toMatchObject({ state: 'active' })
    // Only an archived or published release can be deleted.
    await expect(editor.releases.delete({ releaseId: 'rShelved' })).rejects.toMatchObject({ statusCode: 409 })
    await editor.releases.archive({ releaseId: 'rShelved' })
    await editor.releases.delete({ releaseId: 'rShelved' })
    expect(await releaseNamed('rShelved')).toBeUndefined()
  })

  it('unpublishes a document through a release marked for unpublishing', async () => {
    await editor.releases.create({ releaseId: 'rRetire', metadata: { title: 'Retire', releaseType: 'asap' } })
    await editor.createOrReplace({ _id: 'faq-retire', _type: 'faqItem', question: 'Old question', answer: 'A.' })
    await editor.unpublishVersion({ releaseId: 'rRetire', publishedId: 'faq-retire' })
    expect(t.onDisk('versions.rRetire.faq-retire')).toMatchObject({ _system: { delete: true } })
    expect(t.onDisk('faq-retire')).toBeDefined()
    await editor.releases.publish({ releaseId: 'rRetire' })
    expect(t.onDisk('faq-retire')).toBeUndefined()
  })
})
