/**
 * Outgoing webhooks, as Sanity's GROQ-powered webhooks send them: after a transaction, one POST per changed
 * published document (drafts and versions never fire, as with Sanity's "Drafts: off"), whose body is the configured
 * GROQ projection evaluated in delta mode (`before()`, `after()`), optionally only for documents matching a GROQ
 * filter, signed with the configured secret in the `sanity-webhook-signature` header (@sanity/webhook: timestamp
 * inside the signature, the secret never sent). A 5xx, a 429 or an unreachable receiver is retried with backoff.
 * The lake knows nothing of the receiver: the URL, secret, filter and projection are configuration
 * (LAKE_WEBHOOK_URL, LAKE_WEBHOOK_SECRET, LAKE_WEBHOOK_FILTER, LAKE_WEBHOOK_PROJECTION).
 */
import { randomUUID } from 'node:crypto'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { evaluate, type ExprNode } from 'groq-js'
import type { CommittedTransaction, Dataset } from './dataset/store'
import { isDraftOrVersion } from './dataset/ids'
import { parseWithGeo } from './geo-query'

export type WebhookConfig = {
  url: string
  secret: string
  /** A GROQ filter in delta mode (e.g. `_type in ["post"]`); undefined: every published change. */
  filter: string | undefined
  /** A GROQ projection in delta mode; undefined: the document as it is now (before, for a deletion). */
  projection: string | undefined
  /** Delays before each retry, in ms (the number of retries is its length). */
  retryDelaysMs: number[]
}

export const DEFAULT_RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 16_000]

/** Parses the filter and projection once; a bad one stops the lake at start with the variable's name. */
export function compileWebhook(config: WebhookConfig): { filter?: ExprNode; projection?: ExprNode } {
  const compile = (name: string, text: string | undefined, wrap: (t: string) => string) => {
    if (!text) return undefined
    try {
      return parseWithGeo(wrap(text), { mode: 'delta' })
    } catch (error) {
      throw new Error(`${name} is not valid GROQ: ${(error as Error).message}`)
    }
  }
  return {
    filter: compile('LAKE_WEBHOOK_FILTER', config.filter, (t) => t),
    projection: compile('LAKE_WEBHOOK_PROJECTION', config.projection, (t) => t),
  }
}

/** The bodies a transaction sends: one per changed published document that passes the filter. */
export async function webhookBodies(
  tx: CommittedTransaction,
  compiled: { filter?: ExprNode; projection?: ExprNode },
): Promise<Array<{ id: string; body: unknown }>> {
  const out: Array<{ id: string; body: unknown }> = []
  for (const change of tx.changes) {
    if (isDraftOrVersion(change.id)) continue
    const delta = { before: change.before ?? undefined, after: change.after ?? undefined }
    // The filter sees the document as it is now (as it was, for a deletion), with before()/after() available.
    const root = change.after ?? change.before
    if (compiled.filter) {
      const passes = await (await evaluate(compiled.filter, { ...delta, root })).get()
      if (passes !== true) continue
    }
    const body = compiled.projection ? await (await evaluate(compiled.projection, { ...delta, root })).get() : root
    out.push({ id: change.id, body })
  }
  return out
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref())

/** Sends one call, retrying a 5xx, 429 or network failure; logs the outcome of a call that never succeeded. */
async function deliver(
  config: WebhookConfig,
  headers: Record<string, string>,
  body: string,
  log: (line: string) => void,
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    let problem: string
    try {
      // Signed per attempt: the receiver refuses a signature older than a few minutes (a replay).
      const signature = await encodeSignatureHeader(body, Date.now(), config.secret)
      const res = await fetch(config.url, {
        method: 'POST',
        headers: { ...headers, [SIGNATURE_HEADER_NAME]: signature, 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(30_000),
      })
      await res.arrayBuffer().catch(() => undefined)
      if (res.ok) return
      problem = `answered ${res.status}`
      if (res.status < 500 && res.status !== 429) {
        log(`lake: the webhook receiver ${problem}; not retried`)
        return
      }
    } catch (error) {
      problem = `unreachable (${(error as Error).message})`
    }
    const delay = config.retryDelaysMs[attempt]
    if (delay === undefined) {
      log(`lake: the webhook receiver ${problem}; gave up after ${attempt + 1} attempts`)
      return
    }
    log(`lake: the webhook receiver ${problem}; retrying in ${delay / 1000} s`)
    await wait(delay)
  }
}

export function sendWebhooksOnCommit(
  dataset: Dataset,
  config: WebhookConfig | undefined,
  projectId: string,
  datasetName: string,
  log: (line: string) => void,
): void {
  if (!config) return
  const compiled = compileWebhook(config)
  dataset.on('commit', (tx: CommittedTransaction) => {
    void webhookBodies(tx, compiled)
      .then((calls) =>
        Promise.all(
          calls.map(({ id, body }) =>
            deliver(
              config,
              {
                'sanity-project-id': projectId,
                'sanity-dataset': datasetName,
                'sanity-document-id': id,
                'sanity-transaction-id': tx.id,
                'sanity-transaction-time': tx.timestamp,
                'idempotency-key': `${tx.id}-${id}-${randomUUID()}`,
              },
              JSON.stringify(body),
              log,
            ),
          ),
        ),
      )
      .catch((error: Error) => log(`lake: webhook for ${tx.id} failed: ${error.message}`))
  })
}
