/**
 * Unpublish in the document's action menu. Sanity's own Unpublish action shows only in the Published perspective
 * (the Studio's "Published" chip, which switches the whole Studio), where editors did not find it; this one works
 * from the drafts view every editor is in: it takes the page down and keeps the text as a draft, as Sanity's does.
 */
import { useState } from 'react'
import { useCurrentUser, useDocumentOperation, type DocumentActionComponent } from 'sanity'
import { roleMayPublish, roleRefusal } from './role-rights'

export const UnpublishDraftViewAction: DocumentActionComponent = (props) => {
  const { unpublish } = useDocumentOperation(props.id, props.type)
  const [confirming, setConfirming] = useState(false)
  const user = useCurrentUser()
  if (!props.published) return { label: 'Unpublish', tone: 'critical', disabled: true, title: 'It is not published.' }
  // The operation is not refused in the browser for a read-only role: the lake refused it, with a misleading toast.
  if (!roleMayPublish(user))
    return { label: 'Unpublish', tone: 'critical', disabled: true, title: roleRefusal(user, 'take a page down') }
  return {
    label: 'Unpublish',
    tone: 'critical',
    disabled: Boolean(unpublish.disabled),
    title: 'Take the page down; the text stays as a draft',
    onHandle: () => setConfirming(true),
    dialog: confirming && {
      type: 'confirm',
      tone: 'critical',
      message:
        'Unpublish it? Its page goes down at once and it leaves the lists, search, the feed and the sitemap. The text stays here as a draft.',
      confirmButtonText: 'Unpublish now',
      onCancel: () => setConfirming(false),
      onConfirm: () => {
        unpublish.execute()
        setConfirming(false)
        props.onComplete()
      },
    },
  }
}
UnpublishDraftViewAction.displayName = 'UnpublishDraftViewAction'
