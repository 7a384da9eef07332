/**
 * Conformance: Sanity's Export API (`GET /data/export/:dataset`), read raw and by Sanity's own tooling
 * (`@sanity/export`, what `sanity dataset export` runs), and an export imported into an empty dataset by
 * `@sanity/import` (what `sanity dataset import` runs) reproducing the dataset.
 */
import { execFileSync } from 'node:child_process'
import { createReadStream, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { exportDataset } from '@sanity/export'
import { sanityImport } from '@sanity/import'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { conformanceLake } from './harness'

type Doc = Record<string, unknown> & { _id: string; _type: string }

const people: Doc[] = Array.from({ length: 1_200 }, (_, i) => ({
  _id: `person-${String(i).padStart(4, '0')}`,
  _type: 'person',
  name: `Person ${i}`,
}))
/** As every document of a Sanity dataset has them (an import keeps `_createdAt`). */
const stored = { _createdAt: '2025-06-01T10:00:00Z', _updatedAt: '2025-06-02T10:00:00Z', _rev: 'seeded' }
const lake = conformanceLake({
  documents: [
    ...people,
    {
      _id: 'movie-1',
      _type: 'movie',
      title: 'The Example',
      director: { _type: 'reference', _ref: 'person-0001' },
      location: { _type: 'geopoint', lat: 59.91, lng: 10.75 },
      overview: [
        { _type: 'block', _key: 'b1', style: 'normal', children: [{ _type: 'span', _key: 's1', text: 'A film.' }] },
      ],
    },
    { _id: 'drafts.movie-1', _type: 'movie', title: 'The Example (draft)' },
  ].map((doc) => ({ ...stored, ...doc })),
})

const ndjson = (text: string): Doc[] =>
  text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Doc)

let imageId = ''
beforeAll(async () => {
  const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer()
  const asset = await lake.client('v8').assets.upload('image', png, { filename: 'poster.png' })
  imageId = asset._id
  await lake
    .client('v8')
    .patch('movie-1')
    .set({ poster: { _type: 'image', asset: { _type: 'reference', _ref: imageId } } })
    .commit()
})

describe('the Export API, raw', () => {
  it('streams every document as NDJSON, drafts included with the token, documents first and asset documents last', async () => {
    const res = await lake.fetch('/v2021-06-07/data/export/production')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/x-ndjson/)
    const docs = ndjson(await res.text())
    expect(docs).toHaveLength(people.length + 3)
    expect(docs.map((d) => d._id)).toContain('drafts.movie-1')
    expect(docs.at(-1)).toMatchObject({ _id: imageId, _type: 'sanity.imageAsset' })
    const ids = docs.slice(0, -1).map((d) => d._id)
    expect(ids).toEqual([...ids].sort())
  })

  it('gives an anonymous caller the published documents only', async () => {
    const docs = ndjson(await (await lake.fetch('/v2021-06-07/data/export/production', { token: null })).text())
    expect(docs.map((d) => d._id)).not.toContain('drafts.movie-1')
    expect(docs.map((d) => d._id)).toContain('movie-1')
  })

  it('keeps only the types asked for', async () => {
    const docs = ndjson(await (await lake.fetch('/v2021-06-07/data/export/production?types=movie')).text())
    expect(docs.map((d) => d._id).sort()).toEqual(['drafts.movie-1', 'movie-1'])
  })

  it('pages in cursor mode: each page ends with its next cursor, the last has none', async () => {
    const seen: string[] = []
    let cursor: string | null = ''
    let pages = 0
    while (cursor !== null && pages < 10) {
      const lines = ndjson(
        await (await lake.fetch(`/v2021-06-07/data/export/production?nextCursor=${encodeURIComponent(cursor)}`)).text(),
      )
      pages++
      const last = lines.at(-1) as { nextCursor?: string }
      cursor = typeof last.nextCursor === 'string' && !('_id' in last) ? last.nextCursor : null
      seen.push(...lines.filter((l) => l._id).map((l) => l._id))
    }
    expect(pages).toBe(2)
    expect(new Set(seen).size).toBe(people.length + 3)
    expect(seen).toHaveLength(people.length + 3)
    const bad = await lake.fetch('/v2021-06-07/data/export/production?nextCursor=not-a-cursor')
    expect(bad.status).toBe(400)
  })

  it('answers 404 for a dataset that does not exist', async () => {
    expect((await lake.fetch('/v2021-06-07/data/export/nothing')).status).toBe(404)
  })
})

describe.each(['v7', 'v8'] as const)("Sanity's own export and import tooling, with @sanity/client %s", (version) => {
  it('exports with @sanity/export (documents and the image file), and @sanity/import reproduces the dataset', async () => {
    const client = lake.client(version)
    const folder = path.join(lake.dir, `export-${version}`)
    mkdirSync(folder)
    const archive = path.join(folder, 'production.tar.gz')
    await exportDataset({ client, dataset: 'production', outputPath: archive, assets: true, mode: 'stream' })
    execFileSync('tar', ['-xzf', archive, '-C', folder])
    const [root] = readdirSync(folder).filter((f) => f !== 'production.tar.gz')
    const exported = ndjson(readFileSync(path.join(folder, root!, 'data.ndjson'), 'utf8'))
    expect(exported.find((d) => d._id === 'movie-1')).toMatchObject({
      title: 'The Example',
      poster: { _sanityAsset: expect.stringMatching(/^image@file:\/\/\.\/images\//) },
    })
    const images = readdirSync(path.join(folder, root!, 'images'))
    expect(images).toHaveLength(1)
    expect(existsSync(path.join(folder, root!, 'images', images[0]!))).toBe(true)

    // Into an empty dataset, as `sanity dataset import` does it.
    const target = `copy-${version}`
    await client.datasets.create(target)
    const into = lake.client(version, { dataset: target })
    await sanityImport(createReadStream(archive), {
      client: into,
      operation: 'create',
      onProgress: () => undefined,
    } as Parameters<typeof sanityImport>[1])

    const read = async (dataset: string) =>
      ndjson(await (await lake.fetch(`/v2021-06-07/data/export/${dataset}`)).text())
    // What an import cannot keep: the revision and time of the write; for an asset, which is uploaded again, its
    // own address and when it was made.
    const unkept = new Set(['_rev', '_updatedAt'])
    const unkeptOfAssets = new Set([...unkept, '_createdAt', 'url', 'path', 'uploadId'])
    const comparable = (docs: Doc[]) =>
      docs.map((doc) => {
        const skip = doc._type === 'sanity.imageAsset' ? unkeptOfAssets : unkept
        return Object.fromEntries(Object.entries(doc).filter(([key]) => !skip.has(key)))
      })
    const [source, copy] = await Promise.all([read('production'), read(target)])
    expect(copy.map((d) => d._id)).toEqual(source.map((d) => d._id))
    expect(comparable(copy)).toEqual(comparable(source))
  }, 120_000)
})
