/**
 * The blog's words as readers meet them, built from the seed's "Interface words: Blog" documents: counts pick their
 * form, a category's name sits in its sentence as each language writes it, and the screen-reader words around shown
 * ones (a page's number, a count, "Previous") are split where the page puts the element.
 */
import { describe, expect, it } from 'vitest'
import { blogWords } from '@/lib/blog/words'
import { seedText } from '@/tests/support/interface-text'

const en = blogWords(seedText('blog', 'en'), 'en')
const es = blogWords(seedText('blog', 'es'), 'es')

describe('blog words', () => {
  it('say counts in the singular for one and the plural otherwise', () => {
    expect(en.search.matches(1)).toBe('1 article matches your search.')
    expect(en.search.matches(4)).toBe('4 articles match your search.')
    expect(es.search.matches(1)).toBe('1 artículo coincide con su búsqueda.')
    expect(es.search.matches(0)).toBe('0 artículos coinciden con su búsqueda.')
    expect(en.search.someShown(30, 12)).toBe(
      '30 articles match. Showing the 12 best matches; add a word to narrow the search.',
    )
    expect(en.articleCount(1)).toEqual(['', ' article'])
    expect(es.articleCount(3)).toEqual(['', ' artículos'])
    expect(en.showingInCategory(1)).toEqual(['Showing 1 article in ', '.'])
    expect(es.showingInCategory(1)).toEqual(['Se muestra 1 artículo de ', '.'])
    expect(es.showingInCategory(2)).toEqual(['Se muestran 2 artículos de ', '.'])
  })

  it("write a category's name as each language does: English titles keep its capitals, Spanish lowers them", () => {
    expect(en.listTitle()).toBe('Health Blog')
    expect(en.listTitle('Heart Health')).toBe('Heart Health articles')
    expect(es.listTitle('Salud del Corazón')).toBe('Artículos de salud del corazón')
    expect(en.listPageTitle(en.listTitle(), 2)).toBe('Health Blog — page 2')
    expect(en.listDescription('Heart Health')).toBe(
      'Articles on heart health: plain-language, with their sources named.',
    )
    expect(es.listDescription()).toMatch(/^Artículos en palabras sencillas/)
  })

  it('split the words screen readers hear around what is shown', () => {
    expect(en.headingOnPage(3)).toEqual(['', ', page 3'])
    expect(es.headingOnPage(3)).toEqual(['', ', página 3'])
    expect(en.published).toEqual(['Published ', ''])
    expect(es.updated).toEqual(['Actualizado el ', ''])
    expect(en.pagination.page).toEqual(['Page ', ''])
    expect(en.pagination.previous).toEqual({ shown: 'Previous', hiddenAfter: ' page', spokenInstead: null })
    expect(es.pagination.next).toEqual({ shown: 'Siguiente', hiddenAfter: '', spokenInstead: null })
    expect(en.pagination.pageOf(2, 5)).toBe('Page 2 of 5')
  })

  it('say the read time and the date in the language', () => {
    expect(en.readTime(8)).toBe('8 min read')
    expect(es.readTime(8)).toBe('8 min de lectura')
    expect(en.longDate('2025-07-15')).toBe('July 15, 2025')
    expect(es.longDate('2025-07-15')).toBe('15 de julio de 2025')
  })
})
