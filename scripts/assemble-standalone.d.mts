export declare function assembleStandalone(
  dest: string,
  distDir?: string,
): { from: string; to: string; stage: string }[]
