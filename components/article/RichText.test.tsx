// @vitest-environment happy-dom
import '../../tests/support/next-mocks'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { RichText } from '@/components/article/RichText'
import { createIdRegistry } from '@/lib/slug'
import { markdownToBlocks } from '@/studio/seed/build'

afterEach(cleanup)

const renderMarkdown = (md: string) =>
  render(<RichText value={markdownToBlocks(md, 'test') as never} headingId={createIdRegistry()} />)

describe('RichText', () => {
  it('renders safe links and drops unsafe ones to plain text', () => {
    renderMarkdown(
      '[WHO](https://www.who.int/) [mail](mailto:a@b.org) [call](tel:988) [calc](/bmi-calculator) [bad](javascript:alert(1)) [data](data:text/html,x) [proto](//evil.example)',
    )
    expect(screen.getByRole('link', { name: 'WHO' }).getAttribute('href')).toBe('https://www.who.int/')
    expect(screen.getByRole('link', { name: 'WHO' }).getAttribute('rel')).toBe('noopener noreferrer')
    expect(screen.getByRole('link', { name: 'mail' }).getAttribute('href')).toBe('mailto:a@b.org')
    expect(screen.getByRole('link', { name: 'call' }).getAttribute('href')).toBe('tel:988')
    expect(screen.getByRole('link', { name: 'calc' }).getAttribute('href')).toBe('/bmi-calculator')
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
})
