/**
 * No contradiction between pages for any sign of the triage vocabulary, checked over every
 * get-help card, every callout box and every other line a reader sees in the seed: guide and post bodies, sections,
 * intros, information pages, FAQ answers, screening and resource text, search help cards and settings
 * (content/checks/triage-prose.ts). Each failure names the document, where the line is, the sign, what the line says
 * and what the vocabulary asks for.
 *
 * And between surfaces: every line of help that names a sign, on a guide's or post's get-help card or box
 * or a search help card, in English or Spanish, states the same action for it as every other such line.
 */
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { actionsIn, checkGetHelpCard, signsIn, type TriageActionId } from '@/lib/medical/triage'
import {
  englishSeedFiles,
  hasSpanishTwin,
  readGuide,
  readSeedFile,
  SEED_DIR,
  spanishActionsIn,
  spanishPath,
} from './spanish-seed'
import {
  checkEverywhere,
  describeDifference,
  linesOf,
  signDifferences,
  statedAction,
  type ActionReader,
  type SignStatement,
} from './triage-prose'
import { isEnglish, seedDocuments, type SeedDoc } from '../seed/seed-text'

const published = seedDocuments().filter((d) => !d._id.includes('.') && !d._type.startsWith('sanity.') && isEnglish(d))
const byId = (id: string): SeedDoc => {
  const doc = published.find((d) => d._id === id)
  if (!doc) throw new Error(`no seed document ${id}`)
  return doc
}
const report = (docs: readonly SeedDoc[]) =>
  docs.flatMap((doc) =>
    checkEverywhere(doc).map((c) => `${doc._id}: ${c.where}: sign "${c.sign}", found "${c.found}": ${c.text}`),
  )
type Card = { now: string[]; sameDay: string[]; appointment: string[] }
const withCard = (doc: SeedDoc, tier: keyof Card, edit: (bullets: string[]) => string[]) => ({
  ...doc,
  getHelp: { ...(doc.getHelp as Card), [tier]: edit([...(doc.getHelp as Card)[tier]]) },
})

describe('one action per sign, on every line of every page', () => {
  it('reads the lines of every kind of document a reader sees', () => {
    const lines = published.flatMap((doc) => linesOf(doc).map((line) => ({ ...line, type: doc._type })))
    expect(lines.length).toBeGreaterThan(2000)
    const types = new Set(lines.map((l) => l.type))
    for (const type of ['conditionArticle', 'blogPost', 'infoPage', 'faqItem', 'screeningCard', 'resourceTopic'])
      expect(types, type).toContain(type)
    expect(types).toContain('searchSettings')
    expect(new Set(lines.map((l) => l.kind))).toEqual(new Set(['card', 'box', 'prose']))
  })

  it('finds no contradiction anywhere in the seed', () => {
    expect(report(published)).toEqual([])
  })
})

// Contradicting texts once in the seed, put back into today's documents: the check must catch each of them.
describe('the Studio reads Spanish help as it reads English', () => {
  // The Studio checks a get-help card without knowing its document's language: a Spanish "now" bullet that says
  // "llame ya" or "vaya ya a la sala de emergencias" names what to do now, and must not ask a reviewer for a reason.
  const spanishCards = seedDocuments().filter((d) => !d._id.includes('.') && !isEnglish(d) && d.getHelp)
  it('finds every Spanish card in the seed', () => expect(spanishCards.length).toBeGreaterThanOrEqual(6))
  it('flags no "now" bullet of a Spanish card as naming no action', () => {
    const unread = spanishCards.flatMap((doc) =>
      checkGetHelpCard(doc.getHelp)
        .filter((c) => c.found === 'no action')
        .map((c) => `${doc._id}: ${c.text}`),
    )
    expect(unread).toEqual([])
  })
  it('still flags a Spanish bullet that names no action', () => {
    expect(checkGetHelpCard({ now: ['Si la cara se le cae de un lado.'] })).toEqual([
      expect.objectContaining({ found: 'no action' }),
    ])
  })
})

describe('fails on contradicting texts once in the seed', () => {
  const onlyAtReading = /sign "(stroke-signs|breathless)", found "only at a high reading"/

  it('"numbness or weakness" in the box\'s 180/120 list of the guide and the post', () => {
    for (const id of ['condition-hypertension', 'blog-post-understanding-blood-pressure-numbers']) {
      const doc = byId(id)
      const planted = JSON.parse(JSON.stringify(doc).replace('"back pain"', '"numbness or weakness"')) as SeedDoc
      expect(checkEverywhere(planted), id).toEqual([
        expect.objectContaining({
          sign: 'stroke-signs',
          found: 'only at a high reading',
          text: 'numbness or weakness',
        }),
      ])
    }
  })

  it('the blood pressure cards with breathlessness only at 180/120', () => {
    for (const id of ['condition-hypertension', 'blog-post-understanding-blood-pressure-numbers']) {
      const planted = withCard(byId(id), 'now', (now) => now.filter((b) => !/bad trouble breathing, whatever/.test(b)))
      // The post's box lists bad trouble breathing at any reading too: take that line out as well, as it was.
      const old = JSON.parse(
        JSON.stringify(planted).replace(/"sudden or bad trouble breathing"/, '"sudden trouble seeing"'),
      ) as SeedDoc
      expect(report([old]), id).toEqual([expect.stringMatching(onlyAtReading)])
    }
  })

  it('the obesity card and box sending an overdose that "seems OK" to Poison Control', () => {
    const old = 'Call Poison Control now at 1-800-222-1222 if someone took too much of a drug but seems OK.'
    const planted = withCard(byId('condition-obesity'), 'now', (now) =>
      now.map((b) => (/Poison Control/.test(b) ? old : b)),
    )
    expect(checkEverywhere(planted)).toEqual([
      expect.objectContaining({ sign: 'overdose-seems-ok', found: 'Poison Control without "by accident"' }),
    ])
  })

  it('high ketones in "Get care today" on the diabetes guide and the blood sugar post', () => {
    const guide = withCard(byId('condition-diabetes'), 'sameDay', (day) => [
      'Your ketones are high, or your blood sugar stays high while you are sick.',
      ...day,
    ])
    const post = withCard(byId('blog-post-managing-blood-sugar-day-to-day'), 'sameDay', (day) => [
      'You are sick and your blood sugar or ketones stay high.',
      ...day,
    ])
    const firstSameDay = expect.objectContaining({
      where: 'get-help card, "Get care today if", bullet 1',
      sign: 'ketones',
    })
    expect(checkEverywhere(guide)).toEqual([firstSameDay])
    expect(checkEverywhere(post)).toEqual([firstSameDay])
  })
})

// One action per sign between surfaces: a guide's or post's get-help card and boxes, and the search help cards, in
// English and in Spanish. A Spanish line names the signs of its English twin (the same place in the same file).
type Help = { rel: string; en: Record<string, unknown>; es: Record<string, unknown> }
type CrisisCard = { _key: string; now: string[] }
type Sources = { pages: Help[]; search: { en: CrisisCard[]; es: CrisisCard[] } }

const seedSources = (): Sources => ({
  pages: englishSeedFiles()
    .filter((rel) => /^(conditions|blog\/posts)\/.*\.md$/.test(rel) && hasSpanishTwin(rel))
    .map((rel) => ({ rel, en: readGuide(path.join(SEED_DIR, rel)), es: readGuide(spanishPath(rel)) })),
  search: {
    en: readSeedFile(path.join(SEED_DIR, 'search.yaml')).data.crisis as CrisisCard[],
    es: readSeedFile(spanishPath('search.yaml')).data.crisis as CrisisCard[],
  },
})

// The place of a line without the section titles a translation changes: sections[4].body[14] (box), line 3.
const place = (where: string) => where.replace(/\] "[^"]*"/g, ']')
const boxOf = (where: string) => /^(.*\(box\))/.exec(where)?.[1]

/** A page's card and box lines, each with the box's first line: the lead-in a sign's context (pregnancy) is in. */
function helpLines(doc: Record<string, unknown>, read: ActionReader) {
  const lines = linesOf(doc, read).filter((l) => l.kind === 'card' || l.kind === 'box')
  const firstOfBox = new Map<string, string>()
  for (const line of lines) {
    const box = boxOf(line.where)
    if (box && !firstOfBox.has(box)) firstOfBox.set(box, line.text)
  }
  return lines.map((line) => {
    const box = boxOf(line.where)
    return { ...line, context: `${line.leadIn}\n${box ? firstOfBox.get(box) : ''}` }
  })
}

const ids = (text: string, context = '') => signsIn(text, context).map((s) => s.id)

function statementsOf(sources: Sources): { statements: SignStatement[]; unpaired: string[] } {
  const statements: SignStatement[] = []
  const unpaired: string[] = []
  const add = (s: Omit<SignStatement, 'action'>, actions: readonly TriageActionId[]) => {
    const action = statedAction(actions)
    if (action && s.signs.length > 0) statements.push({ ...s, action })
  }
  for (const { rel, en, es } of sources.pages) {
    const english = new Map<string, { signs: string[] }>()
    for (const line of helpLines(en, actionsIn)) {
      const signs = ids(line.text, line.context)
      english.set(place(line.where), { signs })
      const surface = line.kind as 'card' | 'box'
      add({ signs, lang: 'en', surface, where: `${rel} ${line.where}`, text: line.text }, line.actions)
    }
    for (const line of helpLines(es, spanishActionsIn)) {
      const twin = english.get(place(line.where))
      if (!twin) unpaired.push(`es/${rel} ${line.where}: ${line.text}`)
      else {
        const surface = line.kind as 'card' | 'box'
        add({ signs: twin.signs, lang: 'es', surface, where: `es/${rel} ${line.where}`, text: line.text }, line.actions)
      }
    }
  }
  sources.search.en.forEach((card, i) =>
    card.now.forEach((text, j) => {
      const signs = ids(text, card.now[0])
      add({ signs, lang: 'en', surface: 'search', where: `search.yaml ${card._key}[${j}]`, text }, actionsIn(text))
      const spanish = sources.search.es[i]?.now[j]
      if (spanish === undefined) unpaired.push(`es/search.yaml ${card._key}[${j}]`)
      else
        add(
          { signs, lang: 'es', surface: 'search', where: `es/search.yaml ${card._key}[${j}]`, text: spanish },
          spanishActionsIn(spanish),
        )
    }),
  )
  return { statements, unpaired }
}

const differences = (sources: Sources) => signDifferences(statementsOf(sources).statements).map(describeDifference)

describe('one action per sign between surfaces, in English and Spanish', () => {
  const seed = seedSources()
  const { statements, unpaired } = statementsOf(seed)

  it('reads the help lines of guide and post cards and boxes and of the search cards, in both languages', () => {
    expect(unpaired, 'Spanish help lines with no English twin at the same place').toEqual([])
    for (const lang of ['en', 'es'] as const)
      for (const surface of ['card', 'box', 'search'] as const)
        expect(
          statements.filter((s) => s.lang === lang && s.surface === surface).length,
          `${lang} ${surface}`,
        ).toBeGreaterThan(10)
    const signs = new Set(statements.flatMap((s) => s.signs))
    for (const sign of [
      'low-blood-sugar-level-2',
      'low-blood-sugar-severe',
      'suicidal-thoughts',
      'suicide-danger',
      'dka',
    ])
      expect(signs, sign).toContain(sign)
  })

  it('finds no sign whose action differs between two lines, on any surface, in either language', () => {
    expect(differences(seed)).toEqual([])
  })

  // The old low-sugar, might-act and high-sugar lines, put back: the check names the sign each time, in either language.
  const withSearchLine = (key: string, lang: 'en' | 'es', line: number, text: string): Sources => {
    const cards = seed.search[lang].map((c) =>
      c._key === key ? { ...c, now: c.now.map((t, i) => (i === line ? text : t)) } : c,
    )
    return { ...seed, search: { ...seed.search, [lang]: cards } }
  }
  const withCardLine = (rel: string, lang: 'en' | 'es', line: number, text: string): Sources => ({
    ...seed,
    pages: seed.pages.map((p) => {
      if (p.rel !== rel) return p
      const card = p[lang].getHelp as { now: string[] }
      return {
        ...p,
        [lang]: { ...p[lang], getHelp: { ...card, now: card.now.map((t, i) => (i === line ? text : t)) } },
      }
    }),
  })
  const names = (sign: string) => expect.arrayContaining([expect.stringContaining(`sign "${sign}"`)])

  it('a search line sending any sugar under 54 to 911, where the guide treats it and tells the team today', () => {
    const diabetes = seed.search.en.findIndex((c) => c._key === 'diabetes')
    const under54 = seed.search.en[diabetes]!.now.findIndex((t) => /\bunder 54\b/i.test(t))
    expect(under54).toBeGreaterThanOrEqual(0)
    const en = 'Blood sugar under 54, or low and confused, passed out or not able to swallow: call 911 now.'
    const es =
      'Azúcar en la sangre de menos de 54, o baja y con confusión, desmayo o sin poder tragar: llame al 911 ahora.'
    expect(differences(withSearchLine('diabetes', 'en', under54, en))).toEqual(names('low-blood-sugar-level-2'))
    expect(differences(withSearchLine('diabetes', 'es', under54, es))).toEqual(names('low-blood-sugar-level-2'))
  })

  it('the depression card sending "might act on" harming yourself or your baby to 988, not 911', () => {
    const rel = 'conditions/depression.md'
    const card = seed.pages.find((p) => p.rel === rel)!.en.getHelp as { now: string[] }
    const act = card.now.findIndex((t) => /might act on them now/.test(t))
    expect(act).toBeGreaterThanOrEqual(0)
    const en = 'Call or text 988 now if you might act on thoughts of harming yourself or your baby.'
    const es = 'Llame ahora al 988 y oprima el 2, o envíe AYUDA al 988, si podría hacerse daño a usted o a su bebé.'
    expect(differences(withCardLine(rel, 'en', act, en))).toEqual(names('suicide-danger'))
    expect(differences(withCardLine(rel, 'es', act, es))).toEqual(names('suicide-danger'))
  })

  it('the high sugar search line offering "call your team" for throwing up, where the guides say 911', () => {
    const card = seed.search.en.find((c) => c._key === 'high-sugar')!
    const vomiting = card.now.findIndex((t) => /over 300 with throwing up/.test(t))
    expect(vomiting).toBeGreaterThanOrEqual(0)
    const en =
      'Blood sugar over 300 with throwing up, belly pain, fast breathing or ketones: call your team or go to the ER now.'
    const es =
      'Azúcar en la sangre de más de 300 con vómitos, dolor de barriga, respiración rápida o cetonas: llame a su equipo o vaya ahora a la sala de emergencias.'
    expect(differences(withSearchLine('high-sugar', 'en', vomiting, en))).toEqual(names('dka'))
    expect(differences(withSearchLine('high-sugar', 'es', vomiting, es))).toEqual(names('dka'))
  })
})
