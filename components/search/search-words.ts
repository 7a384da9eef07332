import type { SearchKind } from '@/lib/content'
import type { Lang } from '@/lib/site/languages'

/** Where a page of results starts and ends, when there is more than one page. */
type Span = { first: number; last: number; page: number; pageCount: number }

/**
 * The results page's interface words in each language (the results themselves are the pages' own words). Counts are
 * written out per language, as a count's grammar differs ("1 result", "2 results"; "1 resultado", "2 resultados").
 */
export const SEARCH_WORDS: Readonly<
  Record<
    Lang,
    {
      heading: (text: string) => string
      emptyHeading: string
      searchAgain: string
      showingFor: string
      insteadFor: string
      prompt: string
      pending: string
      none: (text: string) => string
      count: (total: number, text: string, span: Span | null) => string
      partial: string
      truncated: (chars: number, words: number) => string
      results: string
      kinds: Record<SearchKind, string>
      noneAdvice: string
      noWords: string
      topics: string
      notWhat: string
      webSearch: (text: string) => string
      newTab: string
    }
  >
> = {
  en: {
    heading: (text) => `Search results for “${text}”`,
    emptyHeading: 'Search',
    searchAgain: 'Search again',
    showingFor: 'Showing results for',
    insteadFor: '. Search instead for',
    prompt: 'Type a word or two, such as a condition, a symptom or a question, and press Search.',
    pending: 'Search is getting ready after a restart. Please search again in a few seconds.',
    none: (text) => `No results for “${text}”.`,
    count: (total, text, span) =>
      `${total.toLocaleString('en-US')} ${total === 1 ? 'result' : 'results'} for “${text}”${
        span ? `, showing ${span.first} to ${span.last} (page ${span.page} of ${span.pageCount})` : ''
      }.`,
    partial: 'No page has all of your words. These pages have most of them.',
    truncated: (chars, words) => `Only the first ${chars} characters and ${words} words of a search are used.`,
    results: 'Results',
    kinds: { guide: 'Condition guide', post: 'Blog article', page: 'Page' },
    noneAdvice: 'Check the spelling, try fewer or more general words, or start from one of our condition guides.',
    noWords: 'Search with letters or numbers, for example “blood pressure”.',
    topics: 'Health topics',
    notWhat: 'Not what you need?',
    webSearch: (text) => `Search the web for “${text}” on this site`,
    newTab: '(opens in a new tab)',
  },
  es: {
    heading: (text) => `Resultados de búsqueda para «${text}»`,
    emptyHeading: 'Buscar',
    searchAgain: 'Buscar de nuevo',
    showingFor: 'Mostrando resultados para',
    insteadFor: '. Buscar en cambio',
    prompt: 'Escriba una o dos palabras, como una enfermedad, un síntoma o una pregunta, y oprima Buscar.',
    pending: 'La búsqueda se está preparando después de un reinicio. Busque de nuevo en unos segundos.',
    none: (text) => `No hay resultados para «${text}».`,
    count: (total, text, span) =>
      `${total.toLocaleString('es-US')} ${total === 1 ? 'resultado' : 'resultados'} para «${text}»${
        span ? `; se muestran del ${span.first} al ${span.last} (página ${span.page} de ${span.pageCount})` : ''
      }.`,
    partial: 'Ninguna página tiene todas sus palabras. Estas páginas tienen la mayoría.',
    truncated: (chars, words) =>
      `Solo se usan los primeros ${chars} caracteres y las primeras ${words} palabras de una búsqueda.`,
    results: 'Resultados',
    kinds: { guide: 'Guía de salud', post: 'Artículo del blog', page: 'Página' },
    noneAdvice:
      'Revise cómo lo escribió, pruebe con menos palabras o con palabras más generales, o empiece por una de nuestras guías.',
    noWords: 'Busque con letras o números, por ejemplo «presión arterial».',
    topics: 'Temas de salud',
    notWhat: '¿No es lo que necesita?',
    webSearch: (text) => `Buscar «${text}» en este sitio con un buscador web`,
    newTab: '(se abre en una pestaña nueva)',
  },
}
