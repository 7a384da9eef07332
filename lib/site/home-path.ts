import { type Lang, PREFIX } from './languages'

/**
 * Each language's home page: its prefix, or the root for the default language. On its own, apart from
 * lib/site/browser-routes.ts, because the error page's script loads on every page and needs only this address.
 */
export const homePath = (lang: Lang = 'en') => PREFIX[lang] || '/'
