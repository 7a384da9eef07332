/**
 * Content Releases, as Sanity's Actions API carries them out: the release actions (`sanity.action.release.create`,
 * `edit`, `publish`, `schedule`, `unschedule`, `archive`, `unarchive`, `delete`), the version actions the Actions
 * API adds to them (`sanity.action.document.version.create` from a base document, `version.unpublish`), and the
 * scheduled publishing of a scheduled release (`releaseScheduler`: a timer that publishes it at its `publishAt`).
 *
 * A release is the system document `_.releases.<releaseId>` (`_type: 'system.release'`, `state`, `metadata`,
 * `publishAt`, `publishedAt`, `finalDocumentStates`); its documents are the versions `versions.<releaseId>.<id>`.
 * The Studio lists releases with a listening query on `_type == "system.release"`; every change here is an ordinary
 * transaction, so its listeners, history and webhooks see it like any edit. Publishing a release writes every
 * version over its published document (or deletes the published document for a version marked for unpublishing,
 * `_system.delete`) and removes the versions, in one transaction.
 *
 * Like Sanity's Content Lake, the lake does not run the Studio's validation: the Studio refuses to publish or
 * schedule a release while a document in it has validation errors. A host's publish gate (gate.ts), when given, is
 * checked on release publish and schedule and again by the scheduler.
 */
import { isDeepStrictEqual } from 'node:util'
import type { SanityDocument } from './dataset/overlay'
import { ConflictError, type CommittedTransaction, type Dataset } from './dataset/store'
import { isVersionId, publishedIdOf, VERSIONS_PREFIX } from './dataset/ids'
import { LOCAL_USER } from './auth'
import { documentId, WorkingCopy } from './documents'
import { HttpError } from './errors'
import { applyPatch } from './mutations'
import type { Route } from './http'
import { checkReferentialIntegrity } from './references'
import { checkGate, gateContext, unapprovedVersions, type PublishGate } from './gate'

export const RELEASE_TYPE = 'system.release'
export const RELEASES_PREFIX = '_.releases.'
/** Sanity's release ids: letters, digits, `-` and `_`, starting with a letter or digit. */
const RELEASE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/

type Action = Record<string, unknown> & { actionType?: string }

/** What a release action may read besides single documents: every document (to find a release's versions). */
export type ReleaseContext = {
  /** The committed documents; the transaction's own changes are in the working copy. */
  documents: () => Iterable<SanityDocument>
  /** The committed transactions, for `unarchive` (the versions as they were before archiving). */
  transactions?: () => CommittedTransaction[]
  /** Who acts (a user id): the owner of a release they create. */
  userId?: string
  /** The host's publish gate: a release is scheduled only when every document it covers is approved. */
  gate?: PublishGate
}

export const releaseDocumentId = (releaseId: string) => RELEASES_PREFIX + releaseId

function releaseIdOf(raw: Action, type: string): string {
  const id = raw.releaseId
  if (typeof id !== 'string' || !RELEASE_ID.test(id))
    throw new HttpError(400, `${type}: "releaseId" must be a release id (letters, digits, - and _)`, 'actionError')
  return id
}

/** An id the action must name (never a random one, as `documentId` gives for a missing id). */
function requiredId(value: unknown, name: string, type: string): string {
  if (typeof value !== 'string' || !value) throw new HttpError(400, `${type}: "${name}" is required`, 'actionError')
  return documentId(value)
}

function releaseOf(copy: WorkingCopy, releaseId: string): SanityDocument {
  const release = copy.get(releaseDocumentId(releaseId))
  if (!release || release._type !== RELEASE_TYPE) throw new ConflictError(`Release "${releaseId}" does not exist`)
  return release
}

function requireState(release: SanityDocument, allowed: string[], doing: string): void {
  if (!allowed.includes(String(release.state)))
    throw new ConflictError(`Release "${String(release.name)}" is ${String(release.state)}: it cannot be ${doing}`)
}

/** The ids of a release's versions, committed or made earlier in this transaction. */
export function versionIdsOf(copy: WorkingCopy, context: ReleaseContext, releaseId: string): string[] {
  const prefix = `${VERSIONS_PREFIX}${releaseId}.`
  const ids = new Set<string>()
  for (const doc of context.documents()) if (doc._id.startsWith(prefix)) ids.add(doc._id)
  for (const id of copy.changes.keys()) if (id.startsWith(prefix)) ids.add(id)
  return [...ids].filter((id) => copy.get(id)).sort()
}

/** A release whose versions are locked: scheduled (Sanity refuses edits to them until it is unscheduled) or done. */
export function isLockedRelease(release: SanityDocument | null): boolean {
  return Boolean(release && ['scheduled', 'published', 'archived'].includes(String(release.state)))
}

function withoutSystem(doc: SanityDocument, id: string): SanityDocument {
  const { _system, _rev, _updatedAt, _originalId, ...rest } = doc
  void _system
  void _rev
  void _updatedAt
  void _originalId
  return { ...rest, _id: id, _type: doc._type }
}

/** A document's content: what an editor wrote, without the lake's ids, revisions and times. */
function contentOf(doc: SanityDocument): Record<string, unknown> {
  const { _id, _rev, _updatedAt, _createdAt, _system, _originalId, ...rest } = doc
  void [_id, _rev, _updatedAt, _createdAt, _system, _originalId]
  return rest
}

/**
 * Publishes a release in the working copy: versions over their published documents, then the release is done.
 * A scheduled draft (a release of one document, `metadata.cardinality: 'one'`) is made from the document's draft, which
 * the Studio leaves in place; when it publishes, a draft still identical to what went out is that leftover copy and
 * goes too, so the document does not show an unpublished draft it does not have. A draft edited since is kept.
 */
export function publishRelease(copy: WorkingCopy, context: ReleaseContext, releaseId: string, timestamp: string): void {
  const release = releaseOf(copy, releaseId)
  requireState(release, ['active', 'scheduled'], 'published')
  const versions = versionIdsOf(copy, context, releaseId)
  const single = (release.metadata as { cardinality?: string } | undefined)?.cardinality === 'one'
  for (const versionId of versions) {
    const version = copy.get(versionId)!
    const publishedId = publishedIdOf(versionId)
    const marked = (version._system as { delete?: boolean } | undefined)?.delete === true
    copy.set(publishedId, marked ? null : withoutSystem(version, publishedId))
    copy.set(versionId, null)
    const draft = single && !marked ? copy.get(`drafts.${publishedId}`) : undefined
    if (draft && isDeepStrictEqual(contentOf(draft), contentOf(version))) copy.set(`drafts.${publishedId}`, null)
  }
  const { publishAt: _at, ...rest } = release
  void _at
  copy.set(release._id, {
    ...rest,
    state: 'published',
    publishedAt: timestamp,
    finalDocumentStates: versions.map((id) => ({ id })),
  })
}

/** The version's base: the document it is made from, at the revision the caller saw. */
function createVersionFromBase(copy: WorkingCopy, raw: Action, type: string): void {
  const baseId = requiredId(raw.baseId, 'baseId', type)
  const publishedId = requiredId(raw.publishedId, 'publishedId', type)
  const versionId = requiredId(raw.versionId, 'versionId', type)
  if (publishedIdOf(versionId) !== publishedId || publishedIdOf(baseId) !== publishedId)
    throw new HttpError(
      400,
      `${type}: "${versionId}" and "${baseId}" must be versions of "${publishedId}"`,
      'actionError',
    )
  const base = copy.get(baseId)
  if (!base) throw new ConflictError(`There is no document "${baseId}" to make a version from`)
  copy.checkRevision(baseId, raw.ifBaseRevisionId, 'Base document')
  if (copy.get(versionId)) throw new ConflictError(`Document "${versionId}" already exists`)
  guardVersion(copy, versionId)
  copy.set(versionId, withoutSystem(base, versionId))
}

/** A version may not be added to or changed in a release that is scheduled, published or archived. */
export function guardVersion(copy: WorkingCopy, versionId: string): void {
  if (!isVersionId(versionId)) return
  const releaseId = versionId.split('.')[1] ?? ''
  const release = copy.get(releaseDocumentId(releaseId))
  if (isLockedRelease(release))
    throw new ConflictError(`Release "${releaseId}" is ${String(release!.state)}: its documents cannot change`)
}

/**
 * Refuses a transaction that changed a version of a release locked before it (scheduled, published, archived), by
 * any road (a mutation, a document action), unless the transaction also changed that release itself (its own
 * publish, unschedule or archive).
 */
export function guardLockedVersions(copy: WorkingCopy, committed: (id: string) => SanityDocument | undefined): void {
  for (const id of copy.changes.keys()) {
    if (!isVersionId(id)) continue
    const releaseId = id.split('.')[1] ?? ''
    const releaseDoc = releaseDocumentId(releaseId)
    const release = committed(releaseDoc) ?? null
    if (isLockedRelease(release) && !copy.changes.has(releaseDoc))
      throw new ConflictError(`Release "${releaseId}" is ${String(release!.state)}: its documents cannot change`)
  }
}

/** Refuses a document action that would change a version of a locked release (edit, replace, discard). */
export function guardVersionTargets(copy: WorkingCopy, raw: Action): void {
  const source = (raw.attributes ?? raw.document) as { _id?: unknown } | undefined
  for (const id of [raw.draftId, raw.versionId, source?._id])
    if (typeof id === 'string' && isVersionId(id)) guardVersion(copy, id)
}

/** Whether an action is one this module carries out (the document version actions only in their release forms). */
export function isReleaseAction(raw: Action): boolean {
  const type = String(raw.actionType ?? '')
  if (type.startsWith('sanity.action.release.')) return true
  if (type === 'sanity.action.document.version.unpublish') return true
  return type === 'sanity.action.document.version.create' && raw.baseId !== undefined && !raw.document
}

/** Carries out one release (or release version) action on the working copy. */
export function prepareReleaseAction(copy: WorkingCopy, raw: Action, timestamp: string, context: ReleaseContext): void {
  const type = String(raw.actionType)
  switch (type) {
    case 'sanity.action.document.version.create':
      return createVersionFromBase(copy, raw, type)
    case 'sanity.action.document.version.unpublish': {
      // Marks the version to unpublish its document when the release is published (made from the published one).
      const versionId = requiredId(raw.versionId, 'versionId', type)
      const publishedId = requiredId(raw.publishedId, 'publishedId', type)
      if (!isVersionId(versionId) || publishedIdOf(versionId) !== publishedId)
        throw new HttpError(400, `${type}: "${versionId}" is not a release version of "${publishedId}"`, 'actionError')
      guardVersion(copy, versionId)
      const published = copy.get(publishedId)
      if (!published) throw new ConflictError(`"${publishedId}" is not published`)
      const version = copy.get(versionId) ?? withoutSystem(published, versionId)
      copy.set(versionId, { ...version, _system: { ...(version._system as object), delete: true } })
      return
    }
    case 'sanity.action.release.create': {
      const releaseId = releaseIdOf(raw, type)
      const id = releaseDocumentId(releaseId)
      if (copy.get(id)) throw new ConflictError(`Release "${releaseId}" already exists`)
      const metadata = (raw.metadata && typeof raw.metadata === 'object' ? raw.metadata : {}) as Record<string, unknown>
      copy.set(id, {
        _id: id,
        _type: RELEASE_TYPE,
        name: releaseId,
        state: 'active',
        userId: context.userId ?? LOCAL_USER.id,
        metadata: { ...metadata, releaseType: metadata.releaseType || 'undecided' },
      })
      return
    }
    case 'sanity.action.release.edit': {
      const release = releaseOf(copy, releaseIdOf(raw, type))
      if (!raw.patch || typeof raw.patch !== 'object') throw new HttpError(400, `${type}: "patch" is required`)
      const { id: _ignored, ...patch } = raw.patch as Record<string, unknown>
      void _ignored
      const next = applyPatch(release, patch, timestamp)
      // Only the metadata is the caller's to change.
      copy.set(release._id, { ...release, metadata: next.metadata ?? {} })
      return
    }
    case 'sanity.action.release.publish':
      return publishRelease(copy, context, releaseIdOf(raw, type), timestamp)
    case 'sanity.action.release.schedule': {
      const releaseId = releaseIdOf(raw, type)
      const release = releaseOf(copy, releaseId)
      requireState(release, ['active'], 'scheduled')
      const publishAt = typeof raw.publishAt === 'string' ? new Date(raw.publishAt) : null
      if (!publishAt || Number.isNaN(publishAt.getTime()))
        throw new HttpError(400, `${type}: "publishAt" must be a date and time`, 'actionError')
      // Refused now rather than at its time: a release locked for publishing must be one that can publish.
      const unapproved = unapprovedVersions(
        context.gate,
        releaseId,
        versionIdsOf(copy, context, releaseId).map((id) => copy.get(id)!),
        (publishedId) => copy.get(publishedId) ?? undefined,
      )
      if (unapproved.length)
        throw new HttpError(
          403,
          `Release "${releaseId}" cannot be scheduled: ${unapproved.join(', ')} ${unapproved.length === 1 ? 'has' : 'have'} no ${context.gate?.approvalName ?? 'approval'}`,
          'permissionDenied',
        )
      // A time already past publishes at once, as Sanity does.
      if (publishAt.getTime() <= Date.parse(timestamp)) return publishRelease(copy, context, releaseId, timestamp)
      copy.set(release._id, { ...release, state: 'scheduled', publishAt: publishAt.toISOString() })
      return
    }
    case 'sanity.action.release.unschedule': {
      const release = releaseOf(copy, releaseIdOf(raw, type))
      requireState(release, ['scheduled'], 'unscheduled')
      const { publishAt: _at, ...rest } = release
      void _at
      copy.set(release._id, { ...rest, state: 'active' })
      return
    }
    case 'sanity.action.release.archive': {
      const releaseId = releaseIdOf(raw, type)
      const release = releaseOf(copy, releaseId)
      requireState(release, ['active'], 'archived')
      const versions = versionIdsOf(copy, context, releaseId)
      for (const versionId of versions) copy.set(versionId, null)
      copy.set(release._id, { ...release, state: 'archived', finalDocumentStates: versions.map((id) => ({ id })) })
      return
    }
    case 'sanity.action.release.unarchive': {
      const releaseId = releaseIdOf(raw, type)
      const release = releaseOf(copy, releaseId)
      requireState(release, ['archived'], 'unarchived')
      // Each version as it was just before the archive deleted it (the history keeps it, as Sanity's retention does).
      const states = (release.finalDocumentStates as Array<{ id: string }> | undefined) ?? []
      const history = context.transactions?.() ?? []
      for (const { id } of states) {
        const before = lastContent(history, id)
        if (before && !copy.get(id)) copy.set(id, withoutSystemRev(before))
      }
      const { finalDocumentStates: _final, ...rest } = release
      void _final
      copy.set(release._id, { ...rest, state: 'active' })
      return
    }
    case 'sanity.action.release.delete': {
      const release = releaseOf(copy, releaseIdOf(raw, type))
      requireState(release, ['archived', 'published'], 'deleted (archive it first)')
      copy.set(release._id, null)
      return
    }
    default:
      throw new HttpError(501, `Action "${type}" is not implemented by the local Content Lake`, 'notImplemented')
  }
}

function withoutSystemRev(doc: SanityDocument): SanityDocument {
  const { _rev, _updatedAt, ...rest } = doc
  void _rev
  void _updatedAt
  return rest as SanityDocument
}

/** A document's last content before it was deleted, from the transactions (oldest first). */
export function lastContent(history: readonly CommittedTransaction[], id: string): SanityDocument | null {
  for (let i = history.length - 1; i >= 0; i--) {
    const change = history[i]!.changes.find((c) => c.id === id)
    if (change) return change.after ?? change.before
  }
  return null
}

/** The longest a Node timer can wait (about 24.8 days); a later release is re-armed when that timer fires. */
const MAX_TIMER_MS = 2 ** 31 - 1

/**
 * Publishes each scheduled release at its `publishAt`, as Sanity's scheduler does: one timer per scheduled release,
 * armed at start for the releases already scheduled and after every transaction that schedules, reschedules or
 * unschedules one. A release that cannot be published then (a reference to a document deleted meanwhile) is left
 * scheduled, with the reason in its `error.message`, as Sanity reports a failed scheduled publish.
 */
export function releaseScheduler(
  dataset: Dataset,
  log: (line: string) => void,
  gate?: PublishGate,
): { close: () => void } {
  const timers = new Map<string, NodeJS.Timeout>()
  let closed = false

  const publishNow = async (releaseDocId: string) => {
    timers.delete(releaseDocId)
    if (closed) return
    const releaseId = releaseDocId.slice(RELEASES_PREFIX.length)
    try {
      await dataset.transact(
        async (read, timestamp) => {
          const release = read(releaseDocId)
          if (!release || release.state !== 'scheduled') return { changes: new Map() }
          const copy = new WorkingCopy(read)
          publishRelease(copy, { documents: () => dataset.view('raw') }, releaseId, timestamp)
          checkReferentialIntegrity(dataset.view('raw'), copy.changes, (id) => read(id) !== undefined)
          // The gate again at the time: what publishes is what was approved, whoever scheduled it.
          await checkGate(gate, LOCAL_USER, copy.changes, gateContext(dataset, read))
          return { changes: copy.changes, actions: ['sanity.action.release.publish'], mutations: [] }
        },
        { author: LOCAL_USER.id },
      )
      log(`lake: published the scheduled release "${releaseId}"`)
    } catch (error) {
      if (closed) return
      log(`lake: the scheduled release "${releaseId}" could not be published: ${(error as Error).message}`)
      await dataset
        .transact((read) => {
          const release = read(releaseDocId)
          if (!release || release.state !== 'scheduled') return { changes: new Map() }
          const failed = { ...release, error: { message: (error as Error).message } }
          return { changes: new Map([[releaseDocId, failed]]), actions: [], mutations: [] }
        })
        .catch(() => undefined)
    }
  }

  const arm = (release: SanityDocument | null | undefined, id: string) => {
    clearTimeout(timers.get(id))
    timers.delete(id)
    if (closed || !release || release._type !== RELEASE_TYPE || release.state !== 'scheduled') return
    if (release.error) return // a failed publish waits for the editor (unschedule, fix, schedule again)
    const at = Date.parse(String(release.publishAt))
    if (Number.isNaN(at)) return
    const wait = at - Date.now()
    const timer =
      wait > MAX_TIMER_MS
        ? setTimeout(() => arm(dataset.get(id), id), MAX_TIMER_MS)
        : setTimeout(() => void publishNow(id), Math.max(0, wait))
    timer.unref()
    timers.set(id, timer)
  }

  for (const doc of dataset.view('raw')) if (doc._id.startsWith(RELEASES_PREFIX)) arm(doc, doc._id)
  const onCommit = (tx: CommittedTransaction) => {
    for (const change of tx.changes) if (change.id.startsWith(RELEASES_PREFIX)) arm(change.after, change.id)
  }
  const onReload = () => {
    for (const id of [...timers.keys()]) arm(dataset.get(id), id)
    for (const doc of dataset.view('raw')) if (doc._id.startsWith(RELEASES_PREFIX)) arm(doc, doc._id)
  }
  dataset.on('commit', onCommit)
  dataset.on('reload', onReload)
  return {
    close: () => {
      closed = true
      dataset.off('commit', onCommit)
      dataset.off('reload', onReload)
      for (const timer of timers.values()) clearTimeout(timer)
      timers.clear()
    },
  }
}

/** No plan limits here: as many releases as the editor wants (the Studio asks before it creates one). */
const DATASET_RELEASE_LIMIT = 1000

/**
 * The Studio's question before it creates, unarchives or reverts a release, `GET /vX/projects/:id/new-content-release-allowed`:
 * the active releases counted as Sanity counts them (all, and the metered ones: every release but a scheduled draft).
 */
export function releaseRoutes({ dataset }: { dataset: Dataset }): Route[] {
  return [
    {
      name: 'projects/:id/new-content-release-allowed',
      methods: ['GET'],
      pattern: /^\/projects\/[^/]+\/new-content-release-allowed$/,
      access: { origins: 'site', credentials: 'required' },
      handler: () => {
        const active = dataset
          .view('raw')
          .filter(
            (doc) => doc._id.startsWith(RELEASES_PREFIX) && !['published', 'archived'].includes(String(doc.state)),
          )
        const metered = active.filter(
          (doc) => (doc.metadata as { cardinality?: string } | undefined)?.cardinality !== 'one',
        )
        return {
          data: {
            orgActiveReleaseCount: active.length,
            orgMeteredActiveReleaseCount: metered.length,
            datasetReleaseLimit: DATASET_RELEASE_LIMIT,
            orgActiveReleaseLimit: null,
          },
        }
      },
    },
  ]
}
