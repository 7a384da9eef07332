/**
 * The Spanish seed (`content/seed/es/`): the same file names and keys as the English seed, Spanish values. Each
 * builder runs again over the English seed with the Spanish files laid over it; a document that comes out different
 * from its English source is a translation. It becomes its own document (`<English id>-es`, `language: 'es'`), with
 * its references turned to the Spanish documents where they exist, and a `translation.metadata` document links the
 * two as Sanity's document-internationalization plugin does. English documents get `language: 'en'`.
 *
 * A Spanish document's medical review is its own, read from its Spanish file like the English one's (the seed's
 * reviewers are fictional samples): a Spanish page says a clinician has not reviewed the translation until a real
 * reviewer's approval is recorded (lib/site/translation-notice.ts).
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Doc } from './kit'

/** The folder of the Spanish seed, inside the seed folder. */
export const SPANISH_SEED_DIR = 'es'

/** The id of a document's Spanish translation. No dot in it: Sanity serves ids with a dot only to signed-in users. */
export const spanishId = (englishId: string) => `${englishId}-es`
/** The id of the translation.metadata document of an English document. */
export const translationMetadataId = (englishId: string) => `translation-${englishId}`

/** Where the overlay is built: the seed without its generated dataset, images or Spanish folder. */
const SKIPPED = new Set(['dataset.ndjson', 'images', SPANISH_SEED_DIR])

const same = (a: Doc, b: Doc) => JSON.stringify({ ...a, _id: '' }) === JSON.stringify({ ...b, _id: '' })

/** Every reference (`_ref`) in a value, turned by `to`. */
function mapRefs(value: unknown, to: (ref: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => mapRefs(item, to))
  if (!value || typeof value !== 'object') return value
  const object = value as Record<string, unknown>
  const mapped = Object.fromEntries(Object.entries(object).map(([key, child]) => [key, mapRefs(child, to)]))
  if (typeof object._ref === 'string') mapped._ref = to(object._ref)
  return mapped
}

/**
 * English documents with their language, their Spanish translations and the metadata linking each pair. `build`
 * makes a seed folder's documents and `link` turns the site paths in their Markdown into internal links (`english`
 * is `link(build(seedDir))`). Spanish Markdown links to the English site paths (`/diseases/hypertension`): each
 * leads to the Spanish document of that page where there is one.
 */
export function withTranslations(
  seedDir: string,
  english: Doc[],
  build: (dir: string, translation: boolean) => Doc[],
  link: (docs: Doc[]) => Doc[],
): Doc[] {
  const marked = english.map((doc) => ({ ...doc, language: 'en' }))
  const spanishDir = path.join(seedDir, SPANISH_SEED_DIR)
  if (!existsSync(spanishDir)) return marked
  const overlay = mkdtempSync(path.join(tmpdir(), 'seed-es-'))
  let built: Doc[]
  try {
    cpSync(seedDir, overlay, { recursive: true, filter: (from) => !SKIPPED.has(path.relative(seedDir, from)) })
    cpSync(spanishDir, overlay, { recursive: true })
    built = build(overlay, true)
  } finally {
    rmSync(overlay, { recursive: true, force: true })
  }

  // The overlay makes the same documents in the same order as the English seed (same files, same lists): the n-th
  // document of a type is the n-th English one's counterpart.
  const englishByType = new Map<string, Doc[]>()
  for (const doc of english) englishByType.set(doc._type, [...(englishByType.get(doc._type) ?? []), doc])
  const seen = new Map<string, number>()
  const sources = built.map((doc) => {
    const index = seen.get(doc._type) ?? 0
    seen.set(doc._type, index + 1)
    const source = englishByType.get(doc._type)?.[index]
    if (!source) throw new Error(`${SPANISH_SEED_DIR}/: a ${doc._type} document that the English seed does not have`)
    return source
  })
  // Links are resolved with each document at its English address, then the Spanish slugs are put back.
  const linked = link(built.map((doc, i) => ('slug' in doc ? { ...doc, slug: sources[i]!.slug } : doc))).map(
    (doc, i) => ('slug' in doc ? { ...doc, slug: built[i]!.slug } : doc),
  )
  const pairs: Array<{ spanish: Doc; source: Doc }> = []
  const overlayIds = new Map<string, string>()
  for (const [i, doc] of linked.entries()) {
    const source = sources[i]!
    if (same(doc, source)) {
      overlayIds.set(doc._id, source._id)
      continue
    }
    pairs.push({ spanish: doc, source })
    overlayIds.set(doc._id, spanishId(source._id))
  }
  const translated = new Set(pairs.map(({ source }) => source._id))
  // A reference inside a Spanish document goes to the Spanish document when there is one.
  const toSpanish = (ref: string) => overlayIds.get(ref) ?? (translated.has(ref) ? spanishId(ref) : ref)

  const spanish = pairs.map(({ spanish, source }) => {
    const doc = mapRefs({ ...spanish }, toSpanish) as Doc
    return { ...doc, _id: spanishId(source._id), language: 'es' }
  })
  const metadata = pairs.map(({ source }) => ({
    _id: translationMetadataId(source._id),
    _type: 'translation.metadata',
    _createdAt: source._createdAt,
    _updatedAt: source._updatedAt,
    schemaTypes: [source._type],
    translations: (['en', 'es'] as const).map((language) => ({
      _key: language,
      _type: 'internationalizedArrayReferenceValue',
      language,
      // Weak, as the Studio's plugin makes them here (sanity.config.ts, weakReferences): the link between a guide and
      // its translation must not stop an editor unpublishing or deleting either one.
      value: { _type: 'reference', _ref: language === 'en' ? source._id : spanishId(source._id), _weak: true },
    })),
  }))
  return [...marked, ...spanish, ...metadata]
}
