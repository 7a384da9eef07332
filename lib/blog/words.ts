/**
 * The blog's interface words in each language: labels, counts, dates and read time around the posts. The posts,
 * categories and the blog's page text come from the CMS in their language; these are the words code writes. English
 * keeps the words it had. A plain module: the live search box (a client component) reads it too.
 */
import { formatLongDate } from '@/lib/format'
import { spanishLongDate } from '@/lib/site/article-words'
import type { Lang } from '@/lib/site/languages'

export type BlogWords = {
  /** "July 15, 2025" / "15 de julio de 2025" */
  longDate: (value: string | null | undefined) => string
  readTime: (minutes: number) => string
  home: string
  blog: string
  backToBlog: string
  /** Read before the date, for screen readers (the calendar icon says it to sighted readers). */
  published: string
  updated: string
  readFullArticle: string
  /** "article" or "articles", after a count. */
  articles: (count: number) => string
  /** Before the category's name: "Showing 3 articles in" …. */
  showingInCategory: (count: number) => string
  showAllArticles: string
  /** Appended to a later page's heading for screen readers. */
  pageSuffix: (page: number) => string
  /** The list pages' titles: the blog, or one category's articles. */
  listTitle: (categoryLabel?: string | null) => string
  listPageTitle: (name: string, page: number) => string
  /** The list pages' search snippet: it names the sources and claims no clinician review (none has happened yet). */
  listDescription: (categoryLabel?: string | null) => string
  feedTitle: string
  listSidebar: string
  postSidebar: string
  pagination: {
    name: string
    previous: string
    next: string
    /** Read after "Previous" and "Next" by screen readers. */
    directionSuffix: string
    page: string
    pageOf: (page: number, count: number) => string
  }
  search: {
    formName: string
    label: string
    placeholder: string
    searching: string
    unavailable: string
    noMatch: string
    someShown: (total: number, shown: number) => string
    matches: (total: number) => string
  }
  newsletter: { title: string; formLabel: string; button: string }
}

const ENGLISH: BlogWords = {
  longDate: formatLongDate,
  readTime: (minutes) => `${minutes} min read`,
  home: 'Home',
  blog: 'Blog',
  backToBlog: 'Back to Blog',
  published: 'Published ',
  updated: 'Updated',
  readFullArticle: 'Read Full Article',
  articles: (count) => (count === 1 ? 'article' : 'articles'),
  showingInCategory: (count) => `Showing ${count} ${count === 1 ? 'article' : 'articles'} in`,
  showAllArticles: 'Show all articles',
  pageSuffix: (page) => `, page ${page}`,
  listTitle: (label) => (label ? `${label} articles` : 'Health Blog'),
  listPageTitle: (name, page) => `${name} — page ${page}`,
  listDescription: (label) =>
    label
      ? `Articles on ${label.toLowerCase()}: plain-language, with their sources named.`
      : 'Plain-language articles on heart health, diabetes, mental health and staying well, with their sources named.',
  feedTitle: 'HealthWise Hub Health Blog',
  listSidebar: 'Blog sidebar',
  postSidebar: 'More from the blog',
  pagination: {
    name: 'Pagination',
    previous: 'Previous',
    next: 'Next',
    directionSuffix: ' page',
    page: 'Page',
    pageOf: (page, count) => `Page ${page} of ${count}`,
  },
  search: {
    formName: 'Blog articles',
    label: 'Search articles',
    placeholder: 'Search by title, topic or category',
    searching: 'Searching…',
    unavailable: 'Search is not available right now. Please try again in a moment.',
    noMatch: 'No articles found matching your search. Try different keywords.',
    someShown: (total, shown) =>
      `${total} articles match. Showing the ${shown} best matches; add a word to narrow the search.`,
    matches: (total) => `${total} ${total === 1 ? 'article matches' : 'articles match'} your search.`,
  },
  newsletter: { title: 'Newsletter', formLabel: 'Blog newsletter', button: 'Subscribe Now' },
}

const SPANISH: BlogWords = {
  longDate: spanishLongDate,
  readTime: (minutes) => `${minutes} min de lectura`,
  home: 'Inicio',
  blog: 'Blog',
  backToBlog: 'Volver al blog',
  published: 'Publicado el ',
  updated: 'Actualizado el',
  readFullArticle: 'Leer el artículo completo',
  articles: (count) => (count === 1 ? 'artículo' : 'artículos'),
  showingInCategory: (count) => (count === 1 ? 'Se muestra 1 artículo de' : `Se muestran ${count} artículos de`),
  showAllArticles: 'Ver todos los artículos',
  pageSuffix: (page) => `, página ${page}`,
  listTitle: (label) => (label ? `Artículos de ${label.toLowerCase()}` : 'Blog de salud'),
  listPageTitle: (name, page) => `${name} — página ${page}`,
  listDescription: (label) =>
    label
      ? `Artículos de ${label.toLowerCase()}, en palabras sencillas y con sus fuentes a la vista.`
      : 'Artículos en palabras sencillas sobre la salud del corazón, la diabetes, la salud mental y cómo mantenerse sano, con sus fuentes a la vista.',
  feedTitle: 'Blog de salud de HealthWise Hub',
  listSidebar: 'Barra lateral del blog',
  postSidebar: 'Más artículos del blog',
  pagination: {
    name: 'Paginación',
    previous: 'Anterior',
    next: 'Siguiente',
    directionSuffix: '',
    page: 'Página',
    pageOf: (page, count) => `Página ${page} de ${count}`,
  },
  search: {
    formName: 'Artículos del blog',
    label: 'Buscar artículos',
    placeholder: 'Busque por título, tema o categoría',
    searching: 'Buscando…',
    unavailable: 'La búsqueda no está disponible en este momento. Vuelva a intentarlo en un momento.',
    noMatch: 'No encontramos artículos con esas palabras. Pruebe con otras palabras.',
    someShown: (total, shown) =>
      `${total} artículos coinciden. Se muestran los ${shown} que más se acercan; agregue una palabra para buscar algo más preciso.`,
    matches: (total) =>
      total === 1 ? '1 artículo coincide con su búsqueda.' : `${total} artículos coinciden con su búsqueda.`,
  },
  newsletter: { title: 'Boletín', formLabel: 'Boletín del blog', button: 'Suscribirme' },
}

export const BLOG_WORDS: Readonly<Record<Lang, BlogWords>> = { en: ENGLISH, es: SPANISH }
