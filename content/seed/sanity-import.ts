/**
 * The seed as `sanity dataset import` takes it. The seed holds image assets the way a dataset does (a
 * `sanity.imageAsset` document named by the file's SHA-1, fields referencing it), which the local lake serves; a hosted
 * project must upload the bytes instead, so each reference becomes the import tool's `_sanityAsset` file reference to
 * the same picture under content/seed/images (or an assets folder), and the asset documents are left out.
 */

type Doc = { _id: string; _type: string; [key: string]: unknown }

/** The documents for `sanity dataset import`; throws naming the asset whose file is missing. */
export function forSanityImport(docs: Doc[], files: Map<string, string>): Doc[] {
  const convert = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(convert)
    if (!value || typeof value !== 'object') return value
    const object = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, convert(v)]))
    const ref = (object.asset as { _ref?: unknown } | undefined)?._ref
    if (typeof ref !== 'string' || !ref.startsWith('image-')) return object
    const sha1 = ref.split('-')[1]!
    const file = files.get(sha1)
    if (!file) throw new Error(`No file for the image asset ${ref}: look in content/seed/images or the assets folder`)
    delete object.asset
    return { ...object, _sanityAsset: `image@file://${file}` }
  }
  return docs.filter((doc) => !doc._type.startsWith('sanity.')).map((doc) => convert(doc) as Doc)
}
