/**
 * 16 anonymous presence sockets that reconnect as soon as they are closed kept the editor's own
 * sockets out (9 of 10 closed "Too many presence sockets"). The editor must get in, whether it authorizes by message
 * (the Studio in a browser) or in the upgrade request (a Node client).
 */
import { afterAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { FIDELITY_TOKEN, fidelityLake } from './harness'

const t = fidelityLake()
let stop = false
afterAll(() => {
  stop = true
})

describe('presence under anonymous reconnect storms (N6)', () => {
  it('10 editor sockets all authorize while 16 anonymous sockets keep reconnecting', async () => {
    const url = `${t.lake.origin.replace(/^http/, 'ws')}/v2025-02-19/socket/production`
    // The attack: 16 anonymous sockets, each reconnecting 50 ms after it is closed.
    const storm = (): void => {
      if (stop) return
      const ws = new WebSocket(url)
      ws.on('error', () => undefined)
      ws.on('close', () => setTimeout(storm, 50))
    }
    for (let i = 0; i < 16; i++) storm()
    await new Promise((resolve) => setTimeout(resolve, 500))

    const editor = (viaHeader: boolean) =>
      new Promise<string>((resolve) => {
        const ws = new WebSocket(url, viaHeader ? { headers: { authorization: `Bearer ${FIDELITY_TOKEN}` } } : {})
        ws.on('error', () => resolve('error'))
        ws.on('close', (code) => resolve(`closed ${code}`))
        ws.on('open', () => {
          const subscribe = { jsonrpc: '2.0', id: 2, method: 'presence_subscribe', params: {} }
          if (viaHeader) ws.send(JSON.stringify(subscribe))
          else
            ws.send(
              JSON.stringify({
                jsonrpc: '2.0',
                id: 1,
                method: 'authorization',
                params: { authorization: `Bearer ${FIDELITY_TOKEN}` },
              }),
            )
          ws.on('message', (raw) => {
            const msg = JSON.parse(String(raw)) as { id?: number; result?: unknown }
            if (msg.id === 1 && msg.result === true) ws.send(JSON.stringify(subscribe))
            if (msg.id === 2 && typeof msg.result === 'string') {
              // Still open well past the grace time: authorized.
              setTimeout(() => {
                resolve(ws.readyState === WebSocket.OPEN ? 'subscribed' : 'closed late')
                ws.close()
              }, 2500)
            }
          })
        })
      })
    const results = await Promise.all([...Array.from({ length: 8 }, () => editor(false)), editor(true), editor(true)])
    stop = true
    expect(results).toEqual(Array.from({ length: 10 }, () => 'subscribed'))
  }, 30_000)
})
