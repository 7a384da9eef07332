import type { Metadata } from 'next'
import { guideMetadata, guideStaticParams, renderGuide } from '../guide'

type Props = { params: Promise<{ slug: string }> }

export function generateStaticParams() {
  return guideStaticParams('en')
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return guideMetadata((await params).slug, 'en')
}

export default async function ConditionPage({ params }: Props) {
  return renderGuide((await params).slug, 'en')
}
