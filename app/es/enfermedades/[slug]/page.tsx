import type { Metadata } from 'next'
import { guideMetadata, guideStaticParams, renderGuide } from '@/app/(site)/diseases/guide'

type Props = { params: Promise<{ slug: string }> }

export function generateStaticParams() {
  return guideStaticParams('es')
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return guideMetadata((await params).slug, 'es')
}

export default async function SpanishConditionPage({ params }: Props) {
  return renderGuide((await params).slug, 'es')
}
