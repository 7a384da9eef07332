/**
 * The seed's published documents as the content checks read them: one document by id (a missing one fails with its
 * id, not with "undefined"), the documents of a type, and a document's words flattened for a fact check.
 */
import { plainText, seedDocuments, type SeedDoc } from '../seed/seed-text'

/**
 * The committed English documents a reader can see: no drafts, no release versions (their ids hold a dot), no
 * Spanish translations nor the metadata linking them (the Spanish checks read content/seed/es: spanish-seed.ts).
 */
export const published: SeedDoc[] = seedDocuments().filter(
  (d) => !d._id.includes('.') && (d.language ?? 'en') === 'en' && d._type !== 'translation.metadata',
)

export function byId(id: string): SeedDoc {
  const doc = published.find((d) => d._id === id)
  if (!doc) throw new Error(`no seed document ${id}`)
  return doc
}

export const ofType = (type: string): SeedDoc[] => published.filter((d) => d._type === type)

/** White space folded to one space, so a fact found across a line break or two spans is found. */
export const squash = (s: string): string => s.replace(/\s+/g, ' ').trim()

/** Every string a value holds, system fields (`_key`, `_type`, …) left out, joined with spaces. */
export const strings = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Array.isArray(value)
      ? value.map(strings).join(' ')
      : value && typeof value === 'object'
        ? Object.entries(value)
            .filter(([key]) => !key.startsWith('_'))
            .map(([, v]) => strings(v))
            .join(' ')
        : ''

/** Every word of one document, any field. */
export const all = (id: string): string => squash(strings(byId(id)))

/** Every word of every published document. */
export const everything: string = squash(published.map(strings).join(' '))

/** The words a reader meets in a guide or post: its intro, sections and body (not its card or references). */
export const lay = (id: string): string => {
  const d = byId(id)
  return squash(plainText({ intro: d.intro, sections: d.sections, body: d.body }))
}

export type GetHelpCard = { now: string[]; sameDay: string[]; appointment: string[] }
export const card = (id: string): GetHelpCard => byId(id).getHelp as GetHelpCard
