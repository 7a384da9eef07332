/**
 * The listener as Sanity documents it: `includeResult` off unless asked for, `mutations` as they were sent, and a
 * reconnect with `Last-Event-ID` resumed (`welcomeback` and the missed events) or refused (`reset`). Raw SSE, and
 * @sanity/client 8 and 7.
 */
import { describe, expect, it } from 'vitest'
import { FIDELITY_TOKEN, fidelityLake } from './harness'

const t = fidelityLake({ documents: [{ _id: 'movie-1', _type: 'movie', title: 'Alien' }] })

/** Listen events wait for the query workers, which a loaded machine makes slow. */
const POLL = { timeout: 10_000 }

type SseEvent = { event: string; id?: string; data: Record<string, unknown> }

/** An open listen stream read as raw Server-Sent Events. */
function sse(query: string, options: { search?: string; lastEventId?: string } = {}) {
  const events: SseEvent[] = []
  const controller = new AbortController()
  const url = `${t.lake.origin}/v2025-02-19/data/listen/production?query=${encodeURIComponent(query)}&${options.search ?? ''}`
  const headers: Record<string, string> = { authorization: `Bearer ${FIDELITY_TOKEN}` }
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId
  void fetch(url, { headers, signal: controller.signal })
    .then(async (res) => {
      let buffer = ''
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader()
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        buffer += value
        let end
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const field = (name: string) => [...block.matchAll(/^(\w+): ?(.*)$/gm)].find((m) => m[1] === name)?.[2]
          const event = field('event')
          if (event) events.push({ event, id: field('id'), data: JSON.parse(field('data') ?? '{}') })
        }
      }
    })
    .catch(() => undefined)
  return { events, close: () => controller.abort() }
}

describe('listener fidelity', () => {
  it('sends no result unless includeResult=true, and the mutations as they were sent', async () => {
    const plain = sse('*[_type == "movie"]')
    const withResult = sse('*[_type == "movie"]', { search: 'includeResult=true' })
    await expect.poll(() => plain.events.length + withResult.events.length, POLL).toBe(2)
    await t.editor.patch('movie-1').set({ title: 'Aliens' }).inc({ views: 1 }).commit({ transactionId: 'tx-sent' })
    await expect.poll(() => plain.events.filter((e) => e.event === 'mutation').length, POLL).toBe(1)
    await expect.poll(() => withResult.events.filter((e) => e.event === 'mutation').length, POLL).toBe(1)
    plain.close()
    withResult.close()
    const event = plain.events.find((e) => e.event === 'mutation')!.data
    expect(event).not.toHaveProperty('result')
    expect(event.mutations).toEqual([{ patch: { id: 'movie-1', set: { title: 'Aliens' }, inc: { views: 1 } } }])
    expect(withResult.events.find((e) => e.event === 'mutation')!.data.result).toMatchObject({ title: 'Aliens' })
  })

  it('through both clients: includeResult false is honoured; the client default (true) still gets the result', async () => {
    type Listen = (options: { includeResult?: boolean }) => {
      subscribe: (next: (event: Record<string, unknown>) => void) => { unsubscribe: () => void }
    }
    const events: Array<'welcome' | 'mutation'> = ['welcome', 'mutation']
    const clients: Array<[typeof t.editor | typeof t.editorV7, Listen]> = [
      [t.editor, (o) => t.editor.listen('*[_id == "movie-1"]', {}, { ...o, events })],
      [t.editorV7, (o) => t.editorV7.listen('*[_id == "movie-1"]', {}, { ...o, events })],
    ]
    for (const [n, [client, listen]] of clients.entries()) {
      const off: Array<Record<string, unknown>> = []
      const on: Array<Record<string, unknown>> = []
      const a = listen({ includeResult: false }).subscribe((e) => off.push(e))
      const b = listen({}).subscribe((e) => on.push(e))
      await expect.poll(() => off.length + on.length, POLL).toBe(2)
      await client
        .patch('movie-1')
        .set({ title: `Alien ${n}` })
        .commit()
      await expect.poll(() => off.length + on.length, POLL).toBe(4)
      a.unsubscribe()
      b.unsubscribe()
      expect(off.map((e) => e.type)).toEqual(['welcome', 'mutation'])
      expect(off[1]).not.toHaveProperty('result')
      expect(on[1]?.result).toMatchObject({ title: `Alien ${n}` })
    }
  })

  it('a reconnect with Last-Event-ID gets welcomeback and exactly the events it missed; a lost position gets reset', async () => {
    const first = sse('*[_type == "movie"]')
    await expect.poll(() => first.events.length, POLL).toBe(1)
    await t.editor.create({ _id: 'movie-2', _type: 'movie', title: 'Seen' })
    await expect.poll(() => first.events.filter((e) => e.event === 'mutation').length, POLL).toBe(1)
    const lastSeen = first.events.find((e) => e.event === 'mutation')!.id!
    expect(lastSeen).toMatch(/#movie-2$/)
    first.close()
    // Missed while disconnected: two transactions, one of them touching two documents.
    await t.editor.create({ _id: 'movie-3', _type: 'movie', title: 'Missed' })
    await t.editor
      .transaction()
      .patch('movie-2', (p) => p.set({ title: 'Missed too' }))
      .create({ _id: 'movie-4', _type: 'movie' })
      .commit()

    const resumed = sse('*[_type == "movie"]', { lastEventId: lastSeen })
    await expect.poll(() => resumed.events.filter((e) => e.event === 'mutation').length, POLL).toBe(3)
    await t.editor.create({ _id: 'movie-5', _type: 'movie' })
    await expect.poll(() => resumed.events.filter((e) => e.event === 'mutation').length, POLL).toBe(4)
    resumed.close()
    expect(resumed.events[0]?.event).toBe('welcomeback')
    expect(resumed.events.filter((e) => e.event === 'mutation').map((e) => e.data.documentId)).toEqual([
      'movie-3',
      'movie-2',
      'movie-4',
      'movie-5',
    ])

    const lost = sse('*[_type == "movie"]', { lastEventId: 'no-such-transaction#movie-1' })
    await expect.poll(() => lost.events.length, POLL).toBe(1)
    lost.close()
    expect(lost.events[0]?.event).toBe('reset')
  })
})
