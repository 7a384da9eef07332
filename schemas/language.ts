/**
 * Document-level translations (Sanity's @sanity/document-internationalization): every document type carries a
 * `language` field the plugin writes ('en' or 'es'); a document without one is English. A Spanish document is a
 * separate document, linked to its English source by a `translation.metadata` document, and goes through the same
 * medical review as the English one. Slugs are unique per language, so the Spanish guide may keep "diabetes".
 */
import { defineField, type SchemaTypeDefinition, type SlugIsUniqueValidator } from 'sanity'
import { DEFAULT_LANG, LANGUAGE_NAMES, LANGUAGES } from '../lib/site/languages'

export const supportedLanguages = LANGUAGES.map((id) => ({ id, title: LANGUAGE_NAMES[id] }))

export const languageField = defineField({
  name: 'language',
  title: 'Language',
  type: 'string',
  // The plugin writes it when it creates a translation; an editor never types it.
  readOnly: true,
  hidden: true,
})

const API_VERSION = '2025-02-19'

/** A slug is taken when another document of the type, in the same language, has it (drafts and versions apart). */
export const isUniqueInLanguage: SlugIsUniqueValidator = async (slug, context) => {
  const { document, getClient } = context
  if (!document) return true
  // The offline seed check (scripts/check-sanity.mts) has no API to ask; it checks slugs per language from the file
  // itself (scripts/seed-validation.ts). In the Studio's bundle `process` is not defined, so this is false there.
  if (typeof process !== 'undefined' && process.env?.SANITY_SEED_CHECK_OFFLINE === '1') return true
  const published = document._id.replace(/^drafts\./, '').replace(/^versions\.[^.]+\./, '')
  const language = (document as { language?: string }).language ?? DEFAULT_LANG
  // Asked as Sanity's own slug check asks it: true when no other document has it.
  return getClient({ apiVersion: API_VERSION }).fetch<boolean>(
    `!defined(*[_type == $type && slug.current == $slug && coalesce(language, $default) == $language
      && !(_id in [$published, "drafts." + $published]) && !(_id in path("versions.**"))][0]._id)`,
    { type: document._type, slug, language, published, default: DEFAULT_LANG },
  )
}

type Field = { name?: string; type?: string; options?: Record<string, unknown> }

/** A document type with the language field, and its slug (if any) unique per language. */
export function withLanguage(type: SchemaTypeDefinition): SchemaTypeDefinition {
  const doc = type as SchemaTypeDefinition & { fields?: Field[] }
  if (doc.type !== 'document' || !doc.fields) return type
  const fields = doc.fields.map((field) =>
    field.type === 'slug' ? { ...field, options: { ...field.options, isUnique: isUniqueInLanguage } } : field,
  )
  return { ...doc, fields: [...fields, languageField] } as SchemaTypeDefinition
}
