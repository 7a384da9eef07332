/**
 * The reviewer's queue for work in releases. The Studio's document lists run in the perspective chosen at the top
 * (Drafts by default), where a release's versions are not listed: a version submitted for review in a release would
 * wait unseen until the reviewer happened to switch to that release. This reads every version in review across all
 * releases, names its release, and opens it in that release's perspective.
 */
import { reviewLists } from './structure-groups'

/** Versions in review, in any release not yet published or archived, with their release's title. */
export const releaseReviewQuery = `*[_id in path("versions.**") && ${reviewLists.submitted}]{
  _id, _type, title, language, _updatedAt,
  "release": *[_type == "system.release" && name == string::split(^._id, ".")[1]][0]{name, state, "title": metadata.title}
} | order(_updatedAt desc)`

export type ReleaseReviewRow = {
  _id: string
  _type: string
  title?: string | null
  language?: string | null
  _updatedAt?: string
  release?: { name?: string; state?: string; title?: string | null } | null
}

export type ReleaseReviewItem = {
  key: string
  /** The document's published id: what the Studio opens. */
  id: string
  type: string
  title: string
  releaseName: string
  releaseTitle: string
}

const FINISHED_RELEASE = new Set(['published', 'archived'])

/** The rows the pane lists: each version once, newest first, in releases still open, titled for a person. */
export function releaseReviewItems(rows: ReleaseReviewRow[]): ReleaseReviewItem[] {
  return rows.flatMap((row) => {
    const [, releaseName, ...rest] = row._id.split('.')
    if (!releaseName || rest.length === 0) return []
    if (row.release?.state && FINISHED_RELEASE.has(row.release.state)) return []
    const language = row.language && row.language !== 'en' ? ` (${row.language})` : ''
    return [
      {
        key: row._id,
        id: rest.join('.'),
        type: row._type,
        title: `${row.title?.trim() || 'Untitled'}${language}`,
        releaseName,
        releaseTitle: row.release?.title?.trim() || releaseName,
      },
    ]
  })
}
