/**
 * The links that dial or text a number, and the 988 Lifeline's services in the reader's language. Only the server
 * builds them (lib/site/routes.ts hands them out), so they stay out of the browser links module and its scripts.
 */
import type { Lang } from './languages'

/**
 * The 988 Lifeline's own services in a language, where it offers them: 988 Línea de Vida's chat, and "AYUDA" typed
 * into a text, which reaches it in Spanish. A language without them is sent to the English ones.
 */
const LIFELINE_IN: Readonly<Partial<Record<Lang, { chat: string; textWord: string }>>> = {
  es: { chat: 'https://988lineadevida.org/', textWord: 'AYUDA' },
}
const LIFELINE_CHAT = 'https://988lifeline.org/chat/'

/**
 * A text message to a number (988), with words already typed in when given. The body is encoded as RFC 5724 asks, so
 * no text can add another field.
 */
const sms = (number: string, body?: string) =>
  `sms:${number.replace(/[^\d+]/g, '')}${body ? `?body=${encodeURIComponent(body)}` : ''}`

export const callRoutes = {
  /** A phone number to dial (911, 988, a support line): digits and a leading + only. */
  phone: (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`,
  sms,
  /** A text to 988 in the reader's language: in a language the Lifeline answers in, its word already typed in. */
  lifelineText: (lang: Lang = 'en') => sms('988', LIFELINE_IN[lang]?.textWord),
  /** The 988 Suicide & Crisis Lifeline's online chat, in the reader's language where it has one (988 Línea de Vida). */
  lifelineChat: (lang: Lang = 'en') => LIFELINE_IN[lang]?.chat ?? LIFELINE_CHAT,
} as const
