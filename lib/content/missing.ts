/**
 * What an address that names no guide, post or information page in its language answers. An old slug of a renamed
 * document: a permanent redirect to where it is now. The language link keeps the slug of the page it was on, so a
 * slug of the other language leads to its translation, or, in any language but the default when there is none yet, to
 * that language's note that says so. Anything else is the not-found page, which the route renders itself.
 */
import { DEFAULT_LANG, LANGUAGES, type Lang } from '@/lib/site/languages'
import { noTranslation } from '@/lib/site/localized-routes'

/** How one kind of document is read and addressed, for the missing-page answer. */
export type MissingReader = {
  /** The document with this slug in this language, or null. */
  find: (slug: string, lang: Lang) => Promise<{ _id: string } | null>
  /** The current slug of a document that had this one before, or null (kinds that keep no old slugs leave it out). */
  moved?: (slug: string, lang: Lang) => Promise<string | null>
  /** The document's translation into `to`, or null. */
  translation: (id: string, to: Lang) => Promise<{ slug: string | null } | null>
  /** The address of the document with this slug in this language. */
  path: (lang: Lang, slug: string) => string
  /** Whether the route of `lang` serves this slug at all; every slug when left out. */
  serves?: (slug: string, lang: Lang) => boolean
}

/** The address of the document with this slug in `lang`, where that language's route serves the slug; else null. */
export const servedPath = (reader: MissingReader, slug: string | null | undefined, lang: Lang): string | null =>
  slug && (reader.serves?.(slug, lang) ?? true) ? reader.path(lang, slug) : null

/** Where the address goes instead (`permanent` for a renamed document), or null for the not-found page. */
export type MissingAnswer = { to: string; permanent: boolean } | null

export async function missingAnswer(reader: MissingReader, slug: string, lang: Lang): Promise<MissingAnswer> {
  const moved = await reader.moved?.(slug, lang)
  if (moved) return { to: reader.path(lang, moved), permanent: true }
  // The slug may be another language's (the language link keeps it): the first language that has it, in the list's
  // order, names the document.
  let source: { _id: string } | null = null
  for (const other of LANGUAGES) if (other !== lang && !source) source = await reader.find(slug, other)
  if (!source) return null
  const to = servedPath(reader, (await reader.translation(source._id, lang))?.slug, lang)
  if (to) return { to, permanent: false }
  return lang === DEFAULT_LANG ? null : { to: noTranslation(lang), permanent: false }
}
