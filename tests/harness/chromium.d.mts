export function chromiumPath(): string | undefined
export const CHROMIUM_ARGS: readonly string[]
