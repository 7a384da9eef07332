/**
 * This site's publish gate in a real local Content Lake, with the Studio's own approval patch (reviewPatch,
 * approvalFingerprint): a guide an editor changed is published only once a medical reviewer other than its last
 * editor approves it under their own name; the editor's token cannot publish it before, by the publish action or
 * by writing the published id.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient, type SanityClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureSeedUsers, parseLakeConfig, startLake, type Lake } from '@health-site/local-lake'
import { approvalFingerprint, reviewPatch, transition, type ReviewedDocument } from '../schemas/rules/review-workflow'
import { publishGate, SAMPLE_USERS } from './lake-gate'

const ADMIN_TOKEN = 'lake-gate-test-token-0123456789abcdef'
const GUIDE = {
  _id: 'condition-test',
  _type: 'conditionArticle',
  title: 'Test guide',
  lastUpdated: '2026-01-01',
  review: { status: 'approved', reviewer: { _type: 'reference', _ref: 'doctor-3' }, lastReviewed: '2026-01-01' },
}

let lake: Lake
let dir: string
const clients: Record<string, SanityClient> = {}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'lake-gate-'))
  const doctor = { _id: 'doctor-3', _type: 'doctor', name: 'Dr. Sofia Reyes' }
  writeFileSync(path.join(dir, 'dataset.ndjson'), [doctor, GUIDE].map((d) => JSON.stringify(d) + '\n').join(''))
  const config = parseLakeConfig(
    { LOCAL_STUDIO_TOKEN: ADMIN_TOKEN, LOCAL_DATASET_PATH: path.join(dir, 'dataset.ndjson'), LAKE_HOST: '127.0.0.1' },
    dir,
    0,
  )
  const users = ensureSeedUsers(config.usersPath, [
    ...SAMPLE_USERS,
    { id: 'p-second', name: 'Dr. Second Reviewer', role: 'medical-reviewer' },
  ])
  lake = await startLake(config, { gate: publishGate, log: () => undefined })
  const base = {
    projectId: 'local',
    dataset: 'production',
    apiVersion: '2025-02-19',
    apiHost: lake.origin,
    useProjectHostname: false,
    useCdn: false,
  }
  for (const user of users) clients[user.id] = createClient({ ...base, token: user.token })
})

afterAll(async () => {
  await lake?.close()
})

const status = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { statusCode?: number }) => error.statusCode ?? 0,
  )

/** What Approve in the Studio writes (studio/review-actions.tsx), as the given user, naming `approvedBy`. */
async function approveAs(userId: string, approvedBy: string) {
  const client = clients[userId]!
  const draft = (await client.getDocument('drafts.condition-test')) as ReviewedDocument
  const result = transition({ status: 'inReview' }, { type: 'approve', reviewerId: 'doctor-3', today: '2026-11-27' })
  if (!result.ok) throw new Error(result.reason)
  const transactionId = `approve-${userId}-${Date.now()}`
  const patch = reviewPatch(result.state, {
    approvedBy,
    fingerprint: approvalFingerprint(draft, result.state, null),
    approvedRev: transactionId,
  })
  return client.patch('drafts.condition-test', patch).commit({ transactionId })
}

const publish = (userId: string) =>
  clients[userId]!.action({
    actionType: 'sanity.action.document.publish',
    draftId: 'drafts.condition-test',
    publishedId: 'condition-test',
  })

describe('the site publish gate in the local lake', () => {
  it('keeps an unapproved guide from readers, and publishes it once another person approves it', async () => {
    const editor = 'p-sample-editor'
    await clients[editor]!.createOrReplace({
      ...GUIDE,
      _id: 'drafts.condition-test',
      title: 'Edited guide',
      review: { ...GUIDE.review, status: 'inReview' },
    })
    expect(await status(publish(editor))).toBe(403)
    expect(await status(clients[editor]!.createOrReplace({ ...GUIDE, title: 'Written straight to readers' }))).toBe(403)
    // The editor cannot approve (not a reviewer); the reviewer cannot approve under another name.
    expect(await status(approveAs(editor, 'Alex Morgan (sample editor)'))).toBe(403)
    expect(await status(approveAs('p-sample-reviewer', 'Dr. Second Reviewer'))).toBe(403)
    // The reviewer changes a word, so they are its last editor: the other reviewer must approve.
    await clients['p-sample-reviewer']!.patch('drafts.condition-test').set({ title: 'Edited guide, reworded' }).commit()
    expect(await status(approveAs('p-sample-reviewer', 'Dr. Sofia Reyes (sample medical reviewer)'))).toBe(403)
    expect(await status(approveAs('p-second', 'Dr. Second Reviewer'))).toBe(200)
    expect(await status(publish(editor))).toBe(200)
    expect((await clients[editor]!.getDocument('condition-test'))?.title).toBe('Edited guide, reworded')
  })
})
