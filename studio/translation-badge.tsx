import { useEffect, useState } from 'react'
import { useClient, type DocumentBadgeComponent } from 'sanity'
import { translationIsBehind, translationState, type TranslationState } from '../lib/site/translation-notice'
import { effectiveReview, rememberedFingerprint, type ReviewedDocument } from '../schemas/rules/review-workflow'
import { studioApiVersion } from './env'

/**
 * What the translated document's page needs beside the document itself: its English source's "Last updated" (as
 * readers see it, published) and whether its reviewer is a sample profile. The source is found through the
 * translation.metadata document that links the two (the document-internationalization plugin's).
 */
const SOURCE_QUERY = `{
  "sourceLastUpdated": *[_type == "translation.metadata" && references($id)][0]
    .translations[language == "en" || _key == "en"][0].value->lastUpdated,
  "reviewerIsSample": *[_id == $reviewer][0].isSample
}`

type Source = { sourceLastUpdated?: string | null; reviewerIsSample?: boolean | null }

/** The badge for each state: the same words the Spanish page shows (lib/site/chrome.ts), for editors in English. */
export const TRANSLATION_BADGES: Readonly<
  Record<TranslationState, { label: string; title: string; color: 'warning' | 'success' }>
> = {
  unreviewed: {
    label: 'Translation not reviewed',
    title:
      'No clinician has reviewed this translation yet: its page says so to readers until an approval by a real (not sample) reviewer is recorded.',
    color: 'warning',
  },
  behind: {
    label: 'Translation behind',
    title:
      'The English document changed after this translation was reviewed: its page tells readers it may be behind. Bring the translation up to date and have it reviewed again.',
    color: 'warning',
  },
  reviewed: {
    label: 'Translation reviewed',
    title: 'Reviewed after the last change of the English document.',
    color: 'success',
  },
}

/**
 * The translation's standing on a document in another language than English, as its page states it to readers
 * (lib/site/translation-notice.ts): not reviewed, behind its English source, or reviewed, and whether it is behind
 * even when not reviewed. Read again on each change of the document; the English source's change shows when the
 * document is next opened or edited. Undefined while nothing can be said yet, null on an English document.
 */
function useTranslationStanding({ id, draft, published }: Parameters<DocumentBadgeComponent>[0]) {
  const doc = (draft ?? published) as (ReviewedDocument & { language?: string; _rev?: string }) | null
  const client = useClient({ apiVersion: studioApiVersion })
  // Undefined while the source is read (no badge that may be wrong a moment later), null when it could not be.
  const [source, setSource] = useState<Source | null | undefined>(undefined)
  const translated = Boolean(doc?.language && doc.language !== 'en')
  const reviewer = doc?.review?.reviewer?._ref ?? ''
  const revision = doc?._rev
  useEffect(() => {
    if (!translated) return
    let current = true
    client
      .fetch<Source>(SOURCE_QUERY, { id, reviewer }, { perspective: 'published' })
      .then((result) => current && setSource(result))
      // Without the source the badge says what the document alone says; the page is the judge for readers.
      .catch(() => current && setSource(null))
    return () => {
      current = false
    }
  }, [client, id, reviewer, revision, translated])
  if (!doc || !translated) return null
  const { state } = effectiveReview(doc, draft ? 'draft' : 'published', rememberedFingerprint)
  const standing = translationState(
    { ...state, reviewer: state.reviewerId ? { isSample: source?.reviewerIsSample ?? null } : null },
    source?.sourceLastUpdated,
  )
  return { standing, behind: translationIsBehind(state, source?.sourceLastUpdated), known: source !== undefined }
}

/** Where the translation stands: one badge of the three. */
export const TranslationBadge: DocumentBadgeComponent = (props) => {
  const reading = useTranslationStanding(props)
  if (!reading) return null
  if (!reading.known && reading.standing !== 'unreviewed') return null
  return { ...TRANSLATION_BADGES[reading.standing] }
}

/**
 * "Translation behind" beside "Translation not reviewed": a translation whose reviewer is a sample profile (or whose
 * review lapsed) can also be behind its English source, and an editor needs to see both.
 */
export const TranslationBehindBadge: DocumentBadgeComponent = (props) => {
  const reading = useTranslationStanding(props)
  return reading?.known && reading.standing === 'unreviewed' && reading.behind ? { ...TRANSLATION_BADGES.behind } : null
}
