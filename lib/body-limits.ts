/**
 * The largest request bodies the site takes. The edge (deploy/nginx) refuses larger ones before they reach Node;
 * next.config.ts bounds what Next buffers for the proxy by the largest of them.
 */
/** The Sanity webhook (/api/revalidate): a changed document's projection is well under this. */
export const WEBHOOK_MAX_BODY_BYTES = 256 * 1024
/** A server action posted to a page (next-sanity's perspective switch sends a few hundred bytes). */
export const PAGE_ACTION_MAX_BODY_BYTES = 16 * 1024
/** The largest body any route takes. */
export const LARGEST_BODY_BYTES = Math.max(WEBHOOK_MAX_BODY_BYTES, PAGE_ACTION_MAX_BODY_BYTES)
