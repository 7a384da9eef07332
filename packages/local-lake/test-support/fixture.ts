/**
 * The dataset the package's unit tests run on: the host project's seed (94 documents of 25 types, with
 * image assets whose files sit in a folder beside it), read as data only. A realistic dataset keeps the contract
 * tests honest about sizes, references and portable text; the conformance suite, which another project runs, starts
 * from nothing instead. Copies go to a temporary folder; the fixture itself is never written.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const HOST_SEED = path.resolve(import.meta.dirname, '../../../content/seed')
/** The fixture dataset (NDJSON); tests copy it before a lake writes to it. */
export const FIXTURE_DATASET = path.join(HOST_SEED, 'dataset.ndjson')
/** The image files the fixture's image assets name (the lake's LAKE_SEED_IMAGES_DIR). */
export const FIXTURE_IMAGES = path.join(HOST_SEED, 'images')

export const DRAFT_TAGLINE = 'Evidence-based health information you can trust (draft preview)'
/** A content release that changes the tagline again, above the draft. */
export const RELEASE_ID = 'rSpring'
export const RELEASE_TAGLINE = 'Evidence-based health information you can trust (spring release)'

/**
 * A temporary copy of the fixture with one unpublished draft of Site settings and one release version of it, for
 * the draft and release perspectives (the fixture carries none).
 */
export function fixtureWithDraft(): string {
  const text = readFileSync(FIXTURE_DATASET, 'utf8')
  const settings = text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { _id: string })
    .find((doc) => doc._id === 'siteSettings')
  if (!settings) throw new Error(`The fixture ${FIXTURE_DATASET} has no siteSettings`)
  const draft = { ...settings, _id: 'drafts.siteSettings', tagline: DRAFT_TAGLINE }
  const release = { ...settings, _id: `versions.${RELEASE_ID}.siteSettings`, tagline: RELEASE_TAGLINE }
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'lake-fixture-')), 'dataset.ndjson')
  writeFileSync(file, `${text.trimEnd()}\n${JSON.stringify(draft)}\n${JSON.stringify(release)}\n`)
  return file
}
