/**
 * What the crisis model (lib/medical/crisis-model.ts) learns from: the crisis set and every blind set but the newest,
 * each search as its kind (988 first: suicide; any other help: emergency; calm). The newest blind set is the one the
 * model is measured on; the next round adds a newer one and this one joins the rest.
 */
import { readTokens } from '@/lib/medical/help'
import { trainCrisisModel, type CrisisKind, type CrisisModel } from '@/lib/medical/crisis-model'
import { blindSets } from './blind-sets'
import { calmSearches, crisisSearches } from './crisis-searches'

/** The blind sets the model learns from: all but the newest. */
export function trainingSets() {
  return blindSets().slice(0, -1)
}

export function crisisModelFromSources(): CrisisModel {
  const searches: Array<{ tokens: string[]; kind: CrisisKind }> = [
    ...crisisSearches.map((c) => ({
      tokens: readTokens(c.query),
      kind: (c.help === '988' ? 'suicide' : 'emergency') as CrisisKind,
    })),
    ...calmSearches.map((query) => ({ tokens: readTokens(query), kind: 'calm' as const })),
    ...trainingSets().flatMap((set) => [
      ...set.crisis.map((c) => ({
        tokens: readTokens(c.query),
        kind: (c.first.length === 1 && c.first[0] === '988' ? 'suicide' : 'emergency') as CrisisKind,
      })),
      ...set.calm.map((c) => ({ tokens: readTokens(c.query), kind: 'calm' as const })),
    ]),
  ]
  return trainCrisisModel(searches)
}

/** The model as its committed file: one feature a line, in order, so a change reads as a short diff. */
export function crisisModelJson(model = crisisModelFromSources()): string {
  const keys = Object.keys(model.features).sort()
  const lines = keys.map((k) => `    ${JSON.stringify(k)}: ${JSON.stringify(model.features[k])}`)
  return `{\n  "searches": ${JSON.stringify(model.searches)},\n  "features": {\n${lines.join(',\n')}\n  }\n}\n`
}
