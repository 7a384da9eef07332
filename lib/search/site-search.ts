/**
 * Whole-site search (/search): an in-memory index over every published condition guide, blog post and information
 * page, built once per version of that content from one GROQ query (lib/content/search.ts), and the ranking,
 * paging and snippets a results page shows.
 *
 * Why an index in the process and not a GROQ `match`/`score()` query per search: with 10,000 posts groq-js (the
 * local lake's evaluator) was far over the search budget, and MiniSearch was slow to build and slow on broad
 * searches; this index builds faster and answers far within it (docs/search.md and docs/performance.md, "Figures
 * behind the code", have the figures and the command). It is rebuilt when the content's fingerprint changes, which
 * the publish webhook's cache tags refresh, so a publish shows in search as soon as on its page.
 *
 * The reader's words never reach a query language: they are cut into words of letters and digits, everything else
 * (quotes, `*`, `$`, brackets, markup) separates words, and words are only ever compared as strings.
 */

export type SearchKind = 'guide' | 'post' | 'page'

/** One document as the index query returns it; its text is plain (Portable Text already flattened). */
export type SearchSource = {
  kind: SearchKind
  title: string
  /** The path of its page (lib/site/routes.ts). */
  href: string
  /** The excerpt or description a card shows. */
  summary: string
  /** The body's text: paragraphs, headings, callouts. */
  body: string
  /** Published or last updated, ISO; newer wins a tie. */
  date: string | null
}

/** A query is cut to this many characters; nothing longer is a search a reader types. */
export const MAX_QUERY_CHARS = 200
/** At most this many words are searched; the rest are ignored (and the page says so). */
export const MAX_QUERY_WORDS = 12
/** Results per page. */
export const SEARCH_PAGE_SIZE = 10
/** A word this long or longer also matches words that start with it ("diabet" finds "diabetes"). */
const PREFIX_MIN = 3
/** Characters of context around the first match in a snippet. */
const SNIPPET_CHARS = 220

/**
 * Words too common to require: "how to lower blood pressure" must not need "how" and "to" in the text. They still
 * count in the exact phrase. A query of only such words searches for them.
 */
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in is it my of on or the to what when where which who why with you your'.split(
    ' ',
  ),
)

const WORD = /[\p{L}\p{N}\p{M}]+/gu

const ASCII = /^[\x00-\x7f]*$/

/**
 * The words of a text, normalised, in order: case-, width- and accent-insensitive ("Café" and "ＣＡＦＥ" are "cafe"),
 * split at anything that is not a letter or a digit. The whole text is normalised at once (per word it took ten
 * times as long over 10,000 posts); plain ASCII text, most of it, needs only lower-casing.
 */
export function wordsOf(text: string): string[] {
  if (ASCII.test(text)) return text.toLowerCase().match(/[a-z0-9]+/g) ?? []
  const folded = text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
  return folded.match(/[\p{L}\p{N}]+/gu) ?? []
}

export type ParsedQuery = {
  /** The text as searched (trimmed, cut to MAX_QUERY_CHARS): what the box shows again. */
  text: string
  /** Every word in order (for the exact phrase). */
  words: string[]
  /** The words a result must contain (distinct, without stop words unless all are). */
  required: string[]
  /** True when the text was longer than MAX_QUERY_CHARS or had more than MAX_QUERY_WORDS words. */
  truncated: boolean
}

/** Reads a reader's text. Anything is accepted; a text without letters or digits has no words and finds nothing. */
export function parseQuery(raw: string): ParsedQuery {
  // Control characters and bidirectional overrides are not words, and the page shows the text again: out they go.
  const collapsed = raw
    .replace(/[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  let text = Array.from(collapsed).slice(0, MAX_QUERY_CHARS).join('')
  let truncated = text.length < collapsed.length
  let words = wordsOf(text)
  if (words.length > MAX_QUERY_WORDS) {
    words = words.slice(0, MAX_QUERY_WORDS)
    truncated = true
  }
  text = text.trim()
  const distinct = [...new Set(words)]
  const content = distinct.filter((w) => !STOP_WORDS.has(w))
  return { text, words, required: content.length > 0 ? content : distinct, truncated }
}

type Entry = {
  source: SearchSource
  /** " word word … " of title and summary, and of the body: phrase tests are substring tests on these. */
  head: string
  body: string
}

export type SearchIndex = {
  entries: Entry[]
  /** Each entry's place when matches are as good: guides, pages, posts, then newest, then by title. */
  order: Int32Array
  /** Every distinct word, sorted, for prefix look-ups. */
  vocabulary: string[]
  /** Word → ids of the entries whose title contains it (ascending). */
  titlePostings: Map<string, number[]>
  /** Word → ids of the entries whose title or summary contain it (ascending). */
  headPostings: Map<string, number[]>
  /** Word → ids of the entries whose body contains it (ascending). */
  bodyPostings: Map<string, number[]>
}

const joined = (words: string[]) => ` ${words.join(' ')} `

function post(map: Map<string, number[]>, word: string, id: number) {
  const list = map.get(word)
  if (!list) map.set(word, [id])
  else if (list[list.length - 1] !== id) list.push(id)
}

/** Builds the index; documents without a title or a link are left out. */
export function buildSearchIndex(sources: SearchSource[]): SearchIndex {
  const entries: Entry[] = []
  const titlePostings = new Map<string, number[]>()
  const headPostings = new Map<string, number[]>()
  const bodyPostings = new Map<string, number[]>()
  for (const source of sources) {
    if (!source.title || !source.href) continue
    const id = entries.length
    const titleWords = wordsOf(source.title)
    const summaryWords = wordsOf(source.summary)
    const bodyWords = wordsOf(source.body)
    // Each distinct word once per document: a body repeats its words many times over.
    for (const w of new Set(titleWords)) post(titlePostings, w, id)
    for (const w of new Set([...titleWords, ...summaryWords])) post(headPostings, w, id)
    for (const w of new Set(bodyWords)) post(bodyPostings, w, id)
    // Title and summary are joined with a word no text contains, so that a phrase never spans the two.
    entries.push({
      source,
      head: `${joined(titleWords)}\u0000${joined(summaryWords)}`,
      body: joined(bodyWords),
    })
  }
  const vocabulary = [...new Set([...headPostings.keys(), ...bodyPostings.keys()])].sort()
  const byTieBreak = entries.map((_, id) => id)
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  byTieBreak.sort((a, b) => {
    const x = entries[a]!.source
    const y = entries[b]!.source
    return KIND_ORDER[x.kind] - KIND_ORDER[y.kind] || cmp(y.date ?? '', x.date ?? '') || cmp(x.title, y.title) || a - b
  })
  const order = new Int32Array(entries.length)
  byTieBreak.forEach((id, place) => (order[id] = place))
  return { entries, order, vocabulary, titlePostings, headPostings, bodyPostings }
}

/** The indexed words a query word stands for: itself, and from PREFIX_MIN letters every word starting with it. */
function expand(index: SearchIndex, word: string): string[] {
  if (Array.from(word).length < PREFIX_MIN) return [word]
  const out: string[] = []
  let lo = 0
  let hi = index.vocabulary.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (index.vocabulary[mid]! < word) lo = mid + 1
    else hi = mid
  }
  for (let i = lo; i < index.vocabulary.length && index.vocabulary[i]!.startsWith(word); i++)
    out.push(index.vocabulary[i]!)
  return out
}

const KIND_ORDER: Record<SearchKind, number> = { guide: 0, page: 1, post: 2 }

/** A piece of a snippet or title: `mark` pieces are the reader's words. */
export type Highlighted = Array<{ text: string; mark: boolean }>

export type SearchHit = {
  kind: SearchKind
  title: Highlighted
  href: string
  snippet: Highlighted
  date: string | null
}

export type SearchResults = {
  query: ParsedQuery
  /** Every match, not only this page's. */
  total: number
  page: number
  pageCount: number
  hits: SearchHit[]
}

/**
 * Finds the entries holding every required word (in any field; a word of PREFIX_MIN letters or more also matches
 * longer words starting with it) and ranks them:
 *  1. every required word in the title or summary, the exact phrase there too;
 *  2. every required word in the title or summary, scattered;
 *  3. the exact phrase in the body;
 *  4. the words scattered over the page;
 * then, within a rank, more of the words themselves in the title first, then more words in the title counting longer
 * words that start with them, then guides, pages and posts, then the newest, then by title.
 * A page past the last is the last page.
 */
export function searchIndex(index: SearchIndex, query: ParsedQuery, page = 1): SearchResults {
  const empty = { query, total: 0, page: 1, pageCount: 1, hits: [] }
  if (query.required.length === 0) return empty
  // Per entry: how many of the required words it holds anywhere, in the title or summary, and in the title.
  const n = index.entries.length
  const anywhere = new Uint8Array(n)
  const inHead = new Uint8Array(n)
  const inTitle = new Uint8Array(n)
  const exactInTitle = new Uint8Array(n)
  const seen = [new Int32Array(n), new Int32Array(n), new Int32Array(n), new Int32Array(n)] as const
  const count = (counts: Uint8Array, marks: Int32Array, ids: number[] | undefined, mark: number) => {
    for (const id of ids ?? []) {
      if (marks[id] === mark) continue
      marks[id] = mark
      counts[id]!++
    }
  }
  query.required.forEach((word, i) => {
    count(exactInTitle, seen[3], index.titlePostings.get(word), i + 1)
    for (const w of expand(index, word)) {
      count(anywhere, seen[0], index.headPostings.get(w), i + 1)
      count(anywhere, seen[0], index.bodyPostings.get(w), i + 1)
      count(inHead, seen[1], index.headPostings.get(w), i + 1)
      count(inTitle, seen[2], index.titlePostings.get(w), i + 1)
    }
  })
  const all = query.required.length
  // A one-word query's "phrase" is the word: found in a field is as good as the phrase there.
  const phrase = query.words.length > 1 ? joined(query.words) : null
  const ranked: number[] = []
  const keys = new Float64Array(n)
  for (let id = 0; id < n; id++) {
    if (anywhere[id] !== all) continue
    const entry = index.entries[id]!
    const rank =
      inHead[id] === all
        ? !phrase || entry.head.includes(phrase)
          ? 0
          : 1
        : !phrase || entry.body.includes(phrase)
          ? 2
          : 3
    keys[id] = ((rank * 16 + (15 - exactInTitle[id]!)) * 16 + (15 - inTitle[id]!)) * n + index.order[id]!
    ranked.push(id)
  }
  if (ranked.length === 0) return empty
  ranked.sort((a, b) => keys[a]! - keys[b]!)
  const pageCount = Math.max(1, Math.ceil(ranked.length / SEARCH_PAGE_SIZE))
  const current = Number.isInteger(page) ? Math.min(Math.max(1, page), pageCount) : 1
  const matches = wordMatcher(query.words)
  const hits = ranked
    .slice((current - 1) * SEARCH_PAGE_SIZE, current * SEARCH_PAGE_SIZE)
    .map((id) => index.entries[id]!.source)
    .map((source) => ({
      kind: source.kind,
      title: highlight(source.title, matches),
      href: source.href,
      snippet: snippet(source, query, matches),
      date: source.date,
    }))
  return { query, total: ranked.length, page: current, pageCount, hits }
}

/** Whether a word of the text is one of the query's (itself, or a longer word it starts). */
function wordMatcher(queryWords: string[]): (word: string) => boolean {
  const words = [...new Set(queryWords)]
  return (word) => {
    // Most words are plain ASCII: lower-casing is all their normalisation needs, and bodies have thousands of them.
    const norm = /^[a-zA-Z0-9]+$/.test(word) ? [word.toLowerCase()] : wordsOf(word)
    return norm.some((n) => words.some((w) => n === w || (Array.from(w).length >= PREFIX_MIN && n.startsWith(w))))
  }
}

/** The text in pieces, with the reader's words marked. */
export function highlight(text: string, matches: (word: string) => boolean): Highlighted {
  const out: Highlighted = []
  let last = 0
  const push = (piece: string, mark: boolean) => {
    if (!piece) return
    const prev = out[out.length - 1]
    if (prev && prev.mark === mark) prev.text += piece
    else out.push({ text: piece, mark })
  }
  for (const m of text.matchAll(WORD)) {
    if (!matches(m[0])) continue
    push(text.slice(last, m.index), false)
    push(m[0], true)
    last = m.index + m[0].length
  }
  push(text.slice(last), false)
  return out
}

/**
 * A snippet: the summary when it holds a searched word, else about SNIPPET_CHARS of the body around the first place
 * with the most of the reader's words (the exact phrase if it is there), cut at word boundaries, with "…" where cut.
 */
export function snippet(source: SearchSource, query: ParsedQuery, matches: (word: string) => boolean): Highlighted {
  const summaryMarks = highlight(source.summary, matches)
  const body = source.body.replace(/\s+/g, ' ').trim()
  if (summaryMarks.some((p) => p.mark) || !body) return summaryMarks
  const positions: Array<{ at: number; word: string }> = []
  for (const m of body.matchAll(WORD)) {
    if (matches(m[0])) positions.push({ at: m.index, word: wordsOf(m[0]).join(' ') })
    if (positions.length > 2000) break
  }
  if (positions.length === 0) return highlight(cut(body, 0), matches)
  // The window starting at each match that holds the most distinct words; the first such wins.
  let best = positions[0]!.at
  let bestCount = 0
  for (let i = 0; i < positions.length; i++) {
    const seen = new Set<string>()
    for (let j = i; j < positions.length && positions[j]!.at - positions[i]!.at < SNIPPET_CHARS * 0.7; j++)
      seen.add(positions[j]!.word)
    if (seen.size > bestCount) {
      bestCount = seen.size
      best = positions[i]!.at
    }
    if (bestCount >= query.words.length) break
  }
  return highlight(cut(body, best), matches)
}

/** About SNIPPET_CHARS of `text` starting a little before `at`, cut at spaces, with an ellipsis where text is left out. */
function cut(text: string, at: number): string {
  let start = Math.max(0, at - 60)
  if (start > 0) {
    const space = text.indexOf(' ', start)
    start = space >= 0 && space < at ? space + 1 : at
  }
  let end = Math.min(text.length, start + SNIPPET_CHARS)
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end)
    if (space > start) end = space
  }
  return `${start > 0 ? '… ' : ''}${text.slice(start, end)}${end < text.length ? ' …' : ''}`
}
