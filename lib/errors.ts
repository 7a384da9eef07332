import type { Lang, ReaderLang } from '@/lib/site/languages'

/**
 * What the error page says, in each language. An error boundary has to draw when everything else failed, the CMS
 * included, so these few words are the code's, not the Studio's. English is the spec's router error page.
 */
type ErrorWords = { title: string; retry: string; home: string; reference: string; unknown: string }
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
} as const satisfies Record<ReaderLang, ErrorWords>

/**
 * A language's error words; the default language's for any language without its own (the pseudo-locale: its text is
 * the default language's). Looked up by code, without the language list: this module is in the error page's script,
 * which every page loads.
 */
export const errorWords = (lang: Lang = 'en'): ErrorWords =>
  (OWN_ERROR_WORDS as Record<string, ErrorWords>)[lang] ?? OWN_ERROR_WORDS.en

/**
 * The error's summary. In production Next hides server error messages behind a digest, so the reader sees a status
 * or a reference instead of a stack trace; client errors keep their message.
 */
export function errorSummary(error: unknown, lang: Lang = 'en'): string {
  const words = errorWords(lang)
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
