export function chromiumPath(): string | undefined
export function testChromiumPath(): string | undefined
export const CHROMIUM_ARGS: readonly string[]
