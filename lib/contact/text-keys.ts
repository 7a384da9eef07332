/**
 * The interface-word keys of the contact page and the placeholders each takes, which the Studio's schema, the content
 * read and the seed check walk (lib/site/interface-areas.ts). Apart from ./words.ts, which turns the words into what
 * the pages show, because that module is also a client component's: a table here would be in the browser's JavaScript.
 */
import type { TextKeys } from '@/lib/site/interface-text'

export const CONTACT_TEXT = {
  metaTitle: [],
  metaDescription: [],
  noScriptNeedsJs: [],
  noScriptWriteTo: ['email'],
  noScriptTurnOn: [],
  required: ['mark'],
  labelName: [],
  labelEmail: [],
  labelMessage: [],
  messageHint: ['count', 'max'],
  honeypot: [],
  send: [],
  sendingButton: [],
  statusSending: [],
  statusSent: [],
  statusFailed: [],
  failedKept: [],
  failedKeptWriteTo: ['email'],
  nameEmpty: [],
  tooLong: ['max'],
  emailEmpty: [],
  emailInvalid: [],
  messageEmpty: [],
  detailsEmail: [],
  detailsPhone: [],
  detailsAddress: [],
  detailsResponseTime: [],
} as const satisfies TextKeys
