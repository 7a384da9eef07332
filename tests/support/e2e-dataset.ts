/**
 * Writes test documents into the e2e server's dataset copy (E2E_DATASET, never the committed seed). When the local
 * Content Lake runs beside the site (issue 12: E2E_STUDIO_TOKEN and E2E_LAKE_PORT are set), it is the one writer of
 * that file, so documents go through its Mutate API; otherwise the file is replaced atomically (temp file, rename),
 * so the server never reads half a file.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs'

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

function rewriteFile(edit: (docs: TestDocument[]) => TestDocument[]) {
  const file = process.env.E2E_DATASET!
  const docs = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as TestDocument)
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
  writeFileSync(
    tmp,
    edit(docs)
      .map((doc) => JSON.stringify(doc))
      .join('\n') + '\n',
  )
  renameSync(tmp, file)
}

/**
 * Creates or replaces documents. `viaFile` forces the file route, for a document whose system fields must stay as
 * given (an expired preview secret: the lake would stamp `_updatedAt` with now).
 */
export async function putDocuments(docs: TestDocument[], { viaFile = false } = {}) {
  if (lake && !viaFile) return mutate(docs.map((doc) => ({ createOrReplace: doc })))
  const ids = new Set(docs.map((d) => d._id))
  rewriteFile((all) => [...all.filter((d) => !ids.has(d._id)), ...docs])
}

export async function removeDocuments(ids: string[], { viaFile = false } = {}) {
  if (lake && !viaFile) return mutate(ids.map((id) => ({ delete: { id } })))
  const drop = new Set(ids)
  rewriteFile((all) => all.filter((d) => !drop.has(d._id)))
}
