/**
 * Presence: the Studio's websocket (`/socket/:dataset`, Sanity's "bifur" protocol, JSON-RPC 2.0). After
 * `authorization` with the editor token, a socket may subscribe, and every announce, roll call and disconnect is
 * relayed to the other sockets' subscriptions, so editors see each other's avatars on the documents they have open.
 */
import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type WebSocket } from 'ws'

type Peer = {
  ws: WebSocket
  subscriptions: Set<string>
  authorized: boolean
  /** The signed-in user's id, as others see them in presence. */
  user: string
  session?: string
  since: number
}
type Message = { jsonrpc?: string; id?: number | string; method?: string; params?: Record<string, unknown> }

const HEARTBEAT_MS = 20_000
/**
 * Anonymous sockets were once kept open for ever. A socket must send a valid `authorization` within
 * AUTH_GRACE_MS (the Studio sends it at once) or it is closed; at most MAX_UNAUTHORIZED_SOCKETS wait for theirs at
 * once and MAX_SOCKETS are open in all (more are closed as they arrive).
 * The editor's own socket also arrives unauthorized, so anonymous sockets that reconnect kept it
 * out. Now a full waiting room closes its oldest socket to let the newcomer in (an attacker only evicts its own
 * sockets, and an editor's authorizes within moments), the grace is short, and a socket whose upgrade request
 * carries the token (a Node client) never waits at all.
 */
export const PRESENCE_LIMITS = { authGraceMs: 2000, maxUnauthorizedSockets: 16, maxSockets: 64 }

export class PresenceHub {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 256 * 1024 })
  private readonly peers = new Set<Peer>()

  constructor(
    /** The user id a token signs in as, or null (users.ts). */
    private readonly userOf: (token: string) => string | null,
    private readonly limits = PRESENCE_LIMITS,
  ) {
    this.wss.on('connection', (ws, req: IncomingMessage) => this.connect(ws, req))
  }

  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.wss.handleUpgrade(req, socket, head, (ws) => this.wss.emit('connection', ws, req))
  }

  close(): void {
    for (const peer of this.peers) peer.ws.terminate()
    this.wss.close()
  }

  private relay(from: Peer, event: Record<string, unknown>): void {
    for (const peer of this.peers) {
      if (peer === from || !peer.authorized) continue
      for (const subscription of peer.subscriptions)
        peer.ws.send(
          JSON.stringify({ jsonrpc: '2.0', method: 'presence_subscription', params: { subscription, result: event } }),
        )
    }
  }

  private connect(ws: WebSocket, req?: IncomingMessage): void {
    const header = req?.headers.authorization ?? ''
    const signedIn = header.startsWith('Bearer ') ? this.userOf(header.slice(7).trim()) : null
    const authorized = signedIn !== null
    if (!authorized) {
      const waiting = [...this.peers].filter((p) => !p.authorized).sort((a, b) => a.since - b.since)
      // The waiting room is full: its oldest socket, which has had the longest to authorize, makes room.
      if (waiting.length >= this.limits.maxUnauthorizedSockets) {
        const oldest = waiting[0]!
        this.peers.delete(oldest)
        oldest.ws.close(4429, 'Replaced by a newer socket: authorize at once')
      }
    }
    if (this.peers.size >= this.limits.maxSockets) {
      ws.close(1013, 'Too many presence sockets')
      return
    }
    const me: Peer = { ws, subscriptions: new Set(), authorized, user: signedIn ?? '', since: performance.now() }
    this.peers.add(me)
    const beat = setInterval(() => ws.send('\u2665'), HEARTBEAT_MS)
    const grace = setTimeout(() => {
      if (!me.authorized) ws.close(4401, 'The editor token is required')
    }, this.limits.authGraceMs)
    ws.on('message', (raw) => {
      let msg: Message
      try {
        msg = JSON.parse(String(raw)) as Message
      } catch {
        return
      }
      const reply = (result: unknown) => ws.send(JSON.stringify({ jsonrpc: '2.0', id: msg.id, result }))
      const fail = (code: number, message: string) =>
        ws.send(JSON.stringify({ jsonrpc: '2.0', id: msg.id, error: { code, message } }))
      const params = msg.params ?? {}
      if (msg.method === 'authorization') {
        const header = typeof params.authorization === 'string' ? params.authorization : ''
        const user = header.startsWith('Bearer ') ? this.userOf(header.slice(7)) : null
        me.authorized = user !== null
        me.user = user ?? ''
        return me.authorized ? reply(true) : fail(401, 'The editor token is required')
      }
      if (!me.authorized) return fail(401, 'The editor token is required')
      switch (msg.method) {
        case 'presence_subscribe': {
          const id = randomBytes(8).toString('hex')
          me.subscriptions.add(id)
          return reply(id)
        }
        case 'presence_unsubscribe':
          me.subscriptions.delete(String(params.subscriptionId ?? ''))
          return reply(true)
        case 'presence_announce': {
          const data = (params.data ?? {}) as Record<string, unknown>
          if (typeof data.sessionId === 'string') me.session = data.sessionId
          this.relay(me, { type: 'state', i: me.user, m: data })
          return reply(true)
        }
        case 'presence_rollcall':
          this.relay(me, { type: 'rollCall', i: me.user, session: params.session })
          return reply(true)
        case 'presence_disconnect':
          this.relay(me, { type: 'disconnect', i: me.user, m: { session: params.session } })
          return reply(true)
        default:
          return fail(-32601, `Method ${String(msg.method)} is not implemented by the local Content Lake`)
      }
    })
    ws.on('close', () => {
      clearInterval(beat)
      clearTimeout(grace)
      this.peers.delete(me)
      if (me.session && me.authorized) this.relay(me, { type: 'disconnect', i: me.user, m: { session: me.session } })
    })
  }
}
