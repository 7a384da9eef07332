export declare const OUTAGE_WINDOW_MS: number
export declare const RETRY_AFTER_SECONDS: number
export declare function recordContentOutage(now?: number): void
export declare function contentOutageRecent(now?: number): boolean
export declare function statusDuringOutage(status: number, now?: number): number
export declare function isUnavailableError(error: unknown): boolean
