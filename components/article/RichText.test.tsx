// @vitest-environment happy-dom
import '../../tests/support/next-mocks'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { RichText } from '@/components/article/RichText'
import { createEditor } from '@/lib/content/edit-attributes'
import { createIdRegistry } from '@/lib/slug'
import { markdownToBlocks } from '@/content/seed/build'
import { routes } from '@/lib/site/routes'
import { articleWords } from '@/lib/site/article-words'
import { seedText } from '@/tests/support/interface-text'
import { crisisTextOf } from '@/lib/search/page-words'

/** The guides' interface words as the seed holds them. */
const en = articleWords(seedText('article', 'en'), 'en')

afterEach(cleanup)

const renderMarkdown = (md: string) =>
  render(<RichText words={en} value={markdownToBlocks(md, 'test') as never} headingId={createIdRegistry()} />)

describe('RichText', () => {
  it('renders safe links and drops unsafe ones to plain text', () => {
    renderMarkdown(
      `[WHO](https://www.who.int/) [mail](mailto:a@b.org) [call](tel:988) [calc](${routes.bmiCalculator()}) [bad](javascript:alert(1)) [data](data:text/html,x) [proto](//evil.example)`,
    )
    expect(screen.getByRole('link', { name: 'WHO' }).getAttribute('href')).toBe('https://www.who.int/')
    expect(screen.getByRole('link', { name: 'WHO' }).getAttribute('rel')).toBe('noopener noreferrer')
    expect(screen.getByRole('link', { name: 'mail' }).getAttribute('href')).toBe('mailto:a@b.org')
    expect(screen.getByRole('link', { name: 'call' }).getAttribute('href')).toBe('tel:988')
    expect(screen.getByRole('link', { name: 'calc' }).getAttribute('href')).toBe(routes.bmiCalculator())
    for (const name of ['bad', 'data', 'proto']) {
      expect(screen.queryByRole('link', { name })).toBeNull()
      expect(screen.getByText(name, { exact: false })).toBeTruthy()
    }
  })

  it('gives headings stable, unique ids', () => {
    renderMarkdown('### Symptoms\n\ntext\n\n### Symptoms\n\nmore')
    const ids = screen.getAllByRole('heading', { level: 3 }).map((h) => h.id)
    expect(ids).toEqual(['symptoms', 'symptoms-2'])
  })

  it('renders "when to get help" callouts and tables as their own blocks', () => {
    renderMarkdown('> [!CAUTION]\n> Call **911** now.\n\n| Test | Result |\n| --- | --- |\n| Fasting | 126 mg/dL |')
    const note = screen.getByRole('note', { name: 'When to get help' })
    expect(note.textContent).toContain('Call 911 now.')
    expect(screen.getByRole('columnheader', { name: 'Test' })).toBeTruthy()
    expect(screen.getByRole('cell', { name: '126 mg/dL' })).toBeTruthy()
  })

  it('ties each block, list item and callout to its own key in the Preview tool, and to nothing for readers', () => {
    const value = markdownToBlocks(
      'Intro paragraph.\n\n- first item\n\n> [!CAUTION]\n> Call **911** now.',
      'test',
    ) as Array<{
      _key: string
      _type: string
      content?: Array<{ _key: string }>
    }>
    const guide = { _id: 'condition-x', _type: 'conditionArticle' }
    const options = { studioUrl: '/studio', projectId: 'local', dataset: 'production' }
    const preview = createEditor({ ...options, enabled: true })(guide).scope('intro')
    const { container } = render(
      <RichText words={en} value={value as never} headingId={createIdRegistry()} edit={preview} />,
    )
    const paths = [...container.querySelectorAll('[data-sanity]')].map(
      (el) => `${el.tagName.toLowerCase()} ${/path=([^;]*)/.exec(el.getAttribute('data-sanity')!)?.[1]}`,
    )
    const callout = value.find((b) => b._type === 'callout')!
    expect(paths).toEqual([
      `p intro:${value[0]!._key}`,
      `li intro:${value[1]!._key}`,
      `aside intro:${callout._key}`,
      `p intro:${callout._key}.content:${callout.content![0]!._key}`,
    ])
    cleanup()
    const reader = createEditor({ ...options, enabled: false })(guide).scope('intro')
    const html = render(
      <RichText words={en} value={value as never} headingId={createIdRegistry()} edit={reader} />,
    ).container
    expect(html.innerHTML).toContain('Intro paragraph.')
    expect(html.querySelector('[data-sanity]')).toBeNull()
  })
})

describe('RichText: help lines in boxes', () => {
  const help = {
    en: crisisTextOf(seedText('search', 'en')),
    es: crisisTextOf(seedText('search', 'es')),
  }
  /** The depression guide's "Thinking of suicide or self-harm?" box, as the seed writes it in a language. */
  const suicideBox = (file: string) => {
    const md = readFileSync(path.join(process.cwd(), file), 'utf8')
    const start = md.indexOf('> [!CAUTION]')
    const end = md.indexOf('\n\n', start)
    return md.slice(start, end)
  }

  for (const [lang, file] of [
    ['en', 'content/seed/conditions/depression.md'],
    ['es', 'content/seed/es/conditions/depression.md'],
  ] as const) {
    it(`makes the depression guide's suicide box tappable (${lang}): 988 dials, and the box ends with call, text and chat`, () => {
      const words = articleWords(seedText('article', lang), lang, help[lang])
      render(
        <RichText
          words={words}
          value={markdownToBlocks(suicideBox(file), 'test') as never}
          headingId={createIdRegistry()}
        />,
      )
      const box = screen.getByRole('note')
      const hrefs = within(box)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href'))
      // The bold 988 in the first line is a link that dials, not text.
      const bold988 = within(box)
        .getAllByRole('link', { name: '988' })
        .map((a) => a.getAttribute('href'))
      expect(bold988).toContain('tel:988')
      expect(hrefs).toContain('tel:911')
      const buttons = box.querySelector('[data-help-actions]')!
      expect(
        [...buttons.querySelectorAll('a')].map((a) => [a.getAttribute('data-help-action'), a.getAttribute('href')]),
      ).toEqual([
        ['988-call', 'tel:988'],
        ['988-text', lang === 'es' ? 'sms:988?body=AYUDA' : 'sms:988'],
        ['988-chat', lang === 'es' ? 'https://988lineadevida.org/' : 'https://988lifeline.org/chat/'],
        ['911-call', 'tel:911'],
      ])
      if (lang === 'es')
        // "envíe AYUDA por mensaje de texto al 988" texts with AYUDA typed in; it never starts a call.
        expect(
          within(box)
            .getByRole('link', { name: /envíe AYUDA/ })
            .getAttribute('href'),
        ).toBe('sms:988?body=AYUDA')
    })
  }

  it('keeps an editor’s link and the words’ other marks while marking a number', () => {
    renderMarkdown('Call **911** or [988lifeline.org](https://988lifeline.org/).')
    const link = screen.getByRole('link', { name: '911' })
    expect(link.getAttribute('href')).toBe('tel:911')
    expect(link.closest('strong') ?? link.querySelector('strong')).toBeTruthy()
    expect(screen.getByRole('link', { name: '988lifeline.org' }).getAttribute('href')).toBe('https://988lifeline.org/')
  })
})
