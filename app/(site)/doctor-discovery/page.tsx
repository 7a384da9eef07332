import type { Metadata } from 'next'
import { JsonLd } from '@/components/article/JsonLd'
import { TeamView } from '@/components/team/TeamView'
import { formatPrice } from '@/lib/booking/booking'
import { getEditor, getPageCopy, getSettings, getTeam } from '@/lib/content'
import { contentConfig } from '@/lib/content/env'
import { cmsImageUrl } from '@/lib/content/image'
import { routes } from '@/lib/site/routes'
import { siteUrl } from '@/lib/site/seo'
import { physicianJsonLd } from '@/lib/site/structured-data'

export const metadata: Metadata = {
  title: 'Sample Doctor Profiles',
  description:
    'Sample doctor profiles for a booking demonstration: fictional people, not a real medical team, and no real consultations. For care, contact your own doctor.',
  alternates: { canonical: routes.team() },
}

export default async function TeamPage() {
  const [doctors, settings, copy, editor] = await Promise.all([
    getTeam(),
    getSettings(),
    getPageCopy('team'),
    getEditor(),
  ])
  const base = siteUrl()
  const physicians = doctors.flatMap((doctor) => {
    const data = physicianJsonLd(
      base,
      {
        name: doctor.name ?? '',
        specialization: doctor.specialization,
        credentials: doctor.credentials,
        description: doctor.bio,
        path: routes.doctor(doctor.doctorId),
        image: cmsImageUrl(contentConfig(), doctor.photo, base, 480, 480),
        isSample: doctor.isSample,
      },
      settings.organizationName ?? '',
    )
    return data ? [data] : []
  })
  return (
    <>
      {physicians.map((data) => (
        <JsonLd key={data['@id']} data={data} />
      ))}
      <TeamView
        copy={copy}
        doctors={doctors}
        fees={settings.consultationFees}
        price={formatPrice(settings.consultation?.price, settings.consultation?.currency)}
        editor={editor}
        settings={settings}
      />
    </>
  )
}
