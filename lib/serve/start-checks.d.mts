export declare function isMultiInstance(env: Record<string, string | undefined>): boolean
export declare function startProblem(
  env: Record<string, string | undefined>,
  buildConfig: { deploymentId?: string },
): string | null
