/**
 * Interface words (labels, buttons, messages, counts) as editors keep them in the Studio: one "Interface words"
 * document (`interfaceText`) per area of the site and per language, each a list of texts under fixed keys. Code
 * keeps only the keys, the placeholders each text must keep (`{count}`), and how a count picks its form; the words
 * themselves come from the CMS (seeded from content/seed/interface/). A plain module: client components use it too.
 */
import { DEFAULT_LANG, IN_LANGUAGE, type Lang, ROUTED_LANGUAGES } from './languages'

/** An area's keys, each with the placeholders its text must keep (`readTime: ['minutes']` → "{minutes} min read"). */
export type TextKeys = Readonly<Record<string, readonly string[]>>

/** An area's texts, every key filled. Serializable: a server page hands it to a client component as it is. */
export type InterfaceText<K extends TextKeys> = { readonly [P in keyof K & string]: string }

/** The stored document as the query projects it. */
export type InterfaceTextDocument = {
  language?: string | null
  texts?: Array<{ key?: string | null; text?: string | null }> | null
} | null

const PLACEHOLDER = /\{([a-zA-Z][\w]*)\}/g

/** The placeholders a text holds, in order, without repeats. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!))]
}

/**
 * What is wrong with an editor's text for a key, or null: every placeholder the key needs is kept and no other is
 * added, so that a count or a name still reaches the reader.
 */
export function placeholderProblem(text: string, needed: readonly string[]): string | null {
  const found = placeholdersOf(text)
  const missing = needed.filter((name) => !found.includes(name))
  const unknown = found.filter((name) => !needed.includes(name))
  if (missing.length) return `Keep ${missing.map((name) => `{${name}}`).join(' and ')}: the site puts a value there.`
  if (unknown.length)
    return `${unknown.map((name) => `{${name}}`).join(' and ')} is not filled in here${needed.length ? `; use ${needed.map((n) => `{${n}}`).join(', ')}` : ''}.`
  return null
}

/** A text with its placeholders filled; a placeholder without a value stays as it is (a test then catches it). */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

const PLURAL_RULES = Object.fromEntries(
  ROUTED_LANGUAGES.map((lang) => [lang, new Intl.PluralRules(IN_LANGUAGE[lang])]),
) as Record<Lang, Intl.PluralRules>

/** The singular text for a count of one, the plural one otherwise (English and Spanish have just these two forms). */
export const pluralOf = (lang: Lang, count: number, one: string, other: string) =>
  PLURAL_RULES[lang].select(count) === 'one' ? one : other

/**
 * A count inside a sentence. Other languages group thousands as their region does (US Spanish: "2,000"); the default
 * language keeps the plain figures of the specification's texts ("0 of 2000 characters").
 */
export const formatCount = (lang: Lang, value: number) =>
  lang === DEFAULT_LANG ? String(value) : value.toLocaleString(IN_LANGUAGE[lang])

/**
 * The text before and after one placeholder, for a sentence whose placeholder is an element (a link, a mark):
 * "Write to us at {email} instead." → ["Write to us at ", " instead."].
 */
export function around(template: string, name: string): [before: string, after: string] {
  const at = template.indexOf(`{${name}}`)
  return at < 0 ? [template, ''] : [template.slice(0, at), template.slice(at + name.length + 2)]
}

/**
 * An area's texts from its stored documents: each key from the language's document, or from the English one where
 * the language has none yet (a page shows English words rather than none). The seed check and the Studio's
 * validation keep every key filled in every document; a key missing everywhere is an empty string.
 */
export function interfaceTextFrom<K extends TextKeys>(
  keys: K,
  lang: Lang,
  docs: readonly InterfaceTextDocument[],
): InterfaceText<K> {
  const stored = (language: string) => {
    const doc = docs.find((d) => (d?.language ?? 'en') === language)
    return new Map((doc?.texts ?? []).map((t) => [t.key ?? '', t.text ?? '']))
  }
  const own = stored(lang)
  const english = lang === 'en' ? own : stored('en')
  return Object.fromEntries(
    Object.keys(keys).map((key) => [key, own.get(key) || english.get(key) || '']),
  ) as InterfaceText<K>
}
