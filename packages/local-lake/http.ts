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
import type { PublishGate } from './gate'
import type { LakeUser, UserDirectory } from './users'

/** Sanity refuses a request body over 4,000,000 bytes (413 "Request body exceeds limit of 4000000 bytes"). */
export const MAX_JSON_BYTES = 4_000_000

export type LakeRequest = {
  req: IncomingMessage
  res: ServerResponse
  url: URL
  /** The path after the API version (`/data/query/production`), or the whole path for unversioned routes. */
  path: string
  apiVersion: string
  authenticated: boolean
  /** Who made the request (users.ts); null for anonymous. */
  user: LakeUser | null
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
  /** It writes: refused (403) for a role that may not write (a viewer), whatever its token. */
  writes?: boolean
  /** The largest body it reads (default MAX_JSON_BYTES). */
  maxBodyBytes?: number
  /** The largest body it reads from a caller without the token (default maxBodyBytes). */
  maxAnonymousBodyBytes?: number
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
  /** The project's users and their roles (users.ts). */
  users: UserDirectory
  /** The host's rule for what may be published and approved, if any (gate.ts). */
  gate: PublishGate | undefined
  /** The origin the lake is reached at (known once it listens). */
  publicOrigin: () => string
}

export function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...headers, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
  res.end(JSON.stringify(body))
}

export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  // Refused by its declared length before a byte is buffered (otherwise bodies are held in memory up to the limit).
  if (Number(req.headers['content-length'] ?? 0) > limit) throw bodyTooLarge(limit)
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > limit) throw bodyTooLarge(limit)
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

function bodyTooLarge(limit: number): HttpError {
  return new HttpError(413, `Request body exceeds limit of ${limit} bytes`, 'requestEntityTooLarge')
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
export function errorResponse(
  error: unknown,
  datasetDir = 'the dataset folder',
): {
  status: number
  type: string
  message: string
  headers?: Record<string, string>
  details?: Record<string, unknown>
} {
  if (error instanceof HttpError)
    return { status: error.status, type: error.type, message: error.message, details: error.details }
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  // A write the disk refused is not the caller's mistake, nor an unknown fault: say which and why.
  if (code === 'ENOSPC' || code === 'EDQUOT')
    return {
      status: 507,
      type: 'insufficientStorage',
      message: `The write was not saved: the disk holding ${datasetDir} is full (${code}). Nothing was changed; free space and retry.`,
    }
  if (code === 'EROFS' || code === 'EACCES' || code === 'EPERM')
    return {
      status: 503,
      type: 'storageUnavailable',
      message: `The write was not saved: ${datasetDir} cannot be written (${code}). Nothing was changed; retry once it is writable.`,
      headers: { 'retry-after': '30' },
    }
  // A caller that hung up mid-body (`aborted`): its own doing, not a fault of the lake, and not worth a stack.
  if (code === 'ECONNRESET' || (error as Error | undefined)?.message === 'aborted')
    return { status: 400, type: 'invalidRequest', message: 'The request was aborted before its body arrived' }
  if (error instanceof ConflictError) return { status: 409, type: 'mutationError', message: error.message }
  // A path segment that is not valid percent-encoding (`%E0%A4%A`): the caller's mistake, not a 500.
  if (error instanceof URIError)
    return { status: 400, type: 'invalidRequest', message: 'The address holds malformed percent-encoding' }
  if (error instanceof TypeError || error instanceof RangeError)
    return { status: 400, type: 'invalidRequest', message: `The request could not be processed: ${error.message}` }
  const status = (error as { status?: number }).status ?? 500
  return status === 500
    ? { status, type: 'serverError', message: 'Internal error in the local Content Lake' }
    : { status, type: 'serverError', message: (error as Error).message }
}
