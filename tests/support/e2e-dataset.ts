/**
 * Writes test documents into the e2e server's dataset copy (E2E_DATASET, never the committed seed). When the local
 * Content Lake runs beside the site (E2E_STUDIO_TOKEN and E2E_LAKE_PORT are set), it is the one writer of
 * that file, so documents go through its Mutate API; otherwise the file is replaced atomically (temp file, rename),
 * so the server never reads half a file. `readDataset` reads what the lake acknowledged (the file and its log).
 */
import { readDocumentsSync, replaceDatasetSync } from '@health-site/local-lake/files'
import { contentFingerprint } from '@/lib/medical/fingerprint'
import {
  approvalFingerprint,
  reviewPatch,
  type ReviewedDocument,
  type ReviewState,
} from '@/schemas/rules/review-workflow'
import { publishGate } from '@/studio/lake-gate'
import { E2E_REVIEWER_TOKEN, E2E_REVIEWER_ID } from './e2e-people'

export type TestDocument = { _id: string; _type: string; [key: string]: unknown }

const token = process.env.E2E_STUDIO_TOKEN
const lakePort = process.env.E2E_LAKE_PORT
const lake = token && lakePort ? `http://127.0.0.1:${lakePort}/v2025-02-19/data` : null

async function send(endpoint: 'mutate' | 'actions', body: object, as = token) {
  const response = await fetch(`${lake!}/${endpoint}/production`, {
    method: 'POST',
    headers: { authorization: `Bearer ${as}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok)
    throw new Error(`The local lake refused the test documents: ${response.status} ${await response.text()}`)
}
const mutate = (mutations: unknown[]) => send('mutate', { mutations })

const isPublishedId = (id: string) => !id.startsWith('drafts.') && !id.startsWith('versions.')

/**
 * What the Studio's Approve writes on a draft or a release version (`doc`, as the lake has it now), sent as the sample
 * medical reviewer: the approval names them and fingerprints the text as it is.
 */
export async function approveAsSampleReviewer(doc: TestDocument, state: ReviewState) {
  const transactionId = `e2e-approve-${doc._id}-${Date.now()}`
  const patch = reviewPatch(state, {
    approvedBy: E2E_REVIEWER_ID,
    fingerprint: approvalFingerprint(doc as TestDocument & ReviewedDocument, state, null),
    approvedRev: transactionId,
  })
  await send('mutate', { transactionId, mutations: [{ patch: { id: doc._id, ...patch } }] }, E2E_REVIEWER_TOKEN)
}

/**
 * A published medical document (a type the lake's publish gate covers, studio/lake-gate.ts) reaches readers the one
 * way the lake allows: the administrator writes it as a draft, the sample medical reviewer approves that draft under
 * their own name (the patch the Studio's Approve sends), and the administrator publishes it. Its review keeps the
 * reviewer and dates it was given. A draft the document had before is put back afterwards, as a write of the
 * published document alone would have left it.
 */
async function publishThroughReview(doc: TestDocument) {
  const draftId = `drafts.${doc._id}`
  const earlier = readDataset().find((d) => d._id === draftId)
  const {
    approvedBy: _by,
    approvedFingerprint: _print,
    approvedRev: _rev,
    ...review
  } = (doc.review ?? {}) as Record<string, unknown>
  void [_by, _print, _rev]
  const draft = { ...doc, _id: draftId, review: { ...review, status: 'inReview' } } as TestDocument & ReviewedDocument
  await mutate([{ createOrReplace: draft }])
  const state: ReviewState = {
    status: 'approved',
    reviewerId: (review.reviewer as { _ref?: string } | undefined)?._ref,
    lastReviewed: review.lastReviewed as string | undefined,
    nextReviewDue: review.nextReviewDue as string | undefined,
    triageOverrides: review.triageOverrides as ReviewState['triageOverrides'],
  }
  await approveAsSampleReviewer(draft, state)
  await send('actions', {
    actions: [{ actionType: 'sanity.action.document.publish', draftId, publishedId: doc._id }],
  })
  if (earlier) {
    const { _rev: _earlierRev, _updatedAt: _earlierAt, ...kept } = earlier
    void [_earlierRev, _earlierAt]
    await mutate([{ createOrReplace: kept }])
  }
}

/**
 * Replaces a dataset file the way another process would, under the lake's write lock, starting from what the lake
 * acknowledged (the lake package's `replaceDatasetSync`): without the lock a fold renamed its older copy over a
 * fixture just written, or a Studio edit logged between the read and the rename was dropped with the log.
 */
export function rewriteDataset(file: string, edit: (docs: TestDocument[]) => TestDocument[]) {
  replaceDatasetSync(file, edit)
}

const rewriteFile = (edit: (docs: TestDocument[]) => TestDocument[]) => rewriteDataset(process.env.E2E_DATASET!, edit)

/**
 * A fixture copied from an approved document and changed (a new title, a new slug) stands for approved content: its
 * approval is given the fingerprint of the text as given, as a reviewer's approval of it would record. Without it the
 * site would rightly withhold the page and leave it out of lists (lib/content/approved.ts).
 */
function approvedAsGiven(doc: TestDocument): TestDocument {
  const review = doc.review as { status?: string } | undefined
  if (review?.status !== 'approved') return doc
  return { ...doc, review: { ...review, approvedFingerprint: contentFingerprint(doc) } }
}

/**
 * Creates or replaces documents. `viaFile` forces the file route, for a document whose system fields must stay as
 * given (an expired preview secret: the lake would stamp `_updatedAt` with now). `keepReview` stores a copied
 * approval as it was, for a draft whose approval covers the text it was copied from, not its own.
 */
export async function putDocuments(given: TestDocument[], { viaFile = false, keepReview = false } = {}) {
  const docs = keepReview ? given : given.map(approvedAsGiven)
  if (lake && !viaFile) {
    // Published medical documents through review, one by one; everything else in one transaction.
    const reviewed = docs.filter((doc) => isPublishedId(doc._id) && publishGate.covers(doc))
    const rest = docs.filter((doc) => !reviewed.includes(doc))
    if (rest.length) await mutate(rest.map((doc) => ({ createOrReplace: doc })))
    for (const doc of reviewed) await publishThroughReview(doc)
    return
  }
  const ids = new Set(docs.map((d) => d._id))
  rewriteFile((all) => [...all.filter((d) => !ids.has(d._id)), ...docs])
}

export async function removeDocuments(ids: string[], { viaFile = false } = {}) {
  if (lake && !viaFile) return mutate(ids.map((id) => ({ delete: { id } })))
  const drop = new Set(ids)
  rewriteFile((all) => all.filter((d) => !drop.has(d._id)))
}

/** Every document of the e2e dataset as the lake last acknowledged it. */
export function readDataset(): TestDocument[] {
  return readDocumentsSync(process.env.E2E_DATASET!) as TestDocument[]
}
