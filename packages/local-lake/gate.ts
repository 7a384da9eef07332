/**
 * A host's publish gate, checked by the lake on every write, whatever road it comes by (the publish action, a
 * mutation that writes a published id, a release published or scheduled): Sanity's Content Lake runs no such rule
 * (its Studio validates, its API trusts any token that may write), so this is the local lake's own addition, off
 * unless a host passes one in (`LAKE_PUBLISH_GATE`, a module exporting `publishGate`; `startLake`'s `gate` option).
 *
 * The lake knows nothing of the host's document types or of how an approval is stored: the gate says which documents
 * it covers, which approval a version carries (null when it has none, or its content changed since), and what its
 * content is (a key: a change to it makes the writer an editor of that version). From that, the lake enforces:
 *
 * - **Publish:** a covered published document written with new content must carry an approval.
 * - **Approve:** an approval new to a version is either copied from another version of the same document (publish,
 *   adding a document to a release) or made in this write by a user of an approving role, naming that user, of a
 *   text they did not change: not by the last editor of the version, nor with a change to its text.
 *
 * A refusal is a 403 naming the document and the rule; nothing of the transaction is written.
 */
import type { SanityDocument } from './dataset/overlay'
import type { CommittedTransaction, DocumentChanges } from './dataset/store'
import { isDraftOrVersion, publishedIdOf, VERSIONS_PREFIX } from './dataset/ids'
import { HttpError } from './errors'
import type { LakeUser } from './users'

export type Approval = {
  /** Who the approval names as its approver (a user's id, name or e-mail). */
  by: string
  /** What makes this approval this one (its approver, what it covers, when): equal keys are the same approval. */
  key: string
}

export type PublishGate = {
  /** Whether the gate covers a document (any version of it). */
  covers: (doc: SanityDocument) => boolean
  /** The approval this exact version carries, or null: not approved, or changed since it was approved. */
  approval: (doc: SanityDocument) => Approval | null
  /** The content an approval vouches for, as a string: equal for equal content. */
  contentKey: (doc: SanityDocument) => string
  /** The roles (users.ts) whose users may approve. */
  approverRoles: readonly string[]
  /** How the host names an approval in messages ("medical approval"). */
  approvalName?: string
}

/** What the check reads besides the transaction's changes: the state before it, and the history of writes. */
export type GateContext = {
  /** A document as committed before this transaction. */
  committed: (id: string) => SanityDocument | undefined
  /** Every committed version of a document (its published id, draft and release versions). */
  versionsOf: (publishedId: string) => SanityDocument[]
  /** The committed transactions, oldest first. */
  transactions: () => Promise<CommittedTransaction[]>
}

function forbidden(message: string): HttpError {
  return new HttpError(403, message, 'permissionDenied')
}

/** The names an approval may give for a user: their id, name or e-mail. */
function namesOf(user: LakeUser): string[] {
  return [user.id, user.name, user.email].filter(Boolean)
}

/**
 * Who last changed the content of a version (a user id), from the history: the author of the latest transaction
 * that gave it content other than it had (a new draft counts against its published document). Null when nobody
 * has since it was made from the published text.
 */
export async function lastContentEditor(gate: PublishGate, id: string, context: GateContext): Promise<string | null> {
  const history = await context.transactions()
  const publishedId = publishedIdOf(id)
  for (let i = history.length - 1; i >= 0; i--) {
    const tx = history[i]!
    const change = tx.changes.find((c) => c.id === id)
    if (!change) continue
    if (!change.after) return null
    const base =
      change.before ??
      (id === publishedId
        ? null
        : (tx.changes.find((c) => c.id === publishedId)?.before ?? context.committed(publishedId) ?? null))
    if (!base || gate.contentKey(base) !== gate.contentKey(change.after)) return tx.author
  }
  return null
}

/** Refuses (403) a transaction whose changes break the gate's rules for this user. */
export async function checkGate(
  gate: PublishGate | undefined,
  user: LakeUser,
  changes: DocumentChanges,
  context: GateContext,
): Promise<void> {
  if (!gate) return
  const approval = gate.approvalName ?? 'approval'
  for (const [id, after] of changes) {
    if (!after || !gate.covers(after)) continue
    const before = context.committed(id) ?? null
    const made = gate.approval(after)
    if (made && (!before || gate.approval(before)?.key !== made.key)) {
      const publishedId = publishedIdOf(id)
      const copied = context
        .versionsOf(publishedId)
        .some((doc) => doc._id !== id && gate.covers(doc) && gate.approval(doc)?.key === made.key)
      if (!copied) {
        if (!gate.approverRoles.includes(user.role))
          throw forbidden(
            `"${id}": ${user.name} is a ${user.role}; only a ${gate.approverRoles.join(' or ')} may record an ${approval}`,
          )
        if (!namesOf(user).includes(made.by))
          throw forbidden(
            `"${id}": an ${approval} must name the signed-in reviewer (${user.name}), not "${made.by.slice(0, 80)}"`,
          )
        const base = before ?? context.committed(publishedId) ?? null
        if (!base || gate.contentKey(base) !== gate.contentKey(after))
          throw forbidden(`"${id}": an ${approval} cannot change the text it approves; save the change first`)
        if ((await lastContentEditor(gate, id, context)) === user.id)
          throw forbidden(
            `"${id}": ${user.name} made the last change to this text, so another reviewer must approve it`,
          )
      }
    }
    if (!isDraftOrVersion(id) && !made && (!before || gate.contentKey(before) !== gate.contentKey(after)))
      throw forbidden(`"${id}" cannot be published: this version has no ${approval}`)
  }
}

/**
 * The versions of a release that the gate covers and that the release could not publish (not those marked for
 * unpublishing): those with no approval whose text differs from the published document's. An unchanged copy passes,
 * as its publish does (checkGate), whatever kind of approval the published text carries.
 */
export function unapprovedVersions(
  gate: PublishGate | undefined,
  releaseId: string,
  documents: Iterable<SanityDocument>,
  published: (publishedId: string) => SanityDocument | undefined = () => undefined,
): string[] {
  if (!gate) return []
  const prefix = `${VERSIONS_PREFIX}${releaseId}.`
  const found: string[] = []
  for (const doc of documents) {
    if (!doc._id.startsWith(prefix) || !gate.covers(doc)) continue
    if ((doc._system as { delete?: boolean } | undefined)?.delete === true) continue
    if (gate.approval(doc)) continue
    const live = published(publishedIdOf(doc._id))
    if (!live || gate.contentKey(live) !== gate.contentKey(doc)) found.push(doc._id)
  }
  return found
}

/** The check's view of a dataset inside one of its transactions (`read`: the committed documents). */
export function gateContext(
  dataset: { view: (perspective: 'raw') => SanityDocument[]; transactions: () => Promise<CommittedTransaction[]> },
  read: (id: string) => SanityDocument | undefined,
): GateContext {
  return {
    committed: read,
    versionsOf: (publishedId) =>
      dataset
        .view('raw')
        .filter(
          (doc) => publishedIdOf(doc._id) === publishedId && (doc._id === publishedId || isDraftOrVersion(doc._id)),
        ),
    transactions: () => dataset.transactions(),
  }
}
