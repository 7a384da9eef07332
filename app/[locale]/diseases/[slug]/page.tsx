import type { Metadata } from 'next'
import { pageLang } from '@/lib/site/request-locale'
import { guideMetadata, guideStaticParams, renderGuide } from '../guide'

type Props = { params: Promise<{ locale: string; slug: string }> }

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  return guideStaticParams(await pageLang(Promise.resolve(params)))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return guideMetadata((await params).slug, await pageLang(params))
}

export default async function ConditionPage({ params }: Props) {
  return renderGuide((await params).slug, await pageLang(params))
}
