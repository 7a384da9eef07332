import type { Metadata } from 'next'
import { bookingMetadata, bookingScreen, bookingStaticParams } from '@/components/booking/BookingScreen'
import { missingMetadataFor, missingPage } from '@/app/(site)/missing'

type Props = { params: Promise<{ doctorId: string }> }

export const generateStaticParams = () => bookingStaticParams('es')

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return (await bookingMetadata((await params).doctorId, 'es')) ?? missingMetadataFor('es')
}

export default async function SpanishBookingPage({ params }: Props) {
  return (await bookingScreen((await params).doctorId, 'es')) ?? missingPage('es')
}
