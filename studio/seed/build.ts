/**
 * Turns the human-editable seed (YAML and Markdown in this folder) into the NDJSON dataset that the local
 * backend serves and `sanity dataset import` loads. Output is deterministic (stable keys, sorted documents)
 * so the committed dataset can be compared with a fresh build.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { markdownToPortableText } from '@portabletext/markdown'
import { parse as parseYaml } from 'yaml'
import { buildBlogDocuments } from './build-blog'
import { buildHomeDocuments } from './build-home'

export type Doc = { _id: string; _type: string; [key: string]: unknown }
type Block = { _type: string; _key?: string; style?: string; [key: string]: unknown }

const SEED_TIMESTAMP = '2025-07-15T00:00:00Z'
const SECTION_HEADING = /^## (.+?) \{#([a-z0-9]+(?:-[a-z0-9]+)*)\}\s*$/
const ANY_ANCHOR = /\s*\{#[a-z0-9-]+\}\s*$/

function keys(seed: string) {
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

function readYaml<T>(file: string): T {
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

function conditionDoc(file: string): Doc {
  const { data, body } = splitFrontMatter(readFileSync(file, 'utf8'), file)
  const slug = String(data.slug)
  const id = `condition-${slug}`
  const lines = body.split('\n')
  const intro: string[] = []
  const sections: Array<{ title: string; anchor: string; lines: string[] }> = []
  for (const line of lines) {
    const heading = SECTION_HEADING.exec(line)
    if (heading) sections.push({ title: heading[1]!.trim(), anchor: heading[2]!, lines: [] })
    else if (line.startsWith('## ')) throw new Error(`${file}: section heading without an anchor: "${line}"`)
    else (sections.at(-1)?.lines ?? intro).push(line)
  }
  const lastUpdated = isoDate(data.lastUpdated, 'lastUpdated', file)
  const sectionKeys = keys(`${id}:sections`)
  return {
    _id: id,
    _type: 'conditionArticle',
    _createdAt: SEED_TIMESTAMP,
    _updatedAt: `${lastUpdated}T00:00:00Z`,
    title: data.title,
    slug: { _type: 'slug', current: slug },
    name: data.name,
    navLabel: data.navLabel,
    eyebrow: data.eyebrow,
    description: data.description,
    cardDescription: data.cardDescription,
    icon: data.icon,
    color: data.color,
    order: data.order,
    lastUpdated,
    intro: markdownToBlocks(intro.join('\n'), `${id}:intro`),
    sections: sections.map((section) => ({
      _key: sectionKeys(),
      _type: 'articleSection',
      title: section.title,
      anchor: section.anchor,
      body: markdownToBlocks(section.lines.join('\n'), `${id}:${section.anchor}`),
    })),
    cta: { _type: 'callToAction', ...(data.cta as object) },
    review: {
      _type: 'medicalReview',
      reviewer: { _type: 'reference', _ref: data.reviewer },
      lastReviewed: isoDate(data.lastReviewed, 'lastReviewed', file),
      nextReviewDue: isoDate(data.nextReviewDue, 'nextReviewDue', file),
      status: 'approved',
    },
    references: withKeys(data.references as object[], `${id}:references`).map((ref) => ({
      _type: 'sourceReference',
      ...ref,
    })),
  }
}

function pageDoc(file: string): Doc {
  const { data, body } = splitFrontMatter(readFileSync(file, 'utf8'), file)
  const slug = String(data.slug)
  const lastUpdated = data.lastUpdated ? isoDate(data.lastUpdated, 'lastUpdated', file) : undefined
  return {
    _id: `page-${slug}`,
    _type: 'infoPage',
    _createdAt: SEED_TIMESTAMP,
    _updatedAt: lastUpdated ? `${lastUpdated}T00:00:00Z` : SEED_TIMESTAMP,
    title: data.title,
    slug: { _type: 'slug', current: slug },
    description: data.description,
    ...(lastUpdated ? { lastUpdated } : {}),
    body: markdownToBlocks(body, `page-${slug}`),
  }
}

function listDocs(type: string, prefix: string, items: Array<Record<string, unknown>> | undefined): Doc[] {
  return (items ?? []).map((item, index) => ({
    _id: `${prefix}-${index + 1}`,
    _type: type,
    _createdAt: SEED_TIMESTAMP,
    _updatedAt: SEED_TIMESTAMP,
    order: index + 1,
    ...item,
  }))
}

function markdownFiles(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith('.md'))
      .sort()
      .map((name) => path.join(dir, name))
  } catch {
    return []
  }
}

export function buildSeedDocuments(seedDir: string): Doc[] {
  const stamp = { _createdAt: SEED_TIMESTAMP, _updatedAt: SEED_TIMESTAMP }
  const docs: Doc[] = []
  docs.push({
    _id: 'siteSettings',
    _type: 'siteSettings',
    ...stamp,
    ...readYaml<object>(path.join(seedDir, 'settings.yaml')),
  })
  const settings = docs[0]!
  settings.socialLinks = withKeys(settings.socialLinks as object[], 'social').map((link) => ({
    _type: 'socialLink',
    ...link,
  }))

  for (const doctor of readYaml<Array<Record<string, unknown>>>(path.join(seedDir, 'doctors.yaml'))) {
    const { image, imageAlt, ...fields } = doctor
    docs.push({
      _type: 'doctor',
      ...stamp,
      ...(fields as { _id: string }),
      isSample: true,
      // `_sanityAsset` is how `sanity dataset import` uploads a local file; the local backend serves it from public/.
      photo: { _type: 'imageWithAlt', alt: imageAlt, _sanityAsset: `image@file://../../public${String(image)}` },
    })
  }

  for (const file of markdownFiles(path.join(seedDir, 'conditions'))) docs.push(conditionDoc(file))
  for (const file of markdownFiles(path.join(seedDir, 'pages'))) docs.push(pageDoc(file))

  const resourcesFile = path.join(seedDir, 'resources.yaml')
  try {
    const resources = readYaml<Record<string, unknown>>(resourcesFile)
    docs.push({
      _id: 'resourcesPage',
      _type: 'resourcesPage',
      ...stamp,
      intro: resources.intro,
      supportGroups: resources.supportGroups,
    })
    docs.push(...listDocs('resourceTopic', 'resource-topic', resources.topics as never))
    docs.push(...listDocs('emergencyContact', 'emergency-contact', resources.emergencyContacts as never))
    docs.push(...listDocs('toolCard', 'tool', resources.tools as never))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  const screeningFile = path.join(seedDir, 'screening.yaml')
  try {
    const screening = readYaml<Record<string, unknown>>(screeningFile)
    docs.push({
      _id: 'screeningPage',
      _type: 'screeningPage',
      ...stamp,
      intro: screening.intro,
      source: screening.source,
      bookingNote: screening.bookingNote,
    })
    docs.push(
      ...listDocs('screeningCard', 'screening', screening.cards as never).map((card) => ({
        ...card,
        checks: withKeys(card.checks as object[], card._id).map((check) => ({ _type: 'screeningCheck', ...check })),
      })),
    )
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  docs.push(...buildHomeDocuments(seedDir))
  docs.push(...buildBlogDocuments(seedDir))
  const booking = readYaml<{
    trustPoints?: Array<Record<string, unknown>>
    testimonials?: Array<Record<string, unknown>>
  }>(path.join(seedDir, 'booking.yaml'))
  docs.push(...listDocs('trustPoint', 'trust-point', booking.trustPoints))
  // Every booking testimonial in the seed is a fictional sample rated 5 of 5 (the spec's three entries).
  docs.push(
    ...listDocs(
      'bookingTestimonial',
      'booking-testimonial',
      booking.testimonials?.map((item) => ({ ...item, rating: 5, isSample: true })),
    ),
  )
  const contact = readYaml<{ faq?: Array<Record<string, unknown>> }>(path.join(seedDir, 'contact.yaml'))
  docs.push(...listDocs('faqItem', 'faq', contact.faq))
  for (const topic of docs.filter((d) => d._type === 'resourceTopic' && d.link)) {
    topic.link = { _type: 'simpleLink', ...(topic.link as object) }
  }

  const byId = new Map(docs.map((doc) => [doc._id, doc]))
  for (const draft of readYaml<Array<{ _id: string; base: string; set: Record<string, unknown> }>>(
    path.join(seedDir, 'drafts.yaml'),
  ) ?? []) {
    const base = byId.get(draft.base)
    if (!base) throw new Error(`drafts.yaml: ${draft._id} is based on unknown document ${draft.base}`)
    docs.push({ ...base, ...draft.set, _id: draft._id })
  }
  return docs.sort((a, b) => a._id.localeCompare(b._id))
}

export function buildSeedNdjson(seedDir: string): string {
  return (
    buildSeedDocuments(seedDir)
      .map((doc) => JSON.stringify(doc))
      .join('\n') + '\n'
  )
}
