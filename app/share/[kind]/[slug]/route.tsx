/**
 * The share image (Open Graph, Twitter) of a guide or blog post that has no picture of its own: a 1200×630 title
 * card in the site's colours, drawn with next/og from the page's current title and the organisation's name (its
 * bundled font: nothing is fetched). Unknown kinds and slugs (and slugs longer than any the Studio accepts, which
 * the reads refuse without a query) are a 404; the card follows the content's cache tags.
 */
import { ImageResponse } from 'next/og'
import { getBlogPost, getCondition, getSettings } from '@/lib/content'
import { SHARE_IMAGE_SIZE } from '@/lib/content/share-image'
import { LANGUAGES } from '@/lib/site/languages'

// Drawn on the first request for each page, then cached like the page (its content tags revalidate it): a crawler
// asking again costs nothing.
export const revalidate = 3600
export const generateStaticParams = async (): Promise<{ kind: string; slug: string }[]> => []

type Params = { params: Promise<{ kind: string; slug: string }> }

async function titleFor(kind: string, slug: string): Promise<{ title: string; label: string } | null> {
  if (kind === 'guide') {
    const guide = await getCondition(slug)
    return guide?.title ? { title: guide.title, label: 'Health guide' } : null
  }
  if (kind === 'post') {
    // A translated post's card too: its slug is its own (a translation takes a slug of its language).
    let post = null
    for (const lang of LANGUAGES) if ((post = await getBlogPost(slug, lang))) break
    return post?.title ? { title: post.title, label: post.category?.title ?? 'Health blog' } : null
  }
  return null
}

export async function GET(_request: Request, { params }: Params): Promise<Response> {
  const { kind, slug } = await params
  const [page, settings] = await Promise.all([titleFor(kind, slug), getSettings()])
  if (!page) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } })
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: 'linear-gradient(135deg, #1e3a8a 0%, #1d4ed8 100%)',
        color: 'white',
      }}
    >
      <div style={{ fontSize: 32, letterSpacing: 2, textTransform: 'uppercase', opacity: 0.85 }}>{page.label}</div>
      <div style={{ fontSize: page.title.length > 60 ? 60 : 76, fontWeight: 700, lineHeight: 1.15 }}>{page.title}</div>
      <div style={{ fontSize: 32, opacity: 0.9 }}>{settings.organizationName ?? ''}</div>
    </div>,
    SHARE_IMAGE_SIZE,
  )
}
