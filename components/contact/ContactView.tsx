import { Clock, Mail, MapPin, Phone } from '@/components/ui/icons'
import type { SiteSettings } from '@/lib/content'
import type { FaqQueryResult } from '@/sanity.types'
import type { PageCopy } from '@/lib/site/page-copy'
import { noEdit, noEditor, type Edit, type Editor } from '@/lib/content/edit-attributes'
import { contactWords, type ContactText } from '@/lib/contact/words'
import type { ArticleWords } from '@/lib/site/article-words'
import type { Lang } from '@/lib/site/languages'
import { ContactDetail } from '@/components/ui/ContactDetail'
import { PageFrame } from '@/components/ui/PageFrame'
import { UrgentCareNotice } from '@/components/ui/UrgentCareNotice'
import { ContactForm } from './ContactForm'
import { ContactWithoutScript } from './ContactWithoutScript'

/** Click-to-edit in the Preview tool: `edit` for the page's text document, `editor` for site settings and the FAQ. */
type Props = {
  copy: PageCopy<'contact'>
  settings: SiteSettings
  faq: FaqQueryResult
  /** The form's and the details' interface words (getInterfaceText('contact', lang)). */
  text: ContactText
  /** How a sample phone number or address is marked (articleWords(…).sampleNote). */
  sampleNote: ArticleWords['sampleNote']
  edit?: Edit
  editor?: Editor
  lang?: Lang
}

/** The contact page: the form (the only client part), contact details and response time, and the FAQ. */
export function ContactView({
  copy,
  settings,
  faq,
  text,
  sampleNote,
  edit = noEdit,
  editor = noEditor,
  lang = 'en',
}: Props) {
  const contact = contactWords(text, lang)
  const words = contact.details
  const ofSettings = editor(settings)
  const address = settings.postalAddress
  const line = settings.emergencyLine
  return (
    <PageFrame title={copy.title} intro={copy.intro} edit={edit} width="7xl">
      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section
          aria-labelledby="contact-form-heading"
          className="relative rounded-xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2
            id="contact-form-heading"
            className="mb-5 text-2xl font-bold text-gray-900"
            {...edit(copy.paths?.formHeading)}
          >
            {copy.texts.formHeading}
          </h2>
          <UrgentCareNotice notice={settings.urgentCareNotice} edit={ofSettings.scope('urgentCareNotice')} />
          <ContactWithoutScript words={contact.noScript} contactEmail={settings.contactEmail} postalAddress={address} />
          <ContactForm contactEmail={settings.contactEmail} text={text} lang={lang} />
        </section>

        <section aria-labelledby="contact-info-heading" className="self-start rounded-xl bg-gray-50 p-6 sm:p-8">
          <h2 id="contact-info-heading" className="text-2xl font-bold text-gray-900" {...edit(copy.paths?.infoHeading)}>
            {copy.texts.infoHeading}
          </h2>
          <ul className="mt-5 space-y-5 text-gray-800">
            {settings.contactEmail && (
              <li className="flex gap-3">
                <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>
                  <span className="block font-semibold text-gray-900">{words.email}</span>
                  <ContactDetail
                    kind="email"
                    value={settings.contactEmail}
                    className="text-brand-700 underline underline-offset-2"
                    edit={ofSettings('contactEmail')}
                    sampleNote={sampleNote.email}
                  />
                </span>
              </li>
            )}
            {line?.number && (
              <li className="flex gap-3" {...ofSettings('emergencyLine')}>
                <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>
                  <span className="block font-semibold text-gray-900">{line.label ?? words.phone}</span>
                  <ContactDetail
                    kind="phone"
                    value={line.number}
                    dial={line.tel}
                    className="text-brand-700 underline underline-offset-2"
                    sampleNote={sampleNote.phone}
                  />
                  {line.description && <span className="block text-sm text-gray-700">{line.description}</span>}
                </span>
              </li>
            )}
            {address && (
              <li className="flex gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                {/* A div, not a span: <address> is flow content, which a span may not hold (W3C Nu checker). */}
                <div>
                  <span className="block font-semibold text-gray-900">{words.address}</span>
                  <address className="not-italic" {...ofSettings('postalAddress')}>
                    {address.street}
                    <br />
                    {address.city}, {address.region} {address.postalCode}
                    <br />
                    {address.country}
                  </address>
                </div>
              </li>
            )}
            {settings.contactResponseTime && (
              <li className="flex gap-3" {...ofSettings('contactResponseTime')}>
                <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>
                  <span className="block font-semibold text-gray-900">{words.responseTime}</span>
                  {settings.contactResponseTime}
                </span>
              </li>
            )}
          </ul>
        </section>
      </div>

      {faq.length > 0 && (
        <section aria-labelledby="faq-heading" className="mt-16">
          <h2 id="faq-heading" className="text-2xl font-bold text-gray-900" {...edit(copy.paths?.faqHeading)}>
            {copy.texts.faqHeading}
          </h2>
          <dl className="mt-6 grid gap-6 md:grid-cols-2">
            {faq.map((item) => (
              <div key={item._id} className="rounded-xl border border-gray-200 bg-white p-6">
                <dt className="font-semibold text-gray-900" {...editor(item)('question')}>
                  {item.question}
                </dt>
                <dd className="mt-2 text-gray-700" {...editor(item)('answer')}>
                  {item.answer}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </PageFrame>
  )
}
