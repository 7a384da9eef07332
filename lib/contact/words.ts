/**
 * The contact page's interface words in each language: the form's labels, hint, messages and states, and the
 * headings of the contact details. The page's heading, intro and section headings, the FAQ and the details
 * themselves are CMS content (getPageCopy('contact', lang), getFaq(lang), getSettings(lang)).
 */
import type { Lang } from '@/lib/site/languages'
import { CONTACT_STATUS } from './contact'

/** A send's state; English shows the specification's exact texts (CONTACT_STATUS). */
export type ContactStatusKey = keyof typeof CONTACT_STATUS

export type ContactWords = {
  meta: { title: string; description: string }
  /** Shown only where scripts do not run: the message is sent from the browser. */
  noScript: {
    needsJs: string
    /** Before and after the inbox's address, when a real one is set. */
    writeBefore: string
    writeAfter: string
    /** When there is no real inbox to offer. */
    turnOn: string
  }
  requiredBefore: string
  requiredAfter: string
  labels: { name: string; email: string; message: string }
  messageHint: (count: number, max: number) => string
  honeypot: string
  send: string
  sendingButton: string
  status: Record<ContactStatusKey, string>
  /** After a failed send; the inbox, when a real one is set, goes between `failedOr` and the final stop. */
  failedKept: string
  failedOr: string
  messages: {
    nameEmpty: string
    tooLong: (max: number) => string
    emailEmpty: string
    emailInvalid: string
    messageEmpty: string
  }
  details: { email: string; phone: string; address: string; responseTime: string }
}

export const CONTACT_WORDS: Readonly<Record<Lang, ContactWords>> = {
  en: {
    meta: {
      title: 'Contact Us',
      description:
        'Send us a question or a correction about our health information. Not for medical advice: for care, contact your own doctor, and in an emergency call 911.',
    },
    noScript: {
      needsJs: 'This form needs JavaScript to send your message, and JavaScript is off in your browser.',
      writeBefore: 'Write to us at',
      writeAfter: ' instead, or turn JavaScript on and reload this page.',
      turnOn: ' Turn JavaScript on and reload this page to send it.',
    },
    requiredBefore: 'Fields marked',
    requiredAfter: 'are required.',
    labels: { name: 'Name', email: 'Email', message: 'Message' },
    messageHint: (count, max) => `${count} of ${max} characters. Please do not include private medical details.`,
    honeypot: 'Leave this field empty',
    send: 'Send Message',
    sendingButton: 'Sending…',
    status: CONTACT_STATUS,
    failedKept: 'What you wrote is still in the form. If you have just tried, wait a few seconds before sending again',
    failedOr: ', or write to us at',
    messages: {
      nameEmpty: 'Enter your name.',
      tooLong: (max) => `Use at most ${max} characters.`,
      emailEmpty: 'Enter your email address.',
      emailInvalid: 'Enter an email address like name@example.com.',
      messageEmpty: 'Write your message.',
    },
    details: { email: 'Email', phone: 'Phone', address: 'Address', responseTime: 'Response time' },
  },
  es: {
    meta: {
      title: 'Contáctenos',
      description:
        'Envíenos una pregunta o una corrección sobre nuestra información de salud. No es para consejos médicos: para recibir atención, comuníquese con su médico, y en una emergencia llame al 911.',
    },
    noScript: {
      needsJs:
        'Este formulario necesita JavaScript para enviar su mensaje, y JavaScript está desactivado en su navegador.',
      writeBefore: 'Escríbanos a',
      writeAfter: ', o active JavaScript y vuelva a cargar esta página.',
      turnOn: ' Active JavaScript y vuelva a cargar esta página para enviarlo.',
    },
    requiredBefore: 'Los campos marcados con',
    requiredAfter: 'son obligatorios.',
    labels: { name: 'Nombre', email: 'Correo electrónico', message: 'Mensaje' },
    messageHint: (count, max) =>
      `${count} de ${max.toLocaleString('es-US')} caracteres. Por favor, no incluya detalles médicos privados.`,
    honeypot: 'Deje este campo vacío',
    send: 'Enviar mensaje',
    sendingButton: 'Enviando…',
    status: {
      idle: '',
      sending: 'Enviando...',
      sent: 'Mensaje enviado ✅',
      failed: 'No se pudo enviar ❌. Inténtelo de nuevo.',
    },
    failedKept:
      'Lo que escribió sigue en el formulario. Si acaba de intentarlo, espere unos segundos antes de enviarlo otra vez',
    failedOr: ', o escríbanos a',
    messages: {
      nameEmpty: 'Escriba su nombre.',
      tooLong: (max) => `Use ${max.toLocaleString('es-US')} caracteres como máximo.`,
      emailEmpty: 'Escriba su correo electrónico.',
      emailInvalid: 'Escriba un correo electrónico como nombre@ejemplo.com.',
      messageEmpty: 'Escriba su mensaje.',
    },
    details: {
      email: 'Correo electrónico',
      phone: 'Teléfono',
      address: 'Dirección',
      responseTime: 'Tiempo de respuesta',
    },
  },
}
