/**
 * The lint rules that keep the code layout (eslint.config.mjs) fail on code that breaks them, so a rule that
 * silently stopped working (a renamed folder, a zone that no longer matches, a resolver that no longer follows
 * `@/` paths) fails here instead of letting the layout rot. Layer cases lint a small module in memory, placed for
 * ESLint where the rule applies (nothing is written into the project); the cycle needs two real files, in the
 * fixtures folder that `npm run lint` ignores because it is broken on purpose.
 */
import path from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
let eslint: ESLint
let inMemory: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: root, ignore: false })
  // The cycle rule follows imports on disk and cannot lint a module that exists only in memory.
  inMemory = new ESLint({ cwd: root, overrideConfig: { rules: { 'import/no-cycle': 'off' } } })
})

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await inMemory.lintText(code, { filePath: path.join(root, file) })
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`)
}

describe('layout lint rules', () => {
  it('fail an import cycle', async () => {
    const [result] = await eslint.lintFiles([path.join(import.meta.dirname, 'fixtures/cycle-a.ts')])
    expect(result?.messages.map((m) => m.ruleId)).toContain('import/no-cycle')
  })

  it.each([
    ['lib imports a component', 'lib/site/fixture.ts', "import { Link } from '@/components/ui/Link'", 'lib/ is below'],
    ['lib imports app code', 'lib/home/fixture.ts', "import robots from '../../app/robots'", 'lib/ is below'],
    [
      'the lake reads through lib/content',
      'packages/local-lake/fixture.ts',
      "import { getSettings } from '@/lib/content'",
      'render',
    ],
    [
      'the lake imports a component',
      'packages/local-lake/fixture.ts',
      "import { Icon } from '@/components/ui/Icon'",
      'render',
    ],
    [
      'the store imports the lake',
      'packages/local-lake/dataset/fixture.ts',
      "import { HttpError } from '../errors'",
      'neither',
    ],
    [
      'the store imports the site',
      'packages/local-lake/dataset/fixture.ts',
      "import { routes } from '@/lib/site/routes'",
      'neither',
    ],
    [
      'a schema rule imports the Studio',
      'schemas/rules/fixture.ts',
      "import { documentBadges } from '@/studio/badges'",
      'below the Studio',
    ],
    [
      'a schema type imports the seed',
      'schemas/objects/fixture.ts',
      "import { buildSeedNdjson } from '@/content/seed/build'",
      'below the Studio',
    ],
    [
      'lib imports the Studio',
      'lib/medical/fixture.ts',
      "import { structure } from '@/studio/structure'",
      'is the site',
    ],
    [
      'lib imports a schema rule',
      'lib/medical/fixture.ts',
      "import { tierTriageWarnings } from '@/schemas/rules/triage'",
      'is the site',
    ],
    [
      'the store reads through lib/content',
      'packages/local-lake/dataset/fixture.ts',
      "import { getSettings } from '@/lib/content'",
      'neither',
    ],
  ])('fail when %s', async (_, file, importLine, message) => {
    const found = (
      await problems(file, `${importLine}\nexport const used = [${importLine.split(/[{ }*]+/)[1] ?? ''}]\n`)
    ).filter((m) => m.startsWith('import/no-restricted-paths:'))
    expect(
      found.some((m) => m.includes(message)),
      found.join('\n') || 'no layer error',
    ).toBe(true)
  })

  it('pass the imports the layout allows', async () => {
    const inside = "import { Dataset } from './dataset/store'\nexport const used = [Dataset]\n"
    expect(await problems('packages/local-lake/fixture.ts', inside)).toEqual([])
    const entry = "import { startLake } from '@health-site/local-lake'\nexport const used = [startLake]\n"
    expect(await problems('lib/content/fixture.ts', entry)).toEqual([])
    const files = "import { overlay } from '@health-site/local-lake/files'\nexport const used = [overlay]\n"
    expect(await problems('lib/content/fixture.ts', files)).toEqual([])
  })

  it('keep the lake package and the site apart, both ways', async () => {
    for (const inside of [
      '@/packages/local-lake/dataset/store',
      '@/packages/local-lake/index',
      '../../packages/local-lake/files',
      '@health-site/local-lake/dataset/store',
    ]) {
      const internal = `import { Dataset } from '${inside}'\nexport const used = [Dataset]\n`
      expect((await problems('lib/content/fixture.ts', internal)).join('\n'), inside).toContain('by its package name')
    }
    const site = "import { routes } from '@/lib/site/routes'\nexport const used = [routes]\n"
    expect((await problems('packages/local-lake/fixture.ts', site)).join('\n')).toContain(
      'imports nothing from the site',
    )
    // Its tests run on its own harness, not the site's.
    const harness =
      "import { putDocuments } from '../../../tests/support/e2e-dataset'\nexport const used = [putDocuments]\n"
    expect((await problems('packages/local-lake/endpoints/fixture.test.ts', harness)).join('\n')).toContain(
      'imports nothing from the site',
    )
    const own = "import { testLake } from '../test-support/lake'\nexport const used = [testLake]\n"
    expect(await problems('packages/local-lake/endpoints/fixture.test.ts', own)).toEqual([])
  })
})
