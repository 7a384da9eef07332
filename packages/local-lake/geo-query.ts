/**
 * GROQ's geography functions in groq-js queries (the geometry is `geo.ts`). groq-js 2.0 parses `geo::latLng`,
 * `geo::distance`, `geo::contains` and `geo::intersects` but throws "not implemented" when one runs, and does not
 * parse `geo(…)` at all. It has no way to add a function: a `FuncCall` node is run by looking its namespace up in a
 * table private to groq-js. So the lake rewrites each call, after parsing, into nodes groq-js runs itself:
 *
 *   geo::distance(a, b)  →  { "hasOwnProperty": <hook>, "0": a, "1": b }["\u0000geo"]
 *
 * groq-js evaluates the object (the arguments in the scope of the call, `@`, `^` and all), then reads the attribute
 * as `object.hasOwnProperty(name) ? object[name] : null`; the hook is that `hasOwnProperty`, and computes the
 * function's value from the arguments then. The object and the hook never leave the evaluation: no query can name
 * the attribute (a NUL is not in GROQ's identifiers) and only its value is returned. This leans on how groq-js 2.0
 * reads an attribute; `geo-query.test.ts` fails if a groq-js release changes that (the package pins `~2.0.1`).
 *
 * `geo(x)` (and `global::geo(x)`) is rewritten in the query text, outside strings and comments, to
 * `geo::latLng("\u0000geo", x)` before parsing, then recognised by that first argument; a parse error's position is
 * mapped back to the text as sent.
 */
import { parse, type ExprNode, type ParseOptions } from 'groq-js'
import { contains, distance, intersects, toGeo } from './geo'

/** The attribute the rewritten call reads: not a GROQ identifier, so no query can read or write it. */
const RESULT = '\u0000geo'
/** The first argument that marks a `geo(x)` rewritten to `geo::latLng(…)`. */
const CONSTRUCTOR_MARK = '\u0000geo'
const CONSTRUCTOR_MARK_GROQ = '"\\u0000geo"'

type Impl = (args: unknown[]) => unknown

const geoOf = (value: unknown) => toGeo(value)

/** Each function: its arity and its value from the evaluated arguments (null whenever one is not a geo value). */
const FUNCTIONS: Record<string, { arity: number; impl: Impl }> = {
  geo: { arity: 1, impl: ([value]) => (toGeo(value) ? value : null) },
  latLng: {
    arity: 2,
    impl: ([lat, lng]) =>
      typeof lat === 'number' && typeof lng === 'number' && toGeo({ lat, lng })
        ? { type: 'Point', coordinates: [lng, lat] }
        : null,
  },
  distance: {
    arity: 2,
    impl: ([a, b]) => {
      const [x, y] = [geoOf(a), geoOf(b)]
      return (x && y && distance(x, y)) ?? null
    },
  },
  contains: {
    arity: 2,
    impl: ([a, b]) => {
      const [x, y] = [geoOf(a), geoOf(b)]
      return x && y ? contains(x, y) : null
    },
  },
  intersects: {
    arity: 2,
    impl: ([a, b]) => {
      const [x, y] = [geoOf(a), geoOf(b)]
      return x && y ? intersects(x, y) : null
    },
  },
}

/** A parse error as groq-js throws one (`position` when it has one), for `queryParseError`. */
class GeoQueryError extends Error {
  constructor(
    message: string,
    readonly position?: number,
  ) {
    super(message)
    this.name = 'GroqQueryError'
  }
}

/** The nodes groq-js runs for one call: an object of the arguments whose `hasOwnProperty` computes the value. */
function callNode(impl: Impl, args: ExprNode[]): ExprNode {
  function hasOwnProperty(this: Record<string, unknown>, key: PropertyKey): boolean {
    if (key !== RESULT) return Object.prototype.hasOwnProperty.call(this, key)
    let value: unknown
    try {
      value = impl(args.map((_, i) => this[String(i)]))
    } catch {
      value = null // malformed input is null, never a failed query
    }
    this[RESULT] = value
    return true
  }
  return {
    type: 'AccessAttribute',
    name: RESULT,
    base: {
      type: 'Object',
      attributes: [
        { type: 'ObjectAttributeValue', name: 'hasOwnProperty', value: { type: 'Value', value: hasOwnProperty } },
        ...args.map((value, i) => ({ type: 'ObjectAttributeValue' as const, name: String(i), value })),
      ],
    },
  }
}

type Node = { type: string; [key: string]: unknown }

/**
 * The tree with every `geo::` call (and marked `geo(x)`) replaced by nodes groq-js runs; the same tree when it has
 * none. The parsed tree is not changed (it is cached and shared). A call with the wrong number of arguments is a
 * parse error, as in Sanity.
 */
export function withGeoFunctions(tree: ExprNode): ExprNode {
  let rewritten = false
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk)
    if (!node || typeof node !== 'object') return node
    const n = node as Node
    if (n.type === 'Value') return n
    if (n.type === 'FuncCall' && n.namespace === 'geo') {
      let name = String(n.name)
      let args = n.args as ExprNode[]
      const first = args[0] as Node | undefined
      if (name === 'latLng' && first?.type === 'Value' && first.value === CONSTRUCTOR_MARK) {
        name = 'geo'
        args = args.slice(1)
      }
      const fn = Object.hasOwn(FUNCTIONS, name) ? FUNCTIONS[name] : undefined
      if (!fn) return n // groq-js answers "Unknown function" as before
      if (args.length !== fn.arity) {
        const label = name === 'geo' ? 'geo' : `geo::${name}`
        throw new GeoQueryError(
          `Incorrect number of arguments to function ${label}(). Expected ${fn.arity}, got ${args.length}.`,
        )
      }
      rewritten = true
      return callNode(fn.impl, args.map(walk) as ExprNode[])
    }
    const copy: Record<string, unknown> = {}
    for (const [key, child] of Object.entries(n)) copy[key] = typeof child === 'function' ? child : walk(child)
    return copy
  }
  const result = walk(tree) as ExprNode
  return rewritten ? result : tree
}

/** Where a string literal that opens at `start` ends (after its closing quote). */
function endOfString(text: string, start: number): number {
  const quote = text[start]
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === '\\') i++
    else if (text[i] === quote) return i + 1
  }
  return text.length
}

/**
 * The query with each `geo(` or `global::geo(` outside strings and comments written as a marked `geo::latLng(`,
 * and a map from a position in the new text to the same place in the query; undefined when there is none.
 */
export function rewriteGeoConstructors(
  query: string,
): { query: string; originalPosition: (position: number) => number } | undefined {
  const edits: Array<{ at: number; from: number; to: number }> = []
  let out = ''
  let copied = 0
  for (let i = 0; i < query.length;) {
    const c = query[i]!
    if (c === '"' || c === "'") {
      i = endOfString(query, i)
      continue
    }
    if (c === '/' && query[i + 1] === '/') {
      const end = query.indexOf('\n', i)
      i = end < 0 ? query.length : end
      continue
    }
    if (/[A-Za-z_]/.test(c) && (i === 0 || !/[\w$:.]/.test(query[i - 1]!))) {
      const call = /^(?:global::)?geo\(/.exec(query.slice(i, i + 12))
      if (call) {
        const empty = /^\s*\)/.test(query.slice(i + call[0].length))
        const replacement = `geo::latLng(${CONSTRUCTOR_MARK_GROQ}${empty ? '' : ', '}`
        out += query.slice(copied, i) + replacement
        edits.push({ at: i, from: call[0].length, to: replacement.length })
        i += call[0].length
        copied = i
        continue
      }
      while (i < query.length && /[\w]/.test(query[i]!)) i++
      continue
    }
    i++
  }
  if (edits.length === 0) return undefined
  out += query.slice(copied)
  return {
    query: out,
    originalPosition(position) {
      let shift = 0
      for (const edit of edits) {
        const start = edit.at + shift
        if (position < start) break
        if (position < start + edit.to) return edit.at
        shift += edit.to - edit.from
      }
      return position - shift
    },
  }
}

/**
 * `parse` from groq-js with GROQ's geography functions: `geo(x)` read, and every geo call rewritten to run
 * (`withGeoFunctions`). Throws as `parse` does, with positions in the query as sent.
 */
export function parseWithGeo(query: string, options: ParseOptions = {}): ExprNode {
  const constructors = rewriteGeoConstructors(query)
  let tree: ExprNode
  if (!constructors) tree = parse(query, options)
  else
    try {
      tree = parse(constructors.query, options)
    } catch (error) {
      const position = (error as { position?: unknown }).position
      const message = String((error as Error).message ?? error).replace(
        /^Syntax error in GROQ query at position \d+: ?/,
        '',
      )
      throw new GeoQueryError(
        message,
        typeof position === 'number' ? constructors.originalPosition(position) : undefined,
      )
    }
  return withGeoFunctions(tree)
}
