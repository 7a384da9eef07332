import type { Metadata } from 'next'
import { postMetadata, postStaticParams, renderPost } from '../post'

type Props = { params: Promise<{ slug: string }> }

export function generateStaticParams() {
  return postStaticParams('en')
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return postMetadata((await params).slug, 'en')
}

export default async function BlogPostPage({ params }: Props) {
  return renderPost((await params).slug, 'en')
}
