import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { formatPrice, parseDoctorId } from '@/lib/booking/booking'
import { bookingWords } from '@/lib/booking/words'
import { getBooking, getDoctorIds, getEditor, getInterfaceText, getPageCopy, getSettings } from '@/lib/content'
import { DEFAULT_LANG, IN_LANGUAGE, type Lang } from '@/lib/site/languages'
import { noTranslation, routesFor } from '@/lib/site/localized-routes'
import { inOtherLanguages, languageAlternates } from '@/lib/site/seo'
import { samplesOn } from '@/lib/site/samples'
import { BookingView } from './BookingView'

/** The doctors with a booking page in `lang`. */
export async function bookingStaticParams(lang: Lang) {
  return (await getDoctorIds(lang)).map((id) => ({ doctorId: String(id) }))
}

async function load(param: string, lang: Lang) {
  const id = parseDoctorId(param)
  if (id === null) return null
  const data = await getBooking(id, lang)
  return data ? { ...data, id } : null
}

/** The page's address in each language the doctor has a profile in (hreflang both ways). */
async function addresses(id: number, lang: Lang) {
  const others = await inOtherLanguages(lang, async (other) =>
    (await getBooking(id, other)) ? routesFor(other).booking(id) : null,
  )
  return { ...others, [lang]: routesFor(lang).booking(id) }
}

/** The booking page's title and snippet in `lang`; null when the address names no doctor in that language. */
export async function bookingMetadata(param: string, lang: Lang): Promise<Metadata | null> {
  const [data, text] = await Promise.all([load(param, lang), getInterfaceText('booking', lang)])
  if (!data) return null
  return {
    ...bookingWords(text).metadata(data.doctor),
    alternates: languageAlternates(lang, await addresses(data.id, lang)),
  }
}

/**
 * The booking demonstration for the doctor the address names, in `lang`, with the Studio's "Interface words: Booking"
 * in that language (and the medical team's words for the doctor's portrait); null (the page answers not found) when it
 * names none. A doctor whose profile is not translated yet leads to the note that says so, as a guide does.
 */
export async function bookingScreen(param: string, lang: Lang) {
  const [data, settings, copy, text, teamText, editor] = await Promise.all([
    load(param, lang),
    getSettings(lang),
    getPageCopy('booking', lang),
    getInterfaceText('booking', lang),
    getInterfaceText('team', lang),
    getEditor(),
  ])
  if (!data) {
    const id = parseDoctorId(param)
    if (lang !== DEFAULT_LANG && id !== null && (await getBooking(id, DEFAULT_LANG))) redirect(noTranslation(lang))
    return null
  }
  const consultation = settings.consultation
  return (
    <BookingView
      copy={copy}
      doctor={data.doctor}
      trustPoints={data.trustPoints}
      testimonials={data.testimonials}
      consultationLabel={consultation?.label ?? text.consultationLabel}
      price={formatPrice(consultation?.price, consultation?.currency, IN_LANGUAGE[lang])}
      fees={settings.consultationFees}
      urgentCare={settings.urgentCareNotice}
      text={text}
      teamText={teamText}
      edit={editor(copy.document)}
      editor={editor}
      settings={settings}
      lang={lang}
      showSamples={samplesOn(settings)}
    />
  )
}
