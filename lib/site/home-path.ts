/**
 * The home page of the language a reader's address is in, read from the address itself: a language's addresses all
 * start with its prefix, which is its code (`/es/…`; languages.test.ts holds every prefix to it), and the default
 * language's have none. The error page's script loads on every page and needs only this address, so it reads no
 * language list.
 */
export const homeOfPath = (path: string, lang: string): string =>
  path === `/${lang}` || path.startsWith(`/${lang}/`) ? `/${lang}` : '/'
