export declare function revalidationState(
  durations?: { expire?: number },
  now?: number,
): { stale: number; expired: number }
export declare const sourceHash: () => string
export declare function tagHashKey(store: { settings: { keyPrefix: string } }): string
export declare function recordRevalidation(
  tags: string[],
  durations: { expire: number },
  env?: Record<string, string | undefined>,
): Promise<boolean>
