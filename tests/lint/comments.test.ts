/**
 * A code comment says why in the code's own terms: what the code guards against, for the next reader of the code.
 * Where a reason came from (an issue's number, a review's point id or section, a review by name, the day of the
 * work) means nothing to that reader and belongs in git history and the issue tracker. This reads only the comments
 * of every tracked source file (the TypeScript parser for TS and JS, `#` lines for shell and nginx, block comments
 * for CSS) and fails, naming file and line, on a comment that cites one. Strings, test names and dates that are data
 * are not comments and are not read; technical names (ES2022, H1, U+200B, NICE NG151, ICD-10, HTTP/2, P95) pass.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * Path prefixes still being cleaned by engineers at work there; each is scanned again once removed from this list.
 * Keep it empty: an entry here is a debt, not an exemption.
 */
const PENDING: string[] = []

/** Technical names shaped like a review's point id: a letter or two and a number. */
const TECHNICAL_ID =
  /^(?:H[1-6]|V8|S3|A[3-5]|P\d{2,3}|ES\d+|TS\d+|NG\d+|CG\d+|QS\d+|PH\d+|TA\d+|DG\d+|IE\d+|E164|X509|R2|K1|K8|B12|D3|G4|GA4|BM25|SV)$/
/** Words just before an id that make it a technical or clinical reference, not a review point. */
const TECHNICAL_BEFORE = /\b(?:NICE|WHO|CDC|NHS|ICD|RFC|guideline|vitamin|level|heading|headings|type|stage|grade)\s*$/i

const CITATIONS: { reason: string; pattern: RegExp }[] = [
  { reason: 'an issue', pattern: /\bissues?\s+#?\d+/i },
  { reason: 'an issue', pattern: /(?<![\w&/#-])#\d{1,2}(?![\w+-])/ },
  { reason: "a review's severity id", pattern: /\b(?:BLOCKER|CRITICAL|MAJOR|MINOR|HIGH|MEDIUM|LOW|NIT)-\d+\b/ },
  { reason: "a review's section", pattern: /(?<!\b(?:RFC|ISO|IEC)\s?[\d-]+\s)§\s?\d/ },
  {
    reason: 'a review by name',
    pattern:
      /\b(?:clinical (?:read|review)|security (?:probe|review)|editor(?:'s)? pass|architecture review|spanish review|reader-ux|ux review|accessibility review|performance review)\b/i,
  },
  {
    reason: 'a date of work',
    pattern: /(?<!["'`]|\bversion\s|\bv)\b20\d\d-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])\b(?!["'`])/,
  },
]

/** The reason one comment cites where it came from, or null for a comment that only says why. */
export function citation(comment: string): string | null {
  for (const { reason, pattern } of CITATIONS) if (pattern.test(comment)) return reason
  for (const match of comment.matchAll(/(?<![\w+.\-/$@])([A-Z]{1,2})(\d{1,3})(?![\w+\-/%]|\.\d)/g)) {
    if (TECHNICAL_ID.test(match[0])) continue
    if (TECHNICAL_BEFORE.test(comment.slice(0, match.index))) continue
    return "a review's point id"
  }
  return null
}

export interface Comment {
  line: number
  text: string
}

/** Every comment of a TypeScript or JavaScript file, one entry per line of comment, read by the TypeScript parser. */
function scriptComments(file: string, text: string): Comment[] {
  const kind = /\.tsx$/.test(file)
    ? ts.ScriptKind.TSX
    : /\.jsx?$|\.[mc]js$/.test(file)
      ? ts.ScriptKind.JSX
      : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind)
  const seen = new Set<number>()
  const ranges: ts.CommentRange[] = []
  const collect = (found: ts.CommentRange[] | undefined) => {
    for (const range of found ?? []) {
      if (seen.has(range.pos)) continue
      seen.add(range.pos)
      ranges.push(range)
    }
  }
  const visit = (node: ts.Node) => {
    if (node.kind !== ts.SyntaxKind.JsxText) {
      collect(ts.getLeadingCommentRanges(text, node.pos))
      collect(ts.getTrailingCommentRanges(text, node.end))
    }
    for (const child of node.getChildren(source)) visit(child)
  }
  collect(ts.getLeadingCommentRanges(text, 0))
  visit(source)
  return ranges.flatMap((range) => {
    const first = source.getLineAndCharacterOfPosition(range.pos).line
    return text
      .slice(range.pos, range.end)
      .split('\n')
      .map((line, index) => ({ line: first + index + 1, text: line.trim() }))
  })
}

/** The `#` comments of a shell script or an nginx file. */
function hashComments(text: string): Comment[] {
  return text.split('\n').flatMap((line, index) => {
    const match = line.match(/(?:^|\s)(#.*)$/)
    return match && !/^#!/.test(match[1]!) ? [{ line: index + 1, text: match[1]!.trim() }] : []
  })
}

/** The block comments of a style sheet. */
function cssComments(text: string): Comment[] {
  return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].flatMap((match) => {
    const first = text.slice(0, match.index).split('\n').length
    return match[0].split('\n').map((line, index) => ({ line: first + index, text: line.trim() }))
  })
}

/** The comments of one file, by its kind. */
export function commentsOf(file: string, text: string): Comment[] {
  if (/\.css$/.test(file)) return cssComments(text)
  if (/\.(?:conf|sh)$|^\.ci\/run$/.test(file)) return hashComments(text)
  return scriptComments(file, text)
}

/** The comment lines of one file that cite an issue, a review or a day, as `file:line: comment`. */
export function citationsIn(file: string, text: string): string[] {
  return commentsOf(file, text)
    .filter((comment) => citation(comment.text) !== null)
    .map((comment) => `${file}:${comment.line}: ${comment.text}`)
}

/** The tracked (and new, not ignored) source files. */
function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
  return listed
    .split('\n')
    .filter((file) => /\.(?:ts|tsx|mts|mjs|cjs|js|css|conf|sh)$|^\.ci\/run$/.test(file))
    .filter((file) => !/(?:^|\/)node_modules\/|\.d\.ts$/.test(file))
}

describe('code comments say why, not where the reason came from', () => {
  it('recognises citations of issues, review points, reviews and days, and leaves technical names alone', () => {
    const cited = [
      '// Issue 43, point 4: a guide changed after its last review says so at the top',
      '// see issue 56',
      '// (#71) the search route is bounded',
      '// N5: the skip link comes first',
      '/* E23 and S7 */',
      ' * as L10 asked, the list is capped',
      '// MAJOR-1: the form posts without JS',
      '// §2 of the architecture notes',
      '// found by the clinical read 3',
      '// the security probe sent 16 connections',
      '// the editor pass reworded this',
      '// Spanish review wording',
      '# changed on 2026-11-23',
    ]
    const technical = [
      '// ES2022 class fields',
      '// one H1 per page, then H2',
      '// strips U+200B zero-width spaces',
      '// NICE NG151 (colorectal cancer) recommends this',
      '// ICD-10 codes',
      '// served over HTTP/2',
      '// P95 of the render time',
      '// the colour #333 on white',
      '// "#10+" is a number of 10 or more',
      '// BM25 per field, with K1 and GA4',
      '// calendar dates ("2025-07-15") in UTC',
      '// V8 keeps it in old space',
      '# the key is $1, the zone 10m',
      '// a review date of the guide, stored as a date',
      '// a shared cache may drop it (RFC 9111 §4.4)',
      '// from API version 2025-02-19 on, a query without a perspective reads the published view',
    ]
    expect(cited.filter((line) => citation(line) === null)).toEqual([])
    expect(technical.filter((line) => citation(line) !== null)).toEqual([])
  })

  it('reads only comments: strings, test names and JSX text are not comments', () => {
    const invented = [
      "const title = 'crisis searches (issue 56)'",
      "it('keeps N5 in a string', () => {})",
      '// a plain reason',
      'const day = "2026-11-23" // E23 guards the edge',
      'const view = <p>See issue 12 and http://example.org</p>',
      '/**',
      ' * Multi-line, then',
      ' * S7 on its third line',
      ' */',
      'export const x = { a: 1 } /* #71 */',
      'const y = <div>{/* reader-ux asked for this */}</div>',
    ].join('\n')
    expect(citationsIn('example/invented.tsx', invented)).toEqual([
      'example/invented.tsx:4: // E23 guards the edge',
      'example/invented.tsx:8: * S7 on its third line',
      'example/invented.tsx:10: /* #71 */',
      'example/invented.tsx:11: /* reader-ux asked for this */',
    ])
    expect(citationsIn('deploy/x.conf', 'limit_req zone=s burst=5; # L2 asked for this\n# plain')).toEqual([
      'deploy/x.conf:1: # L2 asked for this',
    ])
    expect(citationsIn('x.css', 'a { color: red; }\n/* a reason,\n   from 2026-11-23 */')).toEqual([
      'x.css:3: from 2026-11-23 */',
    ])
  })

  it('no comment in the tracked source cites an issue, a review point, a review or a day of work', () => {
    const files = sourceFiles()
    // The scan must reach the source: an empty listing would pass without reading a comment.
    expect(files).toEqual(expect.arrayContaining(['lib/config.ts', 'deploy/nginx/edge.conf', '.ci/run']))
    const found: string[] = []
    for (const file of files) {
      if (PENDING.some((prefix) => file.startsWith(prefix))) continue
      let text: string
      try {
        text = readFileSync(path.join(root, file), 'utf8')
      } catch {
        continue // listed by git but deleted in the work tree
      }
      found.push(...citationsIn(file, text))
    }
    expect(
      found,
      'These comments cite where a reason came from (an issue, a review point id, a review by name or a day of ' +
        "work). Say the reason in the code's own terms instead: what the code guards against.",
    ).toEqual([])
  })
})
