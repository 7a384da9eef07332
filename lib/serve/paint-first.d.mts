export const MAX_HEAD_BYTES: number
export function loaderScript(sources: string[]): string
export function rewriteHead(head: string): string | null
export function loaderSources(html: string): string[]
export function paintFirst(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse): void
export const LOADER_ID: string
