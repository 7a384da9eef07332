/**
 * Publish, recording a changed slug: when a guide or post is published under a new slug, the slug it had is added
 * to `previousSlugs` first, and the site answers the old address with a permanent redirect (lib/site/slug-history.ts).
 * The patch goes into the same publish, as Sanity's "set a value and publish" recipe does.
 */
import { useDocumentOperation, type DocumentActionComponent } from 'sanity'
import { nextSlugHistory } from '../lib/site/slug-history'

type WithSlug = { slug?: { current?: string }; previousSlugs?: string[] } | null

export function recordSlugChange(publish: DocumentActionComponent): DocumentActionComponent {
  const RecordingPublish: DocumentActionComponent = (props) => {
    const description = publish(props)
    const { patch } = useDocumentOperation(props.id, props.type)
    if (!description) return description
    const published = (props.published as WithSlug)?.slug?.current
    const draft = props.draft as WithSlug
    const next = draft?.slug?.current
    const history = nextSlugHistory(draft?.previousSlugs, published, next)
    const changed = JSON.stringify(history) !== JSON.stringify(draft?.previousSlugs ?? [])
    return {
      ...description,
      onHandle: () => {
        if (draft && changed) patch.execute([{ set: { previousSlugs: history } }])
        description.onHandle?.()
      },
    }
  }
  RecordingPublish.action = publish.action
  RecordingPublish.displayName = 'RecordingPublishAction'
  return RecordingPublish
}
