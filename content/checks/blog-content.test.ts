import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { toPlainText, type PortableTextBlock } from '@portabletext/react'
import { describe, expect, it } from 'vitest'
import { buildBlogIndex } from '@/lib/blog/posts'
import { countWords } from '@/lib/blog/read-time'
import { queryDataset } from '@/tests/support/query-dataset'
import { blogIndexQuery, blogPostBySlugQuery } from '@/lib/content/queries'
import type { BlogIndexQueryResult, BlogPostBySlugQueryResult } from '@/sanity.types'

const root = path.resolve(import.meta.dirname, '../..')
const datasetPath = path.join(root, 'content/seed/dataset.ndjson')
const postsDir = path.join(root, 'content/seed/blog/posts')

type Block = { _type: string; content?: Block[] } & Record<string, unknown>

/** The body's prose as a reader sees it: paragraphs, list items, headings and callout text. */
function proseOf(body: Block[]): string {
  return body
    .flatMap((block) => (block._type === 'block' ? [block] : block._type === 'callout' ? (block.content ?? []) : []))
    .map((block) => toPlainText([block as unknown as PortableTextBlock]))
    .join('\n')
}

describe('blog seed content', async () => {
  const data = await queryDataset<BlogIndexQueryResult>(datasetPath, blogIndexQuery, { from: 0, to: 1000 }, 'published')
  const index = buildBlogIndex(data)

  it('has eight posts, counted per category as the spec gives them', () => {
    expect(index.posts).toHaveLength(8)
    expect(index.categories.map((c) => [c.label, c.count])).toEqual([
      ['Heart Health', 3],
      ['Diabetes Care', 2],
      ['Mental Health', 2],
      ['General Health', 1],
    ])
    expect(index.categories.find((c) => c.slug === 'diabetes')?.title).toBe('Diabetes')
  })

  it('has posts of at least 600 words, and the query counts the words a reader sees', async () => {
    for (const card of index.posts) {
      const post = await queryDataset<BlogPostBySlugQueryResult>(
        datasetPath,
        blogPostBySlugQuery,
        { slug: card.slug },
        'published',
      )
      const words = countWords(proseOf((post?.body ?? []) as Block[]))
      expect(words, card.slug).toBeGreaterThanOrEqual(600)
      // Split on single spaces, the query can only differ where the text has double spaces.
      expect(Math.abs((post?.words ?? 0) - words), card.slug).toBeLessThanOrEqual(words * 0.01)
      expect(card.readMinutes).toBe(Math.ceil((post?.words ?? 0) / 200))
    }
  })

  it('names its sources with https links and has a sample reviewer on every post', async () => {
    for (const card of index.posts) {
      const post = await queryDataset<BlogPostBySlugQueryResult>(
        datasetPath,
        blogPostBySlugQuery,
        { slug: card.slug },
        'published',
      )
      expect(post?.references?.length, card.slug).toBeGreaterThanOrEqual(3)
      for (const ref of post?.references ?? []) expect(ref.url, card.slug).toMatch(/^https:\/\//)
      expect(post?.review?.reviewer?.name, card.slug).toMatch(/^Dr\. /)
      expect(post?.review?.reviewer?.isSample).toBe(true)
    }
  })

  it('gives the crisis and emergency numbers in every mental-health post, and 911 in every heart post', () => {
    for (const file of readdirSync(postsDir)) {
      const text = readFileSync(path.join(postsDir, file), 'utf8')
      const category = /^category: (.+)$/m.exec(text)?.[1]
      if (category === 'mental-health') {
        expect(text, file).toContain('**988**')
        expect(text, file).toContain('**911**')
      }
      if (category === 'heart-health') expect(text, file).toContain('911')
    }
  })
})
