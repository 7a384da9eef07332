import type { Metadata } from 'next'
import { postMetadata, postStaticParams, renderPost } from '@/app/(site)/blog/post'

type Props = { params: Promise<{ slug: string }> }

export function generateStaticParams() {
  return postStaticParams('es')
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return postMetadata((await params).slug, 'es')
}

export default async function SpanishBlogPostPage({ params }: Props) {
  return renderPost((await params).slug, 'es')
}
