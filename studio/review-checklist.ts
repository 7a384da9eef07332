/**
 * What a reviewer must see before approving: an edit made after the version was submitted, and every warning the freshness guard, the reading-level guard and the
 * triage guard (schemas/rules/triage.ts) raise on the version under review, one line each, shown in the Approve dialog (studio/review-actions.tsx). The same
 * warnings sit on the document's validation; here they cannot be missed at the moment of approval.
 */
import { freshnessWarnings, type FreshnessInput } from '../schemas/rules/freshness'
import { readingLevelWarnings } from '../schemas/rules/reading-level'
import { changedSinceSubmitted, rememberedFingerprint, type ReviewedDocument } from '../schemas/rules/review-workflow'
import { documentTriageWarnings } from '../schemas/rules/triage'

export type ChecklistLine = { code: string; kind: 'review' | 'freshness' | 'reading-level' | 'triage'; message: string }

export const CHANGED_SINCE_SUBMITTED =
  'Changed since it was submitted for review: you approve the text as it is now, with those edits.'

export function reviewChecklist(doc: Record<string, unknown> | null | undefined, today: string): ChecklistLine[] {
  if (!doc) return []
  return [
    ...(changedSinceSubmitted(doc as ReviewedDocument, rememberedFingerprint)
      ? [{ code: 'changed-since-submitted', kind: 'review' as const, message: CHANGED_SINCE_SUBMITTED }]
      : []),
    ...freshnessWarnings(doc as FreshnessInput, today).map((w) => ({ ...w, kind: 'freshness' as const })),
    ...readingLevelWarnings(doc).map((w) => ({ ...w, kind: 'reading-level' as const })),
    ...documentTriageWarnings(doc).map((message) => ({
      code: 'triage-contradiction',
      kind: 'triage' as const,
      message,
    })),
  ]
}
