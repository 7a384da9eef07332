/**
 * Prints the reading level of every guide, post and information page (Flesch-Kincaid grade over the prose a reader
 * sees: lib/medical/readability.ts), with the limits of the content standard. Reads the seed dataset, or another
 * NDJSON export given as the first argument (`npm run readability -- .lake/dataset.ndjson`).
 * Exits 1 when a guide, get-help card or key-points box is over its limit.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { documentReadability, READING_LIMITS, type Readability } from '../lib/medical/readability'

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
for (const doc of docs) {
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
if (over > 0) {
  console.log(`${over} over the limit`)
  process.exitCode = 1
}
