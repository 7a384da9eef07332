import type { Metadata } from 'next'
import { bookingMetadata, bookingScreen, bookingStaticParams } from '@/components/booking/BookingScreen'
import { pageLang } from '@/lib/site/request-locale'
import { missingMetadataFor, missingPage } from '../../missing'

type Props = { params: Promise<{ locale: string; doctorId: string }> }

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  return bookingStaticParams(await pageLang(Promise.resolve(params)))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await pageLang(params)
  return (await bookingMetadata((await params).doctorId, lang)) ?? missingMetadataFor(lang)
}

export default async function BookingPage({ params }: Props) {
  const lang = await pageLang(params)
  return (await bookingScreen((await params).doctorId, lang)) ?? missingPage(lang)
}
