export function redisServerPath(): string
export function freeLoopbackPort(): Promise<number>
export type TestRedis = {
  port: number
  url: string
  readonly pid: number | undefined
  start(): Promise<void>
  stop(): Promise<void>
  close(): Promise<void>
}
export function startRedisServer(): Promise<TestRedis>
