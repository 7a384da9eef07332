// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { References } from './References'
import { articleWords } from '@/lib/site/article-words'
import { seedText } from '../../tests/support/interface-text'

afterEach(cleanup)

const refs = [
  {
    _key: 'a',
    title: 'Depression (en inglés)',
    publisher: 'NIMH',
    url: 'https://www.nimh.nih.gov/health/topics/depression',
  },
  { _key: 'b', title: 'Depresión', publisher: 'MedlinePlus', url: 'https://medlineplus.gov/spanish/depression.html' },
] as Parameters<typeof References>[0]['references']

describe('References', () => {
  it('marks an English source title lang="en" on a Spanish page, and leaves its Spanish note and Spanish titles alone', () => {
    const { container } = render(<References references={refs} words={articleWords(seedText('article', 'es'), 'es')} />)
    const english = container.querySelectorAll('[lang="en"]')
    expect([...english].map((el) => el.textContent)).toEqual(['Depression'])
    expect(english[0]!.closest('a')?.textContent).toBe('Depression (en inglés)')
    expect(container.textContent).toContain('Depresión')
  })

  it('marks nothing on an English page', () => {
    const { container } = render(<References references={refs} words={articleWords(seedText('article'), 'en')} />)
    expect(container.querySelectorAll('[lang]')).toHaveLength(0)
  })
})
