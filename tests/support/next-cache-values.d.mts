type Value = Record<string, unknown>
export function pageValue(options?: { html?: string; tags?: string[]; status?: number; location?: string }): Value
export function pageSetContext(options?: { revalidate?: number; expire?: number }): Value
export function pageGetContext(): Value
export function dataValue(options: { body: string; url?: string; revalidate?: number }): Value
export function dataSetContext(options?: { tags?: string[] }): Value
export function dataGetContext(options?: { tags?: string[]; softTags?: string[]; revalidate?: number }): Value
export function shapeDifferences(made: unknown, real: unknown, at?: string): string[]
