import type { Metadata } from 'next'
import { BookingView } from '@/components/booking/BookingView'
import { bookingMetadataText, formatPrice, parseDoctorId } from '@/lib/booking/booking'
import { getBooking, getDoctorIds, getEditor, getPageCopy, getSettings } from '@/lib/content'
import { routes } from '@/lib/site/routes'
import { missingMetadata, missingPage } from '../../missing'

type Props = { params: Promise<{ doctorId: string }> }

export async function generateStaticParams() {
  return (await getDoctorIds()).map((id) => ({ doctorId: String(id) }))
}

async function load(param: string) {
  const id = parseDoctorId(param)
  if (id === null) return null
  const data = await getBooking(id)
  return data ? { ...data, id } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const data = await load((await params).doctorId)
  if (!data) return missingMetadata
  return {
    ...bookingMetadataText(data.doctor),
    alternates: { canonical: routes.booking(data.id) },
  }
}

export default async function BookingPage({ params }: Props) {
  const [data, settings, copy, editor] = await Promise.all([
    load((await params).doctorId),
    getSettings(),
    getPageCopy('booking'),
    getEditor(),
  ])
  if (!data) return missingPage()
  const consultation = settings.consultation
  return (
    <BookingView
      copy={copy}
      doctor={data.doctor}
      trustPoints={data.trustPoints}
      testimonials={data.testimonials}
      consultationLabel={consultation?.label ?? 'Professional Medical Consultation'}
      price={formatPrice(consultation?.price, consultation?.currency)}
      fees={settings.consultationFees}
      urgentCare={settings.urgentCareNotice}
      edit={editor(copy.document)}
      editor={editor}
      settings={settings}
    />
  )
}
