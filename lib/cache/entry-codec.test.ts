import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeEntry, encodeEntry, pageTags } from './entry-codec.mjs'
import { dataValue, pageValue } from '@/tests/support/next-cache-values.mjs'

describe('shared cache entry bytes', () => {
  it('round-trips a page with its RSC payload, segment data and headers', () => {
    const entry = {
      lastModified: 1_700_000_000_000,
      cacheControl: { revalidate: 3600, expire: 31536000 },
      // Bytes that are not UTF-8 in the RSC payload: kept exactly.
      value: { ...pageValue({ html: '<html>é</html>', tags: ['a', 'b'] }), rscData: Buffer.from([0, 255, 1, 254]) },
    }
    const back = decodeEntry(encodeEntry(entry))
    expect(back).toEqual(entry)
    expect(pageTags(back!.value)).toEqual(['a', 'b'])
  })

  it('round-trips a data (fetch) entry and a not-found page (null value)', () => {
    const data = {
      lastModified: 5,
      value: { ...dataValue({ body: 'eyJ9', revalidate: 60 }), tags: ['t'] },
    }
    expect(decodeEntry(encodeEntry(data))).toEqual({ ...data, cacheControl: undefined })
    expect(decodeEntry(encodeEntry({ lastModified: 5, value: null }))?.value).toBeNull()
  })

  it('never throws on arbitrary bytes or JSON, and accepts only well-formed entries', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const out = decodeEntry(Buffer.from(bytes))
        expect(out === null || typeof out === 'object').toBe(true)
      }),
    )
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const out = decodeEntry(Buffer.from(JSON.stringify({ f: 1, lastModified: 1, value })))
        if (out) expect(out.value === null || typeof (out.value as { kind: unknown }).kind === 'string').toBe(true)
      }),
    )
    for (const hostile of [
      '{"f":1,"lastModified":1,"value":{"kind":"APP_PAGE","html":"x","rscData":{"$bytes":5}}}',
      '{"f":1,"lastModified":1,"value":{"kind":"APP_PAGE","html":"x","status":9999}}',
      '{"f":1,"lastModified":-1,"value":null}',
      '{"f":2,"lastModified":1,"value":null}',
      '{"f":1,"lastModified":1,"value":{"kind":"IMAGE"}}',
      `{"f":1,"lastModified":1,"value":${'{"a":'.repeat(200)}1${'}'.repeat(200)}}`,
    ])
      expect(decodeEntry(Buffer.from(hostile))).toBeNull()
  })
})
