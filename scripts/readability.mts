/**
 * Prints the reading level of every guide, post and information page (Flesch-Kincaid grade over the prose a reader
 * sees: lib/medical/readability.ts), with the limits of the content standard; for a Spanish document (language 'es')
 * its INFLESZ reading ease instead (lib/medical/readability-es.ts: higher is easier), with its targets. Reads the seed dataset, or another
 * NDJSON export given as the first argument (`npm run readability -- .lake/dataset.ndjson`).
 * Exits 1 when a guide, get-help card or key-points box is over its limit (or, in Spanish, under its target).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { documentReadability, READING_LIMITS, type Readability } from '../lib/medical/readability'
import { documentReadabilityEs, INFLESZ_TARGETS, type SpanishReadability } from '../lib/medical/readability-es'
import { readingMeasureOf } from '../lib/medical/reading-measure'

const file = path.resolve(process.argv[2] ?? 'content/seed/dataset.ndjson')
const KINDS: Record<string, string> = { conditionArticle: 'guide', blogPost: 'post', infoPage: 'page' }
const docs = readFileSync(file, 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as Record<string, unknown>)
  .filter((doc) => KINDS[String(doc._type)] && !String(doc._id).includes('.'))

const cell = (r: Readability | null, limit?: number) =>
  r ? `${r.grade.toFixed(1)}${limit !== undefined && r.grade > limit ? '!' : ' '}`.padStart(6) : '     -'
let over = 0
console.log(`Flesch-Kincaid grade (limits: guide ${READING_LIMITS.article}, cards ${READING_LIMITS.summary}; ! = over)`)
console.log('kind   slug                                  words  grade  help   keypts  prof.')
for (const doc of docs.filter((d) => readingMeasureOf(d) === 'flesch-kincaid')) {
  const kind = KINDS[String(doc._type)]!
  const slug = String((doc.slug as { current?: string } | undefined)?.current ?? doc._id)
  const r = documentReadability(doc)
  const articleLimit = kind === 'guide' ? READING_LIMITS.article : undefined
  for (const [value, limit] of [
    [r.article, articleLimit],
    [r.getHelp, READING_LIMITS.summary],
    [r.keyPoints, READING_LIMITS.summary],
  ] as const) {
    if (value && limit !== undefined && value.grade > limit) over++
  }
  console.log(
    `${kind.padEnd(6)} ${slug.padEnd(37)} ${String(r.article?.words ?? 0).padStart(5)} ${cell(r.article, articleLimit)} ${cell(r.getHelp, READING_LIMITS.summary)} ${cell(r.keyPoints, READING_LIMITS.summary)} ${cell(r.professional)}`,
  )
}
const spanish = docs.filter((d) => readingMeasureOf(d) === 'inflesz')
if (spanish.length > 0) {
  const es = (r: SpanishReadability | null, target?: number) =>
    r ? `${r.score.toFixed(1)}${target !== undefined && r.score < target ? '!' : ' '}`.padStart(6) : '     -'
  console.log(
    `\nSpanish: INFLESZ reading ease, higher is easier (targets: guide ${INFLESZ_TARGETS.article}, cards ${INFLESZ_TARGETS.summary}; ! = under)`,
  )
  console.log('kind   slug                                  words  ease   help   keypts  prof.')
  for (const doc of spanish) {
    const kind = KINDS[String(doc._type)]!
    const slug = String((doc.slug as { current?: string } | undefined)?.current ?? doc._id)
    const r = documentReadabilityEs(doc)
    const articleTarget = kind === 'guide' ? INFLESZ_TARGETS.article : undefined
    for (const [value, target] of [
      [r.article, articleTarget],
      [r.getHelp, INFLESZ_TARGETS.summary],
      [r.keyPoints, INFLESZ_TARGETS.summary],
    ] as const) {
      if (value && target !== undefined && value.score < target) over++
    }
    console.log(
      `${kind.padEnd(6)} ${slug.padEnd(37)} ${String(r.article?.words ?? 0).padStart(5)} ${es(r.article, articleTarget)} ${es(r.getHelp, INFLESZ_TARGETS.summary)} ${es(r.keyPoints, INFLESZ_TARGETS.summary)} ${es(r.professional)}`,
    )
  }
}
if (over > 0) {
  console.log(`${over} over the limit`)
  process.exitCode = 1
}
