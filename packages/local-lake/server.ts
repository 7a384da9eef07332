/**
 * The local Content Lake: the part of Sanity's HTTP API (API version 2025-02-19, as the Studio 5.31 and
 * @sanity/client 7.28 call it) that the Studio needs, over the one dataset module. This file is the server: it
 * opens the dataset and the query pool, assembles the route table from the endpoint modules (`endpoints/`), and
 * answers each request by its route: the route's browser-origin policy first (policy.ts), then its methods, its
 * token requirement and its handler. Endpoints and the threat model are in packages/local-lake/README.md. A request it does
 * not implement is answered 501 with its path and logged once.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { appendFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { Dataset, type DatasetHooks } from './dataset/store'
import { requestUser } from './auth'
import type { LakeConfig } from './config'
import { datasetInPath, DatasetRegistry, type OpenDataset } from './datasets'
import { assetRoutes, assetServeRoute } from './endpoints/assets'
import { exportRoutes } from './endpoints/export'
import { historyRoutes } from './endpoints/history'
import { listenRoutes } from './endpoints/listen'
import { liveRoutes } from './endpoints/live'
import { projectRoutes, signInRoute } from './endpoints/project'
import { queryRoutes } from './endpoints/query'
import { writeRoutes } from './endpoints/write'
import { errorBody, HttpError } from './errors'
import {
  ANSWERED,
  errorResponse,
  MAX_JSON_BYTES,
  parseJsonObject,
  readBody,
  send,
  type LakeContext,
  type LakeRequest,
  type Route,
} from './http'
import { ListenHub } from './listen'
import { LiveEventsHub } from './live'
import { corsHeaders, isRedirectedListen, refuseRequest, UNKNOWN_ROUTE_ACCESS } from './policy'
import { PresenceHub } from './presence'
import { QueryPool } from './query-pool'
import { releaseRoutes, releaseScheduler } from './releases'
import { sendWebhooksOnCommit } from './webhook'
import type { PublishGate } from './gate'
import { canWrite, UserDirectory } from './users'

/** The last requests kept in memory (`Lake.requests`), and the unknown paths logged once each. */
const MAX_RECORDED_REQUESTS = 1000
const MAX_WARNED_PATHS = 200
const API_VERSION = /^\/v(\d{4}-\d{2}-\d{2}|\d+|X)(\/.*)$/

export type Lake = {
  origin: string
  port: number
  dataset: Dataset
  config: LakeConfig
  /** Every request answered: endpoint name (or path, for 501), status. */
  requests: Array<{ method: string; endpoint: string; status: number }>
  /** The route table: every endpoint with its methods and policy (README, "Routes and their policy"). */
  routes: { versioned: Route[]; unversioned: Route[] }
  close: () => Promise<void>
}

/** The routes, by concern: what the Studio asks for under `/v<version>/…`, and the two public pages without. */
export function routeTable(context: LakeContext): Lake['routes'] {
  return {
    versioned: [
      ...projectRoutes(context),
      ...queryRoutes(context),
      ...writeRoutes(context),
      ...releaseRoutes(context),
      ...listenRoutes(context),
      ...liveRoutes(context),
      ...historyRoutes(context),
      ...assetRoutes(context),
      ...exportRoutes(context),
    ],
    unversioned: [assetServeRoute(context), signInRoute()],
  }
}

/** The route a path belongs to, with the path its pattern matched (after the API version, when it has one). */
function findRoute(table: Lake['routes'], pathname: string) {
  const version = API_VERSION.exec(pathname)
  const path = version ? version[2]! : pathname
  const route = (version ? table.versioned : table.unversioned).find((rt) => rt.pattern.test(path))
  const match = route?.pattern.exec(path)
  return route && match ? { route, match, path, apiVersion: version?.[1] ?? '' } : null
}

export async function startLake(
  config: LakeConfig,
  options: {
    log?: (line: string) => void
    /** The host's publish gate (gate.ts): what may be published and approved, and by whom. */
    gate?: PublishGate
    /** Fault injection for tests (a disk-full, a read-only folder): see DatasetHooks. */
    datasetHooks?: DatasetHooks
  } = {},
): Promise<Lake> {
  const log = options.log ?? ((line: string) => console.log(line))
  // No dataset file yet: the lake starts on an empty dataset, as a new Sanity dataset is empty.
  if (!existsSync(config.datasetPath)) {
    mkdirSync(path.dirname(config.datasetPath), { recursive: true })
    writeFileSync(config.datasetPath, '', { flag: 'wx' })
    log(`lake: no dataset at ${config.datasetPath}: started an empty one`)
  }
  const dataset = await Dataset.open(config.datasetPath, { hooks: options.datasetHooks })
  const pool = new QueryPool(dataset, config.queryLimits, log, { projectId: config.projectId, dataset: config.dataset })
  const hub = new ListenHub(dataset, pool)
  const live = new LiveEventsHub(dataset, config.dataset)
  const configured: OpenDataset = { name: config.dataset, config, dataset, pool, hub, live }
  const datasets = new DatasetRegistry(config, configured, log)
  const users = new UserDirectory(config.token, config.usersPath)
  const presence = new PresenceHub((token) => users.byToken(token)?.id ?? null)
  const requests: Lake['requests'] = []
  const warned = new Set<string>()
  /** The disk fault writes are being refused for, if any (logged once per change). */
  let storageFault: string | undefined
  let publicOrigin = `http://localhost:${config.port}`
  // One route table per open dataset: each endpoint module serves the dataset its context names.
  const tables = new WeakMap<OpenDataset, Lake['routes']>()
  const tableFor = (opened: OpenDataset) => {
    let found = tables.get(opened)
    if (!found) {
      found = routeTable({ ...opened, datasets, users, gate: options.gate, publicOrigin: () => publicOrigin })
      tables.set(opened, found)
    }
    return found
  }
  const table = tableFor(configured)
  const record = (method: string, endpoint: string, status: number, tag: string | null = null, detail?: string) => {
    requests.push({ method, endpoint, status })
    // In-memory records are bounded: a long-running lake (or a flood of odd paths) must not grow without end.
    if (requests.length > MAX_RECORDED_REQUESTS) requests.splice(0, requests.length - MAX_RECORDED_REQUESTS)
    if (config.requestLog)
      void appendFile(config.requestLog, JSON.stringify({ method, endpoint, status, tag, detail }) + '\n').catch(
        () => undefined,
      )
  }
  const warnOnce = (key: string) => {
    if (warned.has(key) || warned.size >= MAX_WARNED_PATHS) return
    warned.add(key)
    log(`lake: 501 not implemented: ${key}`)
  }
  sendWebhooksOnCommit(dataset, config.webhook, config.projectId, config.dataset, log)
  // Scheduled releases of the configured dataset are published at their time (releases.ts).
  const scheduler = releaseScheduler(dataset, log, options.gate)

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://lake.invalid')
    let found = findRoute(table, url.pathname)
    let served = dataset
    let named: string | null = null
    // Decided once, before anything else, by the route's policy: a refused request is answered without any
    // Access-Control-Allow-* header.
    const refused = refuseRequest(req, config, found?.route.access ?? UNKNOWN_ROUTE_ACCESS)
    const cors = refused ? {} : corsHeaders(req.headers.origin)
    let endpoint = url.pathname
    let status = 500
    let r: LakeRequest | undefined
    const finish = () => record(req.method ?? 'GET', endpoint, status, url.searchParams.get('tag'), r?.detail)
    try {
      if (refused) throw new HttpError(403, refused, 'forbidden')
      if (!found) {
        endpoint = `${req.method} ${url.pathname}`
        warnOnce(endpoint.replace(/\/v[\d-]+\//, '/v{version}/'))
        throw new HttpError(
          501,
          `The local Content Lake does not implement ${req.method} ${url.pathname}`,
          'notImplemented',
        )
      }
      // A request about another dataset is served by that dataset's own routes (the same table, the same policy).
      named = datasetInPath(found.path, found.apiVersion !== '')
      if (named !== null && named !== config.dataset && req.method !== 'OPTIONS') {
        const opened = await datasets.get(named)
        found = findRoute(tableFor(opened), url.pathname)!
        served = opened.dataset
      }
      const { route, match, path } = found
      // Reads see the file as it is now, also when someone else changed it (Dataset.catchUp).
      if (url.pathname.includes('/data/') && req.method !== 'OPTIONS') await served.catchUp(log)
      // Cloud stand-ins are named with their path, so the record shows exactly which were asked for.
      endpoint = route.name.startsWith('cloud') ? `${route.name} ${path}` : route.name
      if (req.method === 'OPTIONS') {
        status = 204
        endpoint = `preflight ${endpoint}`
        res.writeHead(204, {
          ...cors,
          'access-control-allow-methods': [...route.methods, 'OPTIONS'].join(','),
          'access-control-allow-headers': req.headers['access-control-request-headers'] ?? 'authorization,content-type',
          'access-control-max-age': '600',
        })
        res.end()
        return
      }
      if (!route.methods.includes(req.method ?? 'GET')) throw new HttpError(405, `${req.method} is not allowed here`)
      const user = requestUser(req, config, users, route.access.origins === 'site+ticket' && isRedirectedListen(req))
      const authenticated = user !== null
      // A token that is not the lake's is refused, as Sanity refuses it ("Session not found"), rather than read as
      // anonymous: a mistyped read token must fail loudly, not quietly hide drafts.
      if (
        !authenticated &&
        req.headers.authorization &&
        path.startsWith('/data/') &&
        route.access.credentials !== 'none'
      )
        throw new HttpError(401, 'Session not found', 'unauthorized')
      if (route.access.credentials === 'required' && !authenticated)
        throw new HttpError(
          401,
          'This needs the token (LOCAL_STUDIO_TOKEN, or the one the lake printed when it started)',
          'unauthorized',
        )
      // A role that may only read (a viewer) writes nothing, by any route, whatever its token.
      if (route.writes && !canWrite(user))
        throw new HttpError(
          403,
          `${user?.name ?? 'This user'} is a ${user?.role ?? 'viewer'}: this role cannot write`,
          'forbidden',
        )
      // A private dataset (aclMode "private") lets no anonymous caller read it.
      if (!authenticated && named !== null && datasets.exists(named) && datasets.info(named).aclMode === 'private')
        throw new HttpError(401, `Dataset "${named}" is private: this needs the token`, 'unauthorized')
      let body: Promise<Buffer> | undefined
      const bodyLimit = authenticated
        ? (route.maxBodyBytes ?? MAX_JSON_BYTES)
        : (route.maxAnonymousBodyBytes ?? route.maxBodyBytes ?? MAX_JSON_BYTES)
      const readOnce = () => (body ??= readBody(req, bodyLimit))
      r = {
        req,
        res,
        url,
        path,
        apiVersion: found.apiVersion,
        authenticated,
        user,
        cors,
        body: readOnce,
        json: async () => parseJsonObject((await readOnce()).toString('utf8')),
      }
      const result = await route.handler(r, match)
      if (result === ANSWERED) {
        status = res.statusCode
        return
      }
      status = 200
      if (storageFault && /^\/(data\/(mutate|actions)|assets)\//.test(path)) {
        storageFault = undefined
        log('lake: writes are saved again')
      }
      send(res, 200, result, cors)
    } catch (error) {
      const answer = errorResponse(error, path.dirname(config.datasetPath))
      status = answer.status
      if (status === 500) log(`lake: ${req.method} ${url.pathname} failed: ${(error as Error).stack ?? error}`)
      // A disk fault is logged once when it starts, not with a stack per refused write.
      if ((status === 507 || status === 503) && storageFault !== answer.type) {
        storageFault = answer.type
        log(`lake: writes refused: ${answer.message}`)
      }
      if (!res.headersSent)
        send(res, status, errorBody(status, answer.message, answer.type, answer.details), {
          ...cors,
          ...answer.headers,
        })
      else res.end()
    } finally {
      finish()
    }
  }

  const servers: Server[] = []
  let port = config.port
  for (const host of config.hosts) {
    const server = createServer((req, res) => void handle(req, res))
    // A caller trickling its headers or body is cut off rather than held for Node's default of five minutes.
    server.headersTimeout = 20_000
    server.requestTimeout = 30_000
    // Presence: the Studio's websocket, after the same Host and Origin checks as every request.
    server.on('upgrade', (req, socket, head) => {
      const path = (req.url ?? '').split('?')[0]!
      const endpoint = 'WS ' + path.replace(/^\/v[^/]+\//, '/v{version}/')
      const refused = refuseRequest(req, config, { origins: 'site', credentials: 'required' })
      if (refused || !/^\/v[^/]+\/socket\/[^/]+$/.test(path)) {
        const status = refused ? 403 : 501
        record('WS', endpoint, status)
        if (status === 501) warnOnce(endpoint)
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
    routes: table,
    close: async () => {
      scheduler.close()
      presence.close()
      await datasets.closeOthers()
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
      // Last: what the log holds is folded into the file, so a stopped lake leaves one complete NDJSON file.
      await dataset.close()
    },
  }
}
