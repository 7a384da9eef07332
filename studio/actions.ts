/**
 * Which document actions each type gets: the medical review gate on reviewed types (Submit, Request changes,
 * Approve, and Publish only after approval), Publish/Discard/Restore only on singletons, Unpublish in the menu of
 * every other type (Sanity's own shows only in the Published perspective, and stays there), and a reviewer's preview
 * link on every type with a page, and a Delete that says beforehand when links to the document would refuse it. Plain data over the action components, so a unit test can check it.
 */
import type { DocumentActionComponent, DocumentActionsContext } from 'sanity'
import { singletonTypes } from '../schemas'
import { guardDelete } from './delete-action'
import { PreviewLinkAction } from './preview-link-action'
import { ApproveAction, gatePublish, gateSchedule, RequestChangesAction, SubmitForReviewAction } from './review-actions'
import { recordSlugChange } from './slug-history-action'
import { reviewedTypes } from './structure-groups'
import { UnpublishDraftViewAction } from './unpublish-action'

const SINGLETON_ACTIONS = ['publish', 'discardChanges', 'restore']

export function documentActions(
  previous: DocumentActionComponent[],
  { schemaType, versionType }: Pick<DocumentActionsContext, 'schemaType'> & Partial<DocumentActionsContext>,
): DocumentActionComponent[] {
  if (singletonTypes.has(schemaType)) {
    const kept = previous.filter(({ action }) => action && SINGLETON_ACTIONS.includes(action))
    if (!reviewedTypes.includes(schemaType)) return [...kept, PreviewLinkAction]
    // A reviewed singleton (Search settings' crisis cards): the same gate and review steps, no slug to record.
    const publish = kept.filter((action) => action.action === 'publish').map(gatePublish)
    const rest = kept.filter((action) => action.action !== 'publish')
    return [...publish, SubmitForReviewAction, RequestChangesAction, ApproveAction, ...rest, PreviewLinkAction]
  }
  const unpublish = versionType === 'published' ? [] : [UnpublishDraftViewAction]
  // Delete says beforehand when documents linking here would make it fail.
  const actions = previous.map((action) => (action.action === 'delete' ? guardDelete(action) : action))
  if (!reviewedTypes.includes(schemaType)) return [...actions, ...unpublish, PreviewLinkAction]
  // Guides and posts: publish only after approval, and a renamed slug keeps its old address working.
  // Publish and Schedule publish say why they wait for approval.
  const gated = actions.map((action) =>
    action.action === 'publish'
      ? gatePublish(recordSlugChange(action))
      : action.action === 'schedule'
        ? gateSchedule(action)
        : action,
  )
  const publishAt = gated.findIndex((action) => action.action === 'publish')
  // Publish stays the primary (first) action; the review steps sit right after it, then the rest.
  const review = [SubmitForReviewAction, RequestChangesAction, ApproveAction]
  return publishAt < 0
    ? [...review, ...gated, ...unpublish, PreviewLinkAction]
    : [...gated.slice(0, publishAt + 1), ...review, ...gated.slice(publishAt + 1), ...unpublish, PreviewLinkAction]
}
