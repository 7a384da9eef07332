/**
 * Blog seed: `blog/categories.yaml` becomes `blogCategory` documents and `blog/posts/<slug>.md` one `blogPost`
 * each. Read time is not stored: the site computes it from the body.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import {
  approvedReview,
  getHelpCard,
  guideSlugs,
  isoDate,
  markdownFiles,
  markdownToBlocks,
  readYaml,
  relatedGuides,
  sourceReferences,
  splitFrontMatter,
  stamp,
  type Doc,
} from './kit'

export const blogCategoryId = (slug: string) => `blog-category-${slug}`

type CategorySource = { slug: string; title: string; sidebarLabel?: string; description?: string }

function postDoc(file: string, categories: Set<string>, guides: ReadonlySet<string>, translation: boolean): Doc {
  const { data, body } = splitFrontMatter(readFileSync(file, 'utf8'), file)
  const slug = String(data.slug)
  // A translation (content/seed/es) keeps its English file's name beside its own slug.
  if (!translation && path.basename(file, '.md') !== slug)
    throw new Error(`${file}: the file name must be the slug "${slug}.md"`)
  const category = String(data.category)
  if (!categories.has(category)) throw new Error(`${file}: unknown category "${category}" (see blog/categories.yaml)`)
  const id = `blog-post-${slug}`
  const published = isoDate(data.publishedAt, 'publishedAt', file)
  const lastReviewed = isoDate(data.lastReviewed, 'lastReviewed', file)
  const lastUpdated = data.lastUpdated ? isoDate(data.lastUpdated, 'lastUpdated', file) : undefined
  const changed = [published, lastReviewed, lastUpdated ?? ''].reduce((a, b) => (b > a ? b : a))
  return {
    _id: id,
    _type: 'blogPost',
    _createdAt: `${published}T00:00:00Z`,
    _updatedAt: `${changed}T00:00:00Z`,
    title: data.title,
    slug: { _type: 'slug', current: slug },
    excerpt: data.excerpt,
    category: { _type: 'reference', _ref: blogCategoryId(category) },
    publishedAt: `${published}T09:00:00Z`,
    ...(lastUpdated ? { lastUpdated } : {}),
    ...(data.getHelp ? { getHelp: getHelpCard(data.getHelp, file) } : {}),
    body: markdownToBlocks(body, id),
    ...relatedGuides(data, id, file, guides),
    review: approvedReview(data, file, lastReviewed),
    references: sourceReferences(data, id),
  }
}

export function buildBlogDocuments(seedDir: string, { translation = false } = {}): Doc[] {
  const dir = path.join(seedDir, 'blog')
  let categories: CategorySource[]
  try {
    categories = readYaml<CategorySource[]>(path.join(dir, 'categories.yaml'))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  const docs: Doc[] = categories.map((category, index) => ({
    _id: blogCategoryId(category.slug),
    _type: 'blogCategory',
    ...stamp,
    title: category.title,
    slug: { _type: 'slug', current: category.slug },
    ...(category.sidebarLabel ? { sidebarLabel: category.sidebarLabel } : {}),
    ...(category.description ? { description: category.description } : {}),
    order: index + 1,
  }))
  const slugs = new Set(categories.map((c) => c.slug))
  const guides = guideSlugs(seedDir)
  for (const file of markdownFiles(path.join(dir, 'posts'))) docs.push(postDoc(file, slugs, guides, translation))
  return docs
}
