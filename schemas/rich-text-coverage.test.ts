/**
 * Rich text round-trips for the styles, lists and marks of a paragraph: every one the seed uses is offered by the
 * schema (else the Studio shows "No style" and cannot make it again), and every one the schema offers is rendered
 * by components/article/RichText (else a reader gets unstyled text).
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { RichText } from '@/components/article/RichText'
import { seedDocuments } from '@/content/seed/seed-text'
import { textBlock } from './objects/textBlock'
import { articleWords } from '@/lib/site/article-words'
import { seedText } from '@/tests/support/interface-text'

type Block = {
  _type?: string
  style?: string
  listItem?: string
  children?: Array<{ marks?: string[] }>
  markDefs?: Array<{ _key: string }>
}

const schema = textBlock as unknown as {
  styles: Array<{ value: string }>
  lists: Array<{ value: string }>
  marks: { decorators: Array<{ value: string }> }
}

function blocksIn(value: unknown, found: Block[] = []): Block[] {
  if (Array.isArray(value)) for (const item of value) blocksIn(item, found)
  else if (value && typeof value === 'object') {
    const node = value as Block & Record<string, unknown>
    if (node._type === 'block') found.push(node)
    for (const child of Object.values(node)) blocksIn(child, found)
  }
  return found
}

const used = blocksIn(seedDocuments())
const offered = {
  styles: schema.styles.map((s) => s.value),
  lists: schema.lists.map((l) => l.value),
  decorators: schema.marks.decorators.map((d) => d.value),
}

describe('rich text: seed, schema and renderer agree', () => {
  it('the schema offers every style, list and decorator the seed uses', () => {
    const styles = new Set(used.map((b) => b.style ?? 'normal'))
    const lists = new Set(used.flatMap((b) => (b.listItem ? [b.listItem] : [])))
    const keys = new Set(used.flatMap((b) => (b.markDefs ?? []).map((d) => d._key)))
    const decorators = new Set(
      used.flatMap((b) => (b.children ?? []).flatMap((c) => c.marks ?? [])).filter((m) => !keys.has(m)),
    )
    expect([...styles].filter((s) => !offered.styles.includes(s))).toEqual([])
    expect([...lists].filter((l) => !offered.lists.includes(l))).toEqual([])
    expect([...decorators].filter((d) => !offered.decorators.includes(d))).toEqual([])
    expect(styles.has('h2')).toBe(true)
  })

  it('the renderer draws every style the schema offers with its own element', () => {
    const tag: Record<string, string> = { normal: '<p', h2: '<h2', h3: '<h3', h4: '<h4', blockquote: '<blockquote' }
    for (const style of offered.styles) {
      const html = renderToStaticMarkup(
        RichText({
          value: [
            {
              _type: 'block',
              _key: 'k',
              style,
              markDefs: [],
              children: [{ _type: 'span', _key: 's', text: 'Text', marks: [] }],
            },
          ] as never,
          headingId: (text) => text.toLowerCase(),
          words: articleWords(seedText('article'), 'en'),
        }),
      )
      expect(tag[style], `a tag for style ${style}`).toBeDefined()
      expect(html, style).toContain(tag[style]!)
    }
  })
})
