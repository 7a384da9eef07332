/**
 * Scores a search against the relevance set (./relevance-set.ts): top-1 and top-3 (the editor's page first, or in the
 * first three), the mean reciprocal rank over the first page, and whether the help a crisis or emergency search
 * needs is shown. Shared by content/checks/relevance.test.ts and bench:search, so both print the same figures.
 */
import type { RelevanceCase } from './relevance-set'

/** What a search shows a reader: the result links in order, and the crisis help shown above them, if any. */
export type Answer = { hrefs: string[]; help: string | null }

export type RelevanceScore = {
  cases: number
  top1: number
  top3: number
  mrr: number
  /** Searches in the set that need help, and those of them that show the right help. */
  helpNeeded: number
  helpShown: number
  /** Searches whose editor's page is not first: what it found first, and where the editor's page came. */
  misses: Array<{ query: string; best: string; first: string | null; rank: number | null }>
}

export function scoreRelevance(set: readonly RelevanceCase[], search: (query: string) => Answer): RelevanceScore {
  let top1 = 0
  let top3 = 0
  let reciprocal = 0
  let helpNeeded = 0
  let helpShown = 0
  const misses: RelevanceScore['misses'] = []
  for (const { query, best, help } of set) {
    const answer = search(query)
    const at = answer.hrefs.indexOf(best)
    if (at === 0) top1++
    else misses.push({ query, best, first: answer.hrefs[0] ?? null, rank: at < 0 ? null : at + 1 })
    if (at >= 0 && at < 3) top3++
    if (at >= 0) reciprocal += 1 / (at + 1)
    if (help) {
      helpNeeded++
      if (answer.help === help) helpShown++
    }
  }
  return {
    cases: set.length,
    top1: top1 / set.length,
    top3: top3 / set.length,
    mrr: reciprocal / set.length,
    helpNeeded,
    helpShown,
    misses,
  }
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`

/** The figures as one line: what bench:search prints and docs/search.md quotes. */
export function formatScore(score: RelevanceScore): string {
  return `top-1 ${pct(score.top1)}, top-3 ${pct(score.top3)}, MRR ${score.mrr.toFixed(3)}, help ${score.helpShown}/${score.helpNeeded} (${score.cases} searches)`
}
