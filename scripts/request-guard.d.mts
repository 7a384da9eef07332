import type { IncomingHttpHeaders, IncomingMessage, RequestListener, Server } from 'node:http'
import type { Socket } from 'node:net'

export declare const WEBHOOK_PATH: string
export declare const WEBHOOK_MAX_BODY_BYTES: number
export declare const PAGE_ACTION_MAX_BODY_BYTES: number
export declare const FIRST_REQUEST_TIMEOUT_MS: number
export declare const BODY_TIMEOUT_MS: number
export declare const HEADERS_TIMEOUT_MS: number
export declare const REQUEST_TIMEOUT_MS: number
export declare const RESPONSE_MAX_LISTENERS: number
export declare const PASSED_METHODS: ReadonlySet<string>
export declare const REMOVED_HEADERS: readonly string[]
export declare const ANSWER_HEADERS: Readonly<Record<string, string>>
export declare function bodyLimit(target: string): number
export declare function refusal(request: { method: string; url: string; headers: IncomingHttpHeaders }): {
  status: number
  message: string
  headers: Record<string, string>
} | null
export declare function removeInternalHeaders(request: IncomingMessage): void
export declare function guarded(listener: RequestListener): RequestListener
export declare function onClientError(error: Error & { code?: string }, socket: Socket): void
export declare function install(server: Server): void
