/**
 * Turns the human-editable seed (YAML and Markdown in this folder) into the NDJSON dataset that the local
 * backend serves and `sanity dataset import` loads. Output is deterministic (stable keys, sorted documents)
 * so the committed dataset can be compared with a fresh build. This file only orchestrates: each builder makes
 * its documents with the shared kit (kit.ts). The seed has no drafts: one would go live with the next publish.
 */
import { buildArticleDocuments } from './build-articles'
import { buildBlogDocuments } from './build-blog'
import { buildHomeDocuments } from './build-home'
import { buildSiteDocuments } from './build-site'
import { withTranslations } from './build-translations'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describeImage, imageMetadata } from '@health-site/local-lake'
import { LOCAL_PROJECT_ID, DEFAULT_DATASET } from '@/lib/defaults'
import { contentFingerprint } from '@/lib/medical/fingerprint'
import { SEED_IMAGE, withInternalLinks, type Doc } from './kit'

export { markdownToBlocks, type Doc } from './kit'

export async function buildSeedDocuments(seedDir: string): Promise<Doc[]> {
  // The Spanish seed (es/) is built by the same builders over the English seed with its files laid on top.
  const build = (dir: string, translation = false) => [
    ...buildSiteDocuments(dir),
    ...buildArticleDocuments(dir),
    ...buildHomeDocuments(dir),
    ...buildBlogDocuments(dir, { translation }),
  ]
  const english = withInternalLinks(build(seedDir))
  const docs: Doc[] = await withImageAssets(seedDir, withTranslations(seedDir, english, build, withInternalLinks))
  return docs.map(withApprovalFingerprint).sort((a, b) => a._id.localeCompare(b._id))
}

/**
 * An approved seed document records the fingerprint of the text its sample reviewer approved, as Approve does in the
 * Studio: an approval without one vouches for no text, so the site would not show it (lib/medical/review.ts).
 */
function withApprovalFingerprint(doc: Doc): Doc {
  const review = doc.review as Record<string, unknown> | undefined
  if (review?.status !== 'approved') return doc
  return { ...doc, review: { ...review, approvedFingerprint: contentFingerprint(doc) } }
}

export async function buildSeedNdjson(seedDir: string): Promise<string> {
  return (await buildSeedDocuments(seedDir)).map((doc) => JSON.stringify(doc)).join('\n') + '\n'
}

/**
 * Real image assets, as an upload in the Studio makes them: each seed image becomes a `sanity.imageAsset` document
 * named by the file's SHA-1 and size, and each image field a reference to it, so that the Studio shows, crops and
 * replaces the seed's pictures. The bytes stay in content/seed/images, where the lake and the site find them by name
 * (packages/local-lake/dataset/assets.ts); scripts/seed-for-sanity.mts turns the references back into files for `sanity dataset
 * import`.
 */
async function withImageAssets(seedDir: string, docs: Doc[]): Promise<Doc[]> {
  const assets = new Map<string, Doc>()
  const resolve = async (value: unknown): Promise<unknown> => {
    if (Array.isArray(value)) return Promise.all(value.map(resolve))
    if (!value || typeof value !== 'object') return value
    const entries = await Promise.all(Object.entries(value).map(async ([k, v]) => [k, await resolve(v)] as const))
    const object: Record<string, unknown> = Object.fromEntries(entries)
    const file = object[SEED_IMAGE]
    if (typeof file !== 'string') return object
    delete object[SEED_IMAGE]
    const bytes = readFileSync(path.join(seedDir, file))
    const image = await describeImage(bytes)
    if (!image) throw new Error(`${file} is not an image`)
    const assetPath = `images/${LOCAL_PROJECT_ID}/${DEFAULT_DATASET}/${image.name}`
    assets.set(image.id, {
      _id: image.id,
      _type: 'sanity.imageAsset',
      assetId: image.sha1,
      sha1hash: image.sha1,
      extension: image.ext,
      mimeType: image.mimeType,
      size: bytes.length,
      originalFilename: path.basename(file),
      path: assetPath,
      // Relative: the site serves the file under its own origin, where the Studio is embedded.
      url: `/${assetPath}`,
      metadata: imageMetadata(image),
    })
    return { ...object, asset: { _type: 'reference', _ref: image.id } }
  }
  const resolved = (await Promise.all(docs.map(resolve))) as Doc[]
  return [...resolved, ...assets.values()]
}
