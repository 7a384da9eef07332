/**
 * Content Source Maps (`resultSourceMap=true`, or `withKeyArraySelector`, which @sanity/client asks for when stega is
 * on): for each string in a query result, the document and the path in it the string came from, in Sanity's format
 * (`documents`, `paths`, `mappings` keyed by the result's JSONPath). groq-js does not trace where a value came from,
 * so the lake finds it by value: a string is mapped to the field of the nearest enclosing result object with an
 * `_id` (the document it was projected from) that holds exactly that string, at the same relative path when it is
 * there (`{title}`), else at the first path holding it (`{"name": title}`). A string with no such object or field
 * (a computed value, a string from a dereferenced document without its `_id`) has no mapping, so stega leaves it
 * plain, as Sanity leaves computed values.
 */
import type { SanityDocument } from './dataset/overlay'

export type SourceMapMode = 'paths' | 'keys'

export type ContentSourceMap = {
  documents: Array<{ _id: string; _type: string }>
  paths: string[]
  mappings: Record<string, { type: 'value'; source: { type: 'documentValue'; document: number; path: number } }>
}

type Segment = string | number | { key: string }

const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`

function jsonPath(segments: Segment[]): string {
  return (
    '$' +
    segments
      .map((s) =>
        typeof s === 'number' ? `[${s}]` : typeof s === 'string' ? `[${quote(s)}]` : `[?(@._key==${quote(s.key)})]`,
      )
      .join('')
  )
}

/** Every string in a document with its path (array items by `_key` when `keys` and the item has one). */
function stringPaths(doc: unknown, mode: SourceMapMode): Map<string, Segment[]> {
  const first = new Map<string, Segment[]>()
  const walk = (value: unknown, at: Segment[]) => {
    if (typeof value === 'string') {
      if (!first.has(value)) first.set(value, at)
    } else if (Array.isArray(value))
      value.forEach((item, i) => {
        const key = (item as { _key?: unknown } | null)?._key
        walk(item, [...at, mode === 'keys' && typeof key === 'string' ? { key } : i])
      })
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) if (!k.startsWith('_')) walk(v, [...at, k])
  }
  walk(doc, [])
  return first
}

/** The value at a path of result segments (numbers index arrays) in a document, and the document path to it. */
function follow(
  doc: unknown,
  relative: Array<string | number>,
  mode: SourceMapMode,
): { value: unknown; path: Segment[] } {
  let value = doc
  const path: Segment[] = []
  for (const segment of relative) {
    if (value === null || typeof value !== 'object') return { value: undefined, path }
    value = (value as Record<string | number, unknown>)[segment]
    const key = (value as { _key?: unknown } | null)?._key
    path.push(typeof segment === 'number' && mode === 'keys' && typeof key === 'string' ? { key } : segment)
  }
  return { value, path }
}

/** The source map of a result, over the documents of the view the query ran on. */
export function sourceMapFor(
  result: unknown,
  documents: readonly SanityDocument[],
  mode: SourceMapMode,
): ContentSourceMap {
  const byId = new Map<string, SanityDocument>()
  const wanted = new Set<string>()
  const collect = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(collect)
    else if (value && typeof value === 'object') {
      const id = (value as { _id?: unknown })._id
      if (typeof id === 'string') wanted.add(id)
      Object.values(value).forEach(collect)
    }
  }
  collect(result)
  if (wanted.size) for (const doc of documents) if (wanted.has(doc._id)) byId.set(doc._id, doc)

  const map: ContentSourceMap = { documents: [], paths: [], mappings: {} }
  const docIndex = new Map<string, number>()
  const pathIndex = new Map<string, number>()
  const indexed = new Map<string, Map<string, Segment[]>>()
  const walk = (
    value: unknown,
    at: Array<string | number>,
    owner: { doc: SanityDocument; depth: number } | undefined,
  ) => {
    if (typeof value === 'string') {
      if (!owner) return
      const relative = at.slice(owner.depth)
      const same = follow(owner.doc, relative, mode)
      let source = same.value === value ? same.path : undefined
      if (!source) {
        let strings = indexed.get(owner.doc._id)
        if (!strings) indexed.set(owner.doc._id, (strings = stringPaths(owner.doc, mode)))
        source = strings.get(value)
      }
      if (!source || !source.length || source.some((s) => typeof s === 'string' && s.startsWith('_'))) return
      const id = owner.doc._originalId ?? owner.doc._id
      let d = docIndex.get(id as string)
      if (d === undefined) {
        d = map.documents.push({ _id: id as string, _type: owner.doc._type }) - 1
        docIndex.set(id as string, d)
      }
      const p = jsonPath(source)
      let pi = pathIndex.get(p)
      if (pi === undefined) {
        pi = map.paths.push(p) - 1
        pathIndex.set(p, pi)
      }
      map.mappings[jsonPath(at)] = { type: 'value', source: { type: 'documentValue', document: d, path: pi } }
      return
    }
    if (Array.isArray(value)) return value.forEach((item, i) => walk(item, [...at, i], owner))
    if (!value || typeof value !== 'object') return
    const id = (value as { _id?: unknown })._id
    const doc = typeof id === 'string' ? byId.get(id) : undefined
    const here = doc ? { doc, depth: at.length } : owner
    for (const [k, v] of Object.entries(value)) if (!k.startsWith('_')) walk(v, [...at, k], here)
  }
  walk(result, [], undefined)
  return map
}
