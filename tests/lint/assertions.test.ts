/**
 * No test without an assertion: Vitest fails any unit, component or content test that calls no expect
 * (`expect.requireAssertions` in vitest.config.ts), and every Playwright test in tests/e2e says `expect` in its body
 * (Playwright has no such switch; a helper that asserts is called beside an expect of the test's own).
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import config from '../../vitest.config'

const root = path.resolve(import.meta.dirname, '../..')

/** The Playwright tests of a spec's source (`test(...)`, `test.only(...)`, …) whose body never says `expect`. */
function testsWithoutExpect(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const isTest = (callee: ts.Expression) =>
    (ts.isIdentifier(callee) && callee.text === 'test') ||
    (ts.isPropertyAccessExpression(callee) &&
      ts.isIdentifier(callee.expression) &&
      callee.expression.text === 'test' &&
      ['only', 'fixme', 'fail', 'slow'].includes(callee.name.text))
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && isTest(node.expression) && node.arguments.length >= 2) {
      const body = node.arguments[node.arguments.length - 1]!
      if ((ts.isArrowFunction(body) || ts.isFunctionExpression(body)) && !/\bexpect\b/.test(body.getText()))
        found.push(`${path.basename(file)}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`)
    }
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return found
}

describe('every test asserts something', () => {
  it('Vitest fails a test that calls no expect, in every project', () => {
    const projects = (config.test?.projects ?? []) as Array<{ test?: { name?: string; expect?: object } }>
    expect(projects.length).toBeGreaterThanOrEqual(3)
    for (const project of projects)
      expect(project.test?.expect, project.test?.name).toMatchObject({ requireAssertions: true })
  })

  it('finds a Playwright test with no expect, and lets one that asserts pass', () => {
    const source = [
      "test('looks only', async ({ page }) => { await page.goto('/') })",
      "test('asserts', async ({ page }) => { await expect(page).toHaveTitle(/x/) })",
      "test.describe('group', () => { test.only('looks only too', async () => {}) })",
    ].join('\n')
    expect(testsWithoutExpect('planted.spec.ts', source)).toEqual(['planted.spec.ts:1', 'planted.spec.ts:3'])
  })

  it('every Playwright test in tests/e2e calls expect', () => {
    const dir = path.join(root, 'tests/e2e')
    const specs = readdirSync(dir).filter((f) => f.endsWith('.spec.ts'))
    expect(specs.length).toBeGreaterThan(10)
    expect(specs.flatMap((f) => testsWithoutExpect(f, readFileSync(path.join(dir, f), 'utf8')))).toEqual([])
  })
})
