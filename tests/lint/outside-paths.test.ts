/**
 * The repository stands alone: someone who clones it has nothing beside it. A README line, a doc, a code comment or a
 * test that names a file outside it (a sibling checkout reached by `../`, a machine's own folder such as a home or
 * work directory) sends that reader nowhere, so this test fails on any such path:
 * - a `../` path that climbs above the repository's root, judged from the file that names it;
 * - in Markdown and in code comments, a `../` path that names nothing in the repository (the docs name paths from the
 *   root, so a `../` there leaves it; in a comment it must lead to a file that exists);
 * - an absolute path into a home or work folder (`/home/…`, `/Users/…`, `/root/…`, `/work/…`, `/workspace/…`).
 * System paths (`/usr/bin/…`, `/tmp`, `/proc`, `/srv/site` as a deploy target) name no checkout and pass.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

/** Made at run time, by a build or by an install: never committed, never scanned. */
const SKIP_DIRS = new Set(['node_modules', '.git', '.lake', 'test-results', 'playwright-report', 'coverage'])
const isSkippedDir = (name: string) => SKIP_DIRS.has(name) || name.startsWith('.next')
const CODE = /\.(tsx?|mts|cts|mjs|cjs|js)$/
const TEXT = /\.(md|json|ya?ml|conf|sh)$/
const TEXT_NAMES = new Set(['Dockerfile', 'run', '.env.example'])
const NOT_SCANNED = new Set(['package-lock.json'])

/** Every committed text file under `dir` that could name a path: Markdown, code, configuration. */
export function scannedFiles(dir: string): string[] {
  const out: string[] = []
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name)
      if (entry.isDirectory()) {
        if (!isSkippedDir(entry.name)) walk(full)
      } else if (
        !NOT_SCANNED.has(entry.name) &&
        (CODE.test(entry.name) || TEXT.test(entry.name) || TEXT_NAMES.has(entry.name))
      ) {
        out.push(path.relative(dir, full))
      }
    }
  }
  walk(dir)
  return out.sort()
}

// A `../` run at the start of a path (not inside one: `/images/../x` is a URL under test), then the path's name. A
// glob (`../../*`) names no file.
const PARENT_PATH = /(?<![\w./-])((?:\.\.\/)+)(?![./])([\w@$[\]-][\w.@$[\]/-]*(?:\([\w-]+\)[\w.@$[\]/-]*)*)/g
const HOME_PATH = /(?<![\w.~-])\/(?:home|Users|root|work|workspaces?)\/[\w.-]/g
const COMMENT_LINE = /^\s*(\/\/|\/\*|\*|#)/

const existsWithExtension = (target: string) =>
  ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '.d.mts'].some((ext) => existsSync(target.replace(/\/$/, '') + ext))

export interface OutsidePath {
  file: string
  line: number
  path: string
  why: string
}

/** The paths leaving the repository `repoRoot` that one file's text names. */
export function outsidePaths(repoRoot: string, file: string, text: string): OutsidePath[] {
  const found: OutsidePath[] = []
  const dir = path.dirname(path.join(repoRoot, file))
  const markdown = file.endsWith('.md')
  text.split('\n').forEach((lineText, index) => {
    const line = index + 1
    for (const match of lineText.matchAll(HOME_PATH)) {
      const named = lineText.slice(match.index).split(/[\s`'"),]/)[0]!
      found.push({ file, line, path: named, why: 'an absolute path into a home or work folder' })
    }
    const commentAt = lineText.indexOf('//')
    for (const match of lineText.matchAll(PARENT_PATH)) {
      const named = `${match[1]}${match[2]}`
      const target = path.resolve(dir, named)
      if (path.relative(repoRoot, target).startsWith('..')) {
        found.push({ file, line, path: named, why: 'climbs above the repository' })
        continue
      }
      const inComment = COMMENT_LINE.test(lineText) || (commentAt >= 0 && commentAt < match.index)
      if ((markdown || inComment) && !existsWithExtension(target))
        found.push({ file, line, path: named, why: 'names nothing in the repository' })
    }
  })
  return found
}

// Written so that this file itself names none of the paths it plants.
const up = (times: number, rest: string) => [...Array<string>(times).fill('..'), rest].join('/')

/**
 * Named on purpose, and not from the file they sit in: lint fixtures written as another file's source, judged from
 * that file (tests/lint/layers.test.ts lints its import as packages/local-lake/endpoints/fixture.test.ts's).
 */
const FIXTURE_SOURCES = [{ file: 'tests/lint/layers.test.ts', path: up(3, 'tests/support/e2e-dataset') }]
const isFixtureSource = (found: OutsidePath) =>
  FIXTURE_SOURCES.some((fixture) => fixture.file === found.file && fixture.path === found.path)

const scan = (repoRoot: string) =>
  scannedFiles(repoRoot)
    .flatMap((file) => outsidePaths(repoRoot, file, readFileSync(path.join(repoRoot, file), 'utf8')))
    .filter((found) => !isFixtureSource(found))

const homeFolder = (name: string, rest: string) => `/${name}/${rest}`

describe('paths that leave the repository', () => {
  const temp = mkdtempSync(path.join(tmpdir(), 'outside-paths-'))
  afterAll(() => rmSync(temp, { recursive: true, force: true }))

  const plant = (files: Record<string, string>) => {
    const repo = mkdtempSync(path.join(temp, 'repo-'))
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(repo, file)), { recursive: true })
      writeFileSync(path.join(repo, file), text)
    }
    return repo
  }

  it('finds each kind planted in a README, a doc, a comment and a test, with its file and line', () => {
    const repo = plant({
      'README.md': `# Site\n\nThe product is specified in \`${up(1, 'shared/spec/product-spec.md')}\`.\n`,
      'docs/search.md': `Settled in [the design](${up(2, 'shared/DESIGN.md')}) and \`${up(1, 'shared/DESIGN.md')}\`.\n`,
      'lib/x.ts': `export const x = 1\n// The review: ${homeFolder('work', 'shared/reviews/r.md')}\n`,
      'content/checks/a.test.ts': `/**\n * Each finding of ${homeFolder('Users', 'me/notes.md')} and ${up(2, 'notes.md')}\n */\n`,
      'tests/b.test.ts': `const outside = path.resolve(import.meta.dirname, '${up(3, 'other-checkout/x.ts')}')\n`,
    })
    expect(scan(repo).map(({ file, line, why }) => `${file}:${line} ${why}`)).toEqual([
      'README.md:3 climbs above the repository',
      'content/checks/a.test.ts:2 an absolute path into a home or work folder',
      'content/checks/a.test.ts:2 names nothing in the repository',
      'docs/search.md:1 climbs above the repository',
      'docs/search.md:1 names nothing in the repository',
      'lib/x.ts:2 an absolute path into a home or work folder',
      'tests/b.test.ts:1 climbs above the repository',
    ])
  })

  it('lets paths inside the repository, globs, URLs under test and system paths pass', () => {
    const repo = plant({
      'README.md': 'Run it: `npm run serve`. The code map: [architecture](docs/architecture.md), `lib/x.ts`.\n',
      'docs/architecture.md': `Back to the [README](${up(1, 'README.md')}). Served from \`/srv/site\`, \`/usr/bin/chromium\`.\n`,
      'lib/x.ts': `// Beside it: ${up(1, 'lib/y.ts')}\nimport { y } from '${up(1, 'lib/y')}'\nexport const x = y\n`,
      'lib/y.ts': 'export const y = 1\n',
      'tests/a.test.ts': [
        "const root = path.resolve(import.meta.dirname, '..')",
        "const restricted = ['../../*']",
        "const attack = '/images/../../etc/passwd'",
        `const slug = routes.condition('${up(1, 'studio')}')`,
        'const tmp = "/tmp/seed.ndjson"',
      ].join('\n'),
    })
    expect(scan(repo)).toEqual([])
  })

  it('the repository names none', () => {
    const files = scannedFiles(root)
    // The listing must reach the places that matter, so that an empty one cannot pass.
    for (const known of ['README.md', 'docs/architecture.md', 'lib/content/fetch.ts', 'tests/lint/doc-paths.test.ts'])
      expect(files).toContain(known)
    expect(scan(root), 'paths that leave the repository').toEqual([])
  })
})
