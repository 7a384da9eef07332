import type { Metadata } from 'next'
import { JsonLd } from '@/components/article/JsonLd'
import { formatPrice } from '@/lib/booking/booking'
import { getEditor, getInterfaceText, getPageCopy, getSettings, getTeam } from '@/lib/content'
import { contentConfig } from '@/lib/content/env'
import { cmsImageUrl } from '@/lib/content/image'
import { IN_LANGUAGE, type Lang } from '@/lib/site/languages'
import { routesFor } from '@/lib/site/localized-routes'
import { samplesOn } from '@/lib/site/samples'
import { routeAlternates, siteUrl } from '@/lib/site/seo'
import { physicianJsonLd } from '@/lib/site/structured-data'
import { TeamView } from './TeamView'

/** The team page's title, snippet and address in each language; both languages have it, so each names the other. */
export async function teamMetadata(lang: Lang): Promise<Metadata> {
  const text = await getInterfaceText('team', lang)
  return {
    title: text.metaTitle,
    description: text.metaDescription,
    alternates: routeAlternates(lang, (r) => r.team()),
  }
}

/** The team page in `lang`: the doctors, page text and fees of that language, and the booking links in its site. */
export async function TeamScreen({ lang }: { lang: Lang }) {
  const [doctors, settings, copy, text, bookingText, editor] = await Promise.all([
    getTeam(lang),
    getSettings(lang),
    getPageCopy('team', lang),
    getInterfaceText('team', lang),
    getInterfaceText('booking', lang),
    getEditor(),
  ])
  const base = siteUrl()
  // A Physician has no language of its own in schema.org; its address is the card in this language's page.
  const physicians = doctors.flatMap((doctor) => {
    const data = physicianJsonLd(
      base,
      {
        name: doctor.name ?? '',
        specialization: doctor.specialization,
        credentials: doctor.credentials,
        description: doctor.bio,
        path: routesFor(lang).doctor(doctor.doctorId),
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
        price={formatPrice(settings.consultation?.price, settings.consultation?.currency, IN_LANGUAGE[lang])}
        editor={editor}
        settings={settings}
        text={text}
        bookingText={bookingText}
        lang={lang}
        showSamples={samplesOn(settings)}
      />
    </>
  )
}
