import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { COMPACT_FIELD_MIN_CHARS, ConflictError, Dataset, historyFileFor } from '@/lib/dataset/store'
import { parseNdjson, type SanityDocument } from '@/lib/dataset/overlay'

const root = path.resolve(import.meta.dirname, '../..')

function datasetFile(docs: SanityDocument[]): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'dataset-')), 'dataset.ndjson')
  writeFileSync(file, docs.map((d) => JSON.stringify(d)).join('\n') + '\n')
  return file
}

const seed: SanityDocument[] = [
  { _id: 'a', _type: 'faqItem', title: 'A' },
  { _id: 'drafts.a', _type: 'faqItem', title: 'A draft' },
  { _id: 'b', _type: 'faqItem', title: 'B' },
]

describe('dataset module', () => {
  it('gives seed documents a stable revision and builds the three views once per state', async () => {
    const file = datasetFile(seed)
    const one = await Dataset.open(file)
    const two = await Dataset.open(file)
    expect(one.get('a')?._rev).toMatch(/^r[0-9a-f]{21}$/)
    expect(one.get('a')?._rev).toBe(two.get('a')?._rev)
    expect(one.view('raw').map((d) => d._id)).toEqual(['a', 'drafts.a', 'b'])
    expect(one.view('published').map((d) => d._id)).toEqual(['a', 'b'])
    expect(one.view('drafts').find((d) => d._id === 'a')).toMatchObject({ title: 'A draft', _originalId: 'drafts.a' })
    expect(one.view('published')).toBe(one.view('published'))
  })

  it('stamps each transaction with _rev and _updatedAt, writes the file and records the history', async () => {
    const file = datasetFile(seed)
    const dataset = await Dataset.open(file)
    const commits: string[] = []
    dataset.on('commit', (tx) => commits.push(tx.id))
    const tx = await dataset.transact(
      (read) => ({
        changes: new Map([
          ['b', { ...read('b')!, title: 'B2' }],
          ['c', { _id: 'c', _type: 'faqItem' }],
        ]),
      }),
      { transactionId: 'tx-1' },
    )
    expect(tx.changes.map((c) => c.id)).toEqual(['b', 'c'])
    const onDisk = parseNdjson(readFileSync(file, 'utf8'))
    expect(onDisk.find((d) => d._id === 'b')).toMatchObject({ title: 'B2', _rev: 'tx-1', _updatedAt: tx.timestamp })
    expect(onDisk.find((d) => d._id === 'c')).toMatchObject({ _rev: 'tx-1', _createdAt: tx.timestamp })
    expect(dataset.view('published').find((d) => d._id === 'b')?.title).toBe('B2')
    expect(commits).toEqual(['tx-1'])
    const history = readFileSync(historyFileFor(file), 'utf8').trim().split('\n')
    expect(JSON.parse(history[0] ?? 'null')).toMatchObject({
      id: 'tx-1',
      changes: [
        { id: 'b', before: { title: 'B' } },
        { id: 'c', before: null },
      ],
    })
    expect((await dataset.transactions()).map((t) => t.id)).toEqual(['tx-1'])
  })

  it('serializes writes: two editors checking the same revision at once, the second gets a conflict', async () => {
    const file = datasetFile(seed)
    const dataset = await Dataset.open(file)
    const expected = dataset.get('a')!._rev
    const edit = (title: string) =>
      dataset.transact((read) => {
        if (read('a')!._rev !== expected) throw new ConflictError('Document "a" has changed')
        return { changes: new Map([['a', { ...read('a')!, title }]]) }
      })
    const results = await Promise.allSettled([edit('First'), edit('Second')])
    expect(results[0].status).toBe('fulfilled')
    expect(results[1]).toMatchObject({ status: 'rejected', reason: { status: 409 } })
    expect(parseNdjson(readFileSync(file, 'utf8')).find((d) => d._id === 'a')?.title).toBe('First')
  })

  it('applies both of two concurrent edits to different documents', async () => {
    const file = datasetFile(seed)
    const dataset = await Dataset.open(file)
    await Promise.all([
      dataset.transact((read) => ({ changes: new Map([['a', { ...read('a')!, title: 'A2' }]]) })),
      dataset.transact((read) => ({ changes: new Map([['b', { ...read('b')!, title: 'B2' }]]) })),
    ])
    const titles = parseNdjson(readFileSync(file, 'utf8')).map((d) => d.title)
    expect(titles).toEqual(['A2', 'A draft', 'B2'])
  })

  it('reloads a file another process replaced before writing, so that write is not lost', async () => {
    const file = datasetFile(seed)
    const dataset = await Dataset.open(file)
    writeFileSync(
      file,
      [...seed, { _id: 'z', _type: 'faqItem', title: 'From npm run seed' }].map((d) => JSON.stringify(d)).join('\n'),
    )
    await dataset.transact((read) => ({ changes: new Map([['b', { ...read('b')!, title: 'B2' }]]) }))
    const ids = parseNdjson(readFileSync(file, 'utf8')).map((d) => d._id)
    expect(ids).toContain('z')
  })

  it('a failure mid-write leaves the old file, the old memory, no temporary file, and the next write works', async () => {
    const file = datasetFile(seed)
    const before = readFileSync(file, 'utf8')
    let fail = true
    const dataset = await Dataset.open(file, {
      hooks: {
        writeTemp: async (handle, text) => {
          await handle.write(text.slice(0, 10))
          if (fail) throw new Error('disk full')
          await handle.write(text.slice(10))
        },
      },
    })
    await expect(
      dataset.transact((read) => ({ changes: new Map([['a', { ...read('a')!, title: 'Lost' }]]) })),
    ).rejects.toThrow('disk full')
    expect(readFileSync(file, 'utf8')).toBe(before)
    expect(dataset.get('a')?.title).toBe('A')
    expect(readdirSync(path.dirname(file)).filter((n) => n.endsWith('.tmp'))).toEqual([])
    fail = false
    await dataset.transact((read) => ({ changes: new Map([['a', { ...read('a')!, title: 'Kept' }]]) }))
    expect(parseNdjson(readFileSync(file, 'utf8')).find((d) => d._id === 'a')?.title).toBe('Kept')
  })

  it('a process killed mid-write (SIGKILL) leaves a complete, valid dataset', async () => {
    const file = datasetFile(seed)
    const before = readFileSync(file, 'utf8')
    const run = promisify(execFile)(
      path.join(root, 'node_modules/.bin/tsx'),
      [path.join(root, 'tests/support/crash-mid-write.mts'), file],
      { cwd: root },
    )
    // tsx runs the script in a child and reports its SIGKILL as exit code 137 (128 + 9).
    const error = await run.then(
      () => undefined,
      (e: { code: number | null; signal: string | null }) => e,
    )
    expect(error?.signal === 'SIGKILL' || error?.code === 137).toBe(true)
    // The half-written temporary file is there, but the dataset itself is untouched and parses.
    expect(readdirSync(path.dirname(file)).some((n) => n.endsWith('.tmp'))).toBe(true)
    expect(readFileSync(file, 'utf8')).toBe(before)
    expect(parseNdjson(readFileSync(file, 'utf8'))).toHaveLength(3)
    // The next writer removes the leftover and works.
    const dataset = await Dataset.open(file)
    expect(readdirSync(path.dirname(file)).some((n) => n.endsWith('.tmp'))).toBe(false)
    await dataset.transact((read) => ({ changes: new Map([['a', { ...read('a')!, title: 'After the crash' }]]) }))
    expect(parseNdjson(readFileSync(file, 'utf8')).find((d) => d._id === 'a')?.title).toBe('After the crash')
  })

  it('refuses an invalid transaction id and writes nothing when nothing changes', async () => {
    const file = datasetFile(seed)
    const dataset = await Dataset.open(file)
    await expect(dataset.transact(() => ({ changes: new Map() }), { transactionId: 'bad id/..' })).rejects.toThrow(
      'not valid',
    )
    const tx = await dataset.transact((read) => ({ changes: new Map([['a', { ...read('a')! }]]) }))
    expect(tx.changes).toEqual([])
  })
})

describe('compact dataset (the site reader)', () => {
  const seedFile = path.join(root, 'studio/seed/dataset.ndjson')
  const longBody = (words: number) => [
    {
      _type: 'block',
      _key: 'b1',
      style: 'normal',
      markDefs: [],
      children: [{ _type: 'span', _key: 's1', text: 'word '.repeat(words).trim(), marks: [] }],
    },
  ]

  it('reads every seed document exactly as the plain reader does, large fields included', async () => {
    const plain = await Dataset.open(seedFile, { historyFile: false })
    const compact = await Dataset.open(seedFile, { historyFile: false, compact: true })
    for (const view of ['raw', 'published', 'drafts'] as const) {
      expect(JSON.stringify(compact.view(view))).toBe(JSON.stringify(plain.view(view)))
    }
    // The condition guides and blog posts really are held compacted: their bodies are getters, their titles not.
    const post = compact.view('published').find((d) => d._type === 'blogPost')!
    expect(Object.getOwnPropertyDescriptor(post, 'body')?.get).toBeTypeOf('function')
    expect(Object.getOwnPropertyDescriptor(post, 'title')?.value).toBeTypeOf('string')
    expect(Object.keys(post)).toEqual(Object.keys(plain.get(post._id)!))
  })

  it('compacts only fields of at least COMPACT_FIELD_MIN_CHARS, and a read can never change the next one', async () => {
    const file = datasetFile([
      { _id: 'siteSettings', _type: 'siteSettings', title: 'Site' },
      { _id: 'big', _type: 'blogPost', title: 'Big', body: longBody(COMPACT_FIELD_MIN_CHARS / 5 + 10) },
      { _id: 'small', _type: 'blogPost', title: 'Small', body: longBody(20) },
    ])
    const dataset = await Dataset.open(file, { historyFile: false, compact: true })
    const big = dataset.get('big')!
    expect(Object.getOwnPropertyDescriptor(big, 'body')?.get).toBeTypeOf('function')
    expect(Object.getOwnPropertyDescriptor(dataset.get('small')!, 'body')?.value).toEqual(longBody(20))

    const first = big.body as ReturnType<typeof longBody>
    expect(first).toEqual(longBody(COMPACT_FIELD_MIN_CHARS / 5 + 10))
    first[0]!.children[0]!.text = 'changed by a caller'
    expect((big.body as ReturnType<typeof longBody>)[0]!.children[0]!.text).toMatch(/^word word/)
    // A copy of the document (the drafts overlay makes them) carries the field's value.
    expect({ ...big }.body).toEqual(longBody(COMPACT_FIELD_MIN_CHARS / 5 + 10))
  })
})
