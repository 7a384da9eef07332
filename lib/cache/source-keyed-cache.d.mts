export const BUILD_SOURCE_FILE: string
export function sourcePrefix(source: string, builtFrom: string | null): string
export function isRedirectWithoutTarget(value: unknown): boolean
declare const SourceKeyedCache: unknown
export default SourceKeyedCache
