/**
 * Which cache tags a changed document expires, and the webhook that reports the change. Pure. Sanity's GROQ webhook
 * and the local Content Lake's (configured from the same filter and projection, scripts/start.mts) send the same
 * body to the same route, /api/revalidate.
 */
import { CONTENT_TAG, documentTag, typeTags, type DocumentTag, type TypeTag } from './tags'

/** Which documents fire the webhook: the types the site shows (docs/editorial-workflow.md). */
export function webhookFilter(): string {
  return `_type in ${JSON.stringify(Object.values(typeTags))}`
}

/** The webhook's body, evaluated in GROQ's delta mode: the document's type and id, its slug now and before. */
export const WEBHOOK_PROJECTION =
  '{"_type": coalesce(after()._type, before()._type), "_id": coalesce(after()._id, before()._id), "slug": after().slug.current, "previousSlug": before().slug.current}'

/** The local Content Lake's settings for sending this webhook to the site at `siteOrigin`, signed with `secret`. */
export function lakeWebhookEnv(siteOrigin: string, secret: string): Record<string, string> {
  return {
    LAKE_WEBHOOK_URL: `${siteOrigin}/api/revalidate`,
    LAKE_WEBHOOK_SECRET: secret,
    LAKE_WEBHOOK_FILTER: webhookFilter(),
    LAKE_WEBHOOK_PROJECTION: WEBHOOK_PROJECTION,
  }
}

/** A changed document as the webhook's projection describes it. */
export type ChangedDocument = {
  _type?: unknown
  /** The slug now (a string, or a slug object as stored). */
  slug?: unknown
  /** The slug before the change, when it changed or the document was deleted: its old page must go too. */
  previousSlug?: unknown
}

const knownTypes = new Set<string>(Object.values(typeTags))

/** Documents that never show on a page: the preview secrets the Studio writes. Changing them expires nothing. */
const NEVER_SHOWN = new Set(['sanity.previewUrlSecret', 'sanity.previewUrlShareAccess'])

function slugText(value: unknown): string | null {
  const text =
    typeof value === 'string'
      ? value
      : value && typeof value === 'object' && typeof (value as { current?: unknown }).current === 'string'
        ? (value as { current: string }).current
        : null
  return text && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(text) ? text : null
}

/**
 * The tags to expire for a changed document: its type's tag (every list and page that shows the type) and its
 * own page's tag for the slug it has and the slug it had. A type the site does not tag (an image asset, a type added
 * to the schema later) expires all content: correct, if slower, rather than a page left stale. Preview secrets and
 * a body without a type expire nothing. Drafts never reach here (the webhook fires on published changes only).
 */
export function tagsForDocument(
  doc: ChangedDocument | null | undefined,
): Array<TypeTag | DocumentTag | typeof CONTENT_TAG> {
  const type = typeof doc?._type === 'string' ? doc._type : null
  if (!type || NEVER_SHOWN.has(type)) return []
  if (!knownTypes.has(type)) return [CONTENT_TAG]
  const typeTag = type as TypeTag
  const tags: Array<TypeTag | DocumentTag> = [typeTag]
  for (const slug of [slugText(doc?.slug), slugText(doc?.previousSlug)]) {
    if (slug) {
      const tag = documentTag(typeTag, slug)
      if (!tags.includes(tag)) tags.push(tag)
    }
  }
  return tags
}

/** How old a signed revalidation call may be: an older one is a replay, or a clock far off, and is refused. */
export const MAX_SIGNATURE_AGE_MS = 5 * 60 * 1000

/**
 * Whether a `sanity-webhook-signature` header (`t=<ms>,v1=<hmac>`) was made within MAX_SIGNATURE_AGE_MS of `now`.
 * The timestamp is part of what the signature covers, so a captured call cannot be replayed with a new one.
 */
export function isFreshSignature(header: string | null, now = Date.now()): boolean {
  const t = /(?:^|,)\s*t=(\d{1,16})(?:,|$)/.exec(header ?? '')?.[1]
  if (!t) return false
  const age = now - Number(t)
  return age <= MAX_SIGNATURE_AGE_MS && age >= -MAX_SIGNATURE_AGE_MS
}

/**
 * Signatures already acted on in this process, each until it could no longer pass isFreshSignature (without them,
 * the same signed call sent twice within the window revalidated twice; the Sanity route also waits 3 s per valid
 * call). Bounded: at most MAX_REMEMBERED_SIGNATURES, the oldest forgotten first. Each instance remembers its own, so
 * a replay to another instance of a fleet still revalidates once there (harmless: the same tags again).
 */
const MAX_REMEMBERED_SIGNATURES = 10_000
const seenSignatures = new Map<string, number>()

/**
 * Claims a fresh signature for this call: true the first time, false for a replay. `release` gives it back (the call
 * could not be carried out and will be retried).
 */
export function claimSignature(header: string, now = Date.now()): boolean {
  for (const [seen, until] of seenSignatures) {
    if (until > now && seenSignatures.size < MAX_REMEMBERED_SIGNATURES) break
    seenSignatures.delete(seen)
  }
  if ((seenSignatures.get(header) ?? 0) > now) return false
  seenSignatures.set(header, now + 2 * MAX_SIGNATURE_AGE_MS)
  return true
}

export function releaseSignature(header: string): void {
  seenSignatures.delete(header)
}
