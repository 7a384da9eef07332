import type { Metadata } from 'next'
import { pageLang } from '@/lib/site/request-locale'
import { postMetadata, postStaticParams, renderPost } from '../post'

type Props = { params: Promise<{ locale: string; slug: string }> }

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  return postStaticParams(await pageLang(Promise.resolve(params)))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return postMetadata((await params).slug, await pageLang(params))
}

export default async function BlogPostPage({ params }: Props) {
  return renderPost((await params).slug, await pageLang(params))
}
