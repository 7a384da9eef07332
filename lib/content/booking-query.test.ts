/**
 * The booking page's query over the test fixture: a doctor's id reads the doctor with the page's trust points, and an id no
 * doctor has reads null as a whole. A null answer is what the page cache refuses to keep; the earlier shape (a null
 * doctor beside the trust points) was kept, one file per invented `/booking/<number>`, so the cache grew without end.
 */
import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { storable } from '@/lib/cache/page-cache-policy.mjs'
import { fixtureDocuments } from '@/tests/fixtures/dataset'
import { bookingQuery } from './queries'

async function book(doctorId: number) {
  return (await evaluate(parse(bookingQuery), { dataset: fixtureDocuments(), params: { doctorId } })).get()
}

/** The entry Next keeps for a content API answer (base64 of the API's JSON). */
const cached = (result: unknown) =>
  ({
    kind: 'FETCH',
    data: { body: Buffer.from(JSON.stringify({ query: '*', result, ms: 1 })).toString('base64') },
  }) as never

describe('bookingQuery', () => {
  it("reads a doctor's page with its trust points, kept by the page cache", async () => {
    const page = await book(1)
    expect(page?.doctor?.doctorId).toBe(1)
    expect(page?.trustPoints.length).toBeGreaterThan(0)
    expect(storable('booking-1', cached(page))).toBe(true)
  })

  it('reads null for an id no doctor has, which the page cache does not keep', async () => {
    const page = await book(987654)
    expect(page).toBeNull()
    expect(storable('booking-987654', cached(page))).toBe(false)
  })
})
