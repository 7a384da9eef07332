import { StarRating } from '@/components/home/StarRating'
import { DoctorPortrait } from '@/components/team/DoctorPortrait'
import { SampleProfileBadge } from '@/components/team/SampleProfileBadge'
import type { BookingTeamText } from '@/lib/team/words'
import { Icon } from '@/components/ui/Icon'
import { PageFrame } from '@/components/ui/PageFrame'
import { UrgentCareNotice } from '@/components/ui/UrgentCareNotice'
import type { BookingData, BookingDoctor, SiteSettings } from '@/lib/content'
import { bookingWords, type BookingText } from '@/lib/booking/words'
import type { Lang } from '@/lib/site/languages'
import type { PageCopy } from '@/lib/site/page-copy'
import { forReaders, samplesShown } from '@/lib/site/samples'
import {
  clientEdits,
  noEdit,
  noEditor,
  type Edit,
  type EditableDocument,
  type Editor,
} from '@/lib/content/edit-attributes'
import { ConsultationFees } from './ConsultationFees'
import { BookingWizard } from './BookingWizard'

type Props = {
  copy: PageCopy<'booking'>
  doctor: BookingDoctor
  trustPoints: BookingData['trustPoints']
  testimonials: BookingData['testimonials']
  consultationLabel: string
  price: string | null
  fees: SiteSettings['consultationFees']
  urgentCare: SiteSettings['urgentCareNotice']
  /** The booking's interface words (getInterfaceText('booking', lang)), for this view and the wizard. */
  text: BookingText
  /**
   * What screen readers hear of the doctor's portrait and of the testimonials' stars: the medical team's words
   * (getInterfaceText('team', lang); the whole team text will do).
   */
  teamText: BookingTeamText
  /** Click-to-edit attributes in the Preview tool: of the page's text document, and for the documents shown. */
  edit?: Edit
  editor?: Editor
  /** The site settings document (the consultation, fees and urgent-care words), for click-to-edit. */
  settings?: EditableDocument
  /** Whether sample testimonials may be shown (lib/site/samples.ts): not on a launched site. */
  showSamples?: boolean
  /** The page's language: the links. */
  lang?: Lang
}

/** The booking screen: who is booked, the wizard (the only client part), the trust points and the testimonials. */
export function BookingView({
  copy,
  doctor,
  trustPoints,
  testimonials: all,
  consultationLabel,
  price,
  fees,
  urgentCare,
  text,
  teamText,
  edit = noEdit,
  editor = noEditor,
  settings,
  showSamples = samplesShown(),
  lang = 'en',
}: Props) {
  const words = bookingWords(text)
  // On a launched site a testimonial by someone who does not exist is not shown (lib/site/samples.ts).
  const testimonials = forReaders(all, showSamples)
  const ofDoctor = editor(doctor)
  const ofSettings = editor(settings)
  const anySample = testimonials.some((t) => t.isSample)
  return (
    <PageFrame title={copy.title} intro={copy.intro} edit={edit} width="7xl">
      <div className="mt-6 flex flex-wrap items-center gap-4 rounded-xl border border-gray-200 bg-gray-50 p-5">
        <DoctorPortrait
          name={doctor.name}
          photo={doctor.photo}
          size={72}
          eager
          edit={ofDoctor('photo')}
          text={teamText}
        />
        <div>
          <p className="text-sm text-gray-700">{words.view.bookingWith}</p>
          <p className="text-xl font-bold text-gray-900" {...ofDoctor('name')}>
            {doctor.name}
          </p>
          <p className="text-sm text-gray-800">
            {[doctor.credentials, doctor.specialization, doctor.experience && words.view.experience(doctor.experience)]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {doctor.isSample && (
            <p className="mt-1">
              <SampleProfileBadge label={words.view.sampleDoctor} />
            </p>
          )}
        </div>
      </div>

      <div className="mt-6">
        <ConsultationFees fees={fees} price={price} text={text} edit={ofSettings.scope('consultationFees')} />
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <BookingWizard
          doctorName={doctor.name ?? words.view.ourDoctor}
          consultationLabel={consultationLabel}
          price={price}
          urgentCareNotice={<UrgentCareNotice notice={urgentCare} edit={ofSettings.scope('urgentCareNotice')} />}
          edits={clientEdits({
            consultationLabel: ofSettings('consultation.label'),
            price: ofSettings('consultation.price'),
            doctorName: ofDoctor('name'),
          })}
          text={text}
          lang={lang}
        />
        <aside aria-labelledby="trust-heading">
          <h2 id="trust-heading" className="text-xl font-bold text-gray-900" {...edit(copy.paths?.trustHeading)}>
            {copy.texts.trustHeading}
          </h2>
          <ul className="mt-4 space-y-4">
            {trustPoints.map((point) => (
              <li key={point._id} className="flex gap-3">
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon name={point.icon} className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold text-gray-900" {...editor(point)('title')}>
                    {point.title}
                  </span>
                  <span className="block text-sm text-gray-700" {...editor(point)('description')}>
                    {point.description}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </aside>
      </div>

      {testimonials.length > 0 && (
        <section aria-labelledby="booking-testimonials-heading" className="mt-16">
          <h2
            id="booking-testimonials-heading"
            className="text-2xl font-bold text-gray-900"
            {...edit(copy.paths?.testimonialsHeading)}
          >
            {copy.texts.testimonialsHeading}
          </h2>
          {anySample && <p className="mt-2 text-sm text-gray-700 italic">{words.view.sampleTestimonials}</p>}
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {testimonials.map((t) => (
              <li key={t._id}>
                <figure className="flex h-full flex-col rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
                  <StarRating rating={t.rating ?? 0} label={teamText.ratingLabel} edit={editor(t)('rating')} />
                  <blockquote className="mt-4 flex-1 text-gray-800">
                    <p {...editor(t)('text')}>“{t.text}”</p>
                  </blockquote>
                  <figcaption className="mt-4 font-semibold text-gray-900">
                    <span {...editor(t)('name')}>{t.name}</span>
                    {/* Marked where it is read, not only above the list. */}
                    {t.isSample && (
                      <span className="block text-sm font-normal text-gray-700">{words.view.fictionalSample}</span>
                    )}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      )}
    </PageFrame>
  )
}
