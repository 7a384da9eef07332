/**
 * The Actions API (`POST /data/actions/:dataset`) the Studio uses for every edit and for publishing: each action
 * is turned into changes on one working copy, committed as one transaction. The release actions and the release
 * forms of the version actions are carried out by releases.ts.
 */
import { ConflictError } from './dataset/store'
import type { SanityDocument } from './dataset/overlay'
import { DRAFTS_PREFIX } from './dataset/ids'
import { documentId, WorkingCopy } from './documents'
import { HttpError } from './errors'
import { applyPatch } from './mutations'
import { guardVersionTargets, isReleaseAction, prepareReleaseAction, type ReleaseContext } from './releases'

type Action = Record<string, unknown> & { actionType?: string }

function str(value: unknown, name: string, action: string): string {
  if (typeof value !== 'string' || !value) throw new HttpError(400, `${action}: "${name}" is required`, 'actionError')
  return value
}

function asDocument(value: unknown, id: string, action: string): SanityDocument {
  if (!value || typeof value !== 'object') throw new HttpError(400, `${action}: the document is missing`, 'actionError')
  const doc = value as Record<string, unknown>
  // Not empty either, as the mutate API requires: a document without a type is one no schema can show.
  if (typeof doc._type !== 'string' || doc._type.trim() === '')
    throw new HttpError(400, `${action}: the document needs a _type`, 'actionError')
  const { _rev, _updatedAt, _originalId, ...rest } = doc
  void _rev
  void _updatedAt
  void _originalId
  return { ...rest, _id: id, _type: doc._type }
}

/** Applies the actions to the working copy and returns the action types, for the history. */
export function prepareActions(
  copy: WorkingCopy,
  actions: unknown,
  timestamp: string,
  releases: ReleaseContext = { documents: () => [] },
): string[] {
  if (!Array.isArray(actions) || actions.length === 0)
    throw new HttpError(400, 'The body must have a non-empty "actions" array', 'actionError')
  const types: string[] = []
  for (const raw of actions as Action[]) {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw))
      throw new HttpError(400, 'Each action must be an object with an "actionType"', 'actionError')
    const type = String(raw.actionType ?? '')
    types.push(type)
    if (isReleaseAction(raw)) {
      prepareReleaseAction(copy, raw, timestamp, releases)
      continue
    }
    // A version in a scheduled, published or archived release is locked, as Sanity locks it.
    guardVersionTargets(copy, raw)
    const publishedId = typeof raw.publishedId === 'string' ? documentId(raw.publishedId) : undefined
    const draftId =
      typeof raw.draftId === 'string' ? documentId(raw.draftId) : publishedId && DRAFTS_PREFIX + publishedId
    switch (type) {
      case 'sanity.action.document.create':
      case 'sanity.action.document.version.create': {
        const source = (raw.attributes ?? raw.document) as Record<string, unknown> | undefined
        const id = documentId(source?._id ?? draftId)
        if (copy.get(id)) {
          if (raw.ifExists === 'ignore') break
          throw new ConflictError(`Document "${id}" already exists`)
        }
        copy.set(id, asDocument(source, id, type))
        break
      }
      case 'sanity.action.document.edit': {
        const target = str(draftId, 'draftId', type)
        let base = copy.get(target)
        if (!base) {
          // The first edit of a published document starts its draft from the published content.
          const published = copy.get(str(publishedId, 'publishedId', type))
          if (!published) throw new ConflictError(`Neither "${target}" nor "${publishedId}" exists`)
          base = { ...published, _id: target }
        }
        if (!raw.patch || typeof raw.patch !== 'object') throw new HttpError(400, `${type}: "patch" is required`)
        const { id: _ignored, ifRevisionID, ...patch } = raw.patch as Record<string, unknown>
        void _ignored
        copy.checkRevision(target, ifRevisionID)
        copy.set(target, applyPatch(base, patch, timestamp))
        break
      }
      case 'sanity.action.document.publish': {
        const from = str(draftId, 'draftId', type)
        const to = str(publishedId, 'publishedId', type)
        const draft = copy.get(from)
        if (!draft) throw new ConflictError(`There is no draft "${from}" to publish`)
        copy.checkRevision(from, raw.ifDraftRevisionId, 'Draft')
        copy.checkRevision(to, raw.ifPublishedRevisionId, 'Published document')
        copy.set(to, asDocument(draft, to, type))
        copy.set(from, null)
        break
      }
      case 'sanity.action.document.unpublish': {
        const from = str(publishedId, 'publishedId', type)
        const to = str(draftId, 'draftId', type)
        const published = copy.get(from)
        if (!published) throw new ConflictError(`"${from}" is not published`)
        if (!copy.get(to)) copy.set(to, asDocument(published, to, type))
        copy.set(from, null)
        break
      }
      case 'sanity.action.document.discard':
      case 'sanity.action.document.version.discard': {
        const id = str(draftId ?? raw.versionId, 'draftId', type)
        if (!copy.get(id)) throw new ConflictError(`There is no draft "${id}" to discard`)
        copy.set(id, null)
        break
      }
      case 'sanity.action.document.delete': {
        const id = str(publishedId, 'publishedId', type)
        const drafts = Array.isArray(raw.includeDrafts) ? raw.includeDrafts.map(documentId) : [DRAFTS_PREFIX + id]
        for (const each of [id, ...drafts]) if (copy.get(each)) copy.set(each, null)
        break
      }
      case 'sanity.action.document.replace':
      case 'sanity.action.document.version.replace': {
        const source = (raw.attributes ?? raw.document) as Record<string, unknown> | undefined
        const id = documentId(type.endsWith('version.replace') ? source?._id : draftId)
        copy.set(id, asDocument(source, id, type))
        break
      }
      case 'sanity.action.document.replaceDraft': {
        // "Revert to revision" in the Studio's history: the old revision becomes the draft (created if there is
        // none); the published document is left alone until the editor publishes.
        const source = raw.attributes as Record<string, unknown> | undefined
        const published = str(publishedId, 'publishedId', type)
        const id = documentId(source?._id ?? draftId)
        // Only its draft or a release version of it: never another document that merely ends in `.<id>`, such as
        // a preview secret, which would hand its secret to whoever asked.
        const version = id.split('.')
        const isVersion = version.length === 3 && version[0] === 'versions' && version[2] === published
        if (id !== `drafts.${published}` && !isVersion)
          throw new HttpError(400, `${type}: "${id}" is not a draft of "${published}"`, 'actionError')
        copy.set(id, asDocument(source, id, type))
        break
      }
      default:
        // A Sanity action the lake does not carry out is 501; anything else is not an action at all.
        if (!/^sanity\.action\.[\w.]+$/.test(type))
          throw new HttpError(400, `"${type.slice(0, 100)}" is not an action type`, 'actionError')
        throw new HttpError(501, `Action "${type}" is not implemented by the local Content Lake`, 'notImplemented')
    }
  }
  return types
}
