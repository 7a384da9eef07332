/**
 * The contact page's interface words: the form's labels, hint, messages and states, and the headings of the contact
 * details. Editors keep them in the Studio ("Interface words: Contact form", seeded from
 * content/seed/interface/contact.yaml); their keys are in ./text-keys.ts; this module turns them into what the form
 * shows. The page's heading, intro and section headings, the FAQ and the details themselves are other CMS content.
 */
import { around, fill, formatCount, type InterfaceText } from '@/lib/site/interface-text'
import type { Lang } from '@/lib/site/languages'
import type { CONTACT_TEXT } from './text-keys'

export type ContactText = InterfaceText<typeof CONTACT_TEXT>

/** A send's state. */
export type ContactStatusKey = 'idle' | 'sending' | 'sent' | 'failed'

export type ContactWords = {
  meta: { title: string; description: string }
  /** Shown only where scripts do not run: the message is sent from the browser. */
  noScript: {
    needsJs: string
    /** Around the inbox's address, when a real one is set. */
    writeTo: [before: string, after: string]
    /** When there is no real inbox to offer. */
    turnOn: string
    /** Before the postal address, the way to write that needs no script. */
    byPost: string
  }
  /** Around the required mark (*). */
  required: [before: string, after: string]
  labels: { name: string; email: string; message: string }
  messageHint: (count: number, max: number) => string
  honeypot: string
  send: string
  sendingButton: string
  status: Record<ContactStatusKey, string>
  /** After a failed send: without an inbox to offer, and around the inbox's address when a real one is set. */
  failedKept: string
  failedKeptWriteTo: [before: string, after: string]
  messages: {
    nameEmpty: string
    tooLong: (max: number) => string
    emailEmpty: string
    emailInvalid: string
    messageEmpty: string
  }
  details: { email: string; phone: string; address: string; responseTime: string }
}

/** The form's words from the area's texts. */
export function contactWords(text: ContactText, lang: Lang): ContactWords {
  return {
    meta: { title: text.metaTitle, description: text.metaDescription },
    noScript: {
      needsJs: text.noScriptNeedsJs,
      writeTo: around(text.noScriptWriteTo, 'email'),
      turnOn: text.noScriptTurnOn,
      byPost: text.noScriptByPost,
    },
    required: around(text.required, 'mark'),
    labels: { name: text.labelName, email: text.labelEmail, message: text.labelMessage },
    messageHint: (count, max) =>
      fill(text.messageHint, { count: formatCount(lang, count), max: formatCount(lang, max) }),
    honeypot: text.honeypot,
    send: text.send,
    sendingButton: text.sendingButton,
    status: { idle: '', sending: text.statusSending, sent: text.statusSent, failed: text.statusFailed },
    failedKept: text.failedKept,
    failedKeptWriteTo: around(text.failedKeptWriteTo, 'email'),
    messages: {
      nameEmpty: text.nameEmpty,
      tooLong: (max) => fill(text.tooLong, { max: formatCount(lang, max) }),
      emailEmpty: text.emailEmpty,
      emailInvalid: text.emailInvalid,
      messageEmpty: text.messageEmpty,
    },
    details: {
      email: text.detailsEmail,
      phone: text.detailsPhone,
      address: text.detailsAddress,
      responseTime: text.detailsResponseTime,
    },
  }
}
