/**
 * Writes test documents into the e2e server's dataset copy (E2E_DATASET, never the committed seed). When the local
 * Content Lake runs beside the site (issue 12: E2E_STUDIO_TOKEN and E2E_LAKE_PORT are set), it is the one writer of
 * that file, so documents go through its Mutate API; otherwise the file is replaced atomically (temp file, rename),
 * so the server never reads half a file. `readDataset` reads what the lake acknowledged (the file and its log).
 */
import { closeSync, openSync, renameSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs'
import { readDocumentsSync, walFileFor } from '@health-site/local-lake/files'

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
 * Replaces a dataset file the way another process would (temp file, rename), starting from what the lake
 * acknowledged (the file and its log): the new file then holds every edit the lake made, and the log, whose header
 * names the file it replaced, is ignored from then on.
 *
 * Parallel workers rewrite the same file: one at a time (a lock file beside it), or two rewrites read the same state
 * and the second drops the first's documents. And the lake may log an edit (a Studio test's publish) while a rewrite
 * is being written: that edit would be lost with the log, so the rewrite starts again when the log changed meanwhile.
 */
export function rewriteDataset(file: string, edit: (docs: TestDocument[]) => TestDocument[]) {
  withFileLock(`${file}.test-lock`, () => {
    const wal = walFileFor(file)
    for (let attempt = 1; ; attempt++) {
      const before = logState(wal)
      const docs = readDocumentsSync(file) as TestDocument[]
      const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
      writeFileSync(
        tmp,
        edit(docs)
          .map((doc) => JSON.stringify(doc))
          .join('\n') + '\n',
      )
      if (logState(wal) === before || attempt === 10) {
        renameSync(tmp, file)
        return
      }
      rmSync(tmp, { force: true })
    }
  })
}

/** The log's size and time, or "none": a change means the lake wrote while a rewrite was being prepared. */
function logState(wal: string): string {
  try {
    const stat = statSync(wal)
    return `${stat.size}:${stat.mtimeMs}`
  } catch {
    return 'none'
  }
}

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)

/** Runs `work` holding a lock file other test workers respect; a lock older than 30 s is a crashed worker's. */
function withFileLock(lock: string, work: () => void) {
  const deadline = Date.now() + 30_000
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'))
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      try {
        if (Date.now() - statSync(lock).mtimeMs > 30_000) rmSync(lock, { force: true })
      } catch {
        // Released meanwhile: try again.
      }
      if (Date.now() > deadline) throw new Error(`${lock} is held by another test worker for more than 30 s`)
      pause(20)
    }
  }
  try {
    work()
  } finally {
    unlinkSync(lock)
  }
}

const rewriteFile = (edit: (docs: TestDocument[]) => TestDocument[]) => rewriteDataset(process.env.E2E_DATASET!, edit)

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

/** Every document of the e2e dataset as the lake last acknowledged it. */
export function readDataset(): TestDocument[] {
  return readDocumentsSync(process.env.E2E_DATASET!) as TestDocument[]
}
