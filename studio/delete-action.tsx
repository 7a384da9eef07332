/**
 * Delete, said plainly when it cannot succeed. A published document that other published documents link to (a
 * strong reference: a guide a post links to) cannot be deleted, in the hosted Content Lake as in the local one.
 * Sanity's own dialog still offers "Delete anyway" and then shows an error; this one is disabled beforehand and names
 * the documents that link here, so the editor knows what to change first (or to unpublish instead).
 */
import { useEffect, useState } from 'react'
import { useClient, type DocumentActionComponent } from 'sanity'
import { studioApiVersion } from './env'

type Referrer = { _id: string; title?: string | null } & Record<string, unknown>

/** Whether `value` holds a reference to `id` that is not weak, at any depth. */
export function holdsStrongReference(value: unknown, id: string): boolean {
  if (Array.isArray(value)) return value.some((item) => holdsStrongReference(item, id))
  if (!value || typeof value !== 'object') return false
  const object = value as Record<string, unknown>
  if (object._ref === id && object._weak !== true) return true
  return Object.entries(object).some(([key, item]) => key !== '_ref' && holdsStrongReference(item, id))
}

/** The title of a disabled Delete: the documents that link here, at most three named. */
export function deleteBlockedTitle(titles: readonly string[]): string {
  const named = titles.slice(0, 3).map((title) => `"${title}"`)
  const more = titles.length > 3 ? ` and ${titles.length - 3} more` : ''
  const which = `${named.join(', ')}${more}`
  return titles.length === 1
    ? `It cannot be deleted while ${which} links to it: remove that link first, or unpublish it instead.`
    : `It cannot be deleted while ${titles.length} documents link to it (${which}): remove those links first, or unpublish it instead.`
}

// Published documents only: drafts and versions hold weak references until they are published.
const REFERRERS = `*[references($id) && !(_id in path("drafts.**")) && !(_id in path("versions.**"))]`

export function guardDelete(remove: DocumentActionComponent): DocumentActionComponent {
  const GuardedDelete: DocumentActionComponent = (props) => {
    const description = remove(props)
    const client = useClient({ apiVersion: studioApiVersion })
    const [blockers, setBlockers] = useState<string[]>([])
    const published = Boolean(props.published)
    useEffect(() => {
      if (!published) return
      let current = true
      client
        .fetch<Referrer[]>(REFERRERS, { id: props.id }, { perspective: 'raw' })
        .then((found) => {
          if (!current) return
          const strong = found.filter((doc) => holdsStrongReference(doc, props.id))
          setBlockers(strong.map((doc) => doc.title || doc._id))
        })
        // Unknown: Sanity's own dialog, which checks again, decides.
        .catch(() => current && setBlockers([]))
      return () => {
        current = false
      }
    }, [client, props.id, published])
    // A Delete the Studio already refuses (the role may not delete, say) keeps its own reason.
    if (!description || description.disabled || blockers.length === 0) return description
    return { ...description, disabled: true, title: deleteBlockedTitle(blockers), dialog: null }
  }
  GuardedDelete.action = remove.action
  GuardedDelete.displayName = 'GuardedDeleteAction'
  return GuardedDelete
}
