/**
 * `text::query(…)`, the search function Studio 6 uses for every document list and search (its default search strategy
 * is `groq2024`: `*[… && ([@, _id] match text::query($__query) || references($__rawQuery))] | score(boost(title match
 * text::query($__query), 10), …)`). groq-js parses it but throws "not implemented" when it runs, so the lake rewrites
 * each `<text> match text::query("<search>")` into what groq-js does run, before evaluating:
 *
 * - every word or `"quoted phrase"` of the search must match (`<text> match "word"`; `word*` is a prefix, `*` alone
 *   matches any text), and a `-word` or `-"phrase"` must not; a phrase is matched as its words, not their order;
 * - `@` on the left, the document itself, means all its text: every string in it, at any depth, except the system
 *   fields (`_type`, `_key`, `_ref`, …; the Studio lists `_id` beside `@` itself). The documents a query runs over get
 *   that text as a hidden attribute no query can name or return (`withDocumentText`).
 *
 * `score()` then ranks as for `match` (groq-js scores each matching word), so the Studio's relevance order holds.
 * A search given by an expression rather than a value (`text::query(title)`) is left as it is (400 from groq-js).
 */
import type { ExprNode } from 'groq-js'
import type { SanityDocument } from './dataset/overlay'

/** The hidden attribute holding a document's text: not a GROQ name, so no query can ask for it by itself. */
const TEXT = '\u0000text'

/** A node of groq-js's tree, read loosely: the rewrite looks at a few node types and copies the rest. */
type Node = { type: string; [key: string]: unknown }

const isTextQuery = (node: unknown): node is Node & { args: Node[] } =>
  (node as Node | null)?.type === 'FuncCall' &&
  (node as Node).namespace === 'text' &&
  (node as Node).name === 'query' &&
  Array.isArray((node as Node).args)

/** The words and phrases of a search, each wanted or excluded (`-`). */
export function searchTerms(search: string): Array<{ text: string; exclude: boolean }> {
  const terms: Array<{ text: string; exclude: boolean }> = []
  for (const m of search.matchAll(/(-?)(?:"([^"]*)"?|(\S+))/g)) {
    const text = (m[2] ?? m[3] ?? '').trim()
    if (text && text !== '-') terms.push({ text, exclude: m[1] === '-' })
  }
  return terms
}

const value = (v: unknown): Node => ({ type: 'Value', value: v })

/** `@` (the document) becomes its hidden text; in an array (`[@, _id]`) each element is rewritten. */
function textOf(left: Node): Node {
  if (left.type === 'This') return { type: 'AccessAttribute', name: TEXT }
  if (left.type === 'Array')
    return {
      ...left,
      elements: (left.elements as Array<{ value: Node }>).map((element) =>
        // Spread (`[...text, _id]`): `match` reads the strings of an array, not of an array in it.
        element.value.type === 'This' ? { ...element, value: textOf(element.value), isSplat: true } : element,
      ),
    }
  return left
}

function rewriteMatch(left: Node, search: string): Node {
  const text = textOf(left)
  const matches = (term: string): Node => ({ type: 'OpCall', op: 'match', left: text, right: value(term) })
  const parts = searchTerms(search).map(({ text: term, exclude }) =>
    exclude ? { type: 'Not', base: matches(term) } : matches(term),
  )
  // Only exclusions (or nothing) select nothing: a search needs something to find.
  if (!parts.some((p) => p.type === 'OpCall')) return value(false)
  return parts.reduce((all, part) => ({ type: 'And', left: all, right: part }))
}

/**
 * The query with every `match text::query(<value>)` rewritten; `usesText` says whether the documents need their
 * text (`withDocumentText`). The parsed tree is not changed (it is cached and shared).
 */
export function rewriteTextQueries(tree: ExprNode): { tree: ExprNode; usesText: boolean } {
  let usesText = false
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk)
    if (!node || typeof node !== 'object') return node
    const n = node as Node
    if (n.type === 'Value') return n
    if (n.type === 'OpCall' && n.op === 'match' && isTextQuery(n.right)) {
      const arg = (n.right.args as Node[])[0]
      if (arg?.type === 'Value' && typeof arg.value === 'string') {
        usesText = true
        return rewriteMatch(walk(n.left) as Node, arg.value)
      }
    }
    const copy: Record<string, unknown> = {}
    for (const [key, child] of Object.entries(n)) copy[key] = typeof child === 'function' ? child : walk(child)
    return copy
  }
  const rewritten = walk(tree) as ExprNode
  return usesText ? { tree: rewritten, usesText } : { tree, usesText }
}

/**
 * The longest piece a document's text is cut into. groq-js tokenizes each string of an array and spreads its tokens
 * into one `push`; past about 500k tokens that throws "Maximum call stack size exceeded", and since every search
 * reads every document, one such document broke search for the whole dataset. Cut at
 * whitespace, no word is split, so what matches is unchanged.
 */
export const MAX_TEXT_PIECE = 64 * 1024

const isSpace = (code: number) => code === 32 || (code >= 9 && code <= 13) || code === 0xa0

function pushPieces(text: string, out: string[]): void {
  let start = 0
  while (text.length - start > MAX_TEXT_PIECE) {
    let end = start + MAX_TEXT_PIECE
    while (end > start && !isSpace(text.charCodeAt(end))) end--
    // One "word" longer than a piece: it stays whole (a single token costs one array slot).
    if (end === start) {
      end = start + MAX_TEXT_PIECE
      while (end < text.length && !isSpace(text.charCodeAt(end))) end++
    }
    if (end >= text.length) break
    out.push(text.slice(start, end))
    start = end + 1
  }
  out.push(start ? text.slice(start) : text)
}

/** Every string in a value, at any depth, except under system fields (`_type`, `_key`, `_ref`, `_id`, …). */
function strings(value: unknown, out: string[]): string[] {
  if (typeof value === 'string') pushPieces(value, out)
  else if (Array.isArray(value)) for (const item of value) strings(item, out)
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) if (!key.startsWith('_')) strings(item, out)
  return out
}

const withText = new WeakMap<SanityDocument, SanityDocument>()

/** The documents, each with its text as a hidden attribute (not enumerable: no projection or result shows it). */
export function withDocumentText(documents: readonly SanityDocument[]): SanityDocument[] {
  return documents.map((doc) => {
    let copy = withText.get(doc)
    if (!copy) {
      copy = Object.defineProperty({ ...doc }, TEXT, { value: strings(doc, []), enumerable: false })
      withText.set(doc, copy)
    }
    return copy
  })
}
