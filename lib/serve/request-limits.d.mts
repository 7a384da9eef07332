import type { IncomingMessage, ServerResponse } from 'node:http'
export const ALLOWED_METHODS: string[]
export const MAX_TARGET_CHARS: number
export const MAX_PATH_SEGMENT_CHARS: number
export const WEBHOOK_MAX_BODY_BYTES: number
export const PAGE_ACTION_MAX_BODY_BYTES: number
export const BODY_LIMITS: Array<{ path: string; methods: string[]; maxBytes: number }>
export const LARGEST_BODY_BYTES: number
export const DEFAULT_LIMITS: { requestTimeoutSeconds: number; headersTimeoutSeconds: number; maxConnections: number }
export type ServerLimits = { requestTimeoutSeconds: number; headersTimeoutSeconds: number; maxConnections: number }
export function serverLimits(env?: Record<string, string | undefined>): { value: ServerLimits } | { problem: string }
export function bodyLimit(method: string, pathname: string): number
export type Refusal = { status: number; message: string; headers?: Record<string, string> }
export function refusal(req: {
  method?: string
  url?: string
  headers: Record<string, string | string[] | undefined>
  rawHeaders: string[]
}): Refusal | null
export const INTERNAL_REQUEST_HEADERS: string[]
export function stripInternalHeaders(req: { headers: Record<string, unknown> }): void
export const SERVER_ANSWER_HEADERS: Record<string, string>
export function refuse(req: IncomingMessage, res: ServerResponse, why: Refusal): void
export function fillSecurityHeaders(res: ServerResponse): void
