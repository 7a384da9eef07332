/**
 * The second reader of a search, for wordings no pattern of the vocabulary knows: a naive Bayes model over the words
 * and word pairs of every crisis and calm search the site has been tested on (`npm run crisis-model` writes
 * ./crisis-model.json from content/checks/crisis-searches.ts and the blind sets, all but the newest, which is kept
 * out to measure it). It says whether a search reads like thoughts of suicide, an emergency, or neither; the patterns
 * decide first, and this speaks only when they found nothing and it is clearly more sure of a crisis than of calm
 * (by `MARGIN`), so a false alarm costs a glance and a wording it has never seen still gets help.
 */
import model from './crisis-model.json'

export type CrisisKind = 'suicide' | 'emergency' | 'calm'
export const CRISIS_KINDS = ['suicide', 'emergency', 'calm'] as const satisfies readonly CrisisKind[]

/**
 * How much likelier than calm a kind must be before the model shows help (natural log odds: e^8 is about 3,000
 * times). Chosen by leaving each blind set out in turn: thoughts of suicide at 8 flagged 93% of them; an emergency,
 * whose signs the patterns name well, at 10 flagged 92%, and together they showed help on 0.6% of calm searches the
 * patterns left calm (1.2% with 8 for both).
 */
export const MARGIN: Readonly<Record<'suicide' | 'emergency', number>> = { suicide: 8, emergency: 10 }

export type CrisisModel = {
  /** Searches of each kind it learned from. */
  searches: Record<CrisisKind, number>
  /** A feature: in how many searches of each kind (suicide, emergency, calm) it was found. */
  features: Record<string, [number, number, number]>
}

/** A search's features: its words, the first five letters of a long word, and each pair of neighbouring words. */
export function crisisFeatures(tokens: readonly string[]): string[] {
  const out = new Set<string>()
  tokens.forEach((token, i) => {
    out.add(token)
    if (token.length > 5) out.add(`~${token.slice(0, 5)}`)
    if (i + 1 < tokens.length) out.add(`${token}_${tokens[i + 1]}`)
  })
  return [...out]
}

/** Counts the features of labelled searches (the build script's and the tests' model). */
export function trainCrisisModel(
  searches: ReadonlyArray<{ tokens: readonly string[]; kind: CrisisKind }>,
): CrisisModel {
  // No prototype: a reader's word may be "constructor" or "__proto__".
  const trained: CrisisModel = { searches: { suicide: 0, emergency: 0, calm: 0 }, features: Object.create(null) }
  const slot = { suicide: 0, emergency: 1, calm: 2 } as const
  for (const { tokens, kind } of searches) {
    trained.searches[kind]++
    for (const feature of crisisFeatures(tokens)) (trained.features[feature] ??= [0, 0, 0])[slot[kind]]++
  }
  return trained
}

/** The log likelihood of each kind for a search's words; features the model never saw do not count. */
export function crisisScores(
  tokens: readonly string[],
  m: CrisisModel = model as unknown as CrisisModel,
): Record<CrisisKind, number> {
  const total = m.searches.suicide + m.searches.emergency + m.searches.calm
  const scores = { suicide: 0, emergency: 0, calm: 0 }
  CRISIS_KINDS.forEach((kind, k) => {
    let score = Math.log((m.searches[kind] + 1) / (total + 3))
    for (const feature of crisisFeatures(tokens)) {
      const counts = Object.hasOwn(m.features, feature) ? m.features[feature] : undefined
      if (counts) score += Math.log((counts[k]! + 0.5) / (m.searches[kind] + 1))
    }
    scores[kind] = score
  })
  return scores
}

/** The kind of crisis a search reads as, or null when the model is not sure enough of one over calm. */
export function crisisKindOf(tokens: readonly string[], m?: CrisisModel): 'suicide' | 'emergency' | null {
  const s = crisisScores(tokens, m)
  if (s.suicide - s.calm > MARGIN.suicide && s.suicide >= s.emergency) return 'suicide'
  if (s.emergency - s.calm > MARGIN.emergency) return 'emergency'
  return s.suicide - s.calm > MARGIN.suicide ? 'suicide' : null
}
