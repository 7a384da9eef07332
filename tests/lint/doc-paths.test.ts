/**
 * The README and docs/ name files and folders for a newcomer to open; a path that does not exist sends them nowhere.
 * Every code-formatted path in them (`lib/content/fetch.ts`, `tests/e2e/`) must exist in the repository. Site routes
 * (`/blog`), URLs, commands and run-time files (`.lake/`, `/tmp`) are not paths here. A path that leaves the
 * repository fails tests/lint/outside-paths.test.ts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const docs = ['README.md', ...readdirSync(path.join(root, 'docs')).map((name) => `docs/${name}`)].filter((file) =>
  file.endsWith('.md'),
)

// Made at run time or by a build, and git-ignored: named in the docs on purpose, never committed.
const RUNTIME = /^(\.lake|\.next|\.next-test|\.next-tracking|\.env\.local|node_modules)(\/|$)/
const FILE_LIKE = /\.(tsx?|mts|mjs|cjs|js|json|ya?ml|md|ndjson|conf|sh|css|svg|txt)$/
const TOP_FOLDERS =
  /^(app|components|content|lib|schemas|studio|scripts|bench|tests|docs|public|deploy|perf|packages|\.ci)\//

/** The repository paths a Markdown text names in code spans. */
export function namedPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!.trim())
  return spans.filter((span) => {
    if (/\s/.test(span) || span.includes('://') || span.startsWith('/') || span.startsWith('../')) return false
    if (/[*?<>{}…$=|]/.test(span) || RUNTIME.test(span)) return false
    // A bare file name (`x.test.ts`, `robots.txt`) names no place; a path has a folder.
    return TOP_FOLDERS.test(span) || (FILE_LIKE.test(span) && /^[\w.-]+(\/[\w.@[\]()-]+)+$/.test(span))
  })
}

/** A named module may leave out its extension (`components/ui/Link`). */
const exists = (named: string) =>
  ['', '.ts', '.tsx', '.mts', '.mjs'].some((ext) => existsSync(path.join(root, named.replace(/\/$/, '') + ext)))

describe('paths named in the README and docs/', () => {
  it('recognises paths and leaves out routes, URLs and run-time files', () => {
    expect(
      namedPaths('`lib/content/fetch.ts` `/blog` `https://x.org/a.md` `.lake/dataset.ndjson` `npm test` `x.test.ts`'),
    ).toEqual(['lib/content/fetch.ts'])
  })

  for (const file of docs) {
    it(`${file} names only paths that exist`, () => {
      const missing = namedPaths(readFileSync(path.join(root, file), 'utf8')).filter((named) => !exists(named))
      expect(missing, `${file} names paths that do not exist`).toEqual([])
    })
  }
})
