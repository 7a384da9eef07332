/**
 * No e2e test pins the seed's wording of a title (docs/testing.md, "What a test may pin"): the pages a test
 * opens come from the seed, so a title it expects is read from the served dataset by id (tests/support/e2e-content.ts).
 * This fails on a string in tests/e2e that holds the title of a seed guide, post, page, category or doctor, or a
 * page's own heading, so rewording one in content/seed can never turn an e2e test red.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { seedDocuments } from '@/content/seed/seed-text'

const root = path.resolve(import.meta.dirname, '../..')

/** The seed's titles and names a reader sees as headings; short generic words ("Diabetes") are a test's own. */
function seedTitles(): string[] {
  const fields: Record<string, string> = {
    conditionArticle: 'title',
    blogPost: 'title',
    infoPage: 'title',
    pageCopy: 'title',
    blogCategory: 'sidebarLabel',
    doctor: 'name',
  }
  return seedDocuments()
    .filter((d) => !d._id.includes('.') && d._type in fields)
    .map((d) => d[fields[d._type]!])
    .filter((t): t is string => typeof t === 'string' && t.split(/\s+/).length >= 4)
}

/** The titles a source's string, template and regular-expression literals hold, with their lines. */
function pinnedTitles(file: string, source: string, titles: string[]): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    const text =
      ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)
        ? node.text
        : ts.isRegularExpressionLiteral(node)
          ? node.text.replace(/\\(.)/g, '$1')
          : null
    if (text !== null)
      for (const title of titles)
        if (text.includes(title))
          found.push(`${path.basename(file)}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${title}`)
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return found
}

describe('e2e tests read titles from the served dataset', () => {
  const titles = seedTitles()

  it('knows the seed titles, and finds one planted in a spec', () => {
    expect(titles.length).toBeGreaterThan(15)
    const title = titles[0]!
    const source = `await expect(h1).toHaveText('${title}')\nawait expect(h1).toHaveText(guide('x').title)\n`
    expect(pinnedTitles('planted.spec.ts', source, titles)).toEqual([`planted.spec.ts:1: ${title}`])
  })

  it('no file in tests/e2e holds a seed title', () => {
    const dir = path.join(root, 'tests/e2e')
    const files = readdirSync(dir).filter((f) => f.endsWith('.ts'))
    expect(files.length).toBeGreaterThan(10)
    expect(files.flatMap((f) => pinnedTitles(f, readFileSync(path.join(dir, f), 'utf8'), titles))).toEqual([])
  })
})
