/**
 * Local mode only: the local Content Lake calls this after a transaction that changed published documents, with the
 * editor token, and the pages that show them are revalidated at once (as a Sanity webhook does in Sanity mode).
 */
import { z } from 'zod'
import { contentConfig } from '@/lib/content/env'
import { revalidateForDocument } from '@/lib/content/revalidate'
import { sameSecret } from '@/lib/secret'

export const dynamic = 'force-dynamic'

const body = z.object({
  documents: z
    .array(z.object({ _id: z.string(), _type: z.string(), slug: z.unknown().optional() }))
    .min(1)
    .max(1000),
})

function tokenMatches(header: string | null): boolean {
  const token = process.env.LOCAL_STUDIO_TOKEN?.trim()
  if (!token || !header?.startsWith('Bearer ')) return false
  return sameSecret(header.slice(7).trim(), token)
}

export async function POST(request: Request): Promise<Response> {
  if (contentConfig().mode !== 'local') return Response.json({ error: 'Not found' }, { status: 404 })
  if (!tokenMatches(request.headers.get('authorization')))
    return Response.json({ error: 'The editor token is required' }, { status: 401 })
  const parsed = body.safeParse(await request.json().catch(() => null))
  if (!parsed.success)
    return Response.json({ error: 'Expected { documents: [{ _id, _type, slug? }] }' }, { status: 400 })
  const tags = new Set<string>()
  for (const doc of parsed.data.documents) for (const tag of revalidateForDocument(doc)) tags.add(tag)
  return Response.json({ revalidated: [...tags] })
}
