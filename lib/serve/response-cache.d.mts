export declare function responseCacheKey(
  req: { method?: string; url?: string; headers: Record<string, string | string[] | undefined> },
  coding: string,
): string | null
export declare function isKeepable(status: number, header: (name: string) => unknown): boolean
export declare function responseCacheMs(
  env: Record<string, string | undefined>,
): { value: number } | { problem: string }
