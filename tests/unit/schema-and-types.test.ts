import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const sanityBin = path.join(root, 'node_modules/.bin/sanity')
const env = { ...process.env, SANITY_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', NO_COLOR: '1', FORCE_COLOR: '0' }

// The CLI resolves --path relative to the project even when it is absolute, so scratch files live in the
// git-ignored .sanity/ folder and are named relative to the root.
const scratch = `.sanity/check-${process.pid}`
mkdirSync(path.join(root, scratch), { recursive: true })

function sanity(args: string[]): string {
  return execFileSync(sanityBin, args, {
    cwd: root,
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 240_000,
  })
}

describe('Sanity schema', () => {
  it('passes `sanity schema validate`', () => {
    const output = sanity(['schema', 'validate'])
    expect(output).toMatch(/0 errors/)
  }, 240_000)

  it('is the schema the CLI actually sees (guards against a config whose schema is silently dropped)', () => {
    sanity(['schema', 'extract', `--path=${scratch}/schema.json`])
    const extracted = readFileSync(path.join(root, scratch, 'schema.json'), 'utf8')
    const types = (JSON.parse(extracted) as Array<{ name: string }>).map((t) => t.name)
    for (const name of [
      'conditionArticle',
      'blogPost',
      'blogCategory',
      'doctor',
      'landingTestimonial',
      'bookingTestimonial',
      'stat',
      'pillar',
      'heroSlide',
      'featureCard',
      'faqItem',
      'policyPage',
      'resourceTopic',
      'toolCard',
      'emergencyContact',
      'screeningCard',
      'siteSettings',
    ]) {
      expect(types).toContain(name)
    }
    expect(
      extracted === readFileSync(path.join(root, 'studio/schema.json'), 'utf8'),
      'studio/schema.json is stale: run "npm run typegen"',
    ).toBe(true)
  }, 240_000)

  it('has generated types that match the schema and queries (run "npm run typegen" after changing either)', () => {
    // The CLI always writes to the path in sanity.cli.ts, so the committed file is kept aside and put back.
    const file = path.join(root, 'sanity.types.ts')
    const committed = readFileSync(file, 'utf8')
    let generated: string
    try {
      sanity(['typegen', 'generate'])
      generated = readFileSync(file, 'utf8')
    } finally {
      writeFileSync(file, committed)
    }
    expect(generated === committed, 'sanity.types.ts is stale: run "npm run typegen"').toBe(true)
  }, 240_000)
})
