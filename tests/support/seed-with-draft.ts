/**
 * A temporary copy of the seed dataset with one unpublished draft (Site settings with a changed tagline), for tests
 * of draft perspectives. The seed itself carries no drafts: a draft there would go live with the next editor's
 * publish. Written to a temporary folder, never beside the seed.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export const SEED_FILE = path.resolve(__dirname, '../../content/seed/dataset.ndjson')
export const DRAFT_TAGLINE = 'Evidence-based health information you can trust (draft preview)'
/** A content release (Sanity mode) that changes the tagline again, above the draft. */
export const RELEASE_ID = 'rSpring'
export const RELEASE_TAGLINE = 'Evidence-based health information you can trust (spring release)'

export function seedWithDraft(): string {
  const text = readFileSync(SEED_FILE, 'utf8')
  const settings = text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { _id: string })
    .find((doc) => doc._id === 'siteSettings')
  if (!settings) throw new Error('The seed has no siteSettings')
  const draft = { ...settings, _id: 'drafts.siteSettings', tagline: DRAFT_TAGLINE }
  const release = { ...settings, _id: `versions.${RELEASE_ID}.siteSettings`, tagline: RELEASE_TAGLINE }
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'seed-with-draft-')), 'dataset.ndjson')
  writeFileSync(file, `${text.trimEnd()}\n${JSON.stringify(draft)}\n${JSON.stringify(release)}\n`)
  return file
}
