/**
 * Local mode only: the local Content Lake calls this after a transaction that changed published documents, and the
 * pages that show them are revalidated at once (as a Sanity webhook does in Sanity mode). The call is signed as a
 * Sanity webhook is, with the editor token as the secret and a timestamp inside the signature: the token itself is
 * never sent, and a captured call cannot be replayed after 5 minutes.
 */
import { isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { z } from 'zod'
import { contentConfig } from '@/lib/content/env'
import { revalidateForDocument } from '@/lib/content/revalidate'
import { isFreshSignature } from '@/lib/content/revalidation'

export const dynamic = 'force-dynamic'

/** The body is small (ids, types and slugs of the changed documents); more is refused before it is read whole. */
const MAX_BODY_BYTES = 256 * 1024

const body = z.object({
  documents: z
    .array(z.object({ _id: z.string(), _type: z.string(), slug: z.unknown().optional() }))
    .min(1)
    .max(1000),
})

export async function POST(request: Request): Promise<Response> {
  if (contentConfig().mode !== 'local') return Response.json({ error: 'Not found' }, { status: 404 })
  const token = process.env.LOCAL_STUDIO_TOKEN?.trim()
  const signature = request.headers.get(SIGNATURE_HEADER_NAME)
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES)
    return Response.json({ error: 'The body is too large' }, { status: 413 })
  const text = await request.text()
  if (text.length > MAX_BODY_BYTES) return Response.json({ error: 'The body is too large' }, { status: 413 })
  const signed = Boolean(token && signature) && (await isValidSignature(text, signature!, token!).catch(() => false))
  if (!signed) return Response.json({ error: 'A call signed by the local Content Lake is required' }, { status: 401 })
  if (!isFreshSignature(signature))
    return Response.json({ error: 'The signature is more than 5 minutes old (a replayed call?)' }, { status: 401 })
  let json: unknown = null
  try {
    json = JSON.parse(text)
  } catch {
    json = null
  }
  const parsed = body.safeParse(json)
  if (!parsed.success)
    return Response.json({ error: 'Expected { documents: [{ _id, _type, slug? }] }' }, { status: 400 })
  const tags = new Set<string>()
  for (const doc of parsed.data.documents) for (const tag of revalidateForDocument(doc)) tags.add(tag)
  return Response.json({ revalidated: [...tags] })
}
