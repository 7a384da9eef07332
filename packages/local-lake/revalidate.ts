/**
 * A publish (or any change to a published document) revalidates the site's pages at once: the lake calls the site's
 * revalidation route, signed as Sanity signs webhooks, with the token as the secret and a timestamp the site checks.
 * The token is never sent, and a captured call is refused after 5 minutes.
 */
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import type { CommittedTransaction, Dataset } from '@/lib/dataset/store'
import type { SanityDocument } from '@/lib/dataset/overlay'
import { isDraftOrVersion } from '@/lib/dataset/ids'
import { routes } from '@/lib/site/routes'
import type { LakeConfig } from './config'

type ChangedDocument = Pick<SanityDocument, '_id' | '_type'> & { slug?: unknown }

/** Published documents a transaction changed, before and after, for the site's revalidation. */
export function publishedChanges(tx: CommittedTransaction): ChangedDocument[] {
  const out: ChangedDocument[] = []
  for (const change of tx.changes) {
    if (isDraftOrVersion(change.id)) continue
    for (const doc of [change.before, change.after])
      if (doc) out.push({ _id: doc._id, _type: doc._type, slug: doc.slug })
  }
  return out
}

export function revalidateSiteOnPublish(dataset: Dataset, config: LakeConfig, log: (line: string) => void): void {
  dataset.on('commit', (tx) => {
    const documents = publishedChanges(tx)
    if (!config.siteOrigin || !documents.length) return
    const body = JSON.stringify({ documents })
    void encodeSignatureHeader(body, Date.now(), config.token)
      .then((signature) =>
        fetch(config.siteOrigin + routes.localLakeRevalidate(), {
          method: 'POST',
          headers: { [SIGNATURE_HEADER_NAME]: signature, 'content-type': 'application/json' },
          body,
        }),
      )
      .then((res) => {
        if (!res.ok) log(`lake: the site answered ${res.status} to the revalidation of ${tx.id}`)
      })
      .catch((error: Error) => log(`lake: could not reach the site to revalidate (${error.message})`))
  })
}
