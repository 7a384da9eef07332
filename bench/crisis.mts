/**
 * `npm run bench:crisis`: crisis help on the blind sets and what finding it costs a search. For each blind set
 * (content/checks/blind/) the figures the site gets today, per language, and, for the newest set (the one the crisis
 * model never learned from), the misses and false alarms by name; then the time the detector (lib/medical/help.ts,
 * helpFor) takes for each of the sets' searches, first with every word new to the process and then again. Prints
 * figures and asserts nothing: content/checks/blind-sets.test.ts holds each set's floors.
 */
import { availableParallelism, loadavg } from 'node:os'
import { helpFor } from '../lib/medical/help'
import { blindSets, formatBlindScore, scoreBlindSet, showOnSeed } from '../content/checks/blind-sets'

const show = showOnSeed()
const sets = blindSets()
const queries = sets.flatMap((s) => [...s.crisis, ...s.calm].map((c) => c.query))
const timed = () =>
  queries.map((q) => {
    const t = performance.now()
    helpFor(q)
    return performance.now() - t
  })
const figures = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b)
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor(s.length * p))]!.toFixed(3)
  return `median ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms`
}
console.log(`load ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`)
helpFor('warm the code paths up')
console.log(`Detection, ${queries.length} searches, each word new to the process: ${figures(timed())}`)
console.log(`Detection, the same searches again (words seen before): ${figures(timed())}`)
sets.forEach((set, i) => {
  const score = scoreBlindSet(set, show)
  console.log(formatBlindScore(set.name, score))
  if (i === sets.length - 1)
    for (const lang of ['en', 'es'] as const) {
      for (const m of score[lang].misses)
        console.log(`  not right first (${lang}): "${m.query}" → ${m.got} (wanted ${m.want})`)
      for (const a of score[lang].alarms) console.log(`  false alarm (${lang}): "${a}"`)
    }
})
