/**
 * The booking demonstration's interface words: the demonstration notices, step names, form labels, validation messages,
 * the payment step, the success screen, the sample marks and the search snippets of the booking and consultation pages.
 * Editors keep them in the Studio ("Interface words: Booking", seeded from content/seed/interface/booking.yaml); their
 * keys are in ./text-keys.ts; this module turns them into what the pages show. The page's title, intro, trust points,
 * fees and urgent-care notice are other CMS content.
 */
import { around, fill, formatCount, type InterfaceText } from '@/lib/site/interface-text'
import type { Lang } from '@/lib/site/languages'
import { BOOKING_LIMITS, type BookingStep, type LanguageValue, type WhatsAppMessages } from './booking'
import type { BOOKING_TEXT } from './text-keys'

export type BookingText = InterfaceText<typeof BOOKING_TEXT>

type Notice = { title: string; description: string }

export type BookingWords = {
  /** Said on every step, above anything else (components/booking/DemoNote.tsx) and in the fee box. */
  demo: { title: string; fees: string; price: string } & Record<BookingStep, string>
  demoLabel: string
  emptyFields: Notice
  success: { title: string; text: string; nextStepsHeading: string; nextSteps: readonly string[] }
  /** The names of the languages a reader can choose, in the page's language (the values stay the same). */
  languages: Record<LanguageValue, string>
  wizard: {
    steps: Record<Exclude<BookingStep, 'paid'>, string>
    stepsLabel: string
    step: (index: number, total: number, label: string) => string
    paymentTitle: string
    returnHome: string
  }
  form: {
    noJavaScript: string
    /** "Fields marked * are required.", split around the red star. */
    required: [before: string, after: string]
    fullName: string
    email: string
    whatsapp: string
    whatsappHint: string
    language: string
    chooseLanguage: string
    symptoms: string
    symptomsHint: (length: number, max: number) => string
    submit: string
  }
  messages: {
    fullNameEmpty: string
    fullNameLong: string
    emailEmpty: string
    emailInvalid: string
    whatsapp: WhatsAppMessages
    language: string
    symptomsEmpty: string
    symptomsLong: string
  }
  payment: {
    /** "with Dr. …", split around the doctor's name (click-to-edit marks the name). */
    withDoctor: [before: string, after: string]
    priceMissing: string
    pay: string
    processing: string
    processingStatus: string
    unavailable: string
  }
  view: {
    bookingWith: string
    experience: (text: string) => string
    sampleDoctor: string
    sampleTestimonials: string
    fictionalSample: string
    /** Used when the CMS gives no doctor name or no consultation label. */
    ourDoctor: string
    consultationLabel: string
    /** Written into the fee sentence where the CMS put {price}, when there is no usable price. */
    noPrice: string
  }
  /**
   * The booking page's title and search snippet: what a search result says before anyone opens the page, so it says
   * "demonstration" too, and promises no payment, reply or doctor.
   */
  metadata: (doctor: { name?: string | null; specialization?: string | null }) => {
    title: string
    description: string
  }
}

/**
 * The booking's words from the area's texts. Counts and limits are written as the contact form writes them in the
 * page's language: plain figures in English ("0 of 2000 characters"), grouped as US Spanish groups them in Spanish
 * ("0 de 2,000 caracteres").
 */
export function bookingWords(text: BookingText, lang: Lang = 'en'): BookingWords {
  const count = (value: number) => formatCount(lang, value)
  return {
    demo: {
      title: text.demoTitle,
      details: text.demoDetails,
      payment: text.demoPayment,
      paid: text.demoPaid,
      fees: text.demoFees,
      price: text.demoPrice,
    },
    demoLabel: text.demoLabel,
    emptyFields: { title: text.emptyFieldsTitle, description: text.emptyFieldsDescription },
    success: {
      title: text.successTitle,
      text: text.successText,
      nextStepsHeading: text.successCareHeading,
      nextSteps: [text.successCareAdvice, text.successCareToday, text.successCareEmergency],
    },
    languages: {
      english: text.languageEnglish,
      spanish: text.languageSpanish,
      french: text.languageFrench,
      german: text.languageGerman,
      italian: text.languageItalian,
      portuguese: text.languagePortuguese,
    },
    wizard: {
      steps: { details: text.stepDetails, payment: text.stepPayment },
      stepsLabel: text.stepsLabel,
      step: (index, total, label) => fill(text.stepProgress, { number: index, total, name: label }),
      paymentTitle: text.paymentTitle,
      returnHome: text.returnHome,
    },
    form: {
      noJavaScript: text.noJavaScript,
      required: around(text.required, 'mark'),
      fullName: text.labelFullName,
      email: text.labelEmail,
      whatsapp: text.labelWhatsapp,
      whatsappHint: text.whatsappHint,
      language: text.labelLanguage,
      chooseLanguage: text.chooseLanguage,
      symptoms: text.labelSymptoms,
      symptomsHint: (length, max) => fill(text.symptomsHint, { count: count(length), max: count(max) }),
      submit: text.submit,
    },
    messages: {
      fullNameEmpty: text.fullNameEmpty,
      fullNameLong: fill(text.fullNameTooLong, { max: count(BOOKING_LIMITS.fullName) }),
      emailEmpty: text.emailEmpty,
      emailInvalid: text.emailInvalid,
      whatsapp: { empty: text.whatsappEmpty, format: text.whatsappFormat, length: text.whatsappLength },
      language: text.languageMissing,
      symptomsEmpty: text.symptomsEmpty,
      symptomsLong: fill(text.symptomsTooLong, { max: count(BOOKING_LIMITS.symptoms) }),
    },
    payment: {
      withDoctor: around(text.paymentWithDoctor, 'doctor'),
      priceMissing: text.priceMissing,
      pay: text.payButton,
      processing: text.paymentProcessing,
      processingStatus: text.paymentProcessingStatus,
      unavailable: text.paymentUnavailable,
    },
    view: {
      bookingWith: text.bookingWith,
      experience: (experience) => fill(text.experience, { experience }),
      sampleDoctor: text.sampleDoctor,
      sampleTestimonials: text.sampleTestimonials,
      fictionalSample: text.fictionalSample,
      ourDoctor: text.ourDoctor,
      consultationLabel: text.consultationLabel,
      noPrice: text.noPrice,
    },
    metadata: (doctor) => {
      // The doctor as a snippet names them: "Dr. Sarah Johnson (General Practice)".
      const who = [doctor.name, doctor.specialization && `(${doctor.specialization})`].filter(Boolean).join(' ')
      return {
        title: fill(text.metaTitle, { doctor: doctor.name ?? text.metaSampleDoctor }),
        description: who ? fill(text.metaDescriptionWithDoctor, { doctor: who }) : text.metaDescription,
      }
    },
  }
}
