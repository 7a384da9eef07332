/**
 * Blind crisis sets: searches written by someone who had read neither the detector nor any earlier set, each with the
 * help that must come first, and calm searches that must show none. Each set is a dated file in ./blind/ beside the
 * instructions its writer was given; a set is never edited once written (a later round adds a new one), so its
 * figures stay a fair measure of how the detector does on wordings it was not tuned on.
 *
 * `first` lists what may come first: '988' (the Suicide & Crisis Lifeline), '911', 'poison' (Poison Control) or 'er'
 * (the ER, urgent care or the specialist team now). What came first is read from the detector's first need
 * (lib/medical/help.ts) and, where the detector found nothing, from the card site search showed (an editors' card
 * matched by its own words).
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { TriageActionId } from '@/lib/medical/triage'
import { helpFor } from '@/lib/medical/help'
import { buildSearchIndex, parseQuery, searchIndex } from '@/lib/search/site-search'
import { readDataset, settingsOf, sourcesOf } from '@/tests/support/seed-corpus'

export type Help = '988' | '911' | 'poison' | 'er'
export type BlindCrisis = { query: string; lang: 'en' | 'es'; kind: string; first: Help[] }
export type BlindSet = {
  name: string
  written: string
  writer: string
  crisis: BlindCrisis[]
  calm: Array<{ query: string; lang: 'en' | 'es' }>
}

const DIR = path.join(import.meta.dirname, 'blind')

/** Every blind set in ./blind, oldest first (their names start with the date they were written). */
export function blindSets(): BlindSet[] {
  return readdirSync(DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({
      name: f.replace(/\.json$/, ''),
      ...(JSON.parse(readFileSync(path.join(DIR, f), 'utf8')) as Omit<BlindSet, 'name'>),
    }))
}

const HELP_OF: Record<TriageActionId, Help | null> = {
  'call-911': '911',
  'call-988': '988',
  'er-or-team-now': 'er',
  'poison-control': 'poison',
  'same-day': null,
  appointment: null,
}

/** What a search showed first: a kind of help, or null for none (a same-day card is not urgent help). */
export type Shown = { first: Help | null; any: boolean }

export const helpOfAction = (action: TriageActionId | undefined): Help | null => (action ? HELP_OF[action] : null)

/**
 * What a reader sees first, as the site runs on the seed: the detector's first need, else the card site search
 * matched by its editors' words (English search settings and index; the detector reads every language).
 */
export function showOnSeed(): (query: string) => Shown {
  const dataset = readDataset()
  const index = buildSearchIndex(sourcesOf(dataset))
  const settings = settingsOf(dataset)
  return (query) => {
    const needs = helpFor(query)
    const cards = searchIndex(index, parseQuery(query), 1, { settings }).help
    const first = helpOfAction(needs[0]?.action) ?? (cards[0] ? cards[0].call : null)
    return { first, any: first !== null || cards.length > 0 }
  }
}

export type LanguageScore = {
  crisis: number
  calm: number
  shown: number
  rightFirst: number
  /** Searches whose writer wanted 988 first, and how many got it. */
  want988: number
  got988: number
  falseAlarms: number
  misses: Array<{ query: string; kind: string; want: string; got: string }>
  alarms: string[]
}

export type BlindScore = Record<'en' | 'es', LanguageScore>

export function scoreBlindSet(set: BlindSet, show: (query: string) => Shown): BlindScore {
  const empty = (): LanguageScore => ({
    crisis: 0,
    calm: 0,
    shown: 0,
    rightFirst: 0,
    want988: 0,
    got988: 0,
    falseAlarms: 0,
    misses: [],
    alarms: [],
  })
  const score: BlindScore = { en: empty(), es: empty() }
  for (const { query, lang, kind, first } of set.crisis) {
    const s = score[lang]
    const got = show(query)
    s.crisis++
    if (got.any) s.shown++
    const right = got.first !== null && first.includes(got.first)
    if (right) s.rightFirst++
    if (first.length === 1 && first[0] === '988') {
      s.want988++
      if (got.first === '988') s.got988++
    }
    if (!right)
      s.misses.push({ query, kind, want: first.join('|'), got: got.any ? (got.first ?? 'same-day') : 'nothing' })
  }
  for (const { query, lang } of set.calm) {
    const s = score[lang]
    s.calm++
    if (show(query).any) {
      s.falseAlarms++
      s.alarms.push(query)
    }
  }
  return score
}

const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`

export function formatBlindScore(name: string, score: BlindScore): string {
  return (['en', 'es'] as const)
    .map((lang) => {
      const s = score[lang]
      return `${name} ${lang}: recall ${pct(s.shown, s.crisis)} (${s.shown}/${s.crisis}), right help first ${pct(s.rightFirst, s.crisis)} (${s.rightFirst}), 988 first ${s.got988}/${s.want988}, false alarms ${pct(s.falseAlarms, s.calm)} (${s.falseAlarms}/${s.calm})`
    })
    .join('\n')
}
