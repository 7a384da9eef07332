/**
 * The local Content Lake: the part of Sanity's HTTP API (API version 2025-02-19, as the Studio 5.31 and
 * @sanity/client 7.28 call it) that the Studio needs, over the one dataset module. Endpoints and the threat model are
 * in lib/lake/README.md. A request it does not implement is answered 501 with its path and logged once.
 */
import { appendFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ConflictError, Dataset, type CommittedTransaction } from '@/lib/dataset/store'
import type { SanityDocument } from '@/lib/dataset/overlay'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { routes } from '@/lib/site/routes'
import { prepareActions } from './actions'
import { prepareUpload, serveAsset, MAX_UPLOAD_BYTES } from './assets'
import {
  corsHeaders,
  isAuthenticated,
  isRedirectedListen,
  LOCAL_USER,
  refuseRequest,
  SIGN_IN_PAGE,
  withTicket,
} from './auth'
import type { LakeConfig } from './config'
import { isDraftOrVersion, isPrivateId } from '@/lib/dataset/ids'
import { WorkingCopy } from './documents'
import { errorBody, HttpError } from './errors'
import { documentAt, documentEvents, transactionsFor } from './history'
import { ListenHub } from './listen'
import { prepareMutations } from './mutations'
import { PresenceHub } from './presence'
import { defaultPerspective, paramsFromSearch } from './query'
import { QueryPool } from './query-pool'

const MAX_JSON_BYTES = 10 * 1024 * 1024
const REDIRECTED_LISTEN_HOST = /^s\d+\./
/** The last requests kept in memory (`Lake.requests`), and the unknown paths logged once each. */
const MAX_RECORDED_REQUESTS = 1000
const MAX_WARNED_PATHS = 200
const CREATED_AT = '2025-01-01T00:00:00Z'
export const SIGN_IN_TITLE = 'Sign in with the Studio link from npm run serve'
const SIGN_IN_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in to the local Studio</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<h1>Sign in to the local Studio</h1>
<p>This Studio edits the local dataset on this machine. There are no accounts: you sign in with the link that
<code>npm run serve</code> (or <code>npm run start</code>) printed in its terminal, the one that ends with
<code>/studio#token=…</code>. Open that link in this browser.</p>
<p>The token changes at every start unless <code>LOCAL_STUDIO_TOKEN</code> is set. To work with other editors,
connect a Sanity project (see the README).</p></body></html>`

type Request = {
  req: IncomingMessage
  res: ServerResponse
  url: URL
  path: string
  apiVersion: string
  authenticated: boolean
  cors: Record<string, string>
  body: () => Promise<Buffer>
  json: () => Promise<Record<string, unknown>>
  /** A note for the request log (e.g. the action types of a transaction). */
  detail?: string
}

type Handler = (r: Request, match: RegExpExecArray) => Promise<unknown> | unknown
type Route = { name: string; methods: string[]; pattern: RegExp; handler: Handler }
/** What a transaction records as asked for: the mutations or the actions. */
type Prepared = { mutations?: unknown[]; actions?: string[] }

/** What a handler returns when it has already answered (streams, redirects, binary bodies). */
const ANSWERED = Symbol('answered')

export type Lake = {
  origin: string
  port: number
  dataset: Dataset
  config: LakeConfig
  /** Every request answered: endpoint name (or path, for 501), status. */
  requests: Array<{ method: string; endpoint: string; status: number }>
  close: () => Promise<void>
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...headers, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
  res.end(JSON.stringify(body))
}

async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > limit) throw new HttpError(413, `The request body is larger than ${limit} bytes`)
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

function requireAuth(r: Request): void {
  if (!r.authenticated)
    throw new HttpError(
      401,
      'This needs the editor token: open the Studio link that npm run serve printed',
      'unauthorized',
    )
}

function requireDataset(config: LakeConfig, name: string | undefined): void {
  if (name !== config.dataset) throw new HttpError(404, `Dataset "${name}" not found`, 'notFound')
}

function ids(raw: string | undefined): string[] {
  return decodeURIComponent(raw ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
}

/** Published documents a transaction changed, before and after, for the site's revalidation. */
function publishedChanges(tx: CommittedTransaction): Array<Pick<SanityDocument, '_id' | '_type'> & { slug?: unknown }> {
  const out: Array<Pick<SanityDocument, '_id' | '_type'> & { slug?: unknown }> = []
  for (const change of tx.changes) {
    if (isDraftOrVersion(change.id)) continue
    for (const doc of [change.before, change.after])
      if (doc) out.push({ _id: doc._id, _type: doc._type, slug: doc.slug })
  }
  return out
}

export async function startLake(config: LakeConfig, options: { log?: (line: string) => void } = {}): Promise<Lake> {
  const log = options.log ?? ((line: string) => console.log(line))
  const dataset = await Dataset.open(config.datasetPath)
  const pool = new QueryPool(dataset, config.queryLimits, log)
  const hub = new ListenHub(dataset, pool)
  let listenHostCounter = 0
  const presence = new PresenceHub(config.token)
  const keyValues = new Map<string, unknown>()
  const requests: Lake['requests'] = []
  const warned = new Set<string>()
  let publicOrigin = `http://localhost:${config.port}`
  const record = (method: string, endpoint: string, status: number, tag: string | null = null, detail?: string) => {
    requests.push({ method, endpoint, status })
    // In-memory records are bounded: a long-running lake (or a flood of odd paths) must not grow without end.
    if (requests.length > MAX_RECORDED_REQUESTS) requests.splice(0, requests.length - MAX_RECORDED_REQUESTS)
    if (config.requestLog)
      void appendFile(config.requestLog, JSON.stringify({ method, endpoint, status, tag, detail }) + '\n').catch(
        () => undefined,
      )
  }

  // A publish (or any change to a published document) revalidates the site's pages at once.
  dataset.on('commit', (tx) => {
    const documents = publishedChanges(tx)
    if (!config.siteOrigin || !documents.length) return
    // Signed as Sanity signs webhooks, with the token as the secret and a timestamp the site checks: the token is
    // never sent, and a captured call is refused after 5 minutes.
    const body = JSON.stringify({ documents })
    void encodeSignatureHeader(body, Date.now(), config.token)
      .then((signature) =>
        fetch(config.siteOrigin + routes.localLakeRevalidate(), {
          method: 'POST',
          headers: { [SIGNATURE_HEADER_NAME]: signature, 'content-type': 'application/json' },
          body,
        }),
      )
      .then((res) => {
        if (!res.ok) log(`lake: the site answered ${res.status} to the revalidation of ${tx.id}`)
      })
      .catch((error: Error) => log(`lake: could not reach the site to revalidate (${error.message})`))
  })

  const project = (id: string) => ({
    id,
    displayName: 'Local dataset',
    studioHost: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    metadata: {},
    maxRetentionDays: 3650,
    activityFeedEnabled: false,
    organizationId: null,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    members: [
      {
        id: LOCAL_USER.id,
        role: LOCAL_USER.role,
        roles: LOCAL_USER.roles,
        isCurrentUser: true,
        isRobot: false,
        createdAt: CREATED_AT,
        updatedAt: CREATED_AT,
      },
    ],
    features: [],
    pendingInvites: 0,
  })
  const datasetInfo = () => ({
    name: config.dataset,
    aclMode: 'public',
    createdAt: CREATED_AT,
    createdByUserId: LOCAL_USER.id,
    addonFor: null,
    datasetProfile: 'content',
    features: [],
    tags: [],
  })

  async function commit(
    prepare: (copy: WorkingCopy, timestamp: string) => Prepared | Promise<Prepared>,
    transactionId: unknown,
  ): Promise<{ tx: CommittedTransaction; result: unknown }> {
    let result: unknown
    const tx = await dataset.transact(
      async (read, timestamp) => {
        const copy = new WorkingCopy(read)
        const recorded = await prepare(copy, timestamp)
        result = recorded
        return { changes: copy.changes, ...recorded }
      },
      {
        transactionId: typeof transactionId === 'string' && transactionId ? transactionId : undefined,
        author: LOCAL_USER.id,
      },
    )
    return { tx, result }
  }

  const routesTable: Route[] = [
    {
      name: 'ping',
      methods: ['GET', 'HEAD'],
      pattern: /^\/(?:data\/)?ping(?:\/[^/]+)?$/,
      handler: () => ({ ok: true }),
    },
    {
      name: 'users/me',
      methods: ['GET'],
      pattern: /^\/users\/me$/,
      // Sanity answers an anonymous caller with an empty object: the Studio then shows its sign-in screen.
      handler: (r) => (r.authenticated ? LOCAL_USER : {}),
    },
    {
      name: 'users/:ids',
      methods: ['GET'],
      pattern: /^\/(?:projects\/[^/]+\/)?users\/([^/]+)$/,
      handler: (r, m) => {
        requireAuth(r)
        const list = ids(m[1]).map((id) => ({ ...LOCAL_USER, id, displayName: LOCAL_USER.name }))
        return m[1]?.includes(',') ? list : (list[0] ?? {})
      },
    },
    {
      name: 'users/me/keyvalue',
      methods: ['GET', 'PUT'],
      pattern: /^\/users\/me\/keyvalue(?:\/([^/]+))?$/,
      handler: async (r, m) => {
        requireAuth(r)
        if (r.req.method === 'PUT') {
          const body = (await r.json()) as unknown
          const entries = (Array.isArray(body) ? body : [body]) as Array<{ key: string; value: unknown }>
          for (const { key, value } of entries) if (typeof key === 'string') keyValues.set(key, value)
          return entries
        }
        return ids(m[1]).map((key) => ({ key, value: keyValues.get(key) ?? null }))
      },
    },
    {
      name: 'auth/providers',
      methods: ['GET'],
      pattern: /^\/auth\/providers$/,
      // One "provider": a page saying where the sign-in link is (the token comes only from that link).
      handler: () => ({
        thirdPartyLogin: false,
        sso: {},
        providers: [{ name: 'local', title: SIGN_IN_TITLE, url: `${publicOrigin}${SIGN_IN_PAGE}` }],
      }),
    },
    { name: 'auth/logout', methods: ['POST'], pattern: /^\/auth\/logout$/, handler: () => ({ ok: true }) },
    { name: 'features', methods: ['GET'], pattern: /^\/(?:projects\/[^/]+\/)?features(?:\/.*)?$/, handler: () => [] },
    { name: 'projects/:id', methods: ['GET'], pattern: /^\/projects\/([^/]+)$/, handler: (_r, m) => project(m[1]!) },
    {
      name: 'projects/:id/datasets',
      methods: ['GET'],
      pattern: /^\/(?:projects\/[^/]+\/)?datasets$/,
      handler: () => [datasetInfo()],
    },
    {
      name: 'projects/:id/datasets/:dataset/acl',
      methods: ['GET'],
      pattern: /^\/projects\/[^/]+\/datasets\/([^/]+)\/acl$/,
      handler: (r, m) => {
        requireDataset(config, m[1])
        return r.authenticated
          ? [{ filter: '_id in path("**")', permissions: ['read', 'create', 'update', 'history', 'editHistory'] }]
          : [{ filter: '_id in path("*")', permissions: ['read'] }]
      },
    },
    {
      name: 'data/query',
      methods: ['GET', 'POST'],
      pattern: /^\/data\/query\/([^/]+)$/,
      handler: async (r, m) => {
        requireDataset(config, m[1])
        let query = r.url.searchParams.get('query')
        let params = paramsFromSearch(r.url.searchParams)
        let perspective = r.url.searchParams.get('perspective')
        if (r.req.method === 'POST') {
          const body = await r.json()
          query = typeof body.query === 'string' ? body.query : null
          params = (body.params as Record<string, unknown>) ?? {}
          if (typeof body.perspective === 'string') perspective = body.perspective
        }
        if (!query) throw new HttpError(400, 'The "query" parameter is required', 'queryParseError')
        const started = performance.now()
        const result = await pool.run({
          query,
          params,
          perspective: perspective ?? defaultPerspective(r.apiVersion),
          authenticated: r.authenticated,
        })
        const ms = Math.round(performance.now() - started)
        return r.url.searchParams.get('returnQuery') === 'false' ? { result, ms } : { query, result, ms }
      },
    },
    {
      name: 'data/doc',
      methods: ['GET'],
      pattern: /^\/data\/doc\/([^/]+)\/(.+)$/,
      handler: (r, m) => {
        requireDataset(config, m[1])
        const documents: SanityDocument[] = []
        const omitted: Array<{ id: string; reason: string }> = []
        for (const id of ids(m[2])) {
          const doc = dataset.get(id)
          if (doc && isPrivateId(id) && !r.authenticated) omitted.push({ id, reason: 'permission' })
          else if (doc) documents.push(doc)
          else omitted.push({ id, reason: 'existence' })
        }
        return { documents, omitted }
      },
    },
    {
      name: 'data/mutate',
      methods: ['POST'],
      pattern: /^\/data\/mutate\/([^/]+)$/,
      handler: async (r, m) => {
        requireDataset(config, m[1])
        requireAuth(r)
        const body = await r.json()
        const dryRun = r.url.searchParams.get('dryRun') === 'true'
        if (dryRun) throw new HttpError(501, 'dryRun is not implemented by the local Content Lake', 'notImplemented')
        let results: Array<{ id: string; operation: string }> = []
        const { tx } = await commit(async (copy, timestamp) => {
          // Inside the serialized transaction: the raw view is the committed state this transaction builds on.
          results = await prepareMutations(copy, body.mutations, timestamp, (query, params, overrides) =>
            pool.run({ query, params, authenticated: true, overrides }),
          )
          return { mutations: body.mutations as unknown[] }
        }, body.transactionId)
        const withDocs = r.url.searchParams.get('returnDocuments') === 'true'
        return {
          transactionId: tx.id,
          results: results.map((res) => ({
            id: res.id,
            operation: res.operation,
            ...(withDocs ? { document: dataset.get(res.id) ?? null } : {}),
          })),
        }
      },
    },
    {
      name: 'data/actions',
      methods: ['POST'],
      pattern: /^\/data\/actions\/([^/]+)$/,
      handler: async (r, m) => {
        requireDataset(config, m[1])
        requireAuth(r)
        const body = await r.json()
        if (Array.isArray(body.actions))
          r.detail = body.actions.map((a: { actionType?: unknown }) => String(a?.actionType)).join(',')
        if (body.dryRun)
          throw new HttpError(501, 'dryRun is not implemented by the local Content Lake', 'notImplemented')
        const { tx } = await commit(
          (copy, timestamp) => ({ actions: prepareActions(copy, body.actions, timestamp), mutations: [] }),
          body.transactionId,
        )
        return { transactionId: tx.id }
      },
    },
    {
      name: 'data/listen',
      methods: ['GET'],
      pattern: /^\/data\/listen\/([^/]+)$/,
      handler: (r, m) => {
        requireDataset(config, m[1])
        const host = r.req.headers.host ?? ''
        const query = r.url.searchParams.get('query')
        if (!query) throw new HttpError(400, 'The "query" parameter is required', 'queryParseError')
        const params = paramsFromSearch(r.url.searchParams)
        if (Buffer.byteLength(query) > config.queryLimits.maxQueryBytes)
          throw new HttpError(
            413,
            `The query is longer than ${config.queryLimits.maxQueryBytes} bytes`,
            'queryTooLarge',
          )
        if (config.spreadListeners && r.req.headers.origin && !REDIRECTED_LISTEN_HOST.test(host)) {
          // Each stream gets a host name of its own: the browser's per-host limit can then never starve anything,
          // whatever the lake believes about streams that are still open.
          const n = (listenHostCounter = (listenHostCounter + 1) % 1_000_000)
          const target = r.authenticated
            ? withTicket(config.token, r.req.url ?? '', config.ticketTtlMs)
            : (r.req.url ?? '')
          r.res.writeHead(307, { ...r.cors, location: `http://s${n}.${host}${target}` }).end()
          return ANSWERED
        }
        const flag = (name: string, fallback: boolean) => {
          const value = r.url.searchParams.get(name)
          return value === null ? fallback : value === 'true'
        }
        hub.open(r.req, r.res, r.cors, {
          query,
          params,
          includeResult: flag('includeResult', true),
          includePreviousRevision: flag('includePreviousRevision', false),
          includeMutations: flag('includeMutations', true),
          effects: r.url.searchParams.get('effectFormat') === 'mendoza',
          events: (r.url.searchParams.get('events') ?? 'welcome,mutation').split(','),
          authenticated: r.authenticated,
        })
        return ANSWERED
      },
    },
    {
      name: 'data/history/transactions',
      methods: ['GET'],
      pattern: /^\/data\/history\/([^/]+)\/transactions\/(.+)$/,
      handler: async (r, m) => {
        requireDataset(config, m[1])
        requireAuth(r)
        const s = r.url.searchParams
        const rows = transactionsFor(await dataset.transactions(), ids(m[2]), {
          fromTransaction: s.get('fromTransaction'),
          toTransaction: s.get('toTransaction'),
          reverse: s.get('reverse') === 'true',
          limit: Number(s.get('limit')) || undefined,
          excludeContent: s.get('excludeContent') === 'true',
        })
        r.res.writeHead(200, { ...r.cors, 'content-type': 'application/x-ndjson', 'cache-control': 'no-store' })
        r.res.end(rows.map((row) => JSON.stringify(row)).join('\n'))
        return ANSWERED
      },
    },
    {
      name: 'data/history/documents',
      methods: ['GET'],
      pattern: /^\/data\/history\/([^/]+)\/documents\/(.+)$/,
      handler: async (r, m) => {
        requireDataset(config, m[1])
        requireAuth(r)
        const all = await dataset.transactions()
        const at = { revision: r.url.searchParams.get('revision'), time: r.url.searchParams.get('time') }
        const documents = ids(m[2]).flatMap((id) => documentAt(all, dataset.get(id), id, at) ?? [])
        return { documents }
      },
    },
    {
      name: 'data/history/events/documents',
      methods: ['GET'],
      pattern: /^\/data\/history\/([^/]+)\/events\/documents\/(.+)$/,
      handler: async (r, m) => {
        requireDataset(config, m[1])
        requireAuth(r)
        const id = decodeURIComponent(m[2] ?? '')
        return { events: { [id]: documentEvents(await dataset.transactions(), id) }, nextCursor: '' }
      },
    },
    {
      // Releases are not supported: there are none, so there are no release events.
      name: 'data/history/events/releases',
      methods: ['GET'],
      pattern: /^\/data\/history\/([^/]+)\/events\/releases\/(.+)$/,
      handler: (r) => {
        requireAuth(r)
        return { events: {}, nextCursor: '' }
      },
    },
    {
      name: 'assets/upload',
      methods: ['POST'],
      pattern: /^\/assets\/(images|files)\/([^/]+)$/,
      handler: async (r, m) => {
        requireDataset(config, m[2])
        requireAuth(r)
        const bytes = await r.body()
        const { document } = await prepareUpload(
          m[1] as 'images' | 'files',
          bytes,
          r.url.searchParams.get('filename'),
          r.req.headers['content-type'],
          { assetsDir: config.assetsDir, publicOrigin, projectId: config.projectId, dataset: config.dataset },
        )
        await dataset.transact(
          (read) => ({
            changes: new Map(read(document._id) ? [] : [[document._id, document]]),
            mutations: [{ createIfNotExists: document }],
          }),
          { author: LOCAL_USER.id },
        )
        return { document: dataset.get(document._id) }
      },
    },
    // Cloud-only services the Studio asks about: answered empty on purpose (nothing to schedule, no telemetry).
    {
      name: 'cloud (answered empty)',
      methods: ['GET', 'POST'],
      pattern:
        /^\/(?:intake\/.*|schedules\/.*|help|journey\/.*|projects\/[^/]+\/user-applications|user-applications|descriptors\/(?:claim|synchronize)|projects\/[^/]+\/datasets\/[^/]+\/tags.*)$/,
      handler: (r) => {
        if (r.path === '/intake/telemetry-status') return { status: 'denied' }
        if (r.path.startsWith('/schedules')) return { schedules: [] }
        if (r.path === '/help') return { resources: [], latestVersion: null }
        if (r.path.includes('user-applications') || r.path.includes('/tags')) return []
        return {}
      },
    },
  ]

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://lake.invalid')
    const redirectedListen = isRedirectedListen(req)
    // Decided once, before anything else: a refused request is answered without any Access-Control-Allow-* header.
    const refused = refuseRequest(req, config)
    const cors = refused ? {} : corsHeaders(req.headers.origin)
    let endpoint = url.pathname
    let status = 500
    let r: Request | undefined
    const finish = () => record(req.method ?? 'GET', endpoint, status, url.searchParams.get('tag'), r?.detail)
    try {
      if (refused) throw new HttpError(403, refused, 'forbidden')
      if (req.method === 'OPTIONS') {
        status = 204
        endpoint = 'preflight'
        res.writeHead(204, {
          ...cors,
          'access-control-allow-methods': 'GET,HEAD,POST,PUT,PATCH,DELETE,OPTIONS',
          'access-control-allow-headers': req.headers['access-control-request-headers'] ?? 'authorization,content-type',
          'access-control-max-age': '600',
        })
        res.end()
        return
      }
      // The image and file "CDN": public, like Sanity's, addressed without an API version.
      const asset = /^\/(images|files)\/[^/]+\/[^/]+\/([^/]+)$/.exec(url.pathname)
      if (asset && (req.method === 'GET' || req.method === 'HEAD')) {
        endpoint = `${asset[1]} (serve)`
        const served = await serveAsset(asset[1] as 'images' | 'files', asset[2]!, url.searchParams, config.assetsDir)
        if (!served) throw new HttpError(404, 'Asset not found', 'notFound')
        status = 200
        res.writeHead(200, {
          ...cors,
          'content-type': served.type,
          'cache-control': 'public, max-age=31536000, immutable',
          'x-content-type-options': 'nosniff',
          // An uploaded SVG must not run scripts when opened directly.
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        })
        res.end(req.method === 'HEAD' ? undefined : served.body)
        return
      }
      if (url.pathname === SIGN_IN_PAGE && req.method === 'GET') {
        endpoint = 'auth/local (sign-in help page)'
        status = 200
        res.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
          'x-content-type-options': 'nosniff',
        })
        res.end(SIGN_IN_HTML)
        return
      }
      const version = /^\/v(\d{4}-\d{2}-\d{2}|\d+|X)(\/.*)$/.exec(url.pathname)
      const path = version ? version[2]! : url.pathname
      const route = routesTable.find((rt) => rt.pattern.test(path))
      const match = route?.pattern.exec(path)
      if (!route || !match || !version) {
        endpoint = `${req.method} ${url.pathname}`
        const key = endpoint.replace(/\/v[\d-]+\//, '/v{version}/')
        if (!warned.has(key) && warned.size < MAX_WARNED_PATHS) {
          warned.add(key)
          log(`lake: 501 not implemented: ${key}`)
        }
        throw new HttpError(
          501,
          `The local Content Lake does not implement ${req.method} ${url.pathname}`,
          'notImplemented',
        )
      }
      // Cloud stand-ins are named with their path, so the record shows exactly which were asked for.
      endpoint = route.name.startsWith('cloud') ? `${route.name} ${path}` : route.name
      if (!route.methods.includes(req.method ?? 'GET')) throw new HttpError(405, `${req.method} is not allowed here`)
      let body: Promise<Buffer> | undefined
      const readOnce = () =>
        (body ??= readBody(req, route.name === 'assets/upload' ? MAX_UPLOAD_BYTES : MAX_JSON_BYTES))
      r = {
        req,
        res,
        url,
        path,
        apiVersion: version[1]!,
        authenticated: isAuthenticated(req, config, redirectedListen),
        cors,
        body: readOnce,
        json: async () => {
          const raw = (await readOnce()).toString('utf8')
          try {
            const value = JSON.parse(raw || '{}') as unknown
            if (!value || typeof value !== 'object') throw new Error('not an object')
            return value as Record<string, unknown>
          } catch {
            throw new HttpError(400, 'The request body is not valid JSON')
          }
        },
      }
      const result = await route.handler(r, match)
      if (result === ANSWERED) {
        status = res.statusCode
        return
      }
      status = 200
      send(res, 200, result, cors)
    } catch (error) {
      // A TypeError or RangeError from a handler means the request held a value of a shape the handler did not
      // expect (a null action, an impossible date): the caller's mistake, answered 400 with what went wrong.
      const malformed = error instanceof TypeError || error instanceof RangeError
      status =
        error instanceof HttpError
          ? error.status
          : error instanceof ConflictError
            ? 409
            : malformed
              ? 400
              : ((error as { status?: number }).status ?? 500)
      const type =
        error instanceof HttpError
          ? error.type
          : error instanceof ConflictError
            ? 'mutationError'
            : malformed
              ? 'invalidRequest'
              : 'serverError'
      const message =
        status === 500
          ? 'Internal error in the local Content Lake'
          : malformed
            ? `The request could not be processed: ${(error as Error).message}`
            : (error as Error).message
      if (status === 500) log(`lake: ${req.method} ${url.pathname} failed: ${(error as Error).stack ?? error}`)
      if (!res.headersSent) send(res, status, errorBody(status, message, type), cors)
      else res.end()
    } finally {
      finish()
    }
  }

  const servers: Server[] = []
  let port = config.port
  for (const host of config.hosts) {
    const server = createServer((req, res) => void handle(req, res))
    // Presence: the Studio's websocket, after the same Host and Origin checks as every request.
    server.on('upgrade', (req, socket, head) => {
      const path = (req.url ?? '').split('?')[0]!
      const endpoint = 'WS ' + path.replace(/^\/v[^/]+\//, '/v{version}/')
      const refused = refuseRequest(req, config)
      if (refused || !/^\/v[^/]+\/socket\/[^/]+$/.test(path)) {
        const status = refused ? 403 : 501
        record('WS', endpoint, status)
        if (status === 501 && !warned.has(endpoint) && warned.size < MAX_WARNED_PATHS) {
          warned.add(endpoint)
          log(`lake: 501 not implemented: ${endpoint}`)
        }
        socket.end(`HTTP/1.1 ${status} ${refused ? 'Forbidden' : 'Not Implemented'}\r\nconnection: close\r\n\r\n`)
        return
      }
      record('WS', 'socket (presence)', 101)
      presence.upgrade(req, socket, head)
    })
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject)
        server.listen(port, host, () => resolve())
      })
    } catch (error) {
      // IPv6 loopback may be missing on a machine; IPv4 is enough.
      if (host === '::1' && servers.length) continue
      throw error
    }
    port = (server.address() as AddressInfo).port
    servers.push(server)
  }
  publicOrigin = `http://localhost:${port}`
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    dataset,
    config: { ...config, port },
    requests,
    close: async () => {
      presence.close()
      await pool.close()
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.closeAllConnections()
              server.close(() => resolve())
            }),
        ),
      )
    },
  }
}
