/**
 * Conformance: a project's datasets, as Sanity's projects API reference and @sanity/client's `datasets` and
 * `projects` clients use them. The lake starts with no dataset file at all (an empty dataset, as a new project's).
 */
import { afterAll, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { conformanceLake, PROJECT_ID } from './harness'

const lake = conformanceLake()

describe('an empty start', () => {
  it('serves an empty configured dataset when no dataset file exists', async () => {
    const { editor, anonymous } = lake.clients[0]!
    expect(await editor.fetch('count(*)')).toBe(0)
    expect(await anonymous.fetch('*[_type == "movie"]')).toEqual([])
    expect(await editor.datasets.list()).toEqual([expect.objectContaining({ name: 'production', aclMode: 'public' })])
  })
})

describe.each(['v7', 'v8'] as const)('datasets through @sanity/client %s', (version) => {
  const name = `staging-${version}`
  const editor = () => lake.client(version)
  const inDataset = (dataset: string, token?: null) => lake.client(version, { dataset, token })

  it('creates a dataset, lists it, and keeps its documents apart from the others', async () => {
    expect(await editor().datasets.create(name, { aclMode: 'public' })).toEqual({
      datasetName: name,
      aclMode: 'public',
    })
    expect((await editor().datasets.list()).map((d) => d.name)).toContain(name)
    await inDataset(name).create({ _id: 'movie-a', _type: 'movie', title: `Only in ${name}` })
    expect(await inDataset(name, null).fetch('*[_id == "movie-a"][0].title')).toBe(`Only in ${name}`)
    expect(await inDataset('production').fetch('*[_id == "movie-a"][0].title')).toBeNull()
  })

  it("keeps each dataset's history apart", async () => {
    const res = await lake.fetch(`/v2025-02-19/data/history/${name}/transactions/movie-a?excludeContent=true`)
    expect(res.status).toBe(200)
    expect((await res.text()).trim().split('\n')).toHaveLength(1)
    const other = await lake.fetch('/v2025-02-19/data/history/production/transactions/movie-a?excludeContent=true')
    expect((await other.text()).trim()).toBe('')
  })

  it('answers sanity::projectId() and sanity::dataset() for the dataset queried', async () => {
    expect(await inDataset(name).fetch('{"p": sanity::projectId(), "d": sanity::dataset()}')).toEqual({
      p: PROJECT_ID,
      d: name,
    })
  })

  it('refuses a second dataset of the same name (409) and a name Sanity refuses (400)', async () => {
    await expect(editor().datasets.create(name)).rejects.toMatchObject({ statusCode: 409 })
    // The client checks names itself; raw HTTP shows the API's own refusal.
    for (const bad of ['Upper', '-dash-first', 'a'.repeat(65), 'dots.in.name'])
      expect((await lake.fetch(`/v2025-02-19/datasets/${bad}`, { method: 'PUT', body: '{}' })).status).toBe(400)
  })

  it('makes a dataset private: anonymous callers cannot read it, the token can', async () => {
    const secret = `${name}-private`
    await editor().datasets.create(secret, { aclMode: 'private' })
    await inDataset(secret).create({ _id: 'hidden', _type: 'movie', title: 'Hidden' })
    await expect(inDataset(secret, null).fetch('*[_id == "hidden"][0].title')).rejects.toMatchObject({
      statusCode: 401,
    })
    expect(await inDataset(secret).fetch('*[_id == "hidden"][0].title')).toBe('Hidden')
    expect(await editor().datasets.edit(secret, { aclMode: 'public' })).toEqual({
      datasetName: secret,
      aclMode: 'public',
    })
    expect(await inDataset(secret, null).fetch('*[_id == "hidden"][0].title')).toBe('Hidden')
  })

  it('deletes a dataset: its documents and files are gone, its name is free again', async () => {
    expect(await editor().datasets.delete(name)).toEqual({ deleted: true })
    expect((await editor().datasets.list()).map((d) => d.name)).not.toContain(name)
    await expect(inDataset(name).fetch('count(*)')).rejects.toMatchObject({ statusCode: 404 })
    await editor().datasets.create(name)
    expect(await inDataset(name).fetch('count(*)')).toBe(0)
  })

  it('refuses a dataset name that climbs out of the datasets folder', async () => {
    // 400 (not a dataset name), 404 (no such dataset) or 501 (the URL parser folded `..` away: no route): never a
    // file outside the folder, never a 5xx.
    const refused = [400, 404, 501]
    for (const name of ['..%2F..%2Fetc', '%2E%2E', '..', 'production%2F..%2Fx']) {
      for (const [path, init] of [
        [`/v2025-02-19/data/query/${name}?query=count(*)`, {}],
        [`/v2025-02-19/datasets/${name}`, { method: 'DELETE' }],
        [`/v2025-02-19/datasets/${name}`, { method: 'PUT', body: '{}' }],
      ] as const)
        expect(refused, `${init.method ?? 'GET'} ${path}`).toContain((await lake.fetch(path, init)).status)
    }
    expect((await lake.client(version).datasets.list()).map((d) => d.name)).not.toContain('..')
  })

  it('answers a query on a dataset that does not exist with 404', async () => {
    await expect(inDataset(`nothing-${version}`).fetch('count(*)')).rejects.toMatchObject({ statusCode: 404 })
  })

  it('lists the project for a caller with the token, and refuses one without', async () => {
    expect((await editor().projects.list()).map((p) => p.id)).toEqual([PROJECT_ID])
    await expect(lake.client(version, { token: null }).projects.list()).rejects.toMatchObject({ statusCode: 401 })
  })

  it('refuses to create or delete a dataset without the token', async () => {
    const anonymous = lake.client(version, { token: null })
    await expect(anonymous.datasets.create(`x-${version}`)).rejects.toMatchObject({ statusCode: 401 })
    await expect(anonymous.datasets.delete('production')).rejects.toMatchObject({ statusCode: 401 })
  })
})

describe('the configured dataset', () => {
  it('cannot be deleted while the lake runs (400)', async () => {
    await expect(lake.client('v8').datasets.delete('production')).rejects.toMatchObject({ statusCode: 400 })
  })
})

describe('a lake started with another dataset name and a dataset limit', () => {
  const other = conformanceLake({
    documents: [{ _id: 'movie-1', _type: 'movie', title: 'In staging' }],
    env: { LAKE_DATASET: 'staging', LAKE_MAX_DATASETS: '2' },
  })

  it('serves its dataset file under the configured name, and no "production"', async () => {
    const client = other.client('v8', { dataset: 'staging' })
    expect(await client.fetch('*[_id == "movie-1"][0].title')).toBe('In staging')
    expect(await client.fetch('sanity::dataset()')).toBe('staging')
    await expect(other.client('v8').fetch('count(*)')).rejects.toMatchObject({ statusCode: 404 })
  })

  it('refuses a dataset past LAKE_MAX_DATASETS (409) with a message naming the setting', async () => {
    const client = other.client('v8', { dataset: 'staging' })
    await client.datasets.create('second')
    const refused = await client.datasets.create('third').catch((error: Error) => error)
    expect(refused).toMatchObject({ statusCode: 409 })
    expect(String(refused)).toContain('LAKE_MAX_DATASETS')
  })
})

describe('assets per dataset', () => {
  it("serves a dataset's uploaded file at its own address, not under another dataset", async () => {
    await lake.client('v8').datasets.create('pictures')
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#cc3366' } })
      .png()
      .toBuffer()
    const asset = await lake.client('v8', { dataset: 'pictures' }).assets.upload('image', png, { filename: 'a.png' })
    const file = new URL(asset.url).pathname
    expect(file).toMatch(/^\/images\/local\/pictures\//)
    const served = await lake.fetch(file, { token: null })
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)
    expect((await lake.fetch(file.replace('/pictures/', '/production/'), { token: null })).status).toBe(404)
  })
})

describe('listeners per dataset', () => {
  it("tells a dataset's listener about its own writes only", async () => {
    const editor = lake.client('v8')
    await editor.datasets.create('listened')
    const listened = lake.client('v8', { dataset: 'listened' })
    const events: string[] = []
    const welcome = new Promise<void>((resolve, reject) => {
      const subscription = listened.listen('*[_type == "movie"]', {}, { events: ['welcome', 'mutation'] }).subscribe({
        next: (event) => {
          if (event.type === 'welcome') resolve()
          if (event.type === 'mutation') events.push(event.documentId)
        },
        error: reject,
      })
      teardown.push(() => subscription.unsubscribe())
    })
    await welcome
    await editor.create({ _id: 'elsewhere', _type: 'movie', title: 'In production' })
    await listened.create({ _id: 'here', _type: 'movie', title: 'In listened' })
    await expect.poll(() => events, { timeout: 10_000 }).toEqual(['here'])
  })
})

const teardown: Array<() => void> = []
afterAll(() => teardown.forEach((stop) => stop()))
