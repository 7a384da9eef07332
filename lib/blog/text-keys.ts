/**
 * The interface-word keys of the blog and the placeholders each takes, which the Studio's schema, the content read and
 * the seed check walk (lib/site/interface-areas.ts). Apart from ./words.ts, which turns the words into what the
 * pages show, because that module is also a client component's: a table here would be in the browser's JavaScript.
 */
import type { TextKeys } from '@/lib/site/interface-text'

export const BLOG_TEXT = {
  breadcrumbHome: [],
  breadcrumbBlog: [],
  backToBlog: [],
  publishedOn: ['date'],
  updatedOn: ['date'],
  readTime: ['minutes'],
  readFullArticle: [],
  articleCountOne: ['count'],
  articleCountOther: ['count'],
  showingInCategoryOne: ['count', 'category'],
  showingInCategoryOther: ['count', 'category'],
  showAllArticles: [],
  headingOnPage: ['heading', 'page'],
  listTitle: [],
  categoryListTitle: ['category'],
  listPageTitle: ['title', 'page'],
  listDescription: [],
  categoryListDescription: ['topic'],
  feedTitle: [],
  listSidebarLabel: [],
  postSidebarLabel: [],
  paginationLabel: [],
  previous: [],
  previousForScreenReaders: [],
  next: [],
  nextForScreenReaders: [],
  pageNumber: ['page'],
  pageOfPages: ['page', 'pageCount'],
  searchFormLabel: [],
  searchLabel: [],
  searchPlaceholder: [],
  searchSearching: [],
  searchUnavailable: [],
  searchNoMatch: [],
  searchSomeShown: ['total', 'shown'],
  searchMatchesOne: ['count'],
  searchMatchesOther: ['count'],
  newsletterTitle: [],
  newsletterFormLabel: [],
  newsletterButton: [],
} as const satisfies TextKeys
