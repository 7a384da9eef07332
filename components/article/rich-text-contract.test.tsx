// @vitest-environment happy-dom
/**
 * Rich text round-trips: everything the seed's rich text uses, the schema allows (so the Studio can show
 * and make it again), and everything the schema allows, the site renders (no "unknown block" anywhere).
 */
import '../../tests/support/next-mocks'
import path from 'node:path'
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RichText } from '@/components/article/RichText'
import { readDocumentsSync } from '@health-site/local-lake'
import { createIdRegistry } from '@/lib/slug'
import { richText } from '@/schemas/objects/richText'
import { textBlock } from '@/schemas/objects/textBlock'
import { articleWords } from '@/lib/site/article-words'
import { seedText } from '@/tests/support/interface-text'

/** The guides' interface words as the seed holds them. */
const en = articleWords(seedText('article', 'en'), 'en')

afterEach(cleanup)

type Block = { _type: string; style?: string; listItem?: string; markDefs?: { _type: string }[]; children?: Span[] }
type Span = { _type: string; marks?: string[] }

const allowed = {
  types: new Set(richText.of.map((member) => (member as { type: string }).type)),
  styles: new Set(textBlock.styles!.map((s) => s.value)),
  lists: new Set(textBlock.lists!.map((l) => l.value)),
  decorators: new Set(textBlock.marks!.decorators!.map((d) => d.value)),
  annotations: new Set(textBlock.marks!.annotations!.map((a) => (a as { name: string }).name)),
}

/** Every Portable Text array in the seed: arrays whose items include a `block`. */
function seedBlockArrays(): Block[][] {
  const found: Block[][] = []
  const walk = (value: unknown) => {
    if (Array.isArray(value)) {
      if (value.some((item) => (item as Block)?._type === 'block')) found.push(value as Block[])
      value.forEach(walk)
    } else if (value && typeof value === 'object') Object.values(value).forEach(walk)
  }
  readDocumentsSync(path.resolve('content/seed/dataset.ndjson')).forEach(walk)
  return found
}

describe('rich text contract', () => {
  it('the schema allows every style, list, mark, annotation and block type the seed uses', () => {
    const arrays = seedBlockArrays()
    expect(arrays.length).toBeGreaterThan(20)
    const blockTypes = new Set(['block', ...allowed.types, 'tableRow', 'tableCell'])
    for (const blocks of arrays)
      for (const block of blocks) {
        expect(blockTypes, `block type ${block._type}`).toContain(block._type)
        if (block._type !== 'block') continue
        expect(allowed.styles, `style ${block.style}`).toContain(block.style ?? 'normal')
        if (block.listItem) expect(allowed.lists, `list ${block.listItem}`).toContain(block.listItem)
        for (const def of block.markDefs ?? [])
          expect(allowed.annotations, `annotation ${def._type}`).toContain(def._type)
        const annotationKeys = new Set((block.markDefs ?? []).map((d) => (d as { _key?: string })._key))
        for (const span of block.children ?? [])
          for (const mark of span.marks ?? [])
            if (!annotationKeys.has(mark)) expect(allowed.decorators, `decorator ${mark}`).toContain(mark)
      }
  })

  it('the site renders everything the schema allows, with nothing unknown', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const span = (text: string, marks: string[] = []) => ({ _type: 'span', _key: text, text, marks })
    const blocks = [
      ...[...allowed.styles].map((style) => ({
        _type: 'block',
        _key: `s-${style}`,
        style,
        markDefs: [{ _type: 'link', _key: 'l1', href: 'https://www.cdc.gov/' }],
        children: [
          span(`${style} text`),
          span(`${style} link`, ['l1']),
          ...[...allowed.decorators].map((d) => span(`${style}-${d}`, [d])),
        ],
      })),
      ...[...allowed.lists].map((listItem) => ({
        _type: 'block',
        _key: `l-${listItem}`,
        style: 'normal',
        listItem,
        level: 1,
        markDefs: [],
        children: [span(`${listItem} item`)],
      })),
      {
        _type: 'callout',
        _key: 'c',
        tone: 'tip',
        content: [{ _type: 'block', _key: 'cb', style: 'normal', markDefs: [], children: [span('tip text')] }],
      },
      {
        _type: 'table',
        _key: 't',
        headerRows: 1,
        rows: [
          {
            _key: 'r1',
            cells: [{ _key: 'c1', value: [{ _type: 'block', _key: 'x', markDefs: [], children: [span('Head')] }] }],
          },
          {
            _key: 'r2',
            cells: [{ _key: 'c2', value: [{ _type: 'block', _key: 'y', markDefs: [], children: [span('Cell')] }] }],
          },
        ],
      },
      {
        _type: 'imageWithAlt',
        _key: 'i',
        alt: 'A chart of blood pressure ranges',
        caption: 'Source: sample drawing',
        asset: { _type: 'reference', _ref: `image-${'c'.repeat(40)}-800x450-png` },
      },
    ]
    expect(new Set(blocks.map((b) => b._type))).toEqual(new Set(['block', ...allowed.types]))
    const { container } = render(<RichText words={en} value={blocks as never} headingId={createIdRegistry()} />)
    expect(warn).not.toHaveBeenCalled()
    expect(container.textContent).not.toMatch(/unknown/i)
    for (const selector of [
      'h2',
      'h3',
      'h4',
      'blockquote',
      'ul li',
      'ol li',
      'strong',
      'em',
      'code',
      'a[href]',
      'aside',
      'table th',
      'table td',
    ])
      expect(container.querySelector(selector), selector).not.toBeNull()
    const figure = container.querySelector('figure')!
    expect(figure.querySelector('img')?.getAttribute('alt')).toBe('A chart of blood pressure ranges')
    expect(figure.querySelector('img')?.getAttribute('src')).toMatch(
      /^\/images\/local\/production\/c{40}-800x450\.png\?/,
    )
    expect(figure.querySelector('figcaption')?.textContent).toBe('Source: sample drawing')
    warn.mockRestore()
  })
})
