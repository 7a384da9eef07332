import { type Lang, PSEUDO_LANG } from '@/lib/site/languages'

/**
 * What the error page says, in each language. An error boundary has to draw when everything else failed, the CMS
 * included, so these few words are the code's, not the Studio's. English is the spec's router error page.
 */
const OWN_ERROR_WORDS = {
  en: {
    title: 'Unexpected Application Error!',
    retry: 'Try again',
    home: 'Return to Home',
    reference: 'Something went wrong on our side. Reference:',
    unknown: 'Something went wrong.',
  },
  es: {
    title: 'Error inesperado en la aplicación',
    retry: 'Intentar de nuevo',
    home: 'Volver al inicio',
    reference: 'Algo salió mal por nuestra parte. Referencia:',
    unknown: 'Algo salió mal.',
  },
} as const

/** The pseudo-locale's error page keeps the English words: they are the code's, not content it is built from. */
export const ERROR_WORDS = { ...OWN_ERROR_WORDS, [PSEUDO_LANG]: OWN_ERROR_WORDS.en } as const satisfies Record<
  Lang,
  Record<string, string>
>

/**
 * The error's summary. In production Next hides server error messages behind a digest, so the reader sees a status
 * or a reference instead of a stack trace; client errors keep their message.
 */
export function errorSummary(error: unknown, lang: Lang = 'en'): string {
  const words = ERROR_WORDS[lang]
  if (error && typeof error === 'object') {
    const { status, statusText, message, digest } = error as Record<string, unknown>
    if (typeof status === 'number')
      return typeof statusText === 'string' && statusText ? `${status} ${statusText}` : String(status)
    if (typeof digest === 'string' && digest) return `${words.reference} ${digest}`
    if (typeof message === 'string' && message.trim()) return message.trim().split('\n')[0]!
  }
  if (typeof error === 'string' && error.trim()) return error.trim()
  return words.unknown
}
