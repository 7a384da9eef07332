/**
 * The newsletter form's places and answers, on their own so the form (a client component, on every page) takes these
 * few names into the browser without the route that answers it (lib/forms/newsletter.ts) or the links it imports.
 */

/** The two places a page can hold a newsletter form; each has its own answers, so a page may hold both. */
export const NEWSLETTER_PLACES = ['footer', 'blog'] as const
export type NewsletterPlace = (typeof NEWSLETTER_PLACES)[number]
export type NewsletterState = 'done' | 'empty' | 'invalid'
export const NEWSLETTER_STATES: readonly NewsletterState[] = ['done', 'empty', 'invalid']

/** The fragment of a form's answer: the page the route sends the reader back to shows it (`:target`). */
export const newsletterStateId = (place: NewsletterPlace, state: NewsletterState) => `newsletter-${place}-${state}`
