export const BUILD_SOURCE_FILE: string
export function sourcePrefix(source: string, builtFrom: string | null): string
declare const SourceKeyedCache: unknown
export default SourceKeyedCache
