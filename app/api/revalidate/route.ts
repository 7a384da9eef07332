/**
 * On-demand revalidation from Sanity's webhook, or the same webhook from the local Content Lake (README: filter and
 * projection; lib/content/revalidation.ts gives the lake the same). The body must carry a valid
 * `sanity-webhook-signature` made with SANITY_REVALIDATE_SECRET; anything else is refused and expires nothing.
 */
import { parseBody } from 'next-sanity/webhook'
import { NextResponse, type NextRequest } from 'next/server'
import { contentMode, readVariable } from '@/lib/config'
import { revalidateForDocument } from '@/lib/content/revalidate'
import {
  claimSignature,
  isFreshSignature,
  releaseSignature,
  tagsForDocument,
  type ChangedDocument,
} from '@/lib/content/revalidation'
import { shareRevalidation } from '@/lib/cache/shared-revalidation'
import { SIGNATURE_HEADER_NAME } from '@sanity/webhook'

export const dynamic = 'force-dynamic'

const reply = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  NextResponse.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })

/** Seconds Sanity is asked to wait before retrying an invalidation the shared cache could not record. */
const RETRY_AFTER_SECONDS = 30

export async function POST(request: NextRequest) {
  const secret = readVariable(process.env, 'SANITY_REVALIDATE_SECRET').value
  if (!secret) return reply(401, { message: 'Revalidation is off: SANITY_REVALIDATE_SECRET is not set on the server.' })
  let parsed
  try {
    // Sanity's Content Lake is eventually consistent: wait briefly before pages re-read it (not needed locally).
    parsed = await parseBody<ChangedDocument>(request, secret, contentMode(process.env) === 'sanity')
  } catch {
    // A malformed signature header (or, with a valid signature, a body that is not JSON): refuse, expire nothing.
    return reply(401, { message: 'Missing or invalid webhook signature.' })
  }
  if (parsed.isValidSignature !== true) return reply(401, { message: 'Missing or invalid webhook signature.' })
  if (!isFreshSignature(request.headers.get(SIGNATURE_HEADER_NAME)))
    return reply(401, { message: 'The webhook signature is more than 5 minutes old (a replayed call?).' })
  const body = parsed.body
  if (!body || typeof body !== 'object') return reply(400, { message: 'The body must be a JSON object with _type.' })
  const signature = request.headers.get(SIGNATURE_HEADER_NAME) ?? ''
  // The same signed call again (a replay, or a duplicate delivery): answered, and nothing is done twice.
  if (!claimSignature(signature)) return reply(200, { revalidated: [], duplicate: true })
  // Several instances share one cache (REDIS_URL): the invalidation must reach all of them or be retried by Sanity.
  if (!(await shareRevalidation(tagsForDocument(body), 'stale-while-revalidate'))) {
    releaseSignature(signature)
    return reply(
      503,
      { message: 'The shared cache (Redis) is unreachable: the invalidation could not reach every instance. Retry.' },
      { 'retry-after': String(RETRY_AFTER_SECONDS) },
    )
  }
  // Sanity: stale-while-revalidate, so that a Content Lake outage does not turn cached pages into errors; the local
  // lake: at once, so that the editor's next visit shows the publish (see revalidateForDocument).
  const tags = revalidateForDocument(body, contentMode(process.env) === 'local' ? 'now' : 'stale-while-revalidate')
  return reply(200, { revalidated: tags })
}
