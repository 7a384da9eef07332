export declare const CODINGS: readonly string[]
export declare function parseAcceptEncoding(header: string | undefined): Map<string, number>
export declare function negotiateEncoding(
  header: string | undefined,
  available?: readonly string[],
): 'br' | 'gzip' | 'identity' | null
export declare function isCompressibleType(contentType: unknown): boolean
export declare function varyWithAcceptEncoding(vary: string | string[] | number | undefined): string
