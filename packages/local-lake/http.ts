/**
 * The lake's request plumbing, shared by every endpoint module: what a handler receives, what a route declares
 * (its methods and its browser-access policy, `policy.ts`), bounded body reading, and the mapping of an error to
 * Sanity's error shape and a status that is never a 5xx for the caller's mistake.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Dataset } from './dataset/store'
import { ConflictError } from './dataset/store'
import type { LakeConfig } from './config'
import type { DatasetRegistry } from './datasets'
import { HttpError } from './errors'
import type { ListenHub } from './listen'
import type { LiveEventsHub } from './live'
import type { Access } from './policy'
import type { QueryPool } from './query-pool'

export const MAX_JSON_BYTES = 10 * 1024 * 1024

export type LakeRequest = {
  req: IncomingMessage
  res: ServerResponse
  url: URL
  /** The path after the API version (`/data/query/production`), or the whole path for unversioned routes. */
  path: string
  apiVersion: string
  authenticated: boolean
  cors: Record<string, string>
  body: () => Promise<Buffer>
  json: () => Promise<Record<string, unknown>>
  /** A note for the request log (e.g. the action types of a transaction). */
  detail?: string
}

/** What a handler returns when it has already answered (streams, redirects, binary bodies). */
export const ANSWERED = Symbol('answered')

export type Handler = (r: LakeRequest, match: RegExpExecArray) => Promise<unknown> | unknown

export type Route = {
  name: string
  methods: string[]
  pattern: RegExp
  /** Who may call it from a browser and whether it needs the editor token (see policy.ts). */
  access: Access
  /** The largest body it reads (default MAX_JSON_BYTES). */
  maxBodyBytes?: number
  handler: Handler
}

/** What every endpoint module builds its routes from. */
export type LakeContext = {
  config: LakeConfig
  dataset: Dataset
  pool: QueryPool
  hub: ListenHub
  /** The Live Content API's event streams (live.ts). */
  live: LiveEventsHub
  /** The project's datasets (datasets.ts): the projects API manages them. */
  datasets: DatasetRegistry
  /** The origin the lake is reached at (known once it listens). */
  publicOrigin: () => string
}

export function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...headers, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
  res.end(JSON.stringify(body))
}

export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > limit) throw new HttpError(413, `The request body is larger than ${limit} bytes`)
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

export function parseJsonObject(raw: string): Record<string, unknown> {
  try {
    const value = JSON.parse(raw || '{}') as unknown
    if (!value || typeof value !== 'object') throw new Error('not an object')
    return value as Record<string, unknown>
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON')
  }
}

export function requireDataset(config: LakeConfig, name: string | undefined): void {
  if (name !== config.dataset) throw new HttpError(404, `Dataset "${name}" not found`, 'notFound')
}

/** A comma-separated id list from a path segment. */
export function ids(raw: string | undefined): string[] {
  return decodeURIComponent(raw ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
}

/**
 * The status, type and message an error is answered with. A TypeError or RangeError from a handler means the
 * request held a value of a shape the handler did not expect (a null action, an impossible date): the caller's
 * mistake, answered 400 with what went wrong. Anything else unexpected is a 500 that names nothing internal.
 */
export function errorResponse(error: unknown): { status: number; type: string; message: string } {
  if (error instanceof HttpError) return { status: error.status, type: error.type, message: error.message }
  if (error instanceof ConflictError) return { status: 409, type: 'mutationError', message: error.message }
  // A path segment that is not valid percent-encoding (`%E0%A4%A`): the caller's mistake, not a 500 (probe L5).
  if (error instanceof URIError)
    return { status: 400, type: 'invalidRequest', message: 'The address holds malformed percent-encoding' }
  if (error instanceof TypeError || error instanceof RangeError)
    return { status: 400, type: 'invalidRequest', message: `The request could not be processed: ${error.message}` }
  const status = (error as { status?: number }).status ?? 500
  return status === 500
    ? { status, type: 'serverError', message: 'Internal error in the local Content Lake' }
    : { status, type: 'serverError', message: (error as Error).message }
}
