/**
 * Writes test documents into the e2e server's dataset copy (E2E_DATASET, never the committed seed). When the local
 * Content Lake runs beside the site (E2E_STUDIO_TOKEN and E2E_LAKE_PORT are set), it is the one writer of
 * that file, so documents go through its Mutate API; otherwise the file is replaced atomically (temp file, rename),
 * so the server never reads half a file. `readDataset` reads what the lake acknowledged (the file and its log).
 */
import { readDocumentsSync, replaceDatasetSync } from '@health-site/local-lake/files'
import { contentFingerprint } from '@/lib/medical/fingerprint'

export type TestDocument = { _id: string; _type: string; [key: string]: unknown }

const token = process.env.E2E_STUDIO_TOKEN
const lakePort = process.env.E2E_LAKE_PORT
const lake = token && lakePort ? `http://127.0.0.1:${lakePort}/v2025-02-19/data/mutate/production` : null

async function mutate(mutations: unknown[]) {
  const response = await fetch(lake!, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ mutations }),
  })
  if (!response.ok)
    throw new Error(`The local lake refused the test documents: ${response.status} ${await response.text()}`)
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
  if (lake && !viaFile) return mutate(docs.map((doc) => ({ createOrReplace: doc })))
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
