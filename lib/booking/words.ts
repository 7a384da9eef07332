/**
 * The booking demonstration's interface words in each language: step names, form labels, validation messages and the
 * demonstration notices. They are interface text, not CMS content (the page's title, intro, trust points, fees and
 * urgent-care notice come from the CMS per language). English is built from the constants in ./booking, so the
 * English pages keep their words exactly; Spanish is plain US Spanish and says "demonstration" as plainly.
 */
import type { Lang } from '@/lib/site/languages'
import {
  BOOKING_LIMITS,
  bookingMetadataText,
  DEMO_NOTICE,
  EMPTY_FIELDS_NOTICE,
  LANGUAGES,
  PAYMENT_SUCCESS,
  WHATSAPP_MESSAGES,
  type BookingStep,
  type LanguageValue,
  type WhatsAppMessages,
} from './booking'

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
    with: string
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
  metadata: (doctor: { name?: string | null; specialization?: string | null }) => {
    title: string
    description: string
  }
}

export const BOOKING_WORDS: Readonly<Record<Lang, BookingWords>> = {
  en: {
    demo: DEMO_NOTICE,
    demoLabel: 'Demonstration only',
    emptyFields: EMPTY_FIELDS_NOTICE,
    success: PAYMENT_SUCCESS,
    languages: Object.fromEntries(LANGUAGES.map((l) => [l.value, l.label])) as Record<LanguageValue, string>,
    wizard: {
      steps: { details: 'Your details', payment: 'Payment' },
      stepsLabel: 'Booking steps',
      step: (index, total, label) => `Step ${index} of ${total}: ${label}`,
      paymentTitle: 'Payment (demonstration)',
      returnHome: 'Return to Home',
    },
    form: {
      noJavaScript:
        'This booking demonstration runs in your browser and needs JavaScript, which is off. Nothing you type here is sent or stored. Turn JavaScript on and reload this page to try it.',
      required: ['Fields marked ', ' are required.'],
      fullName: 'Full name',
      email: 'Email',
      whatsapp: 'WhatsApp number',
      whatsappHint: 'With the country code, for example +1 555 010 0123.',
      language: 'Preferred communication language',
      chooseLanguage: 'Select a language',
      symptoms: 'Medical concerns',
      symptomsHint: (length, max) =>
        `${length} of ${max} characters. Describe your symptoms, how long you have had them and any questions you have.`,
      submit: 'Continue to Payment',
    },
    messages: {
      fullNameEmpty: 'Enter your full name.',
      fullNameLong: `Use at most ${BOOKING_LIMITS.fullName} characters for your name.`,
      emailEmpty: 'Enter your email address.',
      emailInvalid: 'Enter an email address like name@example.com.',
      whatsapp: WHATSAPP_MESSAGES,
      language: 'Choose the language you would like us to use.',
      symptomsEmpty: 'Describe your medical concerns.',
      symptomsLong: `Use at most ${BOOKING_LIMITS.symptoms} characters to describe your concerns.`,
    },
    payment: {
      with: 'with',
      priceMissing: 'Price not available',
      pay: 'Complete Demo Payment',
      processing: 'Finishing the demonstration…',
      processingStatus: 'Finishing the demonstration, please wait. No payment is taken.',
      unavailable:
        'The consultation price is not available right now, so payment cannot continue. Please try again later.',
    },
    view: {
      bookingWith: 'You are booking with',
      experience: (text) => `${text} of experience`,
      sampleDoctor: 'Sample profile: a fictional doctor',
      sampleTestimonials:
        'Sample testimonials: the names and words below are fictional and shown only while the site is being built.',
      fictionalSample: 'Fictional sample',
      ourDoctor: 'our doctor',
      consultationLabel: 'Professional Medical Consultation',
      noPrice: 'a fee (shown before you pay)',
    },
    metadata: bookingMetadataText,
  },
  es: {
    demo: {
      title: 'Solo es una demostración.',
      details:
        'Esta cita todavía no es un servicio real. Ningún médico lee lo que usted escribe aquí, no se envía ni se guarda nada, y no se cobra nada. Para recibir atención, comuníquese con su médico o su clínica.',
      payment: 'No se cobra nada, y nada de lo que escribió se envió ni se guardó.',
      paid: 'No se cobró nada, y nada de lo que escribió se envió ni se guardó.',
      fees: 'Todavía no hay consultas reales: cualquier precio que vea aquí es de muestra, y nunca se le pedirá que pague.',
      price: 'Precio de muestra: no se cobra nada',
    },
    demoLabel: 'Solo es una demostración',
    emptyFields: {
      title: 'Llene todos los campos',
      description: 'Todos los campos del formulario son obligatorios para continuar con su consulta.',
    },
    success: {
      title: 'Terminó la demostración',
      text: 'Gracias por describir sus problemas de salud. Esta cita es una demostración, así que no se envió nada: ningún médico va a leer lo que escribió, y no le llegará ningún mensaje.',
      nextStepsHeading: 'Dónde recibir atención',
      nextSteps: [
        'Para consejos sobre su salud, comuníquese con su médico, su clínica o una línea de consejos de enfermería.',
        'Si necesita atención hoy, llame a su médico o vaya a un centro de atención de urgencia.',
        'En una emergencia médica, llame al 911. En una crisis de salud mental, llame al 988 y marque 2, o envíe AYUDA por mensaje de texto al 988.',
      ],
    },
    languages: {
      english: 'Inglés',
      spanish: 'Español',
      french: 'Francés',
      german: 'Alemán',
      italian: 'Italiano',
      portuguese: 'Portugués',
    },
    wizard: {
      steps: { details: 'Sus datos', payment: 'Pago' },
      stepsLabel: 'Pasos de la cita',
      step: (index, total, label) => `Paso ${index} de ${total}: ${label}`,
      paymentTitle: 'Pago (demostración)',
      returnHome: 'Volver al inicio',
    },
    form: {
      noJavaScript:
        'Esta demostración de citas funciona en su navegador y necesita JavaScript, que está desactivado. Nada de lo que escriba aquí se envía ni se guarda. Active JavaScript y vuelva a cargar esta página para probarla.',
      required: ['Los campos marcados con ', ' son obligatorios.'],
      fullName: 'Nombre completo',
      email: 'Correo electrónico',
      whatsapp: 'Número de WhatsApp',
      whatsappHint: 'Con el código del país, por ejemplo +1 555 010 0123.',
      language: 'Idioma en el que prefiere que le hablemos',
      chooseLanguage: 'Elija un idioma',
      symptoms: 'Sus problemas de salud',
      symptomsHint: (length, max) =>
        `${length} de ${max} caracteres. Describa sus síntomas, desde cuándo los tiene y las preguntas que tenga.`,
      submit: 'Continuar al pago',
    },
    messages: {
      fullNameEmpty: 'Escriba su nombre completo.',
      fullNameLong: `Use ${BOOKING_LIMITS.fullName} caracteres como máximo para su nombre.`,
      emailEmpty: 'Escriba su correo electrónico.',
      emailInvalid: 'Escriba un correo electrónico como nombre@example.com.',
      whatsapp: {
        empty: 'Escriba su número de WhatsApp.',
        format: 'Escriba el número con el código del país, solo con dígitos, por ejemplo +1 555 010 0123.',
        length: 'Un número de WhatsApp tiene de 7 a 15 dígitos, contando el código del país.',
      },
      language: 'Elija el idioma en el que prefiere que le hablemos.',
      symptomsEmpty: 'Describa sus problemas de salud.',
      symptomsLong: `Use ${BOOKING_LIMITS.symptoms} caracteres como máximo para describir sus problemas de salud.`,
    },
    payment: {
      with: 'con',
      priceMissing: 'Precio no disponible',
      pay: 'Completar el pago de demostración',
      processing: 'Terminando la demostración…',
      processingStatus: 'Terminando la demostración, espere un momento. No se cobra nada.',
      unavailable:
        'El precio de la consulta no está disponible en este momento, así que el pago no puede continuar. Vuelva a intentarlo más tarde.',
    },
    view: {
      bookingWith: 'Está pidiendo una cita con',
      experience: (text) => `${text} de experiencia`,
      sampleDoctor: 'Perfil de muestra: no es un médico real',
      sampleTestimonials:
        'Testimonios de muestra: los nombres y las palabras de abajo son ficticios y solo se muestran mientras se construye el sitio.',
      fictionalSample: 'Muestra ficticia',
      ourDoctor: 'nuestro médico',
      consultationLabel: 'Consulta médica profesional',
      noPrice: 'una tarifa (que se muestra antes de pagar)',
    },
    // What a search result says before anyone opens the page: "demonstration" too, with no promise of a reply.
    metadata: (doctor) => {
      const who = [doctor.name, doctor.specialization && `(${doctor.specialization})`].filter(Boolean).join(' ')
      return {
        title: `Demostración de citas: ${doctor.name ?? 'médico de muestra'}`,
        description: `Una demostración de cómo funcionaría pedir una consulta${who ? ` con ${who}` : ''}. No es un servicio real: ningún médico lee lo que usted escribe, no se envía nada y no se cobra nada. Para recibir atención, comuníquese con su médico.`,
      }
    },
  },
}
