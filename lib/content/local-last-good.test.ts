import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { datasetVersion, localFetch } from '@/lib/content/local'

const line = (doc: object) => JSON.stringify(doc)
const good = (tagline: string) =>
  [
    line({ _id: 'siteSettings', _type: 'siteSettings', tagline }),
    line({ _id: 'a', _type: 'conditionArticle', slug: { current: 'a' }, name: 'A' }),
  ].join('\n')

let bump = 0
/** Writes the file and moves its mtime forward, so each write is a new version even within one millisecond. */
function replace(file: string, text: string) {
  writeFileSync(file, text)
  const later = new Date(Date.now() + 10_000 * ++bump)
  utimesSync(file, later, later)
}

const tagline = (file: string) =>
  localFetch<string | null>(file, '*[_type == "siteSettings"][0].tagline', {}, 'published')

describe('local backend: the last good content survives a broken dataset file', () => {
  afterEach(() => vi.restoreAllMocks())

  it.each([
    ['an invalid JSON line', (text: string) => `${text}\n{"_id": "x", "_type": oops}`, /line 3 is not valid JSON/],
    ['a truncated write', (text: string) => text.slice(0, Math.floor(text.length * 0.6)), /line 2 is not valid JSON/],
    [
      'no siteSettings document',
      (text: string) => text.split('\n').slice(1).join('\n'),
      /no published siteSettings document/,
    ],
    ['an empty file', () => '', /no published siteSettings document/],
  ])(
    '%s: keeps answering with the last good content, logs once, recovers without a restart',
    async (_l, breakIt, message) => {
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'dataset-')), 'dataset.ndjson')
      replace(file, good('First'))
      expect(await tagline(file)).toBe('First')

      const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
      replace(file, breakIt(readFileSync(file, 'utf8')))
      for (let i = 0; i < 5; i++) expect(await tagline(file)).toBe('First')
      expect(errors).toHaveBeenCalledTimes(1)
      const logged = String(errors.mock.calls[0]![0])
      expect(logged).toContain(file)
      expect(logged).toMatch(message)
      expect(logged).toContain('Serving the last good version')

      replace(file, good('Second'))
      expect(await tagline(file)).toBe('Second')
      expect(errors).toHaveBeenCalledTimes(1)
    },
  )

  it('a removed file keeps the last good content too, and a new file is picked up', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dataset-'))
    const file = path.join(dir, 'dataset.ndjson')
    replace(file, good('Kept'))
    expect(await tagline(file)).toBe('Kept')
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    rmSync(file)
    expect(await datasetVersion(file)).toBe('missing')
    expect(await tagline(file)).toBe('Kept')
    expect(String(errors.mock.calls[0]![0])).toContain(`${file} does not exist`)
    replace(file, good('Back'))
    expect(await tagline(file)).toBe('Back')
  })

  it('a file that was never good still fails loudly, naming the line', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'dataset-')), 'dataset.ndjson')
    replace(file, `${good('x')}\nnot json`)
    await expect(tagline(file)).rejects.toThrow(/line 3 is not valid JSON/)
  })
})
