/**
 * People and the publish gate, through the real @sanity/client as the Studio and a script would call the lake: each
 * user signs in with their own token and sees their role; a viewer writes nothing; and with a host's publish gate,
 * every road to a published document refuses an unapproved one (the publish action, a mutation on the published id,
 * a release published, a release scheduled and the scheduled publish itself), an approval is recorded only by a
 * reviewer, naming themselves, of a change someone else made, and a scheduled release's documents are locked to
 * every write API. The gate here is a test's own (a `guide` type with an `approval` object): the lake knows nothing
 * of the host's types.
 */
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { SanityClient } from '@sanity/client'
import { describe, expect, it } from 'vitest'
import type { SanityDocument } from './dataset/overlay'
import type { PublishGate } from './gate'
import { ensureSeedUsers, initialsOf } from './users'
import { TOKEN, testLake } from './test-support/lake'

const NOT_CONTENT = new Set(['_id', '_rev', '_type', '_createdAt', '_updatedAt', 'approval', '_system'])
const contentKey = (doc: SanityDocument) =>
  JSON.stringify(
    Object.entries(doc)
      .filter(([key]) => !NOT_CONTENT.has(key))
      .sort(([a], [b]) => a.localeCompare(b)),
  )
const fingerprint = (doc: Record<string, unknown>) =>
  createHash('sha256')
    .update(contentKey(doc as SanityDocument))
    .digest('hex')
    .slice(0, 16)

const gate: PublishGate = {
  covers: (doc) => doc._type === 'guide',
  approval: (doc) => {
    const approval = doc.approval as { by?: string; fingerprint?: string } | undefined
    if (!approval?.by || approval.fingerprint !== fingerprint(doc)) return null
    return { by: approval.by, key: JSON.stringify(approval) }
  },
  contentKey,
  approverRoles: ['medical-reviewer'],
  approvalName: 'approval',
}

const t = testLake({
  gate,
  users: [
    { id: 'p-ed', name: 'Eddie Editor', role: 'editor' },
    { id: 'p-rev', name: 'Dr. Rita Reviewer', role: 'medical-reviewer' },
    { id: 'p-rev2', name: 'Dr. Sam Second', role: 'medical-reviewer' },
    { id: 'p-view', name: 'Vera Viewer', role: 'viewer' },
  ],
})

/** The approval a reviewer records on a version, as the Studio's Approve does (a patch on the version). */
async function approve(client: SanityClient, id: string, by: string) {
  const doc = (await t.editor.getDocument(id))!
  return client
    .patch(id)
    .set({ approval: { by, fingerprint: fingerprint(doc), at: 'now' } })
    .commit()
}

/** A published guide (as the seed has it), then a draft of it written by the editor. */
async function guideWithDraft(id: string, title: string) {
  await t.lake.dataset.transact(() => ({
    changes: new Map([[id, { _id: id, _type: 'guide', title: 'Published' }]]),
  }))
  await t.as('p-ed').createOrReplace({ _id: `drafts.${id}`, _type: 'guide', title })
}

const status = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { statusCode?: number }) => error.statusCode ?? 0,
  )

describe('local Content Lake: users and roles', () => {
  it('signs each user in with their own token, and lists the project members with their roles', async () => {
    expect(await t.as('p-rev').request({ uri: '/users/me' })).toMatchObject({
      id: 'p-rev',
      name: 'Dr. Rita Reviewer',
      role: 'medical-reviewer',
    })
    expect(await t.editor.request({ uri: '/users/me' })).toMatchObject({ id: 'p-local-editor', role: 'administrator' })
    const project = await t.as('p-ed').request<{ members: Array<Record<string, unknown>> }>({ uri: '/projects/local' })
    expect(project.members.map((m) => [m.id, m.role, m.isCurrentUser])).toEqual([
      ['p-local-editor', 'administrator', false],
      ['p-ed', 'editor', true],
      ['p-rev', 'medical-reviewer', false],
      ['p-rev2', 'medical-reviewer', false],
      ['p-view', 'viewer', false],
    ])
    // An anonymous page learns no names.
    expect((await t.anonymous.request<{ members: unknown[] }>({ uri: '/projects/local' })).members).toEqual([])
    expect(await t.as('p-ed').request({ uri: '/users/p-rev,p-view' })).toMatchObject([
      { id: 'p-rev', displayName: 'Dr. Rita Reviewer' },
      { id: 'p-view', displayName: 'Vera Viewer' },
    ])
    // Each person's picture is their initials, not their label's: a data image, so the Studio fetches nothing.
    const me = await t.as('p-rev').request<{ imageUrl: string; profileImage: string }>({ uri: '/users/me' })
    expect(me.imageUrl).toMatch(/^data:image\/svg\+xml/)
    expect(decodeURIComponent(me.imageUrl)).toContain('>RR</text>')
    // The navigation bar draws the signed-in person from `profileImage`: the same picture, not the name's letters.
    expect(me.profileImage).toBe(me.imageUrl)
    // A token nobody has is refused, not read as anonymous.
    const stranger = t.as('p-ed').withConfig({ token: 'x'.repeat(40) })
    expect(await status(stranger.fetch('*[_id == "siteSettings"][0]'))).toBe(401)
  })

  it('reads initials from the name, leaving out a note in brackets and a title', () => {
    expect(initialsOf('Alex Morgan (sample editor)')).toBe('AM')
    expect(initialsOf('Dr. Sofia Reyes (sample medical reviewer)')).toBe('SR')
    expect(initialsOf('Dra. María José Núñez')).toBe('MN')
    expect(initialsOf('Val')).toBe('V')
    expect(initialsOf('Dr')).toBe('D')
    expect(initialsOf('(sample)')).toBe('?')
    expect(initialsOf('李 小龍')).toBe('李小')
    // Letters only: a name cannot put markup into the picture.
    expect(initialsOf('<b>"x" & y</b>')).toBe('BY')
  })

  it('renames a sample user when the seed renames it, keeping their token', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lake-users-'))
    try {
      const file = path.join(dir, 'users.json')
      const [before] = ensureSeedUsers(file, [{ id: 'p-s', name: 'Sam Rivera (sample editor)', role: 'editor' }])
      const [after] = ensureSeedUsers(file, [{ id: 'p-s', name: 'Alex Morgan (sample editor)', role: 'editor' }])
      expect(after).toMatchObject({ name: 'Alex Morgan (sample editor)', token: before?.token, sample: true })
      expect(ensureSeedUsers(file, [])[0]?.name).toBe('Alex Morgan (sample editor)')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it("answers the Studio's query for the project's groups, so a task can be assigned and a person mentioned", async () => {
    // The query the Studio's assignee and mention pickers run (useUserListWithPermissions), and its reading of it:
    // a member is offered when one of their groups grants "read" on the document.
    type Group = { members: string[]; grants: Array<{ filter: string; permissions: string[] }> }
    const groups = await t.as('p-ed').fetch<Group[]>('*[_type == "system.group"]{members, grants}')
    const readers = groups
      .filter((g) => g.grants.some((grant) => grant.permissions.includes('read')))
      .flatMap((g) => g.members)
    expect(readers.sort()).toEqual(['p-ed', 'p-local-editor', 'p-rev', 'p-rev2', 'p-view'])
    const byRole = await t
      .as('p-ed')
      .fetch<Array<{ _id: string; members: string[] }>>('*[_type == "system.group"]{_id, members} | order(_id asc)')
    expect(byRole).toContainEqual({ _id: '_.groups.medical-reviewer', members: ['p-rev', 'p-rev2'] })
    const viewer = groups.find((g) => g.members.includes('p-view'))!
    expect(viewer.grants.flatMap((g) => g.permissions)).not.toContain('update')
    // Nobody's name to an anonymous caller, and no group among a dataset's documents (an export, a published read).
    expect(await t.anonymous.fetch('count(*[_type == "system.group"])')).toBe(0)
    expect(await t.editor.fetch('count(*[_type == "system.group"])', {}, { perspective: 'published' })).toBe(4)
    expect(t.diskState()).not.toContain('system.group')
  })

  it('lets a viewer read drafts and write nothing, by any write route, and grants a viewer read only', async () => {
    const viewer = t.as('p-view')
    expect(await viewer.fetch('*[_id == "drafts.siteSettings"][0]._id', {}, { perspective: 'raw' })).toBe(
      'drafts.siteSettings',
    )
    const grants = await viewer.request<Array<{ permissions: string[] }>>({
      uri: '/projects/local/datasets/production/acl',
    })
    expect(grants.flatMap((g) => g.permissions)).not.toContain('update')
    expect(
      (
        await t.as('p-ed').request<Array<{ permissions: string[] }>>({ uri: '/projects/local/datasets/production/acl' })
      )[0]!.permissions,
    ).toContain('update')
    const before = t.diskState()
    expect(await status(viewer.create({ _type: 'note', title: 'x' }))).toBe(403)
    expect(
      await status(
        viewer.action({
          actionType: 'sanity.action.document.edit',
          draftId: 'drafts.siteSettings',
          publishedId: 'siteSettings',
          patch: { set: { tagline: 'viewer' } },
        }),
      ),
    ).toBe(403)
    expect(await status(viewer.releases.create({ releaseId: 'rViewer' }))).toBe(403)
    expect(await status(viewer.assets.upload('file', Buffer.from('x'), { filename: 'x.txt' }))).toBe(403)
    expect(t.diskState()).toBe(before)
  })
})

describe('local Content Lake: the publish gate on every road', () => {
  it('publish action: an editor cannot publish an unapproved draft; an approved one publishes', async () => {
    await guideWithDraft('guide-a', 'Edited by the editor')
    const publish = () =>
      t
        .as('p-ed')
        .action({ actionType: 'sanity.action.document.publish', draftId: 'drafts.guide-a', publishedId: 'guide-a' })
    expect(await status(publish())).toBe(403)
    // Not the administrator either: the gate is the lake's, whoever holds the token.
    expect(
      await status(
        t.editor.action({
          actionType: 'sanity.action.document.publish',
          draftId: 'drafts.guide-a',
          publishedId: 'guide-a',
        }),
      ),
    ).toBe(403)
    expect(t.onDisk('guide-a')?.title).toBe('Published')
    await approve(t.as('p-rev'), 'drafts.guide-a', 'p-rev')
    expect(await status(publish())).toBe(200)
    expect(t.onDisk('guide-a')?.title).toBe('Edited by the editor')
  })

  it('a mutation on the published id: refused without an approval, for the editor and the administrator', async () => {
    await guideWithDraft('guide-b', 'Draft')
    for (const client of [t.as('p-ed'), t.editor])
      expect(await status(client.createOrReplace({ _id: 'guide-b', _type: 'guide', title: 'Written straight' }))).toBe(
        403,
      )
    expect(await status(t.as('p-ed').patch('guide-b').set({ title: 'Patched straight' }).commit())).toBe(403)
    // A forged approval naming a reviewer, with the right fingerprint, is still not the reviewer's.
    const forged = { _id: 'guide-b', _type: 'guide', title: 'Forged' }
    expect(
      await status(
        t
          .as('p-ed')
          .createOrReplace({ ...forged, approval: { by: 'p-rev', fingerprint: fingerprint(forged), at: 'x' } }),
      ),
    ).toBe(403)
    expect(t.onDisk('guide-b')?.title).toBe('Published')
    // What is not the text (a note on the published record) may still be written, and unpublishing is not publishing.
    expect(
      await status(
        t
          .as('p-ed')
          .patch('guide-b')
          .set({ approval: { note: 'asked for changes' } })
          .commit(),
      ),
    ).toBe(200)
    expect(await status(t.as('p-ed').delete('guide-b'))).toBe(200)
  })

  it('a release: publishing it is refused while a version is unapproved, and works once it is approved', async () => {
    await guideWithDraft('guide-c', 'Draft')
    const ed = t.as('p-ed')
    await ed.releases.create({ releaseId: 'rGate' })
    await ed.createVersion({ baseId: 'guide-c', publishedId: 'guide-c', releaseId: 'rGate' })
    await ed.patch('versions.rGate.guide-c').set({ title: 'In the release' }).commit()
    expect(await status(ed.releases.publish({ releaseId: 'rGate' }))).toBe(403)
    expect(t.onDisk('guide-c')?.title).toBe('Published')
    await approve(t.as('p-rev'), 'versions.rGate.guide-c', 'p-rev')
    expect(await status(ed.releases.publish({ releaseId: 'rGate' }))).toBe(200)
    expect(t.onDisk('guide-c')?.title).toBe('In the release')
  })

  it('a release holding an unchanged copy of a published guide may be scheduled, as it may be published', async () => {
    // The published text carries no approval the gate reads (as the seed's, approved before approvals named a person).
    await guideWithDraft('guide-f', 'Draft')
    const ed = t.as('p-ed')
    await ed.releases.create({ releaseId: 'rSame' })
    await ed.createVersion({ baseId: 'guide-f', publishedId: 'guide-f', releaseId: 'rSame' })
    const later = new Date(Date.now() + 600_000).toISOString()
    expect(await status(ed.releases.publish({ releaseId: 'rSame' }, { dryRun: true } as never))).toBe(200)
    expect(await status(ed.releases.schedule({ releaseId: 'rSame', publishAt: later }))).toBe(200)
    await ed.releases.unschedule({ releaseId: 'rSame' })
    // Changed, it is refused again.
    await ed.patch('versions.rSame.guide-f').set({ title: 'Changed in the release' }).commit()
    expect(await status(ed.releases.schedule({ releaseId: 'rSame', publishAt: later }))).toBe(403)
  })

  it('a schedule: an unapproved release cannot be scheduled, and the scheduled publish checks again at its time', async () => {
    await guideWithDraft('guide-d', 'Draft')
    const ed = t.as('p-ed')
    await ed.releases.create({ releaseId: 'rLater' })
    await ed.createVersion({ baseId: 'guide-d', publishedId: 'guide-d', releaseId: 'rLater' })
    await ed.patch('versions.rLater.guide-d').set({ title: 'Scheduled text' }).commit()
    const soon = () => new Date(Date.now() + 1500).toISOString()
    expect(await status(ed.releases.schedule({ releaseId: 'rLater', publishAt: soon() }))).toBe(403)
    await approve(t.as('p-rev'), 'versions.rLater.guide-d', 'p-rev')
    expect(await status(ed.releases.schedule({ releaseId: 'rLater', publishAt: soon() }))).toBe(200)
    // Something outside every write API (an import, a hand edit of the file) changes the locked version: the
    // scheduler's publish meets the gate and leaves the release scheduled, with the reason.
    await t.lake.dataset.transact((read) => ({
      changes: new Map([
        ['versions.rLater.guide-d', { ...read('versions.rLater.guide-d')!, title: 'Changed behind the lock' }],
      ]),
    }))
    await new Promise((resolve) => setTimeout(resolve, 2500))
    expect(t.onDisk('guide-d')?.title).toBe('Published')
    expect(t.onDisk('_.releases.rLater')).toMatchObject({
      state: 'scheduled',
      error: { message: expect.stringMatching(/no approval/) },
    })
  })
})

describe('local Content Lake: nobody approves a change they made', () => {
  it('records an approval only from a reviewer, naming the signed-in reviewer, of a change another made', async () => {
    await guideWithDraft('guide-e', 'Written by the editor')
    // An editor's own approval, and the administrator's, are refused: not an approving role.
    expect(await status(approve(t.as('p-ed'), 'drafts.guide-e', 'p-ed'))).toBe(403)
    expect(await status(approve(t.editor, 'drafts.guide-e', 'p-local-editor'))).toBe(403)
    // A reviewer approving in another's name.
    expect(await status(approve(t.as('p-rev'), 'drafts.guide-e', 'p-rev2'))).toBe(403)
    // A reviewer who changes the text, then approves it: the last change is theirs.
    await t.as('p-rev').patch('drafts.guide-e').set({ title: 'Rewritten by the reviewer' }).commit()
    expect(await status(approve(t.as('p-rev'), 'drafts.guide-e', 'p-rev'))).toBe(403)
    // A change and its approval in one write.
    const draft = (await t.editor.getDocument('drafts.guide-e'))!
    const changed = { ...draft, title: 'Changed in the approval' }
    expect(
      await status(
        t
          .as('p-rev2')
          .createOrReplace({ ...changed, approval: { by: 'p-rev2', fingerprint: fingerprint(changed), at: 'x' } }),
      ),
    ).toBe(403)
    // The other reviewer approves the first reviewer's change, by name: recorded, and the editor can publish it.
    expect(await status(approve(t.as('p-rev2'), 'drafts.guide-e', 'Dr. Sam Second'))).toBe(200)
    expect(
      await status(
        t
          .as('p-ed')
          .action({ actionType: 'sanity.action.document.publish', draftId: 'drafts.guide-e', publishedId: 'guide-e' }),
      ),
    ).toBe(200)
    expect(t.onDisk('guide-e')?.title).toBe('Rewritten by the reviewer')
    expect(TOKEN).not.toBe(t.tokens['p-rev'])
  })
})

describe('local Content Lake: a scheduled release is locked to every write API', () => {
  it('refuses mutations and actions on its versions, and new versions, until it is unscheduled', async () => {
    const ed = t.as('p-ed')
    await ed.createOrReplace({ _id: 'faq-locked', _type: 'faqItem', question: 'Q' })
    await ed.releases.create({ releaseId: 'rLocked' })
    await ed.createVersion({ baseId: 'faq-locked', publishedId: 'faq-locked', releaseId: 'rLocked' })
    await ed.releases.schedule({ releaseId: 'rLocked', publishAt: new Date(Date.now() + 3_600_000).toISOString() })
    const before = t.diskState()
    const refused = [
      ed.patch('versions.rLocked.faq-locked').set({ question: 'edited while locked' }).commit(),
      ed.createOrReplace({ _id: 'versions.rLocked.faq-new', _type: 'faqItem', question: 'added while locked' }),
      ed.delete('versions.rLocked.faq-locked'),
      ed.mutate([{ patch: { query: '*[_id in path("versions.rLocked.**")]', set: { question: 'by query' } } }]),
      ed.action({
        actionType: 'sanity.action.document.edit',
        draftId: 'versions.rLocked.faq-locked',
        publishedId: 'faq-locked',
        patch: { set: { question: 'by action' } },
      }),
      ed.action({
        actionType: 'sanity.action.document.delete',
        publishedId: 'faq-locked',
        includeDrafts: ['versions.rLocked.faq-locked'],
      }),
    ]
    for (const attempt of refused) expect(await status(attempt)).toBe(409)
    expect(t.diskState()).toBe(before)
    await ed.releases.unschedule({ releaseId: 'rLocked' })
    expect(await status(ed.patch('versions.rLocked.faq-locked').set({ question: 'after unscheduling' }).commit())).toBe(
      200,
    )
  })
})
