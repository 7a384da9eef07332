/**
 * The external-link check (npm run check:links) against a server on loopback, as this machine has no internet: live
 * pages, a 404, a server that refuses HEAD but serves GET, a redirect, and one that never answers. The dead ones are
 * reported with where they are used, and the command ends within its timeouts however long the hanging one waits.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkLinks, deadLinkReport, externalLinks } from './link-check'

let server: Server
let base = ''
const hanging = new Set<import('node:http').ServerResponse>()

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = req.url ?? '/'
    if (url === '/live') res.writeHead(200, { 'content-type': 'text/html' }).end('<p>ok</p>')
    else if (url === '/moved') res.writeHead(301, { location: '/live' }).end()
    else if (url === '/no-head') res.writeHead(req.method === 'HEAD' ? 405 : 200).end()
    else if (url === '/hang')
      hanging.add(res) // never answered
    else res.writeHead(404).end('not found')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  for (const res of hanging) res.destroy()
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const docs = () => [
  {
    _id: 'condition-a',
    _type: 'conditionArticle',
    references: [
      { _key: 'r', url: `${base}/live` },
      { _key: 's', url: `${base}/gone` },
    ],
    cta: { href: `${base}/hang` },
    body: [{ _type: 'block', markDefs: [{ _key: 'm', _type: 'link', href: `${base}/no-head` }] }],
  },
  { _id: 'resourceTopic-1', _type: 'resourceTopic', link: { url: `${base}/moved` } },
  { _id: 'drafts.condition-a', _type: 'conditionArticle', references: [{ url: `${base}/draft-only` }] },
  { _id: 'image-x', _type: 'sanity.imageAsset', url: `${base}/asset` },
  { _id: 'page-a', _type: 'infoPage', body: [{ markDefs: [{ href: '/contact' }, { href: 'mailto:a@b.org' }] }] },
]

describe('external link check', () => {
  it('collects every external address once, with where it is used; drafts, assets and site paths left out', () => {
    const uses = externalLinks(docs())
    expect([...uses.keys()].sort()).toEqual(
      ['/gone', '/hang', '/live', '/moved', '/no-head'].map((p) => `${base}${p}`).sort(),
    )
    expect(uses.get(`${base}/gone`)).toEqual([{ id: 'condition-a', path: 'references[1].url' }])
    expect(uses.get(`${base}/no-head`)).toEqual([{ id: 'condition-a', path: 'body[0].markDefs[0].href' }])
  })

  it('reports the 404 and the server that never answers as dead, the rest live, within its timeout', async () => {
    const uses = externalLinks(docs())
    const started = Date.now()
    const results = await checkLinks([...uses.keys()], { timeoutMs: 800, concurrency: 3 })
    expect(Date.now() - started).toBeLessThan(5_000)
    const byPath = Object.fromEntries(results.map((r) => [r.url.slice(base.length), r]))
    expect(byPath['/live']).toMatchObject({ ok: true, status: 200 })
    expect(byPath['/moved']).toMatchObject({ ok: true, status: 200 })
    expect(byPath['/no-head']).toMatchObject({ ok: true, status: 200 })
    expect(byPath['/gone']).toMatchObject({ ok: false, status: 404 })
    expect(byPath['/hang']).toMatchObject({ ok: false, error: 'no answer in 800 ms' })
    expect(deadLinkReport(results, uses)).toEqual([
      `✗ ${base}/gone — HTTP 404`,
      '    in condition-a · references[1].url',
      `✗ ${base}/hang — no answer in 800 ms`,
      '    in condition-a · cta.href',
    ])
  })

  it('the command prints the dead links and fails, and ends although one server hangs', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'check-links-'))
    try {
      const file = path.join(dir, 'export.ndjson')
      writeFileSync(
        file,
        docs()
          .map((doc) => JSON.stringify(doc))
          .join('\n') + '\n',
      )
      const run = promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'scripts/check-links.mts', '--dataset', file, '--timeout', '800'],
        { timeout: 60_000 },
      )
      const failure = await run.then(
        () => null,
        (error: { code?: number; stdout?: string }) => error,
      )
      expect(failure?.code).toBe(1)
      expect(failure?.stdout).toContain(`✗ ${base}/gone — HTTP 404`)
      expect(failure?.stdout).toContain(`✗ ${base}/hang — no answer in 800 ms`)
      expect(failure?.stdout).toContain('3 live, 2 dead')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 90_000)
})
