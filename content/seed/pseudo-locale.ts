/**
 * The pseudo-locale's content (`PSEUDO_LANG` of lib/site/languages.ts), made from the English documents of a dataset:
 * every word a reader sees turned into accented letters and made about 30% longer ("Search" → "Šéåŕçĥ~~"), so that
 * a page in it shows at a glance any English that did not come from its documents, and how the layout takes longer
 * words. Numbers, phone numbers, placeholders (`{count}`), web and e-mail addresses stay as they are, and so does
 * everything that is structure rather than words: ids, slugs, keys, anchors, enum values, dates, links.
 *
 * Never part of the committed dataset: the tests write it into their own copy (`writePseudoDataset`), and a server
 * serves the pseudo-locale only when its environment asks for it (lib/site/languages.ts, `servesLang`).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { contentFingerprint } from '@/lib/medical/fingerprint'
import { PSEUDO_LANG } from '@/lib/site/languages'

type Doc = { _id: string; _type: string; [key: string]: unknown }

/** The id of a document's pseudo-locale copy (no dot: Sanity serves ids with a dot only to signed-in users). */
export const pseudoId = (englishId: string) => `${englishId}-${PSEUDO_LANG}`

/** Fields whose strings are structure (ids, enum values, addresses, dates, search vocabulary), never words shown. */
const KEPT_FIELDS = new Set([
  'language',
  'current',
  'href',
  'url',
  'style',
  'listItem',
  'marks',
  'tone',
  'anchor',
  'icon',
  'color',
  'approvedFingerprint',
  'lastReviewed',
  'nextReviewDue',
  'lastUpdated',
  'publishedAt',
  'published',
  'status',
  'tel',
  'number',
  'studioUser',
  'area',
  'key',
  'page',
  'initials',
  'call',
  'covers',
  'terms',
  'currency',
  'contactEmail',
  'platform',
  'region',
  'postalCode',
])

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'
const ACCENTS = [...'åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ']
const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...PLAIN].map((letter, i) => [letter, ACCENTS[i]!]),
)

/** What stays as written inside a text: placeholders, web and e-mail addresses, domain names. */
const KEPT_TOKEN =
  /(\{[a-zA-Z]\w*\}|https?:\/\/\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b[\w-]+(?:\.[\w-]+)*\.(?:org|gov|com|net|edu|example)\b)/

/** A word in the pseudo-locale: accented letters, and a third longer ("~" after words of three letters or more). */
const pseudoWord = (word: string) =>
  [...word].map((letter) => ACCENTED[letter] ?? letter).join('') +
  (word.length >= 3 ? '~'.repeat(Math.ceil(word.length * 0.3)) : '')

/** A text in the pseudo-locale; what `KEPT_TOKEN` matches is left as it is. */
export function pseudoText(text: string): string {
  return text
    .split(KEPT_TOKEN)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[A-Za-z]+/g, pseudoWord)))
    .join('')
}

/** A value with every shown string turned into the pseudo-locale and every reference `to` the copies. */
function pseudoValue(value: unknown, field: string, to: (ref: string) => string): unknown {
  if (typeof value === 'string') return field.startsWith('_') || KEPT_FIELDS.has(field) ? value : pseudoText(value)
  if (Array.isArray(value)) return value.map((item) => pseudoValue(item, field, to))
  if (!value || typeof value !== 'object') return value
  const object = value as Record<string, unknown>
  const mapped = Object.fromEntries(Object.entries(object).map(([key, child]) => [key, pseudoValue(child, key, to)]))
  if (typeof object._ref === 'string') mapped._ref = to(object._ref)
  return mapped
}

/** The pseudo-locale's copy of every English document of `docs` (the documents the Spanish seed also translates). */
export function pseudoDocuments(docs: readonly Doc[]): Doc[] {
  const english = docs.filter((doc) => doc.language === 'en')
  const copied = new Set(english.map((doc) => doc._id))
  const to = (ref: string) => (copied.has(ref) ? pseudoId(ref) : ref)
  return english.map((doc) => {
    const copy: Doc = { ...(pseudoValue(doc, '', to) as Doc), _id: pseudoId(doc._id), language: PSEUDO_LANG }
    const review = copy.review as Record<string, unknown> | undefined
    // An approved copy vouches for its own text, as the seed's English approval does for the English text.
    return review?.status === 'approved'
      ? { ...copy, review: { ...review, approvedFingerprint: contentFingerprint(copy) } }
      : copy
  })
}

/** Writes `to`: the dataset `from` (NDJSON) with the pseudo-locale's documents added. */
export function writePseudoDataset(from: string, to: string): void {
  const docs = readFileSync(from, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Doc)
  writeFileSync(to, [...docs, ...pseudoDocuments(docs)].map((doc) => JSON.stringify(doc)).join('\n') + '\n')
}
