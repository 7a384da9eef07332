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

import { deflateRawSync, inflateRawSync } from 'node:zlib'
import { helpFor as helpNeeds, type HelpLanguage, type HelpLine, type HelpNeed } from '@/lib/medical/help'
import { SIGN_GUIDES, triageSign, TRIAGE_ACTIONS, TRIAGE_LANGUAGE, type TriageSign } from '@/lib/medical/triage'
import { DEFAULT_LANG, isLang, type Lang, LANGUAGES, PSEUDO_LANG, type ReaderLang } from '@/lib/site/languages'
import { SPANISH_STOP_WORDS, spanishStem } from './spanish'

export type SearchKind = 'guide' | 'post' | 'page'

/** One document as the index query returns it; its text is plain (Portable Text already flattened). */
export type SearchSource = {
  /** The document's id: a publish replaces or removes it by this (its page's path when not given). */
  id?: string
  /** Its language, 'en' when not given: each language has its own index (buildSearchIndex's `lang`). */
  lang?: string
  kind: SearchKind
  title: string
  /** The path of its page (lib/site/routes.ts). */
  href: string
  /** The excerpt or description a card shows. */
  summary: string
  /** The section headings' text. */
  headings?: string
  /** The body's text: paragraphs, callouts, tables. */
  body: string
  /** Published or last updated, ISO; newer wins a tie. */
  date: string | null
  /**
   * Names its card shows beside the title, one a line: a post's category title and sidebar label. Kept with the
   * document for the blog box's substring rule (listedDocuments), not searched as words.
   */
  labels?: string
}

/** A query is cut to this many characters; nothing longer is a search a reader types. */
export const MAX_QUERY_CHARS = 200
/** At most this many words are searched; the rest are ignored (and the page says so). */
export const MAX_QUERY_WORDS = 12
/** Results per page. */
export const SEARCH_PAGE_SIZE = 10
/** A word this long or longer also matches words that start with it ("diabet" finds "diabetes"). */
const PREFIX_MIN = 3
/** Matches of a body looked at for its snippet: the best window is almost always among the first. */
const MAX_SNIPPET_MATCHES = 200
/** Characters of context around the first match in a snippet. */
const SNIPPET_CHARS = 220

/**
 * Words too common to require: "how to lower blood pressure" must not need "how" and "to" in the text. They still
 * count in the exact phrase. A query of only such words searches for them.
 */
const STOP_WORDS: ReadonlySet<string> = new Set(
  'a an and are as at be by can do does for from how i in is it my of on or the to what when where which who why with you your'.split(
    ' ',
  ),
)

/**
 * Each language's way of reading words, one entry per language of the locale list: the words a search does not
 * require, and the stemmer whose stems let a word find its other forms in the index (none: a word finds its other
 * forms by prefix, as English finds plurals and longer words).
 */
const LANGUAGE_RULES: Readonly<
  Record<Lang, { stopWords: ReadonlySet<string>; stem: ((word: string) => string) | null }>
> = {
  en: { stopWords: STOP_WORDS, stem: null },
  es: { stopWords: SPANISH_STOP_WORDS, stem: spanishStem },
  // English text with accented letters: the English rules, which its words never match.
  [PSEUDO_LANG]: { stopWords: STOP_WORDS, stem: null },
}

/** A language's rules; a corpus of no language of the list is read as the default language. */
const rulesOf = (lang: string) => LANGUAGE_RULES[isLang(lang) ? lang : DEFAULT_LANG]

/** The words a search in this language does not require. */
const stopWordsOf = (lang: string): ReadonlySet<string> => rulesOf(lang).stopWords

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

/**
 * Reads a reader's text. Anything is accepted; a text without letters or digits has no words and finds nothing.
 * `lang`: the language of the index it searches, whose stop words are not required.
 */
export function parseQuery(raw: string, lang = 'en'): ParsedQuery {
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
  const stop = stopWordsOf(lang)
  const content = distinct.filter((w) => !stop.has(w))
  return { text, words, required: content.length > 0 ? content : distinct, truncated }
}

/** What a result shows and the tie-break reads; the body is kept packed beside it (Entry.body). */
type Listed = Omit<SearchSource, 'body'>
export type ListedDocument = Readonly<Listed>

/**
 * A body is kept deflated: it is read only for the phrase test of the best candidates and the snippets of the page
 * shown, and the bodies were the largest part of the index's memory (docs/search.md has the figures). The deflated
 * bytes are held as a string of one byte a character, which the JavaScript heap keeps compact, rather than as one
 * small buffer a body, each with its own allocation outside the heap.
 */
type Packed = string

const pack = (text: string): Packed => (text ? deflateRawSync(text).toString('latin1') : '')

const unpack = (packed: Packed): string =>
  packed ? inflateRawSync(Buffer.from(packed, 'latin1')).toString('utf8') : ''

type Entry = {
  source: Listed
  /** The body's text, packed. */
  body: Packed
  /** " word word … " of title and summary, and of the headings: phrase tests are substring tests on these (short). */
  head: string
  headings: string
  /** Words in the title, headings, summary and body (BM25's field lengths). */
  lengths: [number, number, number, number]
  /**
   * The body's words are all ASCII (asciiWordsOnly): phrases are tested on the body's text. Otherwise (a Spanish
   * page, "kg/m²") its words joined, " word word … ", packed too, kept for the phrase tests.
   */
  bodyWords: true | Packed
}

/**
 * A word's documents (slots, in no order) and per document its counts in the four fields, three numbers a document
 * in one array (`data`, at 3k, 3k + 1 and 3k + 2): the slot; title, headings and summary packed in 8 bits each (at
 * most PACK_MAX); the body's count. One array a word, not three: most words are in a few documents, where each
 * array's own overhead outweighs its numbers. The BM25 weight is worked out from these at search time with the
 * index's current field averages, so that a document added or removed by a publish leaves every other document's
 * score exactly as a build from scratch would make it. Growable: `length` documents of the array's capacity are used.
 */
type Posting = { data: Uint32Array; length: number }
const SLOT = 0
const SHORT = 1
const BODY = 2
const PER_DOCUMENT = 3

/**
 * The index: patched in place by a publish (updateSearchIndex), never rebuilt for one. Documents are kept by id in
 * slots; a removed document's slot is reused.
 */
export type SearchIndex = {
  /** The language of the documents it holds ('en' unless the corpus is another language's: one index per language). */
  lang: string
  /** By slot; a free slot is undefined. */
  entries: Array<Entry | undefined>
  /** Document id → slot. */
  slots: Map<string, number>
  free: number[]
  /** Documents held (not counting free slots). */
  size: number
  /** Sum over the documents of each field's length, for BM25's average lengths. */
  totals: [number, number, number, number]
  /** Per slot, each field's length normalisation (1 / (1 − b + b · length / average)); redone after a change. */
  norms: Float64Array | null
  /** Every distinct word, sorted, for prefix look-ups. */
  vocabulary: string[]
  /** The same words by length (index = length), each list sorted, for typo look-ups. */
  byLength: string[][]
  postings: Map<string, Posting>
  /**
   * A language with a stemmer only (LANGUAGE_RULES): stem → the index's words with that stem, so that a word finds its other forms (lib/search/spanish.ts).
   * Null for English, which finds plurals and longer words by prefix instead.
   */
  stems: Map<string, string[]> | null
  /** Counts the changes made in place: results kept for a search are for one revision. */
  revision: number
}

/**
 * BM25 per field, weighted: a word in the title counts most, then in headings and the summary, then in the body,
 * and each field's part stops growing with repeats (K1), so a page *about* a word (in its title) is above a page
 * that only repeats it. `b`: how much a long field dilutes a word (a short page wholly about a word beats a long one
 * that mentions it once).
 */
const FIELDS = [
  { name: 'title', weight: 3, b: 0.5 },
  { name: 'headings', weight: 1.5, b: 0.5 },
  { name: 'summary', weight: 1.5, b: 0.5 },
  { name: 'body', weight: 1, b: 0.75 },
] as const
const FIELD_COUNT = FIELDS.length
/** Counts in the short fields stop here (no title repeats a word that often); 8 bits each in a posting's `short`. */
const PACK_MAX = 255
const K1 = 1.2
/** A word found only as the start of a longer word, or through a synonym, counts for less than the word itself. */
const PREFIX_WEIGHT = 0.5
const SYNONYM_WEIGHT = 0.9
/** At most this many longer words per prefix (the most frequent), so a short prefix stays cheap. */
const MAX_PREFIX_TERMS = 40
/** Results whose phrase bonus is checked (the best by words alone): bounds the substring tests per search. */
const PHRASE_CANDIDATES = 200

const joined = (words: string[]) => ` ${words.join(' ')} `

/** A document's words per field, and per distinct word its packed short-field counts and its body count. */
function analyse(source: SearchSource) {
  const fields = [
    wordsOf(source.title),
    wordsOf(source.headings ?? ''),
    wordsOf(source.summary),
    wordsOf(source.body),
  ] as const
  const counts = new Map<string, { short: number; body: number }>()
  for (let f = 0; f < FIELD_COUNT; f++) {
    const shift = 8 * f
    for (const w of fields[f]!) {
      let c = counts.get(w)
      if (!c) counts.set(w, (c = { short: 0, body: 0 }))
      if (f === FIELD_COUNT - 1) c.body++
      else if (((c.short >>> shift) & PACK_MAX) < PACK_MAX) c.short += 1 << shift
    }
  }
  const { body, ...listed } = source
  const entry: Entry = {
    source: listed,
    body: pack(body),
    // Title and summary are joined with a word no text contains, so that a phrase never spans the two.
    head: `${joined(fields[0])}\u0000${joined(fields[2])}`,
    headings: joined(fields[1]),
    lengths: [fields[0].length, fields[1].length, fields[2].length, fields[3].length],
    bodyWords: asciiWordsOnly(body) || pack(joined(fields[3])),
  }
  return { entry, counts }
}

/** The id a document is kept under: its own, else its page's path (documents built in tests have no id). */
const idOf = (source: Pick<SearchSource, 'id' | 'href'>) => source.id ?? source.href

const indexable = (source: SearchSource) => Boolean(source.title && source.href)

function emptyIndex(lang: string): SearchIndex {
  return {
    lang,
    entries: [],
    slots: new Map(),
    free: [],
    size: 0,
    totals: [0, 0, 0, 0],
    norms: null,
    vocabulary: [],
    byLength: [],
    postings: new Map(),
    stems: rulesOf(lang).stem ? new Map() : null,
    revision: 0,
  }
}

/** The sorted look-ups (vocabulary, by length, stems) from the postings' words, at the end of a build. */
function sortWords(index: SearchIndex) {
  index.vocabulary = [...index.postings.keys()].sort()
  index.byLength = []
  if (index.stems) index.stems.clear()
  for (const word of index.vocabulary) {
    ;(index.byLength[word.length] ??= []).push(word)
    if (index.stems) addStem(index, word)
  }
}

/**
 * A cold start's build, fed page by page as the documents are read: each page is analysed and its bodies packed as
 * it comes, so the build holds one page of documents in full at a time, never the whole corpus. Documents without a
 * title or a link are left out. `done` sorts the words once (adding them one by one keeps a sorted list, for a
 * publish); a publish then patches the index (updateSearchIndex). `lang`: the language of the corpus.
 */
export function searchIndexBuilder({ lang = 'en' }: { lang?: string } = {}): {
  add: (sources: readonly SearchSource[]) => void
  done: () => SearchIndex
} {
  const index = emptyIndex(lang)
  return {
    add(sources) {
      for (const source of sources)
        if (indexable(source) && !index.slots.has(idOf(source))) addDocument(index, source, { sorted: false })
    },
    done() {
      sortWords(index)
      return index
    },
  }
}

/** Builds the index from documents already read (tests, benchmarks): searchIndexBuilder in one page. */
export function buildSearchIndex(
  sources: readonly SearchSource[],
  { lang = 'en' }: { lang?: string } = {},
): SearchIndex {
  const builder = searchIndexBuilder({ lang })
  builder.add(sources)
  return builder.done()
}

/** Where `word` is, or would go, in a sorted list. */
function sortedPlace(list: string[], word: string): number {
  let lo = 0
  let hi = list.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (list[mid]! < word) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** A word's stem in the index's language (only an index with `stems` asks: its language has a stemmer). */
const stemOf = (index: SearchIndex, word: string) => rulesOf(index.lang).stem!(word)

function addStem(index: SearchIndex, word: string) {
  const stem = stemOf(index, word)
  const words = index.stems!.get(stem)
  if (words) words.push(word)
  else index.stems!.set(stem, [word])
}

function addWord(index: SearchIndex, word: string) {
  index.vocabulary.splice(sortedPlace(index.vocabulary, word), 0, word)
  const sameLength = (index.byLength[word.length] ??= [])
  sameLength.splice(sortedPlace(sameLength, word), 0, word)
  if (index.stems) addStem(index, word)
}

function dropWord(index: SearchIndex, word: string) {
  index.postings.delete(word)
  index.vocabulary.splice(sortedPlace(index.vocabulary, word), 1)
  const sameLength = index.byLength[word.length]!
  sameLength.splice(sortedPlace(sameLength, word), 1)
  if (index.stems) {
    const stem = stemOf(index, word)
    const rest = (index.stems.get(stem) ?? []).filter((w) => w !== word)
    if (rest.length) index.stems.set(stem, rest)
    else index.stems.delete(stem)
  }
}

/** A language with a stemmer: the index's other forms of a word (same stem), the word itself left out. Else none. */
function otherForms(index: SearchIndex, word: string): string[] {
  return index.stems?.get(stemOf(index, word))?.filter((w) => w !== word) ?? []
}

/** `sorted`: keep the sorted word look-ups as words arrive (a publish), else a build sorts them once at the end. */
function addDocument(index: SearchIndex, source: SearchSource, { sorted = true } = {}) {
  const { entry, counts } = analyse(source)
  const slot = index.free.pop() ?? index.entries.length
  index.entries[slot] = entry
  index.slots.set(idOf(source), slot)
  index.size++
  for (let f = 0; f < FIELD_COUNT; f++) index.totals[f]! += entry.lengths[f]!
  for (const [word, c] of counts) {
    let p = index.postings.get(word)
    if (!p) {
      index.postings.set(word, (p = { data: new Uint32Array(PER_DOCUMENT), length: 0 }))
      if (sorted) addWord(index, word)
    }
    if (p.length * PER_DOCUMENT === p.data.length) {
      const data = new Uint32Array(Math.max(4, Math.ceil(p.length * 1.5)) * PER_DOCUMENT)
      data.set(p.data)
      p.data = data
    }
    const at = p.length * PER_DOCUMENT
    p.data[at + SLOT] = slot
    p.data[at + SHORT] = c.short
    p.data[at + BODY] = c.body
    p.length++
  }
}

function removeDocument(index: SearchIndex, id: string) {
  const slot = index.slots.get(id)
  if (slot === undefined) return
  const entry = index.entries[slot]!
  // Its words again from its text (the index keeps no list of them per document: that would be a second posting list).
  for (const word of analyse({ ...entry.source, body: unpack(entry.body) }).counts.keys()) {
    const p = index.postings.get(word)
    if (!p) continue
    const last = (p.length - 1) * PER_DOCUMENT
    for (let at = 0; at <= last; at += PER_DOCUMENT) {
      if (p.data[at + SLOT] !== slot) continue
      // Order in a posting does not matter (results are ordered by score and the tie-break): the last one moves here.
      p.data.copyWithin(at, last, last + PER_DOCUMENT)
      p.length--
      break
    }
    if (p.length === 0) dropWord(index, word)
  }
  for (let f = 0; f < FIELD_COUNT; f++) index.totals[f]! -= entry.lengths[f]!
  index.entries[slot] = undefined
  index.slots.delete(id)
  index.free.push(slot)
  index.size--
}

/**
 * A publish's change, in place: each of `upsert` replaces the document of its id (or is added), each id of `remove`
 * goes (a document no longer published, or one that no longer qualifies). Every other document's postings stay as
 * they are; only the field averages move, and they are applied at search time. Synchronous, so a search never sees
 * half a change.
 */
export function updateSearchIndex(
  index: SearchIndex,
  { upsert = [], remove = [] }: { upsert?: readonly SearchSource[]; remove?: readonly string[] },
): void {
  for (const id of remove) removeDocument(index, id)
  for (const source of upsert) {
    removeDocument(index, idOf(source))
    if (indexable(source)) addDocument(index, source)
  }
  index.norms = null
  index.revision++
}

/** The ids of the documents the index holds. */
export function indexedIds(index: SearchIndex): IterableIterator<string> {
  return index.slots.keys()
}

/** The documents of one kind as a result lists them (no body), in no order. */
export function listedDocuments(index: SearchIndex, kind: SearchKind): ListedDocument[] {
  const out: ListedDocument[] = []
  for (const entry of index.entries) if (entry?.source.kind === kind) out.push(entry.source)
  return out
}

/** Each slot's field normalisations for the current averages, worked out once per revision (4 numbers a document). */
function normsOf(index: SearchIndex): Float64Array {
  if (index.norms && index.norms.length === index.entries.length * FIELD_COUNT) return index.norms
  const norms = new Float64Array(index.entries.length * FIELD_COUNT)
  const average = index.totals.map((t) => Math.max(1, t / Math.max(1, index.size)))
  index.entries.forEach((entry, slot) => {
    if (!entry) return
    for (let f = 0; f < FIELD_COUNT; f++)
      norms[slot * FIELD_COUNT + f] = 1 / (1 - FIELDS[f]!.b + (FIELDS[f]!.b * entry.lengths[f]!) / average[f]!)
  })
  return (index.norms = norms)
}

const saturated = (tf: number, weight: number) => (tf > 0 ? (weight * tf * (K1 + 1)) / (tf + K1) : 0)

/** The word's weight in one document of its posting (at k), before its IDF: BM25 per field, weighted, summed. */
function postingScore(p: Posting, k: number, norms: Float64Array): number {
  const from = k * PER_DOCUMENT
  const at = p.data[from + SLOT]! * FIELD_COUNT
  const short = p.data[from + SHORT]!
  return (
    saturated((short & PACK_MAX) * norms[at]!, FIELDS[0].weight) +
    saturated(((short >>> 8) & PACK_MAX) * norms[at + 1]!, FIELDS[1].weight) +
    saturated(((short >>> 16) & PACK_MAX) * norms[at + 2]!, FIELDS[2].weight) +
    saturated(p.data[from + BODY]! * norms[at + 3]!, FIELDS[3].weight)
  )
}

/** Equal scores: guides, pages, posts, then newest, then by title, then by address (whatever the slots). */
function tieBreak(x: Listed, y: Listed): number {
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  return (
    KIND_ORDER[x.kind] - KIND_ORDER[y.kind] ||
    cmp(y.date ?? '', x.date ?? '') ||
    cmp(x.title, y.title) ||
    cmp(x.href, y.href)
  )
}

/**
 * A test of whether a text holds the words in order, next to each other, as wordsOf cuts words. A text whose words
 * are all ASCII (`words` true: asciiWordsOnly), most of them, is tested as it is stored, at word boundaries; another
 * through its words joined. So the index keeps no normalised copy of an English body, which was as large as it.
 */
export function phraseTester(phrase: string[]): (text: string, words?: true | string) => boolean {
  const asWords = joined(phrase)
  const ascii = phrase.every((w) => ASCII_WORD_LOWER.test(w))
    ? new RegExp(`(?<![a-z0-9])${phrase.join('[^a-z0-9]+')}(?![a-z0-9])`, 'i')
    : null
  return (text, words = asciiWordsOnly(text) || joined(wordsOf(text))) =>
    words === true ? ascii !== null && ascii.test(text) : words.includes(asWords)
}

const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u
const separatorOnly = new Map<string, boolean>()
/**
 * Whether wordsOf cuts the text into exactly the ASCII words it holds: every character beyond ASCII is one that
 * only separates words, before and after NFKC (a dash, curly quotes, a non-breaking space; not a letter, a digit, a
 * mark, nor "™" or "ﬁ", which NFKC turns into letters).
 */
export function asciiWordsOnly(text: string): boolean {
  if (ASCII.test(text)) return true
  for (const [c] of text.matchAll(/[^\x00-\x7f]/gu)) {
    let separates = separatorOnly.get(c)
    if (separates === undefined) {
      separates = !WORD_CHAR.test(c) && !WORD_CHAR.test(c.normalize('NFKC'))
      if (separatorOnly.size < 10_000) separatorOnly.set(c, separates)
    }
    if (!separates) return false
  }
  return true
}
const ASCII_WORD_LOWER = /^[a-z0-9]+$/

const KIND_ORDER: Record<SearchKind, number> = { guide: 0, page: 1, post: 2 }

/** Typos allowed in a word, as Algolia, Meilisearch and Typesense allow them: none under 5 letters, 1 from 5, 2 from 9. */
export function typosAllowed(word: string): number {
  const length = Array.from(word).length
  return length >= 9 ? 2 : length >= 5 ? 1 : 0
}

/**
 * Edit distance (insert, delete, replace, swap two neighbours) between two words, or max + 1 once it is over max:
 * the work stops as soon as no alignment can stay within it.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  if (b.length + 1 > ROW_CAPACITY) return max + 1
  // Three rows reused across calls: a correction compares one word with thousands.
  let prevPrev = ROWS[0]
  let prev = ROWS[1]
  let row = ROWS[2]
  for (let j = 0; j <= b.length; j++) prev[j] = j
  for (let i = 1; i <= a.length; i++) {
    row[0] = i
    let best = i
    const ai = a.charCodeAt(i - 1)
    for (let j = 1; j <= b.length; j++) {
      const bj = b.charCodeAt(j - 1)
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (ai === bj ? 0 : 1))
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj)
        d = Math.min(d, prevPrev[j - 2]! + 1)
      row[j] = d
      if (d < best) best = d
    }
    if (best > max) return max + 1
    const spare = prevPrev
    prevPrev = prev
    prev = row
    row = spare
  }
  return prev[b.length]!
}

/** Longer words than this are never corrected (no word a reader types is): the rows below are this long. */
const ROW_CAPACITY = 64
const ROWS = [new Int32Array(ROW_CAPACITY), new Int32Array(ROW_CAPACITY), new Int32Array(ROW_CAPACITY)] as const

/** The indexed word a misspelt word most likely stands for: the fewest edits, then the most documents. */
function correct(index: SearchIndex, word: string): string | null {
  const max = typosAllowed(word)
  if (max === 0) return null
  let best: string | null = null
  let bestDistance = max + 1
  let bestDf = 0
  for (let len = word.length - max; len <= word.length + max; len++) {
    for (const candidate of index.byLength[len] ?? []) {
      const d = editDistance(word, candidate, Math.min(max, bestDistance))
      if (d > max || d > bestDistance) continue
      const df = index.postings.get(candidate)!.length
      if (d < bestDistance || (d === bestDistance && df > bestDf)) {
        best = candidate
        bestDistance = d
        bestDf = df
      }
    }
  }
  return bestDistance <= max ? best : null
}

/** Longer indexed words starting with `word` (from PREFIX_MIN letters), the most frequent first, at most a few. */
function prefixed(index: SearchIndex, word: string): string[] {
  if (Array.from(word).length < PREFIX_MIN) return []
  let lo = 0
  let hi = index.vocabulary.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (index.vocabulary[mid]! < word) lo = mid + 1
    else hi = mid
  }
  const out: string[] = []
  for (let i = lo; i < index.vocabulary.length && index.vocabulary[i]!.startsWith(word); i++)
    if (index.vocabulary[i] !== word) out.push(index.vocabulary[i]!)
  if (out.length <= MAX_PREFIX_TERMS) return out
  const df = (w: string) => index.postings.get(w)!.length
  return out.sort((a, b) => df(b) - df(a)).slice(0, MAX_PREFIX_TERMS)
}

/** Search settings as editors keep them (lib/content reads the `searchSettings` document). */
export type SearchSettingsInput = {
  /** Groups of words and phrases that mean the same ("high blood pressure, hypertension, high bp"). */
  synonyms?: Array<{ terms?: readonly (string | null)[] | null } | null> | null
  /** The help cards shown above the results when a search calls for them. */
  crisis?: Array<CrisisInput | null> | null
  /**
   * Every language's settings document's cards (this one's among them): a search written in another language than
   * the page's gets the cards of that language's document, in its words.
   */
  languages?: Array<{ lang?: string | null; crisis?: Array<CrisisInput | null> | null } | null> | null
} | null

type CrisisInput = {
  _key?: string | null
  /** The line the card puts first: 988, 911 or Poison Control ('poison'). */
  call?: string | null
  /** The triage vocabulary's signs the card covers (lib/medical/triage.ts ids): detection picks it for them. */
  covers?: readonly (string | null)[] | null
  /** Editors' own search words that show the card, even words the vocabulary does not know. */
  phrases?: readonly (string | null)[] | null
  /** The card's bullets, short and plain, the line first, in the settings document's language. */
  now?: readonly (string | null)[] | null
} | null

export type { HelpLanguage, HelpLine } from '@/lib/medical/help'

/** Help shown before the results, most important first (the help contract: docs/search.md, "Help before results"). */
export type CrisisHelp = {
  /** The editors' card's _key, or `triage-<action>` for a card worded from the vocabulary. */
  key: string
  /** The line this card puts first. */
  call: HelpLine
  /** The card's bullets in `lang`, the number first. */
  now: string[]
  lang: HelpLanguage
}

type CrisisCard = {
  key: string
  call: HelpLine
  covers: ReadonlySet<string>
  phrases: string[][]
  now: string[]
  /** The language `now` is written in: its settings document's. */
  lang: HelpLanguage
}

export type SearchSettings = {
  /** First word → the phrases starting with it, longest first, each with its group. */
  synonyms: Map<string, Array<{ phrase: string[]; group: number }>>
  groups: string[][][]
  crisis: CrisisCard[]
  /** The cards of each language's settings document, for a search written in that language. */
  crisisIn: ReadonlyMap<string, CrisisCard[]>
  /** The language of the cards' `now` lines: the settings document's own. */
  lang: HelpLanguage
}

export const NO_SETTINGS: SearchSettings = {
  synonyms: new Map(),
  groups: [],
  crisis: [],
  crisisIn: new Map(),
  lang: 'en',
}

const phrasesOf = (items: readonly (string | null)[] | null | undefined) =>
  (items ?? []).flatMap((t) => (typeof t === 'string' ? [wordsOf(t)] : [])).filter((w) => w.length > 0)

const linesOf = (items: readonly (string | null)[] | null | undefined) =>
  (items ?? []).filter((t): t is string => typeof t === 'string' && t.trim() !== '')

const LINES = new Set<string>(['988', '911', 'poison'])

/**
 * Reads editors' settings once per version; anything malformed is left out, never a failed search. `lang`: the
 * settings document's language, which its cards' `now` lines are written in.
 */
export function compileSearchSettings(input: SearchSettingsInput, lang: HelpLanguage = 'en'): SearchSettings {
  const groups: string[][][] = []
  const synonyms = new Map<string, Array<{ phrase: string[]; group: number }>>()
  for (const group of input?.synonyms ?? []) {
    const phrases = phrasesOf(group?.terms)
    if (phrases.length < 2) continue
    const g = groups.push(phrases) - 1
    for (const phrase of phrases) {
      const list = synonyms.get(phrase[0]!) ?? []
      list.push({ phrase, group: g })
      list.sort((a, b) => b.phrase.length - a.phrase.length)
      synonyms.set(phrase[0]!, list)
    }
  }
  const crisisIn = new Map<string, CrisisCard[]>()
  for (const other of input?.languages ?? [])
    if (other?.lang && other.lang !== lang && LANGUAGES.includes(other.lang as ReaderLang))
      crisisIn.set(other.lang, crisisCards(other.crisis, other.lang as HelpLanguage))
  return { synonyms, groups, crisis: crisisCards(input?.crisis, lang), crisisIn, lang }
}

/** A settings document's cards; a card without a line this site names, words, or signs is left out. */
function crisisCards(entries: SearchSettingsCrisis, lang: HelpLanguage): CrisisCard[] {
  const crisis: CrisisCard[] = []
  for (const entry of entries ?? []) {
    const call = entry?.call && LINES.has(entry.call) ? (entry.call as HelpLine) : null
    const now = linesOf(entry?.now)
    const covers = new Set(linesOf(entry?.covers).filter((id) => triageSign(id)))
    const phrases = phrasesOf(entry?.phrases)
    if (!call || now.length === 0 || (phrases.length === 0 && covers.size === 0)) continue
    crisis.push({ key: entry?._key ?? `${call}-${crisis.length}`, call, covers, phrases, now, lang })
  }
  return crisis
}

type SearchSettingsCrisis = Array<CrisisInput | null> | null | undefined

/** Whether the query's words hold the phrase somewhere, each word as written or within its typos. */
function holdsPhrase(words: string[], phrase: string[]): boolean {
  for (let i = 0; i + phrase.length <= words.length; i++) {
    let all = true
    for (let j = 0; j < phrase.length && all; j++) {
      const w = words[i + j]!
      const p = phrase[j]!
      all = w === p || editDistance(w, p, typosAllowed(p)) <= typosAllowed(p)
    }
    if (all) return true
  }
  return false
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** A card for signs no editors' card covers, worded from the vocabulary: help is never nothing. */
function vocabularyCard(need: HelpNeed, signs: TriageSign[]): CrisisHelp {
  const action = TRIAGE_ACTIONS[need.action]
  // The signs' names are the vocabulary's own language; another language says the action alone.
  const said =
    need.lang === TRIAGE_LANGUAGE ? undefined : (action.said as Partial<Record<HelpLanguage, string>>)[need.lang]
  const now = said ? [`${capitalised(said)}.`] : signs.map((sign) => `${capitalised(action.label)}: ${sign.label}.`)
  return { key: `triage-${need.action}`, call: need.line, now, lang: need.lang }
}

/**
 * The help a search calls for, right help first (lib/medical/help.ts decides which and in what order): for each need,
 * the editors' cards that cover its signs, with the need's line first (an overdose on purpose puts 911 before the
 * poisoning card's Poison Control), from the settings document of the language the search was written in where
 * there is one (else the page's); a sign no card covers gets a card worded from the vocabulary. Then any card whose editors' search words the query holds.
 * `known`: words the site's pages use, read as written (never as a typo of an alarm word).
 */
export function helpFor(settings: SearchSettings, query: ParsedQuery, known?: (word: string) => boolean): CrisisHelp[] {
  return helpAndNeeds(settings, query, known).help
}

function helpAndNeeds(
  settings: SearchSettings,
  query: ParsedQuery,
  known?: (word: string) => boolean,
): { help: CrisisHelp[]; needs: HelpNeed[] } {
  if (query.words.length === 0) return { help: [], needs: [] }
  const needs = helpNeeds(query.text, { known })
  const out: CrisisHelp[] = []
  const shown = new Set<string>()
  const card = (c: CrisisCard, call: HelpLine): CrisisHelp => ({ key: c.key, call, now: c.now, lang: c.lang })
  for (const need of needs) {
    const uncovered: TriageSign[] = []
    const known = settings.crisisIn.get(need.lang) ?? settings.crisis
    for (const sign of need.signs) {
      const cards = known.filter((c) => c.covers.has(sign.id))
      if (cards.length === 0) uncovered.push(sign)
      for (const c of cards) {
        if (shown.has(c.key)) continue
        shown.add(c.key)
        out.push(card(c, need.line))
      }
    }
    if (uncovered.length > 0 && !shown.has(`triage-${need.action}`)) {
      shown.add(`triage-${need.action}`)
      out.push(vocabularyCard(need, uncovered))
    }
  }
  for (const c of settings.crisis)
    if (!shown.has(c.key) && c.phrases.some((phrase) => holdsPhrase(query.words, phrase))) {
      shown.add(c.key)
      out.push(card(c, c.call))
    }
  return { help: out, needs }
}

/**
 * The entry of the guide that covers the first need's signs (SIGN_GUIDES), if the index holds it: a crisis search
 * lists it first under the help, whatever words it matched.
 */
function guideEntry(index: SearchIndex, needs: readonly HelpNeed[]): number | null {
  const slug = needs[0]?.signs.map((s) => SIGN_GUIDES[s.id]).find(Boolean)
  if (!slug) return null
  const id = `condition-${slug}`
  const at = index.entries.findIndex(
    (e) => e?.source.kind === 'guide' && (e.source.id === id || e.source.id?.startsWith(`${id}-`)),
  )
  return at >= 0 ? at : null
}

/** A piece of a snippet or title: `mark` pieces are the reader's words. */
export type Highlighted = Array<{ text: string; mark: boolean }>

export type SearchHit = {
  /** The document's id (its page's path when the source gave none). */
  id: string
  kind: SearchKind
  title: Highlighted
  href: string
  snippet: Highlighted
  date: string | null
}

export type SearchResults = {
  query: ParsedQuery
  /** The words searched instead of misspelt ones ("diabetes" for "diabetis"), or null when none was changed. */
  correctedText: string | null
  /** True when no page holds every word and these hold most of them. */
  partial: boolean
  /** Every match, not only this page's. */
  total: number
  page: number
  pageCount: number
  hits: SearchHit[]
  /** Crisis or emergency help to show before the results (helpFor). */
  help: CrisisHelp[]
  /** The index is still being built (just after a start): no results yet, only the help; try again shortly. */
  pending?: boolean
}

export type SearchOptions = {
  settings?: SearchSettings
  /** The reader asked for their words as typed ("Search instead for …"): no typo correction. */
  exact?: boolean
  /** Only these kinds (the blog's box: posts). */
  kinds?: readonly SearchKind[]
  /** Results per page (SEARCH_PAGE_SIZE unless the caller shows more at once, as the blog's box does). */
  pageSize?: number
  /** False: hits without snippets, for a caller that shows none (the blog's box shows cards), no body unpacked. */
  snippets?: boolean
}

/**
 * Per-document score arrays, reused by every search (a search runs to its end without yielding, so one set is
 * enough): allocating them per search was most of a search's garbage at 10,000 documents.
 */
let scratchArrays: {
  total: Float64Array
  matched: Uint8Array
  conceptScore: Float64Array
  alternativeScore: Float64Array
} | null = null
function scratch(n: number) {
  if (!scratchArrays || scratchArrays.total.length < n)
    scratchArrays = {
      total: new Float64Array(n),
      matched: new Uint8Array(n),
      conceptScore: new Float64Array(n),
      alternativeScore: new Float64Array(n),
    }
  scratchArrays.total.fill(0, 0, n)
  scratchArrays.matched.fill(0, 0, n)
  return scratchArrays
}

/** One way to match a concept of the query: a word or phrase, and what it is worth. */
type Alternative = { words: string[]; weight: number }
/**
 * A thing the reader asked for: a word they typed (`typed` false: it also finds longer words), or a synonym group
 * found in their words (`typed` true: its phrases as written), worth `scale` words.
 */
type Concept = { alternatives: Alternative[]; scale: number; typed: boolean }

/**
 * Ranks every entry for the reader's words:
 *  - each word is looked up as written; a word the index does not hold is corrected to the nearest word it holds
 *    within the typos allowed (unless `exact`), and from PREFIX_MIN letters it also finds longer words (as typed);
 *  - a word or phrase of a synonym group also finds the group's other phrases;
 *  - a result holds every concept (word, or phrase with its synonyms); if none does, those holding the most;
 *  - score: BM25F over title, headings, summary and body, per concept the best of its ways to match, then a bonus
 *    for the reader's words as a phrase in the title or summary, the headings or the body;
 *  - equal scores: guides, pages, posts, then newest, then by title. A page past the last is the last page.
 */
export function searchIndex(
  index: SearchIndex,
  query: ParsedQuery,
  page = 1,
  options: SearchOptions = {},
): SearchResults {
  const results = rankIndex(index, query, page, options)
  if (results.correctedText === null || options.exact) return results
  // A correction is offered only when it finds more: the words as typed that already match pages (all of them, or
  // as many as the corrected ones) are searched as typed ("my child swallowed something" is not rewritten).
  const asTyped = rankIndex(index, query, page, { ...options, exact: true })
  const typedMatches = asTyped.total > 0 && !asTyped.partial
  const correctionFindsMore = !results.partial ? results.total > 0 : results.total > asTyped.total
  return typedMatches || !correctionFindsMore ? asTyped : results
}

function rankIndex(
  index: SearchIndex,
  query: ParsedQuery,
  page: number,
  { settings = NO_SETTINGS, exact = false, kinds, pageSize = SEARCH_PAGE_SIZE, snippets = true }: SearchOptions,
): SearchResults {
  const { help, needs } = helpAndNeeds(settings, query, (word) => index.postings.has(word))
  const allowed = kinds ? new Set(kinds) : null
  const guide = !allowed || allowed.has('guide') ? guideEntry(index, needs) : null
  const empty = { query, correctedText: null, partial: false, total: 0, page: 1, pageCount: 1, hits: [], help }
  if (query.required.length === 0) return empty
  // Typos: a word the index lacks (and that starts no longer word) may be the nearest one it has. A search that asks
  // for help is never rewritten (the reader's words are the help's evidence), nor a word into its own stem
  // ("swallowed" is not a typo of "swallow").
  const fixes = query.words.map((word) => {
    if (
      exact ||
      help.length > 0 ||
      index.postings.has(word) ||
      stopWordsOf(index.lang).has(word) ||
      prefixed(index, word).length > 0 ||
      otherForms(index, word).length > 0
    )
      return word
    const fix = correct(index, word)
    return fix && !word.startsWith(fix) ? fix : word
  })
  const required = new Set(query.required)
  // Concepts: phrases of synonym groups (longest first; as typed, else with typos fixed), else single words. A
  // synonym phrase is looked up before typos are fixed: "myocardial" is a word of the group, not a typo.
  const synonymAt = (words: string[], i: number) =>
    settings.synonyms.get(words[i]!)?.find(({ phrase }) => phrase.every((w, j) => words[i + j] === w))
  const concepts: Concept[] = []
  const words = [...query.words]
  let corrected = false
  for (let i = 0; i < words.length;) {
    let match = synonymAt(query.words, i)
    if (!match && !exact) {
      match = synonymAt(fixes, i)
      if (match)
        for (let j = i; j < i + match.phrase.length; j++) {
          corrected ||= words[j] !== fixes[j]
          words[j] = fixes[j]!
        }
    }
    if (match) {
      concepts.push({
        typed: true,
        scale: match.phrase.length,
        alternatives: settings.groups[match.group]!.map((phrase) => ({
          words: phrase,
          weight: phrase === match.phrase ? 1 : SYNONYM_WEIGHT,
        })),
      })
      i += match.phrase.length
      continue
    }
    const typed = query.words[i]!
    if (required.has(typed)) {
      corrected ||= fixes[i] !== typed
      const word = (words[i] = fixes[i]!)
      if (!concepts.some((c) => c.scale === 1 && c.alternatives[0]!.words[0] === word)) {
        const alternatives = [{ words: [word], weight: 1 }]
        // A plural also finds its singular ("antidepressants", "antidepressant").
        if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && index.postings.has(word.slice(0, -1)))
          alternatives.push({ words: [word.slice(0, -1)], weight: SYNONYM_WEIGHT })
        // Spanish: its other forms ("diabéticos": "diabético", "diabética"), each worth a synonym.
        for (const form of otherForms(index, word))
          if (!alternatives.some((a) => a.words[0] === form))
            alternatives.push({ words: [form], weight: SYNONYM_WEIGHT })
        concepts.push({ typed: false, scale: 1, alternatives })
      }
    }
    i++
  }
  const n = index.entries.length
  const { total, matched, conceptScore, alternativeScore } = scratch(n)
  const norms = normsOf(index)
  const documents = index.size
  const touched: number[] = []
  const idf = (df: number) => Math.log(1 + (documents - df + 0.5) / (df + 0.5))
  const marks = new Set<string>()
  for (const { alternatives, scale, typed } of concepts) {
    conceptScore.fill(0)
    for (const { words: phrase, weight } of alternatives) {
      alternativeScore.fill(0)
      const hitIds: number[] = []
      // Each alternative as much as the words the reader typed for it: a two-word synonym is not worth two words.
      const per = (weight * scale) / phrase.length
      for (const word of phrase) {
        const terms: Array<[string, number]> = index.postings.has(word) ? [[word, 1]] : []
        // Longer words only for what the reader typed (as you type), not for an editor's synonym.
        if (!typed) for (const longer of prefixed(index, word)) terms.push([longer, PREFIX_WEIGHT])
        for (const [term, termWeight] of terms) {
          const posting = index.postings.get(term)!
          const w = per * termWeight * idf(posting.length)
          marks.add(term)
          const { data } = posting
          for (let k = 0; k < posting.length; k++) {
            const id = data[k * PER_DOCUMENT + SLOT]!
            if (alternativeScore[id] === 0) hitIds.push(id)
            alternativeScore[id]! += w * postingScore(posting, k, norms)
          }
        }
      }
      for (const id of hitIds) if (alternativeScore[id]! > conceptScore[id]!) conceptScore[id] = alternativeScore[id]!
    }
    for (let id = 0; id < n; id++) {
      if (conceptScore[id] === 0) continue
      if (matched[id] === 0) touched.push(id)
      matched[id]!++
      total[id]! += conceptScore[id]!
    }
  }
  let most = 0
  for (const id of touched)
    if (!allowed || allowed.has(index.entries[id]!.source.kind)) most = Math.max(most, matched[id]!)
  if (most === 0 && guide === null) return { ...empty, correctedText: corrected ? words.join(' ') : null }
  const ranked = touched.filter(
    (id) => matched[id] === most && most > 0 && (!allowed || allowed.has(index.entries[id]!.source.kind)),
  )
  if (guide !== null && !ranked.includes(guide)) ranked.push(guide)
  const byScore = (a: number, b: number) =>
    total[b]! - total[a]! || tieBreak(index.entries[a]!.source, index.entries[b]!.source)
  const size = Number.isInteger(pageSize) && pageSize > 0 ? Math.min(pageSize, 100) : SEARCH_PAGE_SIZE
  const pageCount = Math.max(1, Math.ceil(ranked.length / size))
  const current = Number.isInteger(page) ? Math.min(Math.max(1, page), pageCount) : 1
  // Only the best `needed` are put in order (the phrase candidates and the pages up to this one); the rest are only
  // counted. Their cut is found with a numeric sort of the scores alone, much cheaper than ordering every match.
  const needed = Math.max(PHRASE_CANDIDATES, current * size)
  let head = ranked
  if (ranked.length > needed) {
    const scores = Float64Array.from(ranked, (id) => total[id]!).sort()
    const cut = scores[scores.length - needed]!
    head = ranked.filter((id) => total[id]! >= cut || id === guide)
  }
  head.sort(byScore)
  // Phrases: the reader's words in order (and each multi-word synonym) in a field, checked on the best candidates.
  const phraseWords = [
    ...(words.length > 1 ? [words] : []),
    ...concepts.flatMap((c) => c.alternatives.filter((a) => a.words.length > 1).map((a) => a.words)),
  ]
  const phrases = phraseWords.map(joined)
  if (phrases.length > 0) {
    const inBody = phraseWords.map(phraseTester)
    // The body is unpacked once per candidate, and only when the title, summary and headings hold no phrase.
    const inBodyOf = (entry: Entry) => {
      const [text, words] = bodyForPhrases(entry)
      return inBody.some((holds) => holds(text, words))
    }
    const top = head.slice(0, PHRASE_CANDIDATES)
    for (const id of top) {
      const entry = index.entries[id]!
      const bonus = phrases.some((p) => entry.head.includes(p))
        ? 1
        : phrases.some((p) => entry.headings.includes(p))
          ? 0.6
          : inBodyOf(entry)
            ? 0.3
            : 0
      total[id]! *= 1 + bonus
    }
    top.sort(byScore)
    head.splice(0, top.length, ...top)
  }
  // Under the help, the guide that covers it first.
  if (guide !== null) head.unshift(...head.splice(head.indexOf(guide), 1))
  // The reader's words are marked in titles and snippets, not the language's stop words ("de", "en", "the").
  const stop = stopWordsOf(index.lang)
  const matches = wordMatcher(
    [...new Set([...query.words, ...words])].filter((w) => !stop.has(w)),
    new Set([...marks].filter((w) => !stop.has(w))),
  )
  const hits = head
    .slice((current - 1) * size, current * size)
    .map((id) => index.entries[id]!)
    .map(({ source, body }) => ({
      id: idOf(source),
      kind: source.kind,
      title: highlight(source.title, matches),
      href: source.href,
      snippet: snippets ? snippet({ summary: source.summary, body: unpack(body) }, { ...query, words }, matches) : [],
      date: source.date,
    }))
  return {
    query,
    correctedText: corrected ? words.join(' ') : null,
    partial: most < concepts.length,
    total: ranked.length,
    page: current,
    pageCount,
    hits,
    help,
  }
}

/** What a phrase tester reads for an entry's body: its text when its words are ASCII, else its words joined. */
function bodyForPhrases(entry: Entry): [string, true | string] {
  return entry.bodyWords === true ? [unpack(entry.body), true] : ['', unpack(entry.bodyWords)]
}

/** Whether a word of the text is one of the query's (itself, or a longer word it starts). */
function wordMatcher(queryWords: string[], found: ReadonlySet<string> = new Set()): (word: string) => boolean {
  const exact = new Set([...queryWords, ...found])
  const prefixes = [...new Set(queryWords)].filter((w) => Array.from(w).length >= PREFIX_MIN)
  const one = (n: string) => exact.has(n) || prefixes.some((w) => n.startsWith(w))
  return (word) => {
    // Most words are plain ASCII: lower-casing is all their normalisation needs, and bodies have thousands of them.
    if (ASCII_WORD.test(word)) return one(word.toLowerCase())
    return wordsOf(word).some(one)
  }
}

const ASCII_WORD = /^[a-zA-Z0-9]+$/
const ASCII_WORDS = /[a-zA-Z0-9]+/g

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
export function snippet(
  source: Pick<SearchSource, 'summary' | 'body'>,
  query: ParsedQuery,
  matches: (word: string) => boolean,
): Highlighted {
  const summaryMarks = highlight(source.summary, matches)
  const body = source.body
  if (summaryMarks.some((p) => p.mark) || !body.trim()) return summaryMarks
  const positions: Array<{ at: number; word: string }> = []
  // Most bodies are plain ASCII, where a simpler pattern finds the same words much faster.
  for (const m of body.matchAll(ASCII.test(body) ? ASCII_WORDS : WORD)) {
    if (matches(m[0])) positions.push({ at: m.index, word: m[0].toLowerCase() })
    if (positions.length >= MAX_SNIPPET_MATCHES) break
  }
  if (positions.length === 0) return highlight(cut(body, 0), matches)
  // The window starting at each match that holds the most distinct words; the first such wins.
  let best = positions[0]!.at
  let bestCount = 0
  const wanted = new Set(query.words).size
  for (let i = 0; i < positions.length && bestCount < wanted; i++) {
    const seen: string[] = []
    for (let j = i; j < positions.length && positions[j]!.at - positions[i]!.at < SNIPPET_CHARS * 0.7; j++)
      if (!seen.includes(positions[j]!.word)) seen.push(positions[j]!.word)
    if (seen.length > bestCount) {
      bestCount = seen.length
      best = positions[i]!.at
    }
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
  const piece = text.slice(start, end).replace(/\s+/g, ' ').trim()
  return `${start > 0 ? '… ' : ''}${piece}${end < text.length ? ' …' : ''}`
}
