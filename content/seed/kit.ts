/**
 * The seed kit: what every seed builder shares (front matter, Markdown to Portable Text, stable keys, dates, the
 * document type and the numbered-list helper). Builders import it; it imports no builder, so the chain runs one way:
 * kit -> build-articles, build-site, build-home, build-blog -> build.ts.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { markdownToPortableText } from '@portabletext/markdown'
import { parse as parseYaml } from 'yaml'
import { routeForDocument } from '../../lib/site/document-routes'

export type Doc = { _id: string; _type: string; [key: string]: unknown }
export type Block = { _type: string; _key?: string; style?: string; [key: string]: unknown }
export type Item = Record<string, unknown>

/** Creation and update time of seed documents that have no date of their own. */
export const SEED_TIMESTAMP = '2025-07-15T00:00:00Z'
export const stamp = { _createdAt: SEED_TIMESTAMP, _updatedAt: SEED_TIMESTAMP }
const ANY_ANCHOR = /\s*\{#[a-z0-9-]+\}\s*$/

/** Deterministic keys from a seed, so that a rebuild gives the same dataset byte for byte. */
export function keys(seed: string) {
  let n = 0
  return () => createHash('sha1').update(`${seed}:${n++}`).digest('hex').slice(0, 12)
}

export function splitFrontMatter(text: string, file: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text.replace(/\r\n/g, '\n'))
  if (!match) throw new Error(`${file}: missing front matter`)
  return { data: (parseYaml(match[1] ?? '') ?? {}) as Record<string, unknown>, body: match[2] ?? '' }
}

/** Callout content arrives as blockquote-styled blocks; inside a callout box they are ordinary paragraphs. */
function normalise(blocks: Block[]): Block[] {
  return blocks.map((block) => {
    if (block._type === 'callout') {
      return {
        ...block,
        content: normalise(block.content as Block[]).map((b) => ({
          ...b,
          style: b.style === 'blockquote' ? 'normal' : b.style,
        })),
      }
    }
    if (block._type === 'table') {
      // Column alignment is a Markdown nicety the CMS table type does not model.
      const rest = { ...block }
      delete rest.alignment
      return rest
    }
    if (block._type === 'block' && Array.isArray(block.children)) {
      // Anchors written as `{#id}` belong to the Markdown source, not to the heading text readers see.
      const children = (block.children as Array<{ text?: string }>).map((child, index, all) =>
        index === all.length - 1 && typeof child.text === 'string'
          ? { ...child, text: child.text.replace(ANY_ANCHOR, '') }
          : child,
      )
      return { ...block, children }
    }
    return block
  })
}

export function markdownToBlocks(markdown: string, keySeed: string): Block[] {
  const trimmed = markdown.trim()
  if (!trimmed) return []
  return normalise(markdownToPortableText(trimmed, { keyGenerator: keys(keySeed) }) as Block[])
}

export function readYaml<T>(file: string): T {
  return parseYaml(readFileSync(file, 'utf8')) as T
}

export function isoDate(value: unknown, field: string, file: string): string {
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : String(value ?? '')
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) throw new Error(`${file}: ${field} must be a date like 2025-07-15`)
  return text
}

export function withKeys<T extends object>(items: T[] | undefined, seed: string): Array<T & { _key: string }> {
  const next = keys(seed)
  return (items ?? []).map((item) => ({ _key: next(), ...item }))
}

/** One document per list item, numbered from 1 in the order of the source (the `order` field sorts them). */
export function numbered(type: string, prefix: string, items: readonly Item[] | undefined): Doc[] {
  return (items ?? []).map((item, index) => ({
    _id: `${prefix}-${index + 1}`,
    _type: type,
    ...stamp,
    order: index + 1,
    ...item,
  }))
}

/** The Markdown files of a folder in name order; none when the folder does not exist. */
export function markdownFiles(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith('.md'))
      .sort()
      .map((name) => path.join(dir, name))
  } catch {
    return []
  }
}

/** The medical review record of a seed article: approved by the reviewer its front matter names. */
export function approvedReview(
  data: Item,
  file: string,
  lastReviewed = isoDate(data.lastReviewed, 'lastReviewed', file),
) {
  return {
    _type: 'medicalReview',
    reviewer: { _type: 'reference', _ref: data.reviewer },
    lastReviewed,
    nextReviewDue: isoDate(data.nextReviewDue, 'nextReviewDue', file),
    status: 'approved',
  }
}

export function sourceReferences(data: Item, id: string) {
  return withKeys(data.references as object[], `${id}:references`).map((ref) => ({ _type: 'sourceReference', ...ref }))
}

/**
 * An image field for a file under content/seed/images (`/images/doctors/doctor-1.svg`). The builders are synchronous,
 * so this leaves a marker that build.ts turns into a reference to the file's image asset (`withImageAssets`).
 */
export function seedImage(file: unknown, alt: unknown) {
  return { _type: 'imageWithAlt', alt, [SEED_IMAGE]: String(file) }
}
export const SEED_IMAGE = '_seedImageFile'

/** A front-matter list of plain strings (bullets): refused when it is not one. */
export function stringList(value: unknown, field: string, file: string): string[] {
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string' || item.trim() === '')) {
    throw new Error(`${file}: ${field} must be a list of non-empty strings`)
  }
  return value.map((item: string) => item.trim())
}

/**
 * The get-help card of a guide or post: what needs 911 now, what needs care the same day, and what can wait for an
 * appointment, each a list of short bullets (front matter `getHelp: { now, sameDay, appointment }`).
 */
export function getHelpCard(value: unknown, file: string) {
  const card = (value ?? {}) as Item
  const unknownTier = Object.keys(card).find((key) => !['now', 'sameDay', 'appointment'].includes(key))
  if (unknownTier) throw new Error(`${file}: getHelp has an unknown tier "${unknownTier}" (now, sameDay, appointment)`)
  return {
    _type: 'getHelpCard',
    now: stringList(card.now, 'getHelp.now', file),
    sameDay: stringList(card.sameDay, 'getHelp.sameDay', file),
    appointment: stringList(card.appointment, 'getHelp.appointment', file),
  }
}

/**
 * A guide's or post's related guides (front matter `related: [diabetes, obesity]`, condition slugs): references to
 * those guides, as the Studio's picker makes them. A slug with no guide fails the build, not the page.
 */
export function relatedGuides(data: Item, id: string, file: string, guideSlugs: ReadonlySet<string>) {
  if (data.related === undefined) return {}
  const slugs = stringList(data.related, 'related', file)
  const unknown = slugs.find((slug) => !guideSlugs.has(slug))
  if (unknown) throw new Error(`${file}: related names "${unknown}", which is no guide in conditions/`)
  const next = keys(`${id}:relatedGuides`)
  return {
    relatedGuides: slugs.map((slug) => ({ _key: next(), _type: 'reference', _ref: `condition-${slug}` })),
  }
}

/** The slugs of the guides (conditions/*.md file names), for `relatedGuides` to check its front matter against. */
export function guideSlugs(seedDir: string): Set<string> {
  return new Set(markdownFiles(path.join(seedDir, 'conditions')).map((file) => path.basename(file, '.md')))
}

type MarkDef = { _key: string; _type: string; href?: unknown; [key: string]: unknown }

/**
 * Links written in the seed's Markdown as site paths (`[guide](/diseases/diabetes#tests)`) become internal links, as
 * an editor makes them in the Studio: a strong reference to the document whose page is at that path (routeForDocument
 * gives each document's address) and the anchor apart. A tool card's or a closing call to action's site path becomes
 * its `page` reference the same way. A path that no document's page answers fails the build: it would be a dead link.
 * External links stay as they are.
 */
const PAGE_PICKED_TYPES = new Set(['toolCard', 'callToAction'])

export function withInternalLinks(docs: Doc[]): Doc[] {
  const byPath = new Map<string, string>()
  for (const doc of docs) {
    const slug = (doc.slug as { current?: string } | undefined)?.current
    const address = routeForDocument({ _type: doc._type, slug, page: doc.page as string | undefined })
    if (address && !byPath.has(address)) byPath.set(address, doc._id)
  }
  const convert = (def: MarkDef, owner: string): MarkDef => {
    if (def._type !== 'link' || typeof def.href !== 'string' || !def.href.startsWith('/')) return def
    const [address = '', anchor] = def.href.split('#')
    const target = byPath.get(address)
    if (!target) throw new Error(`${owner}: the link to ${def.href} leads to no page of the seed`)
    return {
      _key: def._key,
      _type: 'internalLink',
      reference: { _type: 'reference', _ref: target },
      ...(anchor ? { anchor } : {}),
    }
  }
  // A tool card or a guide's closing button written with a site path gets the page picked, as the Studio asks.
  const pagePicked = (object: Record<string, unknown>, owner: string) => {
    const { href, ...rest } = object
    const target = byPath.get(String(href))
    if (!target)
      throw new Error(`${owner}: the ${String(object._type)} leads to ${String(href)}, which no page of the seed is`)
    return walk({ ...rest, page: { _type: 'reference', _ref: target } }, owner)
  }
  const walk = (value: unknown, owner: string): unknown => {
    if (Array.isArray(value)) return value.map((item) => walk(item, owner))
    if (!value || typeof value !== 'object') return value
    const object = value as Record<string, unknown>
    if (PAGE_PICKED_TYPES.has(String(object._type)) && typeof object.href === 'string' && object.href.startsWith('/'))
      return pagePicked(object, owner)
    const entries = Object.entries(value).map(([key, child]) => [
      key,
      key === 'markDefs' && Array.isArray(child)
        ? child.map((def: MarkDef) => convert(def, owner))
        : walk(child, owner),
    ])
    return Object.fromEntries(entries)
  }
  return docs.map((doc) => walk(doc, doc._id) as Doc)
}
