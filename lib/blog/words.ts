/**
 * The blog's interface words: labels, counts, read time, titles and the search box's messages around the posts. Editors
 * keep them in the Studio ("Interface words: Blog", seeded from content/seed/interface/blog.yaml); their keys are in
 * ./text-keys.ts; this module turns them into what the pages show. The posts, categories and the blog's page text are
 * other CMS content. Dates are formatted here by language (formatting, not copy). A plain module: the live search box
 * (a client component) builds its words from the same texts.
 */
import { longDateIn } from '@/lib/format'
import { around, fill, pluralOf, type InterfaceText } from '@/lib/site/interface-text'
import { IN_LANGUAGE, type Lang, lowerCaseNamesInTitles } from '@/lib/site/languages'
import type { BLOG_TEXT } from './text-keys'

export type BlogText = InterfaceText<typeof BLOG_TEXT>

/** A text around an element (a date, a count, a name): what goes before it and after it. */
export type Around = [before: string, after: string]

/**
 * A link's word as shown, and what a screen reader hears when that differs ("Previous" + " page"): the rest after the
 * shown word, or the whole spoken text when it does not start with the shown word.
 */
export type ShownAndSpoken = { shown: string; hiddenAfter: string; spokenInstead: string | null }

export type BlogWords = {
  /** "July 15, 2025" / "15 de julio de 2025" */
  longDate: (value: string | null | undefined) => string
  readTime: (minutes: number) => string
  home: string
  blog: string
  backToBlog: string
  /** Around the publication date; read by screen readers (the calendar icon says it to sighted readers). */
  published: Around
  /** Around the date of the last update. */
  updated: Around
  readFullArticle: string
  /** Around a category's count of posts: the count is shown, the words around it are for screen readers. */
  articleCount: (count: number) => Around
  /** Around the category's name: "Showing 3 articles in " <strong>name</strong> ".". */
  showingInCategory: (count: number) => Around
  showAllArticles: string
  /** Around a later page's heading; the words around it are for screen readers. */
  headingOnPage: (page: number) => Around
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
    previous: ShownAndSpoken
    next: ShownAndSpoken
    /** Around a page's number; the words around it are for screen readers. */
    page: Around
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

/** A long date in the language ("July 15, 2025" / "15 de julio de 2025"): code, as the date's format is. */
export const longDateFor = (lang: Lang): BlogWords['longDate'] => longDateIn(IN_LANGUAGE[lang])

/** A category's name inside a title, as the language writes it there (the locale list); every language lowers it in prose. */
const inTitle = (lang: Lang, label: string) => (lowerCaseNamesInTitles(lang) ? label.toLowerCase() : label)
const inProse = (label: string) => label.toLowerCase()

function shownAndSpoken(shown: string, spoken: string): ShownAndSpoken {
  if (spoken.startsWith(shown)) return { shown, hiddenAfter: spoken.slice(shown.length), spokenInstead: null }
  return { shown, hiddenAfter: '', spokenInstead: spoken }
}

/** The blog's words from the area's texts. Counts and page numbers are written as plain figures, as before. */
export function blogWords(text: BlogText, lang: Lang): BlogWords {
  const plural = (count: number, one: string, other: string) => pluralOf(lang, count, one, other)
  return {
    longDate: longDateFor(lang),
    readTime: (minutes) => fill(text.readTime, { minutes: String(minutes) }),
    home: text.breadcrumbHome,
    blog: text.breadcrumbBlog,
    backToBlog: text.backToBlog,
    published: around(text.publishedOn, 'date'),
    updated: around(text.updatedOn, 'date'),
    readFullArticle: text.readFullArticle,
    articleCount: (count) => around(plural(count, text.articleCountOne, text.articleCountOther), 'count'),
    showingInCategory: (count) =>
      around(
        fill(plural(count, text.showingInCategoryOne, text.showingInCategoryOther), { count: String(count) }),
        'category',
      ),
    showAllArticles: text.showAllArticles,
    headingOnPage: (page) => around(fill(text.headingOnPage, { page: String(page) }), 'heading'),
    listTitle: (label) => (label ? fill(text.categoryListTitle, { category: inTitle(lang, label) }) : text.listTitle),
    listPageTitle: (name, page) => fill(text.listPageTitle, { title: name, page: String(page) }),
    listDescription: (label) =>
      label ? fill(text.categoryListDescription, { topic: inProse(label) }) : text.listDescription,
    feedTitle: text.feedTitle,
    listSidebar: text.listSidebarLabel,
    postSidebar: text.postSidebarLabel,
    pagination: {
      name: text.paginationLabel,
      previous: shownAndSpoken(text.previous, text.previousForScreenReaders),
      next: shownAndSpoken(text.next, text.nextForScreenReaders),
      page: around(text.pageNumber, 'page'),
      pageOf: (page, count) => fill(text.pageOfPages, { page: String(page), pageCount: String(count) }),
    },
    search: {
      formName: text.searchFormLabel,
      label: text.searchLabel,
      placeholder: text.searchPlaceholder,
      searching: text.searchSearching,
      unavailable: text.searchUnavailable,
      noMatch: text.searchNoMatch,
      someShown: (total, shown) => fill(text.searchSomeShown, { total: String(total), shown: String(shown) }),
      matches: (total) => fill(plural(total, text.searchMatchesOne, text.searchMatchesOther), { count: String(total) }),
    },
    newsletter: { title: text.newsletterTitle, formLabel: text.newsletterFormLabel, button: text.newsletterButton },
  }
}
