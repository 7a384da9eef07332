/**
 * The site's own check on medical pages (lib/content/approved.ts): a published guide or post that is not approved is
 * not shown; the last approved earlier version is, read from the history. With a fake reader for each verdict, over
 * the seed (every seed guide and post is shown as it is), and through a real local lake and its history API, where a
 * guide written straight to its published id without approval falls back to the seed's approved text.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient, type SanityClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseLakeConfig, startLake, type Lake } from '@health-site/local-lake'
import { SEED_DATASET_PATH } from '@/lib/defaults'
import { contentFingerprint } from '@/lib/medical/fingerprint'
import { isApprovedForReaders, type StoredMedicalDocument } from '@/lib/medical/review'
import { readDocumentsSync } from '@health-site/local-lake/files'
import { approvedVersion, historyFromApi, JUDGE_BATCH, withheldIds, type ApprovalReader } from './approved'
import { CONDITION_FIELDS } from './queries'

const approved = (doc: Record<string, unknown>): StoredMedicalDocument => {
  const review = { status: 'approved', reviewer: { _ref: 'doctor-3' }, lastReviewed: '2026-11-20' }
  const withReview = { ...doc, review }
  return { ...withReview, review: { ...review, approvedFingerprint: contentFingerprint(withReview) } }
}
const guide = approved({ _id: 'condition-x', _type: 'conditionArticle', title: 'Approved text' })
const reader = (published: StoredMedicalDocument | null, history: StoredMedicalDocument[] | Error): ApprovalReader => ({
  published: async () => published,
  history: async () => {
    if (history instanceof Error) throw history
    return history
  },
})

describe('medical pages show approved text only', () => {
  it('shows an approved published version as it is', async () => {
    expect(isApprovedForReaders(guide)).toBe(true)
    expect(await approvedVersion('condition-x', reader(guide, new Error('not read')))).toEqual({ kind: 'current' })
    expect(await approvedVersion('condition-x', reader(null, []))).toEqual({ kind: 'current' })
  })

  it('shows the last approved earlier version when the published one is not approved or changed since', async () => {
    const edited = { ...guide, title: 'Changed without a review' }
    const unreviewed = { ...guide, title: 'Never reviewed', review: { status: 'inReview' } }
    const older = approved({ _id: 'condition-x', _type: 'conditionArticle', title: 'Older approved text' })
    for (const published of [edited, unreviewed]) {
      expect(isApprovedForReaders(published)).toBe(false)
      expect(await approvedVersion('condition-x', reader(published, [unreviewed, guide, older]))).toEqual({
        kind: 'earlier',
        doc: guide,
      })
    }
  })

  it('withholds the page when no approved version is found, or the history cannot be read', async () => {
    const edited = { ...guide, title: 'Changed without a review' }
    expect(await approvedVersion('condition-x', reader(edited, [edited]))).toEqual({ kind: 'withheld' })
    expect(await approvedVersion('condition-x', reader(edited, new Error('401')))).toEqual({ kind: 'withheld' })
    // Another document's approved version is not this one's.
    expect(await approvedVersion('condition-x', reader(edited, [{ ...guide, _id: 'condition-y' }]))).toEqual({
      kind: 'withheld',
    })
  })

  it('shows every seed guide and post as it is (each seed approval records the fingerprint of the text it covers)', () => {
    const medical = readDocumentsSync(SEED_DATASET_PATH).filter((d) =>
      ['conditionArticle', 'blogPost'].includes(d._type),
    )
    expect(medical.length).toBeGreaterThan(20)
    expect(medical.filter((d) => !isApprovedForReaders(d)).map((d) => d._id)).toEqual([])
  })

  it('does not count an approval without a fingerprint: it vouches for no text', async () => {
    const { approvedFingerprint: _, ...review } = guide.review!
    void _
    const unstamped = { ...guide, title: 'Written around the gate, approval kept', review }
    expect(isApprovedForReaders(unstamped)).toBe(false)
    expect(await approvedVersion('condition-x', reader(unstamped, [unstamped, guide]))).toEqual({
      kind: 'earlier',
      doc: guide,
    })
  })
})

describe("readers' lists leave out guides and posts whose published version is not approved", () => {
  const edited = { ...guide, _id: 'condition-y', title: 'Changed without a review' }
  const docs = new Map<string, StoredMedicalDocument>([
    ['condition-x', { ...guide, _rev: 'a1' }],
    ['condition-y', { ...edited, _rev: 'b1' }],
  ])
  const reads: string[][] = []
  const reader = {
    revisions: async () => [...docs.values()].map((d) => ({ _id: d._id as string, _rev: d._rev as string })),
    documents: async (ids: string[]) => {
      reads.push(ids)
      return ids.map((id) => docs.get(id)!)
    },
  }

  it('withholds the unapproved one, and reads each revision whole only once', async () => {
    const verdicts = new Map<string, boolean>()
    expect([...(await withheldIds(reader, verdicts))]).toEqual(['condition-y'])
    expect(reads).toEqual([['condition-x', 'condition-y']])
    // Nothing changed: judged from the verdicts, nothing read whole.
    expect([...(await withheldIds(reader, verdicts))]).toEqual(['condition-y'])
    expect(reads).toHaveLength(1)
    // A reviewer approves the edit: its new revision is read, and the list shows it again.
    docs.set('condition-y', { ...approved({ ...edited, review: undefined }), _rev: 'b2' })
    expect([...(await withheldIds(reader, verdicts))]).toEqual([])
    expect(reads.at(-1)).toEqual(['condition-y'])
  })

  it('reads unjudged documents in batches', async () => {
    const many = Array.from({ length: JUDGE_BATCH + 3 }, (_, i) => ({ ...guide, _id: `g${i}`, _rev: 'r' }))
    const batches: number[] = []
    const withheld = await withheldIds(
      {
        revisions: async () => many.map((d) => ({ _id: d._id, _rev: d._rev })),
        documents: async (ids) => (batches.push(ids.length), many.filter((d) => ids.includes(d._id))),
      },
      new Map(),
    )
    expect(withheld.size).toBe(0)
    expect(batches).toEqual([JUDGE_BATCH, 3])
  })
})

describe('through the local lake and its history API', () => {
  const TOKEN = 'approved-test-token-0123456789abcdefgh'
  // A guide approved as the seed's are (the fingerprint of its text), and its reviewer.
  const unstampedGuide = {
    _id: 'condition-test',
    _type: 'conditionArticle',
    title: 'The approved guide',
    slug: { _type: 'slug', current: 'test' },
    lastUpdated: '2026-01-01',
    review: { status: 'approved', reviewer: { _type: 'reference', _ref: 'doctor-3' }, lastReviewed: '2026-01-01' },
  }
  const seedGuide = {
    ...unstampedGuide,
    review: { ...unstampedGuide.review, approvedFingerprint: contentFingerprint(unstampedGuide) },
  }
  let lake: Lake
  let editor: SanityClient
  let anonymous: SanityClient

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'approved-'))
    const doctor = { _id: 'doctor-3', _type: 'doctor', name: 'Dr. Sofia Reyes' }
    writeFileSync(path.join(dir, 'dataset.ndjson'), [doctor, seedGuide].map((d) => JSON.stringify(d) + '\n').join(''))
    const config = parseLakeConfig(
      { LOCAL_STUDIO_TOKEN: TOKEN, LOCAL_DATASET_PATH: path.join(dir, 'dataset.ndjson'), LAKE_HOST: '127.0.0.1' },
      dir,
      0,
    )
    // No publish gate, as in Sanity's Content Lake: the write below goes around the Studio's review.
    lake = await startLake(config, { log: () => undefined })
    const base = {
      projectId: 'local',
      dataset: 'production',
      apiVersion: '2025-02-19',
      apiHost: lake.origin,
      useProjectHostname: false,
      useCdn: false,
    }
    editor = createClient({ ...base, token: TOKEN })
    anonymous = createClient(base)
  })

  afterAll(async () => {
    await lake?.close()
  })

  it('falls back to the approved text when a guide is written straight to its published id without approval', async () => {
    await editor.createOrReplace({
      ...seedGuide,
      title: 'Written around the review gate',
      review: { ...seedGuide.review, status: 'inReview' },
    })
    const reader: ApprovalReader = {
      published: async (id) => (await editor.getDocument<StoredMedicalDocument>(id)) ?? null,
      history: historyFromApi(editor, 'production'),
    }
    const verdict = await approvedVersion(seedGuide._id, reader)
    expect(verdict.kind).toBe('earlier')
    const doc = (verdict as { doc: StoredMedicalDocument }).doc
    expect(doc.title).toBe(seedGuide.title)
    // The page's own fields, read from that version by the content API: the approved title, its reviewer resolved.
    const page = await anonymous.fetch<{ title: string; review: { reviewer: { name: string } } }>(
      `$doc${CONDITION_FIELDS}`,
      { doc, lang: 'en' },
    )
    expect(page).toMatchObject({ title: seedGuide.title, review: { reviewer: { name: 'Dr. Sofia Reyes' } } })
    // Without the token, no history: the page is withheld rather than shown unapproved.
    await expect(historyFromApi(anonymous, 'production')(seedGuide._id, 5)).rejects.toMatchObject({
      statusCode: 401,
    })
  })
})
