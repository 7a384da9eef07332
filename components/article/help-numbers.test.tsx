// @vitest-environment happy-dom
import '../../tests/support/next-mocks'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { RichText } from '@/components/article/RichText'
import { createIdRegistry } from '@/lib/slug'
import { markdownToBlocks } from '@/content/seed/build'
import { splitFrontMatter } from '@/content/seed/kit'
import { articleWords } from '@/lib/site/article-words'
import { seedText } from '@/tests/support/interface-text'

afterEach(cleanup)

/** A help number a reader may need to reach at once: 911, 988, Poison Control, the maternal line in digits. */
const HELP_NUMBER = /(?<![\d-])(911|988)(?![\d-])|1-800-222-1222|1-833-852-6262/
/** The maternal line's name in letters: its paragraph must also give the digits to tap. */
const LETTERS = /1-833-TLC-MAMA/

const bodies = (dir: string) =>
  readdirSync(path.join(process.cwd(), dir))
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .map((name) => path.join(dir, name))

const files = {
  en: [...bodies('content/seed/conditions'), ...bodies('content/seed/blog/posts')],
  es: [...bodies('content/seed/es/conditions'), ...bodies('content/seed/es/blog/posts')],
} as const

describe('help numbers in the seed guides and posts', () => {
  for (const lang of ['en', 'es'] as const) {
    const words = articleWords(seedText('article', lang), lang)
    for (const file of files[lang])
      it(`${file}: every help number in the body is a link to tap`, () => {
        const { body } = splitFrontMatter(readFileSync(path.join(process.cwd(), file), 'utf8'), file)
        const { container } = render(
          <RichText words={words} value={markdownToBlocks(body, 'test') as never} headingId={createIdRegistry()} />,
        )
        const untappable: string[] = []
        const walker = container.ownerDocument.createTreeWalker(container, 4)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? ''
          if (HELP_NUMBER.test(text) && !node.parentElement?.closest('a')) untappable.push(text.trim())
          const block = node.parentElement?.closest('p, li')
          if (LETTERS.test(text) && !block?.querySelector('a[href="tel:18338526262"], a[href="tel:+18338526262"]'))
            untappable.push(text.trim())
        }
        expect(untappable).toEqual([])
      })
  }
})
