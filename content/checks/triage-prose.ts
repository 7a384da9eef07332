/**
 * The triage vocabulary (./triage.ts) applied to every line a reader can see, not only the get-help card and the
 * callout boxes: each paragraph, list item and table row of a document's Portable Text, and each plain text field
 * (an FAQ answer, a screening line, a resource tip, a search help card). A line that names a warning sign and tells
 * the reader what to do must give that sign an action at least as urgent as the vocabulary's, and a sign that calls
 * for help at any reading must not be made to depend on a blood pressure reading.
 *
 * The judgement of one line is the vocabulary's own (`checkCallout`, on the line and the line it hangs from). Three
 * rules look wider than one line:
 *  - a list item under a lead-in ("Call 911 if the top number is 180 or more and you have:") is also read as a
 *    sudden symptom, because a reader whose arm went numb suddenly finds "numbness or weakness" in that list and
 *    waits for a reading, where the stroke sign calls for 911 at any reading;
 *  - a sign that needs help now, given that help only at a high reading somewhere in a document, must also be given
 *    it without a reading (and without another condition such as pregnancy) somewhere in the same document;
 *  - an overdose sent to Poison Control rather than 911 must say that it was taken by accident: an overdose taken
 *    on purpose needs 911 even when the person seems well (America's Poison Centers, "When to call 911"; 988
 *    Suicide & Crisis Lifeline).
 */
import {
  actionsIn,
  CARD_TIER_TITLES,
  CARD_TIERS,
  checkCallout,
  checkGetHelpCard,
  signsIn,
  READING_THRESHOLDS,
  TRIAGE_ACTIONS,
  TRIAGE_SIGNS,
  type TriageActionId,
  type TriageContradiction,
  type TriageSign,
} from '@/lib/medical/triage'

/** One line a reader sees, with the line it hangs from and the actions it tells the reader to take. */
export type TextLine = {
  where: string
  text: string
  /** The line before a list that the list's items complete ("Call 911 if you have:"), or ''. */
  leadIn: string
  /** The line's own actions, else its lead-in's (a list item), else the card tier's. */
  actions: TriageActionId[]
  kind: 'card' | 'box' | 'prose'
  /** A list item: it completes its lead-in. */
  item: boolean
}

type Node = Record<string, unknown>

// Fields that hold no sentence a reader reads as advice: identifiers, links, search phrases, sources and images.
const NOT_READER_TEXT = new Set([
  '_id',
  '_type',
  '_key',
  '_ref',
  '_createdAt',
  '_updatedAt',
  '_rev',
  'slug',
  'url',
  'href',
  'tel',
  'icon',
  'color',
  'style',
  'listItem',
  'marks',
  'markDefs',
  'phrases',
  'covers',
  'synonyms',
  'terms',
  'references',
  'image',
  'photo',
  'asset',
  'metadata',
  'number',
  'getHelp',
])

// The blood pressure readings the vocabulary acts on (180/120; 160/110 in pregnancy), as numbers in a line.
const { bpTop, bpBottom, pregnancyBpTop, pregnancyBpBottom } = READING_THRESHOLDS
const BP_READING = new RegExp(`\\b(${[bpTop, bpBottom, pregnancyBpTop, pregnancyBpBottom].join('|')})\\b`)
const WHATEVER_READING = /\bwhatever (your|the) reading\b|\bat any reading\b/i
const ACCIDENT = /\bby (accident|mistake)\b|\baccidental(ly)?\b/i

// The conditions the vocabulary attaches to some signs (pregnancy, chemotherapy, weight-loss surgery, a recent
// birth): a line under one of them speaks to those readers only.
const CONDITIONS: readonly RegExp[] = TRIAGE_SIGNS.flatMap((sign) => (sign.context ? [sign.context] : [])).filter(
  (context, index, all) => all.findIndex((other) => other.source === context.source) === index,
)

// Signs defined by a reading (160/110 in pregnancy, 180/120), as their labels say: the reading is their point.
const READING_SIGNS = new Set(TRIAGE_SIGNS.filter((sign) => BP_READING.test(sign.label)).map((sign) => sign.id))

// The overdose signs whose least action is Poison Control, and the signs they take the place of.
const POISON_SIGNS = new Set(
  TRIAGE_SIGNS.filter((sign) => sign.action === 'poison-control').flatMap((sign) => [
    sign.id,
    ...(sign.overrides ?? []),
  ]),
)

const POISON_SOURCE = TRIAGE_SIGNS.find((s) => s.action === 'poison-control')?.source ?? "America's Poison Centers"

function blockText(block: Node): string {
  const children = Array.isArray(block.children) ? (block.children as Node[]) : []
  return children.map((child) => (typeof child.text === 'string' ? child.text : '')).join('')
}

const isLeadIn = (text: string) => /:\s*$/.test(text)
/** What a line tells the reader to do: English words by default (actionsIn), Spanish ones for a Spanish page. */
export type ActionReader = (text: string) => TriageActionId[]
const ownOrInherited = (text: string, leadIn: string, read: ActionReader) => {
  const own = read(text)
  return own.length > 0 ? own : read(leadIn)
}

function cellsText(row: Node): string {
  const cells = Array.isArray(row.cells) ? (row.cells as Node[]) : []
  return cells
    .map((cell) =>
      Array.isArray(cell.value) ? (cell.value as Node[]).map(blockText).join(' ') : String(cell.value ?? ''),
    )
    .join(' | ')
}

type Found = { lines: TextLine[]; boxes: TriageContradiction[]; read: ActionReader }

// A path a reader can follow to the line: sections[3] "Sick days".body[12] (box), line 2.
const itemPath = (where: string, index: number, item: unknown) => {
  const title = item && typeof item === 'object' ? (item as Node).title : undefined
  return `${where}[${index}]${typeof title === 'string' ? ` "${title}"` : ''}`
}
const keyPath = (where: string, key: string) => (where ? `${where}.${key}` : key)

/** The lines of a Portable Text value: paragraphs, list items (with their lead-in), box lines and table rows. */
function portableText(value: Node[], where: string, found: Found): void {
  let leadIn = ''
  value.forEach((node, index) => {
    if (!node || typeof node !== 'object') return
    const at = itemPath(where, index, node)
    if (node._type === 'block') {
      const text = blockText(node).trim()
      if (/^h[1-6]$/.test(String(node.style ?? ''))) {
        leadIn = ''
        return
      }
      if (!text) return
      const item = Boolean(node.listItem)
      const lead = item ? leadIn : ''
      found.lines.push({
        where: at,
        text,
        leadIn: lead,
        actions: ownOrInherited(text, lead, found.read),
        kind: 'prose',
        item,
      })
      if (!item) leadIn = isLeadIn(text) ? text : ''
      return
    }
    leadIn = ''
    if (node._type === 'callout') {
      found.boxes.push(...checkCallout(node, `${at} (box)`))
      const blocks = Array.isArray(node.content) ? (node.content as Node[]) : []
      let boxLead = ''
      let current: TriageActionId[] = []
      blocks
        .filter((b) => b && b._type === 'block')
        .map((b) => ({ text: blockText(b).trim(), item: Boolean(b.listItem) }))
        .filter((line) => line.text !== '')
        .forEach((line, lineIndex) => {
          const own = found.read(line.text)
          if (own.length > 0) current = own
          found.lines.push({
            where: `${at} (box), line ${lineIndex + 1}`,
            text: line.text,
            leadIn: line.item ? boxLead : '',
            actions: own.length > 0 ? own : current,
            kind: 'box',
            item: line.item,
          })
          if (!line.item) boxLead = isLeadIn(line.text) ? line.text : ''
        })
      return
    }
    if (node._type === 'table') {
      const rows = Array.isArray(node.rows) ? (node.rows as Node[]) : []
      rows.forEach((row, rowIndex) => {
        const text = cellsText(row).trim()
        if (text)
          found.lines.push({
            where: `${at} (table), row ${rowIndex + 1}`,
            text,
            leadIn: '',
            actions: found.read(text),
            kind: 'prose',
            item: false,
          })
      })
      return
    }
    collect(node, at, found)
  })
}

function cardLines(card: unknown, where: string, read: ActionReader): TextLine[] {
  if (!card || typeof card !== 'object') return []
  return CARD_TIERS.flatMap((tier) => {
    const bullets = (card as Record<string, unknown>)[tier]
    if (!Array.isArray(bullets)) return []
    return bullets
      .filter((b): b is string => typeof b === 'string' && b.trim() !== '')
      .map((text, index) => ({
        where: `${where}, "${CARD_TIER_TITLES[tier]}", bullet ${index + 1}`,
        text,
        leadIn: '',
        // A bullet in a lower tier is told that tier's action, whatever words it uses.
        actions: tier === 'now' ? read(text) : [tier === 'sameDay' ? ('same-day' as const) : ('appointment' as const)],
        kind: 'card' as const,
        item: true,
      }))
  })
}

function collect(value: unknown, where: string, found: Found): void {
  if (typeof value === 'string') {
    const text = value.trim()
    if (text) found.lines.push({ where, text, leadIn: '', actions: found.read(text), kind: 'prose', item: false })
    return
  }
  if (Array.isArray(value)) {
    if (value.some((v) => v && typeof v === 'object' && ['block', 'callout', 'table'].includes(String(v._type))))
      portableText(value as Node[], where, found)
    else value.forEach((item, index) => collect(item, itemPath(where, index, item), found))
    return
  }
  if (!value || typeof value !== 'object') return
  const node = value as Node
  if (node.getHelp) found.lines.push(...cardLines(node.getHelp, keyPath(where, 'get-help card'), found.read))
  for (const [key, child] of Object.entries(node))
    if (!NOT_READER_TEXT.has(key)) collect(child, keyPath(where, key), found)
}

/** Every line of a value a reader sees, wherever it sits in a document, its actions read by `read`. */
export function linesOf(value: unknown, read: ActionReader = actionsIn): TextLine[] {
  const found: Found = { lines: [], boxes: [], read }
  collect(value, '', found)
  return found.lines
}

/** One line judged by the vocabulary: the line, and the line it hangs from, read as a two-line box. */
function judgeLine(text: string, leadIn: string, where: string): TriageContradiction[] {
  const lines = leadIn ? [leadIn, text] : [text]
  const box = {
    _type: 'callout',
    content: lines.map((line) => ({ _type: 'block', children: [{ _type: 'span', text: line }] })),
  }
  const mine = `${where}, line ${lines.length}`
  return checkCallout(box, where)
    .filter((c) => c.where === mine)
    .map((c) => ({ ...c, where, message: c.message.replace(`${mine}:`, `${where}:`) }))
}

const conditioned = (line: TextLine) => CONDITIONS.some((c) => c.test(line.text) || c.test(line.leadIn))
const onlyAtReading = (line: TextLine) =>
  (BP_READING.test(line.text) || BP_READING.test(line.leadIn)) && !WHATEVER_READING.test(line.text + line.leadIn)
const signsOf = (line: TextLine): TriageSign[] => signsIn(line.text, line.leadIn)
const urgent = (actions: readonly TriageActionId[]) => actions.some((a) => TRIAGE_ACTIONS[a].rank === 0)

/** Line by line: prose lines by the vocabulary, list items also read as sudden, Poison Control only by accident. */
function lineContradictions(line: TextLine): TriageContradiction[] {
  const out: TriageContradiction[] = []
  // Cards and boxes are judged whole by checkGetHelpCard and checkCallout; prose is judged here.
  if (line.kind === 'prose') out.push(...judgeLine(line.text, line.leadIn, line.where))
  // A box line under a lead-in that is not the box's first line: checkCallout reads only the first as the lead-in.
  if (line.kind === 'box' && line.leadIn)
    out.push(...judgeLine(line.text, line.leadIn, line.where).filter((c) => c.found === 'only at a high reading'))
  if (line.item && line.leadIn && onlyAtReading(line)) {
    const sudden = judgeLine(`sudden ${line.text}`, line.leadIn, line.where)
    out.push(...sudden.filter((c) => c.found === 'only at a high reading').map((c) => ({ ...c, text: line.text })))
  }
  const poisonOnly = line.actions.includes('poison-control') && !line.actions.includes('call-911')
  if (poisonOnly && signsOf(line).some((s) => POISON_SIGNS.has(s.id)) && !ACCIDENT.test(line.text + line.leadIn))
    out.push({
      where: line.where,
      text: line.text,
      sign: 'overdose-seems-ok',
      found: 'Poison Control without "by accident"',
      expected: 'Poison Control only for an overdose taken by accident; 911 for one taken on purpose',
      message: `${line.where}: "${line.text}" sends an overdose to Poison Control without saying it was taken by accident. An overdose taken on purpose needs 911 even if the person seems well. Source: ${POISON_SOURCE}.`,
    })
  return out
}

/**
 * Across a document: a sign that needs help now, given it only at a high reading, with no line that gives it (or a
 * more specific sign that takes its place, such as bad trouble breathing for trouble breathing) the same help
 * without a reading or another condition.
 */
function readingOnlySigns(lines: readonly TextLine[]): TriageContradiction[] {
  const givenAnyReading = new Set<string>()
  const atReading = new Map<string, TextLine>()
  for (const line of lines) {
    if (!urgent(line.actions)) continue
    for (const sign of signsOf(line)) {
      if (TRIAGE_ACTIONS[sign.action].rank !== 0) continue
      if (judgeLine(line.text, line.leadIn, line.where).some((c) => c.sign === sign.id)) continue
      if (onlyAtReading(line)) {
        // Any-reading signs are the line rule's; reading signs are about the reading.
        if (!sign.anyReading && !READING_SIGNS.has(sign.id) && !atReading.has(sign.id)) atReading.set(sign.id, line)
      } else if (!conditioned(line)) {
        givenAnyReading.add(sign.id)
        for (const id of sign.overrides ?? []) givenAnyReading.add(id)
      }
    }
  }
  return [...atReading]
    .filter(([id]) => !givenAnyReading.has(id))
    .map(([id, line]) => {
      const sign = TRIAGE_SIGNS.find((s) => s.id === id)!
      const expected = TRIAGE_ACTIONS[sign.action].label
      return {
        where: line.where,
        text: line.text,
        sign: id,
        found: 'only at a high reading',
        expected: `${expected}, whatever the reading`,
        message: `${line.where}: "${sign.label}" gets help now only at a high reading, and no line of the page gives it ${expected} at a lower one. Add a line for it whatever the reading. Source: ${sign.source}.`,
      }
    })
}

/**
 * Every contradiction of a document with the vocabulary: its get-help card and boxes (as ./triage.ts checks them),
 * and every other line a reader sees. Each is reported once.
 */
export function checkEverywhere(doc: Record<string, unknown>): TriageContradiction[] {
  const found: Found = { lines: [], boxes: [], read: actionsIn }
  collect(doc, '', found)
  const all = [
    ...checkGetHelpCard(doc.getHelp),
    ...found.boxes,
    ...found.lines.flatMap(lineContradictions),
    ...readingOnlySigns(found.lines),
  ]
  const seen = new Set<string>()
  return all.filter((c) => {
    const key = `${c.where}|${c.sign}|${c.found}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** Where a reader meets help: a guide's or post's get-help card or "when to get help" box, or a search help card. */
export type HelpSurface = 'card' | 'box' | 'search'

/** A line of help that names warning signs, the action it states for them, and where it is. */
export type SignStatement = {
  /** The signs the line names (in Spanish: the signs its English twin names). */
  signs: readonly string[]
  /** The most urgent action the line tells the reader to take (its own, or its tier's or box's). */
  action: TriageActionId
  lang: 'en' | 'es'
  surface: HelpSurface
  /** The document (a seed file) and the place in it. */
  where: string
  text: string
}

const ACTION_ORDER = Object.keys(TRIAGE_ACTIONS) as TriageActionId[]
/** The most urgent of a line's actions: 911, then 988, the ER or a team now, Poison Control, today, an appointment. */
export const statedAction = (actions: readonly TriageActionId[]): TriageActionId | undefined =>
  [...actions].sort((a, b) => ACTION_ORDER.indexOf(a) - ACTION_ORDER.indexOf(b))[0]

/** A sign given different actions on different lines: each action with the lines that state it. */
export type SignDifference = { sign: string; actions: Partial<Record<TriageActionId, SignStatement[]>> }

/**
 * The signs whose action differs between two lines of help, in either language: every line that names a sign must
 * state the same action for it (a line naming several signs states its action for each; a sign the vocabulary
 * treats as part of a more specific one, such as a high reading with vomiting for DKA, is the specific one's).
 */
export function signDifferences(statements: readonly SignStatement[]): SignDifference[] {
  const bySign = new Map<string, Map<TriageActionId, SignStatement[]>>()
  for (const statement of statements)
    for (const sign of statement.signs) {
      const actions = bySign.get(sign) ?? new Map<TriageActionId, SignStatement[]>()
      bySign.set(sign, actions)
      actions.set(statement.action, [...(actions.get(statement.action) ?? []), statement])
    }
  return [...bySign]
    .filter(([, actions]) => actions.size > 1)
    .map(([sign, actions]) => ({ sign, actions: Object.fromEntries(actions) }))
}

/** A difference in words: the sign, and each action with the first lines that state it. */
export function describeDifference({ sign, actions }: SignDifference): string {
  const parts = Object.entries(actions).map(([action, lines]) => {
    const first = lines![0]!
    const more = lines!.length > 1 ? ` (and ${lines!.length - 1} more)` : ''
    return `${TRIAGE_ACTIONS[action as TriageActionId].label} at ${first.lang} ${first.where}: "${first.text}"${more}`
  })
  return `sign "${sign}": ${parts.join(' | ')}`
}
