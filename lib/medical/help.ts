/**
 * Which help, if any, a text calls for, read as a reader types it into search: the triage vocabulary's
 * signs (lib/medical/triage.ts: TRIAGE_SEARCH, READING_THRESHOLDS) found in the text, grouped by the help they need,
 * the right help first. Site search turns the result into the editors' cards (lib/search/site-search.ts, helpFor).
 *
 * How a text is read:
 *  - case, accents ("corazón" = "corazon"), apostrophes ("can't" = "cant") and punctuation do not count;
 *  - a sign's pattern is a set of concepts found anywhere in the text, in any order, with any words between
 *    ("i took too many of my pills"); the words of a several-word alternative in order, one word may stand between;
 *  - words split or joined: "my self" is "myself", "heartattack" is "heart attack", "over dose" is "overdose";
 *  - typos: a word of 4 letters or more may be one edit (insert, delete, replace, or swap two neighbours) from a word of
 *    the vocabulary, from 8 letters two edits; a word the reader may mean as written (CALM_WORDS, and the words the
 *    site's own pages use, `known`) is never read as another;
 *  - numbers against the vocabulary's thresholds ("bp 190/125", "190 over 125", "sugar 35", "ketones 3.2",
 *    "fever 101 on chemo");
 *  - Spanish words for the same signs, which make the help Spanish.
 * When unsure it shows help: a false alarm costs a glance, a miss can cost a life. Decisions: docs/search.md.
 */
import {
  CALM_SEARCH,
  CALM_TOPIC,
  NOW_WORDS,
  READING_THRESHOLDS as T,
  SEARCH_CONCEPTS,
  TRIAGE_SEARCH,
  TRIAGE_SIGNS,
  type TriageActionId,
  type TriageSign,
  triageSign,
} from './triage'
import { crisisKindOf } from './crisis-model'
import { LANGUAGES, type ReaderLang } from '@/lib/site/languages'

export type HelpLine = '988' | '911' | 'poison'
/** The language of the help: a reader's language, each with its words in the triage vocabulary. */
export type HelpLanguage = ReaderLang

/** One kind of help a text calls for: its action, the line the reader calls first, the signs found, the language. */
export type HelpNeed = { action: TriageActionId; line: HelpLine; signs: TriageSign[]; lang: HelpLanguage }

export type HelpOptions = {
  /** Words the reader may mean as written (the site's own words): never read as a typo of an alarm word. */
  known?: (word: string) => boolean
  /** Whether the crisis model may speak when no pattern does (on by default; off to test the patterns alone). */
  model?: boolean
}

/**
 * Words a reader may mean as written that are within the typos allowed of a word of the vocabulary: never read as it
 * ("night" is not "tight", "lead" is not "dead", "doing" is not "dying"). They are the words of the site's seed pages
 * and of the calm searches that are that near (the test beside this file finds any new one); search adds every word
 * of the site's pages at run time (`known`).
 */
export const CALM_WORDS = new Set(
  (
    ' ahead aids antidepressant  babe  bake balanced batter battle beach bead bear beds been ' +
    'bench bendy bill bleep bleeping blend blending block blocked blues blur bond bone both  ' +
    'bots brath breach  breed breeding brushing butter cake cancers case cera changing charm ' +
    'cheat chess chile chili clasping cleaned clearer cleft closer  clue coking color  confuse ' +
    ' confusing concussion controls cook  counting cover cura cushing dash  deaf deal dean dear deck  ' +
    'delivers depressed dies difficult doing dome donor  dope  doze dread drink dropping ' +
    'dumb dummy dust dwelling dyeing dyes echo education eight errors ever  exists fact fade fail ' +
    ' fake  farm  feed feeding feelings feels feet fight fill  fish five ' +
    'fluids flushing foot frightening  fruits fuel gain gains gene gill gives glue goes ' +
    ' grasping grouping grown hablan hands heads heal healing   hecho  ' +
    'hide highs hill hills   hose hunt hurl hyperglycemia infection  international jest ' +
    'joint  keto kiln kinds lace lack  lard larger  lead leak lets  lever licking ' +
    'lies  light limiting line lining linked lisp lived liver lives look lose loved ' +
    'loving lows  lying mail main  mass match mater menus metal  mill  mistaken ' +
    'mistakes month mood moods moria motion  movies mowing must near newer  nights none ' +
    '  noting olive other pace paid pail painting pair part passes past pasted patch paused peck ' +
    'peeing peer petal pick picking pies pile piles plain plans  play pleasure points polls poor ' +
    'pose position print prison pulls purposes pushing putting  quite race rain rake rapid rare ' +
    'rarely rays reaching reactive read  reasons reduce reduces reduction regnant rejecting ' +
    'responded responds response responsible rights rose roving rushing sail saint sake sallow   ' +
    'sections seeking sell selling send sever shallow share   shopping  shots sides ' +
    ' sign sing site sitting size sizing skill skip slips slots smell smelling sniff some south spain ' +
    'spelling sports spot spreading staff standing starting step stepped stoke stops strike   ' +
    'sugary swapping  swilling symptom table tables tail takes taking talks tape task tead  ' +
    'rate rated raced taped tend tense there thing thinks threat ticking ties till times   toma tool cortarla cortarlo cortarlas cortarlos    ' +
    'treatments usable vain vary visions  voice wade waist wait wakes  walks warm wash wave ' +
    'wear week weigh weighs    while whose wide  word works worse wort years '
  )
    .split(/\s+/)
    .filter(Boolean),
)

type Alternative = {
  /** Its words, in order (one for a single word). */
  words: string[]
  /** The words joined, for split and joined forms. */
  joined: string
  /** The  word is a stem: any word starting with it. */
  stem: boolean
  /** A number of at least this much ("#10+"). */
  minNumber?: number
}
/** `key`: its alternatives as written; the same concept in many patterns is read once a search. */
type Concept = { alternatives: Alternative[]; negated: boolean; key: string }
type Pattern = {
  sign: TriageSign
  lang: HelpLanguage
  topic: boolean
  /** The search  nothing else: its words are the pattern's and FILLER ("cutting" alone, not "cutting boards"). */
  alone?: Set<string>
  concepts: Concept[]
}

function compileAlternative(text: string): Alternative {
  const number = /^#(\d+)\+$/.exec(text)
  if (number) return { words: [], joined: '', stem: false, minNumber: Number(number[1]) }
  const stem = text.endsWith('*')
  const words = text.replace(/\*$/, '').split(' ').filter(Boolean)
  return { words, joined: words.join(''), stem }
}

/** A pattern with its named concepts ("@intent") written out as their alternatives. */
export function expandConcepts(source: string): string {
  return source.replace(/@([a-z][a-z-]*)/g, (_, name: string) => {
    const alternatives = SEARCH_CONCEPTS[name]
    if (!alternatives) throw new Error(`Unknown search concept @${name}`)
    return alternatives
  })
}

function compilePattern(sign: TriageSign, lang: HelpLanguage, written: string): Pattern {
  const source = expandConcepts(written)
  const topic = source.startsWith('~')
  const alone = source.startsWith('=')
  const concepts = source
    .replace(/^[~=]/, '')
    .split(' + ')
    .map((part) => {
      const negated = part.startsWith('!')
      const alternatives = part
        .replace(/^!/, '')
        .split('|')
        .map((alt) => compileAlternative(alt.replace(/^~/, '').trim()))
      return { alternatives, negated, key: part.replace(/^!/, '') }
    })
  if (!alone) return { sign, lang, topic, concepts }
  const words = new Set(concepts.flatMap((c) => c.alternatives.flatMap((alt) => alt.words)))
  return { sign, lang, topic, alone: words, concepts }
}

/** Words a search may hold beside an "alone" pattern's words ("i just want to dye", "i cant go on anymore"). */
const FILLER = new Set(
  'i im me my a an the so just really very am is are was be do does it this that like feel feeling now today tonight anymore any more longer again still bad badly help please how to stop quit and or of with'.split(
    ' ',
  ),
)

const SIGN_ORDER = new Map(TRIAGE_SIGNS.map((sign, i) => [sign.id, i]))

const PATTERNS: Pattern[] = TRIAGE_SIGNS.flatMap((sign) => {
  const words = TRIAGE_SEARCH[sign.id]
  if (!words) return []
  return LANGUAGES.flatMap((lang) => (words[lang] ?? []).map((p) => compilePattern(sign, lang, p)))
})

/** Every word of the vocabulary, with whether it is a stem: what a reader's word may be read as. */
/** Calm questions (CALM_SEARCH), compiled as patterns of no sign: they only keep the crisis model quiet. */
const CALM_PATTERNS: Concept[][] = LANGUAGES.flatMap((lang) => CALM_SEARCH[lang]).map(
  (source) => compilePattern(TRIAGE_SIGNS[0]!, 'en', source).concepts,
)

/** A word's letters counted (a-z, then 0-9 and anything else in one slot): a cheap bound on how far two words are. */
function letterCounts(word: string): Uint8Array {
  const counts = new Uint8Array(27)
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i) - 97
    counts[c >= 0 && c < 26 ? c : 26]!++
  }
  return counts
}

/**
 * Whether two words may be within `max` edits by their letters alone: an insert, delete, replace or swap changes at
 * most one letter of either word's letters missing from the other, so more missing letters than `max` rules it out.
 */
function mayBeWithin(a: Uint8Array, b: Uint8Array, max: number): boolean {
  let missing = 0
  for (let i = 0; i < 27; i++) if (a[i]! > b[i]! && (missing += a[i]! - b[i]!) > max) return false
  return true
}

const VOCABULARY: Array<{ word: string; stem: boolean; letters: Uint8Array }> = (() => {
  const seen = new Map<string, boolean>()
  for (const concepts of [...PATTERNS.map((p) => p.concepts), ...CALM_PATTERNS])
    for (const concept of concepts)
      for (const alt of concept.alternatives)
        alt.words.forEach((word, i) => {
          const stem = alt.stem && i === alt.words.length - 1
          seen.set(word, (seen.get(word) ?? false) || stem)
        })
  return [...seen].map(([word, stem]) => ({ word, stem, letters: letterCounts(word) }))
})()

const EXACT_WORDS = new Set(VOCABULARY.filter((v) => !v.stem).map((v) => v.word))
const ALL_WORDS = new Set(VOCABULARY.map((v) => v.word))
const STEMS = VOCABULARY.filter((v) => v.stem).map((v) => v.word)
/** The vocabulary's whole words (not stems) by length: what a reader's word may be a typo of. */
const BY_LENGTH = (() => {
  const out = new Map<number, Array<{ word: string; letters: Uint8Array }>>()
  for (const v of VOCABULARY) if (!v.stem) out.set(v.word.length, [...(out.get(v.word.length) ?? []), v])
  return out
})()

/** Edits allowed between a reader's word and a vocabulary word of this length. */
export function editsAllowed(length: number): number {
  return length >= 8 ? 2 : length >= 4 ? 1 : 0
}

/** Optimal string alignment distance (insert, delete, replace, swap two neighbours), or max + 1 once over max. */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let prevPrev: number[] = []
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prevPrev[j - 2]! + 1)
      row.push(d)
      if (d < best) best = d
    }
    if (best > max) return max + 1
    prevPrev = prev
    prev = row
  }
  return prev[b.length]!
}

/** The text as the matcher reads it: lower case, no accents or apostrophes. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/\p{M}+/gu, '')
    .replace(/\bod['’‘`´]d\b/g, 'overdosed')
    .replace(/['’‘`´]/g, '')
}

// Words of letters and digits ("a1c" is a word); a number may have decimals and a unit letter ("38,5", "101f").
const TOKEN = /[a-z0-9]+(?:[.,]\d+[fc]?)?/g
const NUMBER = /^\d+(?:[.,]\d+)?[fc]?$/
const isNumber = (token: string) => NUMBER.test(token)
const numberOf = (token: string) => Number(token.replace(',', '.').replace(/[fc]$/, ''))

type Reading = {
  tokens: string[]
  folded: string
  /** Per word of the text, the vocabulary words it may be read as. */
  matches: Array<Set<string>>
  /** Every vocabulary word some word of the text may be read as. */
  all: Set<string>
  /** The text's words alone and joined two or three at a time ("my self" → "myself"). */
  spans: Set<string>
  /** Its words that may be typos (not calm, not numbers), for one word typed for several ("heartattak"). */
  loose: string[]
  numbers: number[]
  /** Concepts already read in this text, by key (the shared "@" concepts recur across patterns). */
  concepts: Map<string, boolean>
}

/** Per word, the vocabulary words it may be read as; kept across searches (a reader's words repeat). */
const typoCache = new Map<string, ReadonlySet<string>>()
const TYPO_CACHE_MAX = 5000

function readToken(token: string, calm: boolean): ReadonlySet<string> {
  const key = calm ? `=${token}` : token
  let found = typoCache.get(key)
  if (found) return found
  const out = new Set<string>()
  if (ALL_WORDS.has(token)) out.add(token)
  for (const stem of STEMS) if (token.startsWith(stem)) out.add(stem)
  if (!calm) {
    const letters = letterCounts(token)
    // Only words within two letters of its length can be within two edits of it.
    for (let length = token.length - 2; length <= token.length + 2; length++)
      for (const { word, letters: wordLetters } of BY_LENGTH.get(length) ?? []) {
        if (word === token) continue
        const max = editsAllowed(Math.min(token.length, word.length))
        if (max > 0 && mayBeWithin(letters, wordLetters, max) && typoDistance(token, word, max) <= max) out.add(word)
      }
  }
  if (typoCache.size >= TYPO_CACHE_MAX) typoCache.clear()
  typoCache.set(key, (found = out))
  return found
}

/**
 * Shorthand and typos too short for the typo rule that readers in a hurry type ("cnt breath", "i wnt to die"), and an
 * age typed onto its number ("2yo", "18mo"): a child's is read as "kid" (a child who swallowed something).
 */
const SHORTHAND: Readonly<Record<string, string>> = {
  wnt: 'want',
  wan: 'want',
  cnt: 'cant',
  cnat: 'cant',
  dnt: 'dont',
  hlep: 'help',
  brth: 'breath',
  kil: 'kill',
  slf: 'self',
  u: 'you',
  ur: 'your',
  pls: 'please',
  dei: 'die',
  kiero: 'quiero',
  kieres: 'quieres',
  aki: 'aqui',
  k: 'que',
  q: 'que',
  xq: 'porque',
  pq: 'porque',
  plz: 'please',
}

/** A text's words as the matcher and the crisis model read them: folded, shorthand written out. */
export function readTokens(text: string): string[] {
  return (foldText(text).match(TOKEN) ?? []).map(plainToken)
}

function plainToken(token: string): string {
  const age = /^(\d+)(yo|yr|yrs|y)$/.exec(token)
  if (age) return Number(age[1]) < 13 ? 'kid' : 'adult'
  if (/^\d+(mo|mos|m)$/.test(token)) return 'baby'
  return Object.hasOwn(SHORTHAND, token) ? SHORTHAND[token]! : token
}

function read(text: string, known?: (word: string) => boolean): Reading {
  const folded = foldText(text)
  const tokens = (folded.match(TOKEN) ?? []).map(plainToken)
  const all = new Set<string>()
  const spans = new Set<string>()
  const loose: string[] = []
  const numbers: number[] = []
  const matches = tokens.map((token, i) => {
    if (isNumber(token)) {
      numbers.push(numberOf(token))
      return new Set<string>()
    }
    // A word of the vocabulary, a calm word or a word of the site's pages is read as written, never as a typo.
    const calm = token.length < 4 || EXACT_WORDS.has(token) || CALM_WORDS.has(token) || Boolean(known?.(token))
    if (!calm) loose.push(token)
    let joined = ''
    for (let m = 0; m < 3 && i + m < tokens.length && !isNumber(tokens[i + m]!); m++)
      spans.add((joined += tokens[i + m]))
    const found = readToken(token, calm)
    for (const word of found) all.add(word)
    return found as Set<string>
  })
  return { tokens, folded, matches, all, spans, loose, numbers, concepts: new Map() }
}

/** Whether the alternative's words stand in order from token i, one other word allowed between two of them. */
function inOrderAt(r: Reading, words: string[], i: number): boolean {
  if (!r.matches[i]!.has(words[0]!)) return false
  let at = i + 1
  for (let k = 1; k < words.length; k++) {
    if (at < r.tokens.length && r.matches[at]!.has(words[k]!)) at++
    else if (at + 1 < r.tokens.length && r.matches[at + 1]!.has(words[k]!)) at += 2
    else return false
  }
  return true
}

/** Whether the text holds the alternative: its words in order, or split or joined ("my self", "heartattack"). */
function holds(r: Reading, alt: Alternative): boolean {
  if (alt.minNumber !== undefined) return r.numbers.some((n) => n >= alt.minNumber!)
  const single = alt.words.length === 1
  if (single && r.all.has(alt.words[0]!)) return true
  if (!single && alt.words.every((w) => r.all.has(w)))
    for (let i = 0; i < r.tokens.length; i++) if (inOrderAt(r, alt.words, i)) return true
  if (alt.stem) {
    for (const span of r.spans) if (span.startsWith(alt.joined)) return true
  } else if (r.spans.has(alt.joined)) return true
  // One word typed for several, with a typo ("heartattak"): one edit at most, and the same first letter.
  if (!single && !alt.stem)
    for (const token of r.loose)
      if (token[0] === alt.joined[0] && Math.abs(token.length - alt.joined.length) <= 1)
        if (typoDistance(token, alt.joined, 1) <= 1) return true
  return false
}

function conceptIn(r: Reading, concept: Concept): boolean {
  let found = r.concepts.get(concept.key)
  if (found === undefined) r.concepts.set(concept.key, (found = concept.alternatives.some((alt) => holds(r, alt))))
  return found
}

const hasToken = (r: Reading, words: readonly string[], stems: readonly string[] = []) =>
  r.tokens.some((t) => words.includes(t) || stems.some((s) => t.startsWith(s)))

const BP_WORDS = ['bp', 'pressure', 'presion', 'tension', 'systolic', 'sistolica', 'hypertension', 'hipertension']
const PREGNANCY_WORDS = ['pregnant', 'preggo', 'postpartum', 'posparto', 'embarazada', 'embarazo', 'preeclampsia']
const BP_SYMPTOMS = [
  'headache',
  'chest',
  'breath',
  'breathe',
  'breathing',
  'vision',
  'blurry',
  'blurred',
  'seeing',
  'spots',
  'numb',
  'numbness',
  'weak',
  'weakness',
  'speak',
  'speaking',
  'talk',
  'talking',
  'confused',
  'confusion',
  'back',
  'nosebleed',
  'cabeza',
  'pecho',
  'borrosa',
  'respirar',
  'aire',
  'debil',
  'hablar',
  'confundido',
  'confundida',
]
const SUGAR_WORDS = ['sugar', 'sugars', 'glucose', 'bg', 'bs', 'glucosa', 'azucar', 'glucemia', 'glycemia']
const NOT_A_READING = [
  'g',
  'grams',
  'gram',
  'gramos',
  'carbs',
  'teaspoons',
  'cups',
  'percent',
  'free',
  'libre',
  'calories',
  'kcal',
  'cal',
  'ml',
  'oz',
  // A time, not a reading: "glucose test 28 weeks", "azucar 45 minutos despues de comer".
  ...['week', 'weeks', 'wk', 'wks', 'semana', 'semanas', 'month', 'months', 'mes', 'meses', 'year', 'years'],
  ...['yr', 'yrs', 'ano', 'anos', 'day', 'days', 'dia', 'dias', 'minutes', 'mins', 'minutos', 'hours', 'horas'],
]
const DKA_SYMPTOMS = ['vomit', 'vomiting', 'throwing', 'puking', 'belly', 'stomach', 'fast', 'vomitando', 'vomito']
const TEMP_WORDS = ['temp', 'temperature', 'fever', 'fiebre', 'temperatura', 'degrees', 'grados', 'f', 'c']
const CHEMO_STEMS = ['chemo', 'quimio', 'neutropen']
const OXYGEN_WORDS = ['oxygen', 'o2', 'spo2', 'sats', 'sat', 'saturation', 'oximeter', 'ox', 'oxigeno', 'saturacion']
const PULSE_WORDS = ['pulse', 'hr', 'bpm', 'heartrate', 'heartbeat', 'palpitations', 'pulso']
// With "heart" only: "heart racing 180", "heart rate 190", "heart beating 200".
const HEART_PULSE_WORDS = ['rate', 'racing', 'beating', 'pounding', 'beat', 'beats']
// A fast pulse during exercise is expected: "max heart rate 180", "heart rate 165 running".
const EXERCISE_WORDS = [
  'exercise',
  'exercising',
  'workout',
  'run',
  'running',
  'runner',
  'jogging',
  'gym',
  'cardio',
  'max',
  'maximum',
  'target',
  'zone',
  'zones',
  'training',
  'treadmill',
  'hiit',
  'cycling',
  'bike',
  'peak',
  'walking',
  'hiking',
  'swimming',
]
const NOT_A_PERCENT = [
  'l',
  'liter',
  'liters',
  'litres',
  'lpm',
  'minutes',
  'min',
  'mins',
  'hours',
  'psi',
  'feet',
  'ft',
  'tank',
]

// One of two numbers in a row ("180/125" is a blood pressure, not a pulse of 125).
const inPair = (r: Reading, j: number) => isNumber(r.tokens[j - 1] ?? '') || isNumber(r.tokens[j + 1] ?? '')

/** Numbers right after a context word (within `after` words), or right before it: "oxygen 85", "88 sats", "180 bpm". */
function numbersBy(r: Reading, context: readonly string[], after = 3): number[] {
  const out: number[] = []
  r.tokens.forEach((t, i) => {
    if (!context.includes(t)) return
    for (let j = Math.max(0, i - 1); j <= Math.min(r.tokens.length - 1, i + after); j++)
      if (j !== i && isNumber(r.tokens[j]!) && !NOT_A_PERCENT.includes(r.tokens[j + 1] ?? '') && !inPair(r, j))
        out.push(numberOf(r.tokens[j]!))
  })
  return out
}

/** The number right after a context word (within `after` words), or right before it, that is a reading. */
function readingsNear(r: Reading, context: readonly string[], stems: readonly string[] = [], after = 3): number[] {
  const out: number[] = []
  r.tokens.forEach((t, i) => {
    if (!context.includes(t) && !stems.some((s) => t.startsWith(s))) return
    for (let j = Math.max(0, i - 1); j <= Math.min(r.tokens.length - 1, i + after); j++) {
      const n = r.tokens[j]!
      if (j === i || !isNumber(n)) continue
      if (r.tokens[j - 1] === 'type' || r.tokens[j - 1] === 'tipo') continue
      if (NOT_A_READING.includes(r.tokens[j + 1] ?? '')) continue
      out.push(numberOf(n))
    }
  })
  return out
}

// A low reading the reader cannot treat by mouth: 911 (ADA, level 3).
const LOW_SUGAR_SEVERE = [
  'passed',
  'unconscious',
  'seizure',
  'seizing',
  'swallow',
  'confused',
  'unresponsive',
  'wake',
  'fainted',
  'collapsed',
  'tragar',
  'reacciona',
  'despierta',
  'confundido',
  'confundida',
]
const LEVEL_2 = TRIAGE_SIGNS.some((s) => s.id === 'low-blood-sugar-level-2')
  ? 'low-blood-sugar-level-2'
  : 'low-blood-sugar-severe'
const INFANT_FEVER_WORDS = ['fever', 'fiebre', 'feverish', 'calentura', 'temp', 'temperature', 'temperatura']
const WEEK_WORDS = ['week', 'weeks', 'wk', 'wks', 'semana', 'semanas']
const MONTH_WORDS = ['month', 'months', 'mo', 'mes', 'meses']

/** A baby's age under 3 months: "newborn", "recien nacido", "6 week old", "bebe de 1 mes", "2 months old". */
function youngerThanThreeMonths(r: Reading): boolean {
  if (hasToken(r, ['newborn']) || /\brecien nacid/.test(r.folded)) return true
  return r.tokens.some((t, i) => {
    if (!isNumber(t)) return false
    const unit = r.tokens[i + 1] ?? ''
    const n = numberOf(t)
    return (WEEK_WORDS.includes(unit) && n < 13) || (MONTH_WORDS.includes(unit) && n < 3)
  })
}

/** Signs given as numbers: blood pressure, blood sugar, ketones, a temperature during chemotherapy. */
function readingSigns(r: Reading): string[] {
  const out: string[] = []
  const pregnant =
    hasToken(r, PREGNANCY_WORDS, ['pregnan', 'embarazad']) || /\b(gave birth|had a baby|di a luz)\b/.test(r.folded)
  // Blood pressure: "190/125", "190 over 125", or a top number after "bp".
  let top = 0
  let bottom = 0
  for (const m of r.folded.matchAll(/\b(\d{2,3})\s*(?:\/|\\|over|sobre|x)\s*(\d{2,3})\b/g)) {
    const a = Number(m[1])
    const b = Number(m[2])
    if (a >= 70 && a <= 300 && b >= 30 && b <= 200 && a > b) {
      top = Math.max(top, a)
      bottom = Math.max(bottom, b)
    }
  }
  if (top === 0 && hasToken(r, BP_WORDS))
    for (const n of readingsNear(r, BP_WORDS)) if (n >= 70 && n <= 300) top = Math.max(top, n)
  if (top > 0) {
    if (pregnant && (top >= T.pregnancyBpTop || bottom >= T.pregnancyBpBottom)) out.push('pregnancy-severe')
    else if (pregnant && (top >= T.pregnancyRaisedTop || bottom >= T.pregnancyRaisedBottom))
      out.push('pregnancy-raised-bp')
    else if (top >= T.bpTop || bottom >= T.bpBottom)
      out.push(hasToken(r, BP_SYMPTOMS) ? 'bp-very-high-symptoms' : 'bp-very-high-no-symptoms')
  }
  // Blood sugar: mmol/L when the reader says so, writes a decimal or a whole number under 20 (no one types a reading
  // under 20 mg/dL), else mg/dL (the US unit).
  const mmol = r.tokens.includes('mmol')
  for (const n of readingsNear(r, SUGAR_WORDS)) {
    const mgDl = mmol || n < 20 || (!Number.isInteger(n) && n <= 33) ? n * T.mgDlPerMmol : n
    // Under 54 and awake is treated at once with fast sugar (the 15-15 rule); 911 when the reader cannot treat it.
    if (mgDl > 0 && mgDl < T.sugarLowMgDl)
      out.push(hasToken(r, LOW_SUGAR_SEVERE, ['desmay', 'convuls', 'inconscien']) ? 'low-blood-sugar-severe' : LEVEL_2)
    else if (mgDl > 0 && mgDl < 70 && hasToken(r, LOW_SUGAR_SEVERE, ['desmay', 'convuls', 'inconscien']))
      out.push('low-blood-sugar-severe')
    else if (mgDl >= 250 && hasToken(r, DKA_SYMPTOMS)) out.push('dka')
    else if (mgDl > T.sugarHighMgDl && mgDl <= 2000) out.push('high-blood-sugar')
  }
  // An oxygen level on a finger meter, in percent: 92 or less (50 and up: a lower number is not a meter's reading).
  for (const n of numbersBy(r, OXYGEN_WORDS)) if (n >= 50 && n <= T.oxygenLow) out.push('low-oxygen')
  // A pulse at rest: 150 or more the ER now, over 120 the same day; calm during exercise.
  const pulseWords = hasToken(r, ['heart', 'corazon']) ? [...PULSE_WORDS, ...HEART_PULSE_WORDS] : PULSE_WORDS
  if (!hasToken(r, EXERCISE_WORDS))
    for (const n of numbersBy(r, pulseWords)) {
      if (n >= T.pulseEr && n <= 300) out.push('very-fast-heartbeat')
      else if (n > T.pulseSameDay && n < T.pulseEr) out.push('fast-heartbeat')
    }
  // Ketones: blood in mmol/L; a number of 10 or more is a urine strip's mg/dL (40 is moderate).
  for (const n of readingsNear(r, [], ['ketone', 'cetona'])) {
    if (n >= 10) {
      if (n >= 40 && n <= 160) out.push('ketones')
    } else if (n >= T.ketonesEr) out.push('dka')
    else if (n >= T.ketonesTeam) out.push('ketones')
  }
  // A baby under 3 months old with a fever ("6 week old", "bebe de 1 mes"): a fever word or a reading of 38 °C or
  // 100.4 °F or more.
  if (hasToken(r, INFANT_FEVER_WORDS) && youngerThanThreeMonths(r)) {
    const hot = readingsNear(r, TEMP_WORDS, [], 4).some(
      (n) => (n >= T.feverC && n <= 43) || (n >= T.feverF && n <= 110),
    )
    if (hot || hasToken(r, ['fever', 'fiebre', 'feverish', 'calentura'])) out.push('infant-fever')
  }
  // A temperature during chemotherapy, in °F or °C.
  if (hasToken(r, ['chemotherapy', 'quimioterapia'], CHEMO_STEMS) && hasToken(r, TEMP_WORDS))
    for (const n of readingsNear(r, TEMP_WORDS, [], 4))
      if ((n >= T.feverC && n <= 43) || (n >= T.feverF && n <= 110)) out.push('fever-in-chemo')
  return out
}

const ES_MARKERS = new Set(
  'de el la los las del al me mi se que con por para y un una unas unos tengo tiene esta estoy quiero puedo muy mucho ayuda azucar presion glucosa cetonas fiebre dolor cabeza pecho bebe embarazada hijo hija nino nina esposo esposa'.split(
    ' ',
  ),
)
const EN_MARKERS = new Set(
  'the my i is and of to a in on with not cant dont hes shes he she have has am are it for took was sugar blood pressure fever pregnant pain chest baby son husband wife kid'.split(
    ' ',
  ),
)

/** Words of the vocabulary in one language only ("suicidio", "suicide"). */
const ONLY_IN = (() => {
  const words = { es: new Set<string>(), en: new Set<string>() }
  for (const p of PATTERNS)
    for (const c of p.concepts) for (const alt of c.alternatives) for (const w of alt.words) words[p.lang].add(w)
  return {
    es: new Set([...words.es].filter((w) => !words.en.has(w))),
    en: new Set([...words.en].filter((w) => !words.es.has(w))),
  }
})()

/**
 * The language of a text: Spanish when more of its words are Spanish than English (common words, the vocabulary's
 * words of one language, and letters only Spanish writes: "convulsión", "¿").
 */
export function languageOf(text: string): HelpLanguage {
  const tokens = foldText(text).match(TOKEN) ?? []
  const accents = (text.match(/[ñáéíóú¿¡]/giu) ?? []).length
  const es = tokens.filter((t) => ES_MARKERS.has(t) || ONLY_IN.es.has(t)).length + accents
  const en = tokens.filter((t) => EN_MARKERS.has(t) || ONLY_IN.en.has(t)).length
  return es > en ? 'es' : 'en'
}

type Bucket = { action: TriageActionId; line: HelpLine }
/** The order help is shown in: an emergency, then thoughts of suicide, the ER or a team, Poison Control, today. */
const BUCKETS: Bucket[] = [
  { action: 'call-911', line: '911' },
  { action: 'call-988', line: '988' },
  { action: 'er-or-team-now', line: '911' },
  { action: 'poison-control', line: 'poison' },
  { action: 'same-day', line: '911' },
]
/**
 * Whether a 911 sign is harm already happening, which with thoughts of suicide still puts 911 first: every 911 sign
 * but an overdose that is only planned ("want to overdose", nothing taken yet) and danger from the thoughts themselves.
 */
const acute = (sign: TriageSign, r: Reading) =>
  sign.action === 'call-911' &&
  sign.id !== 'suicide-danger' &&
  ((sign.id !== 'overdose' && sign.id !== 'overdose-on-purpose') || hasToken(r, TAKEN))
/** Words that say a dose was already taken ("took 30", "se tomo"), not only planned. */
const TAKEN = ['took', 'taken', 'swallowed', 'overdosed', 'ate', 'downed', 'popped', 'tome', 'tomo', 'trago', 'tomado']
// Thoughts of suicide and danger from them are one need: the 988 card first, 911 in its lines.
const bucketOf = (sign: TriageSign) =>
  BUCKETS.findIndex((b) => b.action === (sign.id === 'suicide-danger' ? 'call-988' : sign.action))

/**
 * The help a text calls for, the right help first: a medical emergency (911) before thoughts of suicide or
 * self-harm (988, which tells to call 911 in danger), the ER or a specialist team now, Poison Control (a poisoning
 * by accident with no sign of being unwell; on purpose, unwell or an overdose of unknown intent is 911), then care
 * the same day. Empty when the text names no sign.
 */
export function helpFor(text: string, options: HelpOptions = {}): HelpNeed[] {
  if (!text || !/[\p{L}\p{N}]/u.test(text)) return []
  const r = read(text.slice(0, 400), options.known)
  if (r.tokens.length === 0) return []
  // A definition asked ("what is a mini stroke", "qué es un derrame") is calm for a topic, as a risk or a cause is.
  const asksWhatItIs = /\b(what is|what are|whats|que es|que son|que significa)\b/.test(r.tokens.join(' '))
  const calmTopic = (asksWhatItIs || r.tokens.some((t) => CALM_TOPIC.has(t))) && !r.tokens.some((t) => NOW_WORDS.has(t))
  const found = new Map<string, TriageSign>()
  // Signs found through their Spanish and their English words: the help's language.
  const byLanguage = Object.fromEntries(LANGUAGES.map((lang) => [lang, new Set<string>()])) as Record<
    HelpLanguage,
    Set<string>
  >
  // A pattern whose words are all there but that its calm words (or a calm topic) rule out: the text was read and
  // judged calm, so the crisis model does not overrule it ("want to end it with my boyfriend").
  let judgedCalm = false
  for (const pattern of PATTERNS) {
    if (byLanguage[pattern.lang].has(pattern.sign.id)) continue
    if (pattern.topic && calmTopic) {
      judgedCalm ||= pattern.concepts.every((c) => c.negated || conceptIn(r, c))
      continue
    }
    if (
      pattern.alone &&
      !r.tokens.every((t, i) => FILLER.has(t) || [...r.matches[i]!].some((w) => pattern.alone!.has(w)))
    )
      continue
    if (!pattern.concepts.every((c) => conceptIn(r, c) !== c.negated)) {
      judgedCalm ||= pattern.concepts.every((c) => c.negated || conceptIn(r, c))
      continue
    }
    found.set(pattern.sign.id, pattern.sign)
    byLanguage[pattern.lang].add(pattern.sign.id)
  }
  for (const id of readingSigns(r)) {
    const sign = TRIAGE_SIGNS.find((s) => s.id === id)
    if (sign) found.set(id, sign)
  }
  if (found.size === 0) {
    // No pattern knows these words: the crisis model may still read them as a crisis (when unsure, show help).
    judgedCalm ||= CALM_PATTERNS.some((concepts) => concepts.every((c) => conceptIn(r, c) !== c.negated))
    const kind = judgedCalm || options.model === false ? null : crisisKindOf(r.tokens)
    if (!kind) return []
    const sign = triageSign(kind === 'suicide' ? 'suicidal-thoughts' : 'possible-emergency')
    if (sign) found.set(sign.id, sign)
    if (found.size === 0) return []
  }
  const overridden = new Set([...found.values()].flatMap((s) => s.overrides ?? []))
  const signs = [...found.values()]
    .filter((s) => !overridden.has(s.id))
    .sort((a, b) => SIGN_ORDER.get(a.id)! - SIGN_ORDER.get(b.id)!)
  // The language with the most signs found; on a tie, the language of the text's words.
  const [first, second] = LANGUAGES.map((l) => ({ l, signs: byLanguage[l].size })).sort((a, b) => b.signs - a.signs)
  const lang: HelpLanguage = first!.signs > (second?.signs ?? -1) ? first!.l : languageOf(text)
  const needs: HelpNeed[] = []
  BUCKETS.forEach((bucket, b) => {
    const inBucket = signs.filter((s) => bucketOf(s) === b)
    if (inBucket.length > 0) needs.push({ ...bucket, signs: inBucket, lang })
  })
  // Thoughts of suicide or self-harm put 988 first, its lines saying 911 in danger, unless something is already
  // happening that 911 must answer (a dose taken, someone not breathing, bleeding, a seizure).
  const crisis = needs.findIndex((n) => n.action === 'call-988')
  if (crisis > 0 && !signs.some((s) => acute(s, r))) needs.unshift(...needs.splice(crisis, 1))
  return needs
}

/** The words of the vocabulary (stems with their "*"): for tests and tools. */
export function vocabularyWords(): string[] {
  return VOCABULARY.map(({ word, stem }) => (stem ? `${word}*` : word))
}
