/**
 * The helpers the content checks read facts with, and the rule that keeps those checks off whole sentences: a
 * literal of 60 characters or more with words in it, inside expect() or a matcher, is a whole-sentence assertion,
 * allowed only for a text the product specification fixes, marked "spec text" on the line above.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { glossedAtFirstUse, saysAll, saysTogether, sentencesOf, sentencesWith } from './facts'

const box =
  'Go to the ER now if the top number is 160 or more, or the bottom number is 110 or more. ' +
  'Call your maternity team the same day if it is 140/90 and you feel fine. MEN2 is a condition passed down in families.'

describe('facts', () => {
  it('splits sentences at a full stop before a capital or a number, not inside a number', () => {
    expect(sentencesOf('A fever of 100.4 °F or higher. Call now.')).toEqual([
      'A fever of 100.4 °F or higher.',
      'Call now.',
    ])
  })

  it('finds the facts only when one sentence holds them all', () => {
    expect(saysTogether(box, 'ER', '160', '110')).toBe(true)
    expect(saysTogether(box, 'ER', '160', 'maternity')).toBe(false)
    expect(sentencesWith(box, 'maternity', '140/90')).toHaveLength(1)
  })

  it('matches a number whole: 160 is not 1600, 100.4 is not 100.45, 140 is not 140/90', () => {
    expect(saysAll('up to 1600 mg', '160')).toBe(false)
    expect(saysAll('a fever of 100.45', '100.4')).toBe(false)
    expect(saysAll('140/90 or higher', '140')).toBe(false)
    expect(saysAll('140/90 or higher', '140/90')).toBe(true)
    expect(saysAll('Call 1-800-222-1222 now.', '1-800-222-1222')).toBe(true)
  })

  it('takes a gloss from the sentence before, of or after the first use of a term', () => {
    expect(glossedAtFirstUse(box, 'MEN2', /passed down in families/)).toBe(true)
    expect(glossedAtFirstUse(box, 'MEN2', /thyroid/)).toBe(false)
    expect(glossedAtFirstUse(box, 'HHS', /anything/)).toBe(false)
  })
})

const MATCHERS = new Set([
  'toMatch',
  'toContain',
  'toBe',
  'toEqual',
  'toStrictEqual',
  'toMatchObject',
  'stringMatching',
])
const SPEC_MARK = /spec text/i

/** The literals of 60 characters or more, with at least four words, inside expect() or a matcher of one file. */
function sentenceAssertions(file: string): string[] {
  const source = readFileSync(file, 'utf8')
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const literal = (n: ts.Node): string | null =>
    ts.isRegularExpressionLiteral(n)
      ? n.text.slice(1, n.text.lastIndexOf('/'))
      : ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)
        ? n.text
        : null
  const inside = (n: ts.Node): void => {
    const text = literal(n)
    if (text === null) {
      ts.forEachChild(n, inside)
      return
    }
    if (text.length < 60 || text.trim().split(/\s+/).length < 4) return
    const line = sf.getLineAndCharacterOfPosition(n.getStart()).line
    const above = source
      .split('\n')
      .slice(Math.max(0, line - 3), line + 1)
      .join('\n')
    if (!SPEC_MARK.test(above)) found.push(`${path.basename(file)}:${line + 1}: ${text}`)
  }
  const visit = (n: ts.Node) => {
    if (ts.isCallExpression(n)) {
      const callee = n.expression
      const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : ''
      if (name === 'expect' && n.arguments[0]) inside(n.arguments[0])
      else if (MATCHERS.has(name)) n.arguments.forEach(inside)
    }
    ts.forEachChild(n, visit)
  }
  visit(sf)
  return found
}

describe('the content checks read facts, not sentences', () => {
  it('finds a whole sentence in a check, and lets one marked as a spec text pass', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'facts-rule-'))
    const file = path.join(dir, 'sample.test.ts')
    const sentence = 'Call 911 if you have chest pain, or a sudden bad headache or confusion, whatever your reading.'
    const url = 'https://www.cdc.gov/hearher/maternal-warning-signs/index.html#signs-and-symptoms'
    writeFileSync(
      file,
      `expect(card).toContain('${sentence}')\nexpect(urls).toContain('${url}')\n` +
        `// spec text: docs/product.md\nexpect(x).toBe('${sentence}')\n`,
    )
    try {
      expect(sentenceAssertions(file)).toEqual([`sample.test.ts:1: ${sentence}`])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('no check of the seed matches a whole sentence unless it is a spec text', () => {
    const dir = import.meta.dirname
    const seedChecks = readdirSync(dir)
      .filter((f) => /\.test\.tsx?$/.test(f) && f !== 'facts.test.ts')
      .map((f) => path.join(dir, f))
      .filter((file) => /seed-text|seed-docs/.test(readFileSync(file, 'utf8')))
    expect(seedChecks.length).toBeGreaterThan(10)
    expect(seedChecks.flatMap(sentenceAssertions)).toEqual([])
  })
})
