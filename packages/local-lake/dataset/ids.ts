/**
 * Document ids as the Content Lake reads them: `drafts.<id>` is a draft, `versions.<release>.<id>` a release version,
 * anything else a published document. The overlay, the local backend and the lake all decide with these, so a
 * new kind of id cannot be understood by one and missed by another.
 */
import { randomBytes } from 'node:crypto'

export const DRAFTS_PREFIX = 'drafts.'
export const VERSIONS_PREFIX = 'versions.'

export function isDraftId(id: string): boolean {
  return id.startsWith(DRAFTS_PREFIX)
}

export function isVersionId(id: string): boolean {
  return id.startsWith(VERSIONS_PREFIX)
}

export function isDraftOrVersion(id: string): boolean {
  return isDraftId(id) || isVersionId(id)
}

/**
 * Sanity keeps every id with a `.` path private: readable only with a token. Drafts and versions are such ids, and
 * so are system documents such as the Presentation tool's share secret (`sanity-preview-url-secret.share-access`).
 */
export function isPrivateId(id: string): boolean {
  return id.includes('.')
}

/** The published document a draft or version belongs to; a published id is its own. */
export function publishedIdOf(id: string): string {
  if (isDraftId(id)) return id.slice(DRAFTS_PREFIX.length)
  if (isVersionId(id)) return id.split('.').slice(2).join('.')
  return id
}

/** A random 22-character id of letters and digits, the shape Sanity gives new documents and transactions. */
export function randomDocumentId(): string {
  return randomBytes(16).toString('base64url').replace(/[-_]/g, 'x').slice(0, 22)
}
