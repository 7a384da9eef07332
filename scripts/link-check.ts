/**
 * The external-link check behind `npm run check:links` (scripts/check-links.mts): every https or http address the
 * content links to (sources, body links, source and topic links, calls to action, tools, social links), asked once
 * each, HEAD first and GET when HEAD is refused (some servers answer HEAD with 403, 404 or 405), each request bounded
 * by a timeout and a few at a time, so a server that never answers costs one timeout and the check always ends.
 */

/** Where an address is used: the document and the field path, for the editor who fixes it. */
export type LinkUse = { id: string; path: string }

/** Every external address in the documents, with where each is used (drafts and system documents left out). */
export function externalLinks(docs: readonly Record<string, unknown>[]): Map<string, LinkUse[]> {
  const found = new Map<string, LinkUse[]>()
  const walk = (value: unknown, id: string, path: string) => {
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, id, `${path}[${index}]`))
    else if (value && typeof value === 'object')
      for (const [key, child] of Object.entries(value)) {
        const at = path ? `${path}.${key}` : key
        if ((key === 'url' || key === 'href') && typeof child === 'string' && /^https?:\/\/[^/]/i.test(child)) {
          found.set(child, [...(found.get(child) ?? []), { id, path: at }])
        } else walk(child, id, at)
      }
  }
  for (const doc of docs) {
    const id = String(doc._id ?? '')
    // A draft is not what readers follow; assets carry their own file URLs, not links.
    if (!id || id.startsWith('drafts.') || id.startsWith('versions.') || String(doc._type).startsWith('sanity.'))
      continue
    walk(doc, id, '')
  }
  return found
}

export type LinkResult = { url: string; ok: boolean; status?: number; error?: string; ms: number }

export type CheckOptions = {
  /** Longest wait for one request (HEAD or GET), in ms. */
  timeoutMs?: number
  /** Requests in flight at once. */
  concurrency?: number
  fetch?: typeof globalThis.fetch
}

const USER_AGENT = 'health-site-link-check/1'

async function ask(
  url: string,
  method: 'HEAD' | 'GET',
  timeoutMs: number,
  fetcher: typeof globalThis.fetch,
): Promise<{ status: number } | { error: string; timedOut: boolean }> {
  try {
    const response = await fetcher(url, {
      method,
      redirect: 'follow',
      signal: AbortSignal.timeout(timeoutMs),
      headers: { 'user-agent': USER_AGENT, accept: 'text/html,*/*' },
    })
    // The body is not needed: cancelling it frees the connection at once (a large page is not downloaded).
    await response.body?.cancel().catch(() => {})
    return { status: response.status }
  } catch (error) {
    const name = (error as Error)?.name
    const timedOut = name === 'TimeoutError' || name === 'AbortError'
    return { error: timedOut ? `no answer in ${timeoutMs} ms` : String((error as Error)?.message ?? error), timedOut }
  }
}

/** One address: live when HEAD, or GET after a refused HEAD, answers 2xx (after redirects). */
export async function checkLink(url: string, options: CheckOptions = {}): Promise<LinkResult> {
  const timeoutMs = options.timeoutMs ?? 10_000
  const fetcher = options.fetch ?? globalThis.fetch
  const started = Date.now()
  const head = await ask(url, 'HEAD', timeoutMs, fetcher)
  const done = (result: Omit<LinkResult, 'url' | 'ms'>): LinkResult => ({ url, ...result, ms: Date.now() - started })
  if ('status' in head && head.status < 400) return done({ ok: true, status: head.status })
  // A server that did not answer HEAD in time is not asked again: the check must end, and GET would wait as long.
  if ('timedOut' in head && head.timedOut) return done({ ok: false, error: head.error })
  const get = await ask(url, 'GET', timeoutMs, fetcher)
  if ('status' in get) return done({ ok: get.status < 400, status: get.status })
  return done({ ok: false, error: get.error })
}

/** Every address, `concurrency` at a time; results in the order given. */
export async function checkLinks(urls: readonly string[], options: CheckOptions = {}): Promise<LinkResult[]> {
  const results: LinkResult[] = new Array(urls.length)
  let next = 0
  const worker = async () => {
    while (next < urls.length) {
      const index = next++
      results[index] = await checkLink(urls[index]!, options)
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency ?? 8, urls.length)) }, worker))
  return results
}

/** The report's lines for the dead addresses: why, and where each is used. */
export function deadLinkReport(results: readonly LinkResult[], uses: Map<string, LinkUse[]>): string[] {
  return results
    .filter((result) => !result.ok)
    .flatMap((result) => [
      `✗ ${result.url} — ${result.status ? `HTTP ${result.status}` : result.error}`,
      ...(uses.get(result.url) ?? []).map((use) => `    in ${use.id} · ${use.path}`),
    ])
}
