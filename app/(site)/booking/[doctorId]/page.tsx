import type { Metadata } from 'next'
import { bookingMetadata, bookingScreen, bookingStaticParams } from '@/components/booking/BookingScreen'
import { missingMetadata, missingPage } from '../../missing'

type Props = { params: Promise<{ doctorId: string }> }

export const generateStaticParams = () => bookingStaticParams('en')

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return (await bookingMetadata((await params).doctorId, 'en')) ?? missingMetadata
}

export default async function BookingPage({ params }: Props) {
  return (await bookingScreen((await params).doctorId, 'en')) ?? missingPage()
}
