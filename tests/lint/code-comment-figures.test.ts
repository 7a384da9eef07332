/**
 * Measured figures (how large, how long, how many per second, on this machine) live in docs/performance.md beside the
 * command that prints them, not in code comments, where they go stale unseen (the project's standard: "figures and
 * the commands that print them live in docs/performance.md, not in code comments"). A comment says why, in words, and
 * points there. This reads every comment of the source outside the tests and fails on one that states a figure:
 *  - a size (KB, KiB, kB, MB, MiB, GB, GiB) qualified as measured ("about 35 KB", "~44 KB", "took 31 MiB", "60 MB of
 *    memory", "284 MiB peak"), or on a line that does not say it is a setting or a platform's limit (default, at most,
 *    up to, limit, budget, maximum, cap, entry, pool, …: "one entry at most 2 MB", "64 KiB on Node 24");
 *  - a time qualified as measured ("about 10 ms", "~90 ms", "took 5.2 s", "was 2 ms", "from 12 s to 2 min",
 *    "by 700 ms"), not a setting ("every 5 s", "4000 ms each", "(default 0.5 s)");
 *  - a comparison or a rate ("10-40% fewer", "20 times as fast", "682 requests/s").
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

const NUMBER = String.raw`\d[\d,.]*(?:\s?(?:-|–|to)\s?\d[\d,.]*)?`
const SIZE_UNIT = String.raw`(?:[KMGT]i?B|kB)\b`
const TIME_UNIT = String.raw`(?:µs|ms|s|sec|seconds|milliseconds|min|minutes)\b`
const MEASURED_BEFORE = String.raw`(?:~\s*|\b(?:about|around|roughly|nearly|almost|took|takes|cost|costs|spent|wrote|writes|weighs|was|were)\s+(?:up to\s+)?)`

const SIZE = new RegExp(String.raw`\b${NUMBER}\s?${SIZE_UNIT}`)
const MEASURED_SIZE = [
  new RegExp(String.raw`${MEASURED_BEFORE}${NUMBER}\s?${SIZE_UNIT}`, 'i'),
  new RegExp(
    String.raw`\b${NUMBER}\s?${SIZE_UNIT}\s+(?:peak|parsed|compacted|compressed|gzip|gzipped|brotli|instead|of (?:memory|text|log|javascript|json|css|html))\b`,
    'i',
  ),
]
/** Words that mark a size as a setting, a bound the code enforces or a platform's limit, not a measurement. */
const SETTING =
  /\b(?:default|at most|up to|limit|limits|maximum|max[A-Z]\w*|budget|target|cap|ceiling|entry|holds|covers|pool|on Node \d+)\b|\bfrom \d[\d,.]*\s?\w+ to \d/i
const MEASURED_TIME = [
  new RegExp(String.raw`${MEASURED_BEFORE}${NUMBER}\s?${TIME_UNIT}`, 'i'),
  new RegExp(String.raw`\bfrom \d[\d,.]*\s?${TIME_UNIT} to \d`, 'i'),
  new RegExp(String.raw`\bby ${NUMBER}\s?${TIME_UNIT}`, 'i'),
  new RegExp(String.raw`\b${NUMBER}\s?${TIME_UNIT} of (?:CPU|its render|the render|a render)\b`, 'i'),
]
const COMPARISON = [
  /\b\d[\d.]*(?:\s?[-–]\s?\d[\d.]*)?\s?%\s+(?:fewer|more|less|slower|faster|smaller|larger|lower|higher)\b/i,
  /\bby \d[\d.]*\s?%/i,
  /\b\d[\d,.]*\s+times\s+(?:as|faster|slower|smaller|larger|more|fewer)\b/i,
  /\b\d[\d,.]*\s?(?:requests|req)\/s\b/i,
]

/** The comment on one line of source, or null: a whole comment line, or what follows `//` or `/*` after code. */
export function commentOf(line: string): string | null {
  const trimmed = line.trim()
  if (/^(?:\/\/|\/\*|\*|\{\/\*)/.test(trimmed)) return trimmed
  return line.match(/(?:^|\s)(?:\/\/|\/\*)\s(.*)$/)?.[1] ?? null
}

const MEASURED = [...MEASURED_SIZE, ...MEASURED_TIME, ...COMPARISON]
const strip = (comment: string) => comment.replace(/^(?:\/\/|\/\*\*?|\*|\{\/\*)\s*/, '')

/**
 * Whether a comment line states a measured figure; `previous`, the comment line just above it, for a figure whose
 * words are split across the two ("took lint from" / "12 s to 2 min").
 */
export function statesFigure(comment: string, previous?: string | null): boolean {
  if (MEASURED.some((pattern) => pattern.test(comment))) return true
  if (SIZE.test(comment) && !SETTING.test(comment)) return true
  if (!previous) return false
  const joined = `${strip(previous)} ${strip(comment)}`
  return MEASURED.some((pattern) => pattern.test(joined) && !pattern.test(previous))
}

/** The committed (and new, not ignored) source files outside the tests. */
function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
  return listed
    .split('\n')
    .filter((file) => /\.(?:ts|tsx|mts|cts|mjs|cjs|js)$/.test(file) && !/\.test\.|^tests\//.test(file))
}

/** The comments of one file's text that state a measured figure, as `file:line: comment`. */
export function figuresIn(file: string, text: string): string[] {
  const found: string[] = []
  let previous: string | null = null
  text.split('\n').forEach((line, index) => {
    const comment = commentOf(line)
    if (comment !== null && statesFigure(comment, previous)) found.push(`${file}:${index + 1}: ${comment}`)
    previous = comment
  })
  return found
}

describe('measured figures are kept out of code comments', () => {
  it('recognises measured figures and leaves settings and platform limits alone', () => {
    const measured = [
      '// recharts is about 100 KB compressed: it loads when the first result is shown',
      " *    guide's HTML is ~44 KB gzip and ~27 KB Brotli, because its serialised React payload",
      ' * standalone output: a TypeScript loader cost the server 60 MB of memory.',
      "// 10 ms each (at 10,000 blog posts, 284 MiB peak with V8's default, 250 MiB with this)",
      ' * took 31 MiB instead of 5 (an invented example: no such file).',
      " * of pages they never open (12 KB of the landing's carousel on every guide).",
      '// the client costs ~90 ms and',
      '// dates, and building a formatter for each was 2 ms of its render).',
      " * local lake's evaluator) took 310 to 950 ms per search on this machine",
      ' took lint from 12 s to 2 min.',
      " * page's scripts happened to finish loading before the observed paint moves one page's simulated LCP by 700 ms.",
      '// Quality 5 compresses a page in about the time gzip takes and sends 10-40% fewer bytes',
      ' * core at under 1,000 requests/s, where nginx sends the same bytes 20 times as fast.',
      " * at 10,000 posts a page of 500 is about 0.3 MB of JSON: well under Next's 2 MB data-cache entry",
    ]
    const settings = [
      '/** Where notices appear (3 at a time, 4000 ms each). Renders nothing until the first notice. */',
      ' * The landing hero: full-width images that change every 5 s with a 1 s fade, wrapping both ways',
      ' * band is at least 30% visible, the numbers count up from 0 over 2000 ms with ease-out, once.',
      ' * A 1200×630 title card',
      '  // 32 MB holds the compressed HTML of a few thousand pages; one entry at most 2 MB.',
      ' * of it keeps the whole pool block (64 KiB on Node 24) alive',
      ' * - the log takes at most LOG_BYTES_PER_MINUTE (default 64 KiB) as a rolling budget',
      '/** LOG_BYTES_PER_MINUTE from the environment: a whole number from 4 KiB to 64 MiB, or a message naming it. */',
      "  // caches them anyway. Next's default also copies up to 50 MB of them into the JavaScript heap",
      " *    after DRAIN_TIMEOUT_SECONDS (default 25, within Docker's and Kubernetes' usual 30 s grace).",
      ' *  2. 200 sequential patches to a small document with a 10 MB document (budget: all 200 <= 2 s).',
      ' * - Redis unreachable or slow (300 ms): pages are served from a bounded in-process copy',
    ]
    expect(measured.filter((line) => !statesFigure(commentOf(line) ?? line))).toEqual([])
    expect(settings.filter((line) => statesFigure(commentOf(line)!))).toEqual([])
    expect(statesFigure('// 12 s to 2 min.', '// parsing type declarations took lint from')).toBe(true)
    expect(statesFigure('// (default 0.5 s) without Next.js.', '// A page Next.js served is answered again for')).toBe(
      false,
    )
    expect(commentOf("const url = 'http://localhost:3000' // 55 KB of log")).toBe('55 KB of log')
    expect(commentOf("log('A 10 MB document')")).toBeNull()
  })

  it('finds a figure in a file, split over two comment lines too, and names its line', () => {
    const invented = [
      "import { x } from './invented'",
      '// Kept in memory: the map is about 12 MB at ten thousand entries.',
      'const limit = 4 * 1024 // bytes, the default cap',
      '// Moving it to a worker took the first render from',
      '// 900 ms to 200 ms.',
      'export const y = x + limit // a plain reason, no figure',
    ].join('\n')
    expect(figuresIn('example/invented.ts', invented)).toEqual([
      'example/invented.ts:2: // Kept in memory: the map is about 12 MB at ten thousand entries.',
      'example/invented.ts:5: // 900 ms to 200 ms.',
    ])
  })

  it('no comment in the source outside the tests states a measured size, time or rate', () => {
    const files = sourceFiles()
    // The scan itself must reach the source: an empty listing would pass without reading a comment.
    expect(files).toEqual(expect.arrayContaining(['lib/config.ts', 'proxy.ts', 'lib/cache/cache-handler.mjs']))
    const found: string[] = []
    for (const file of files) {
      let text: string
      try {
        text = readFileSync(path.join(root, file), 'utf8')
      } catch {
        continue // listed by git but deleted in the work tree
      }
      found.push(...figuresIn(file, text))
    }
    expect(
      found,
      'These comments state a measured figure. Figures belong in docs/performance.md, each with the command that ' +
        'prints it (or "measured once by hand", with the date); the comment keeps the reason in words and points ' +
        'to the section there.',
    ).toEqual([])
  })
})
