/** Condition guides (`conditions/*.md`) and information pages (`pages/*.md`). */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import {
  approvedReview,
  getHelpCard,
  guideSlugs,
  isoDate,
  keys,
  markdownFiles,
  markdownToBlocks,
  relatedGuides,
  SEED_TIMESTAMP,
  sourceReferences,
  splitFrontMatter,
  stringList,
  type Doc,
} from './kit'

const SECTION_HEADING = /^## (.+?) \{#([a-z0-9]+(?:-[a-z0-9]+)*)\}\s*$/
/** The anchor of the last section of a guide's Markdown that becomes its closed "For health professionals" part. */
export const PROFESSIONAL_ANCHOR = 'for-health-professionals'

function conditionDoc(file: string, guides: ReadonlySet<string>): Doc {
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
  const professional = sections.find((section) => section.anchor === PROFESSIONAL_ANCHOR)
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
    ...(data.keyPoints ? { keyPoints: stringList(data.keyPoints, 'keyPoints', file) } : {}),
    ...(data.getHelp ? { getHelp: getHelpCard(data.getHelp, file) } : {}),
    sections: sections
      .filter((section) => section !== professional)
      .map((section) => ({
        _key: sectionKeys(),
        _type: 'articleSection',
        title: section.title,
        anchor: section.anchor,
        body: markdownToBlocks(section.lines.join('\n'), `${id}:${section.anchor}`),
      })),
    ...(professional
      ? { forProfessionals: markdownToBlocks(professional.lines.join('\n'), `${id}:${PROFESSIONAL_ANCHOR}`) }
      : {}),
    cta: { _type: 'callToAction', ...(data.cta as object) },
    ...relatedGuides(data, id, file, guides),
    review: approvedReview(data, file),
    references: sourceReferences(data, id),
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

export function buildArticleDocuments(seedDir: string): Doc[] {
  return [
    ...markdownFiles(path.join(seedDir, 'conditions')).map((file) => conditionDoc(file, guideSlugs(seedDir))),
    ...markdownFiles(path.join(seedDir, 'pages')).map(pageDoc),
  ]
}
