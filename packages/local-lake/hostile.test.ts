/**
 * Hostile requests to the local Content Lake, replayed against a lake on a temporary copy of the seed
 * (test-support/lake.ts): anonymous streams locking the editor out, anonymous presence sockets kept open, a 500 on
 * malformed percent-encoding, a 500 on a malformed diffMatchPatch, files readable by every user, replaceDraft writing
 * any document ending in `.<id>`, an empty `_type`, and a malformed transaction id answered 409 and echoed in full.
 */
import { chmodSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs'
import { request, type ClientRequest } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { TOKEN, testLake } from './test-support/lake'
import { LIVE_LIMITS } from './live'
import { MAX_ANONYMOUS_LISTENERS } from './listen'
import { restrictLakeFiles } from './working-dataset'

const t = testLake()
const V = '/v2025-02-19'
const auth = { authorization: `Bearer ${TOKEN}` }
const json = { 'content-type': 'application/json' }

/** Streams held open by a test, closed after it. */
const held: ClientRequest[] = []
afterAll(() => held.forEach((r) => r.destroy()))

/** Opens a stream and resolves with its status once the headers are in; the stream stays open. */
function hold(pathAndQuery: string, headers: Record<string, string> = {}) {
  return new Promise<number>((resolve, reject) => {
    const req = request(`${t.lake.origin}${pathAndQuery}`, { headers }, (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    req.on('error', reject)
    req.end()
    held.push(req)
  })
}

describe('local Content Lake under the security probe', () => {
  it('L5: malformed percent-encoding in ids is 400 on every route, anonymous or not, never 500', async () => {
    const paths = [
      `${V}/data/doc/production/%E0%A4%A`,
      `${V}/users/%E0%A4%A`,
      `${V}/data/history/production/documents/%E0%A4%A`,
      `${V}/data/history/production/transactions/%E0%A4%A`,
    ]
    for (const p of paths) {
      expect((await t.raw(p)).status, p).toBeLessThan(500)
      const withToken = await t.raw(p, { headers: auth })
      expect(withToken.status, p).toBeLessThan(500)
    }
    expect((await t.raw(paths[0]!)).status).toBe(400)
    expect(t.logLines.join('\n')).not.toMatch(/URIError/)
  })

  it('L6: a malformed diffMatchPatch is 400 through mutate and through the Studio’s edit action', async () => {
    await t.editor.createOrReplace({ _id: 'probe-fz-e', _type: 'faqItem', question: 'Q' })
    const mutate = await t.raw(`${V}/data/mutate/production`, {
      method: 'POST',
      headers: { ...auth, ...json },
      body: JSON.stringify({ mutations: [{ patch: { id: 'probe-fz-e', diffMatchPatch: { question: 'garbage' } } }] }),
    })
    expect(mutate.status).toBe(400)
    const action = await t.raw(`${V}/data/actions/production`, {
      method: 'POST',
      headers: { ...auth, ...json },
      body: JSON.stringify({
        actions: [
          {
            actionType: 'sanity.action.document.edit',
            draftId: 'drafts.probe-fz-e',
            publishedId: 'probe-fz-e',
            patch: { diffMatchPatch: { missing: 'garbage' } },
          },
        ],
      }),
    })
    expect(action.status).toBe(400)
  })

  it('I1, I2, I3: replaceDraft writes only a draft or version; no empty _type; a bad transaction id is a short 400', async () => {
    const replace = (id: string, publishedId: string) =>
      t.raw(`${V}/data/actions/production`, {
        method: 'POST',
        headers: { ...auth, ...json },
        body: JSON.stringify({
          actions: [
            {
              actionType: 'sanity.action.document.replaceDraft',
              publishedId,
              attributes: { _id: id, _type: 'sanity.previewUrlShareAccess', secret: 'minted-by-revert' },
            },
          ],
        }),
      })
    expect((await replace('sanity-preview-url-secret.share-access', 'share-access')).status).toBe(400)
    expect((await replace('probe-rd-x.probe-rd-pub', 'probe-rd-pub')).status).toBe(400)
    expect(t.onDisk('sanity-preview-url-secret.share-access')).toBeUndefined()
    expect((await replace('versions.rel.probe-rd-pub', 'probe-rd-pub')).status).toBe(200)

    const empty = await t.raw(`${V}/data/actions/production`, {
      method: 'POST',
      headers: { ...auth, ...json },
      body: JSON.stringify({
        actions: [
          {
            actionType: 'sanity.action.document.create',
            publishedId: 'probe-e',
            attributes: { _id: 'drafts.probe-e', _type: '' },
          },
        ],
      }),
    })
    expect(empty.status).toBe(400)

    const longId = await t.raw(`${V}/data/mutate/production`, {
      method: 'POST',
      headers: { ...auth, ...json },
      body: JSON.stringify({ transactionId: 'y'.repeat(20000), mutations: [{ create: { _type: 'faqItem' } }] }),
    })
    expect(longId.status).toBe(400)
    expect(longId.body.length).toBeLessThan(1000)
  })

  it('L3: anonymous live and listen streams are capped, and never lock the editor out', async () => {
    const maxAnonymous = LIVE_LIMITS.maxAnonymousStreams
    for (let i = 0; i < maxAnonymous; i++) expect(await hold(`${V}/data/live/events/production`)).toBe(200)
    expect(await hold(`${V}/data/live/events/production`)).toBe(429)
    expect(await hold(`${V}/data/live/events/production?includeDrafts=true`, auth)).toBe(200)

    for (let i = 0; i < MAX_ANONYMOUS_LISTENERS; i++)
      expect(await hold(`${V}/data/listen/production?query=${encodeURIComponent('*')}`)).toBe(200)
    expect(await hold(`${V}/data/listen/production?query=${encodeURIComponent('*')}`)).toBe(429)
    expect(await hold(`${V}/data/listen/production?query=${encodeURIComponent('*')}`, auth)).toBe(200)
    held.splice(0).forEach((r) => r.destroy())
  })

  it('L4: presence sockets without the token are closed within the grace time, and capped', async () => {
    const url = `${t.lake.origin.replace(/^http/, 'ws')}${V}/socket/production`
    const sockets = Array.from({ length: 20 }, () => new WebSocket(url))
    const closes = sockets.map(
      (ws) =>
        new Promise<{ code: number; at: number }>((resolve) =>
          ws.on('close', (code) => resolve({ code, at: Date.now() })),
        ),
    )
    const started = Date.now()
    const ended = await Promise.all(closes)
    // 16 wait for their authorization and are closed after the grace time; past the cap, the 4 oldest make room at
    // once (the newest may be the editor's).
    expect(ended.filter((e) => e.code === 4429).length).toBe(4)
    expect(ended.filter((e) => e.code === 4401).length).toBe(16)
    expect(Math.max(...ended.map((e) => e.at - started))).toBeLessThan(8000)

    // The editor's socket, authorized at once, stays.
    const editor = new WebSocket(url)
    await new Promise((resolve) => editor.on('open', resolve))
    editor.send(
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'authorization', params: { authorization: `Bearer ${TOKEN}` } }),
    )
    let closed = false
    editor.on('close', () => (closed = true))
    await new Promise((resolve) => setTimeout(resolve, 6000))
    expect(closed).toBe(false)
    editor.close()
  }, 20_000)

  it('L9: the lake’s files and folder become its user’s alone', () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'lake-perm-')), '.lake')
    mkdirSync(path.join(dir, 'assets'), { recursive: true })
    for (const name of ['dataset.ndjson', 'dataset.ndjson.wal', 'dataset.history.ndjson', 'assets/x.png']) {
      writeFileSync(path.join(dir, name), 'private')
      chmodSync(path.join(dir, name), 0o644)
    }
    chmodSync(dir, 0o755)
    restrictLakeFiles(path.join(dir, 'dataset.ndjson'))
    const mode = (p: string) => statSync(path.join(dir, p)).mode & 0o777
    expect(mode('.')).toBe(0o700)
    expect(mode('dataset.ndjson')).toBe(0o600)
    expect(mode('dataset.ndjson.wal')).toBe(0o600)
    expect(mode('dataset.history.ndjson')).toBe(0o600)
    expect(mode('assets')).toBe(0o700)
  })
})
