export const LOG_MESSAGE_MAX_BYTES: number
export const DEFAULT_LOG_BYTES_PER_MINUTE: number
export function logBytesPerMinute(env?: Record<string, string | undefined>): { value: number } | { problem: string }
export function cutMessage(text: string, max?: number): string
export type LogBudget = { admit(text: string): string | null }
export function createLogBudget(options: { bytesPerMinute: number; now?: () => number }): LogBudget
export function installLogBudget(streams: NodeJS.WriteStream[], budget: LogBudget): void
