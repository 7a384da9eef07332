/**
 * Public APIs only (eslint.config.mjs, publicApiRules): each rule fails on a planted violation, linted in memory at a
 * path where it applies (nothing is written into the project), lib/cache included: it has no exception.
 */
import path from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
let eslint: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'import/no-cycle': 'off' } } })
})

async function restricted(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message)
}

const planted: [string, string, string][] = [
  [
    'an import from next/dist',
    "import { isRedirectError } from 'next/dist/client/components/redirect-error'\nexport const used = isRedirectError",
    'next/dist/*',
  ],
  ['a dynamic import from next/dist', "export const load = () => import('next/dist/server/next.js')", 'next/dist/*'],
  [
    'a require of next/dist',
    "import { createRequire } from 'node:module'\nexport const c = createRequire(import.meta.url)('next/dist/server/lib/incremental-cache/index.js')",
    'next/dist/*',
  ],
  ['a __NEXT_PRIVATE_ variable', "process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = '{}'", '__NEXT_PRIVATE_'],
  ['a __NEXT_PRIVATE_ name in a string', "export const name = '__NEXT_PRIVATE_STANDALONE_CONFIG'", '__NEXT_PRIVATE_'],
  [
    "React's fiber root",
    "export const key = Object.keys(document).find((k) => k.startsWith('__reactContainer'))",
    "React's internals",
  ],
  [
    'a React root state',
    'export const done = (state: { isDehydrated?: boolean }) => state.isDehydrated',
    "React's internals",
  ],
  ['a registry symbol', "export const KEY = Symbol.for('health-site.anything')", 'globalThis symbols'],
  [
    'a globalThis slot',
    'const KEY = "x"\nexport const read = () => (globalThis as Record<string, unknown>)[KEY]',
    'globalThis slots',
  ],
  [
    'a plain globalThis slot',
    'export function set(key: string) {\n  // @ts-expect-error any slot\n  globalThis[key] = 1\n}',
    'globalThis slots',
  ],
  [
    "a patch of Node's response",
    "import type { ServerResponse } from 'node:http'\nexport function patch(res: ServerResponse) {\n  const end = res.end\n  res.end = end\n}",
    "patching of Node's response",
  ],
  [
    "a server wrapping Next's handler",
    "import next from 'next'\nexport const handle = next({ dev: false }).getRequestHandler()",
    "wraps Next's request handler",
  ],
  ['a V8 flag at run time', "import v8 from 'node:v8'\nv8.setFlagsFromString('--max-semi-space-size=8')", 'V8 flags'],
]

describe('public-API lint rules', () => {
  it.each(planted)('fail on %s in site code', async (_, code, message) => {
    for (const file of ['lib/site/fixture.ts', 'scripts/fixture.mts', 'app/fixture/route.ts']) {
      const found = await restricted(file, code)
      expect(
        found.some((m) => m.includes(message)),
        `${file}: ${found.join(' | ') || 'nothing reported'}`,
      ).toBe(true)
    }
  })

  it('hold in lib/cache too: the page-cache handler has no exception', async () => {
    const [dist, , , , , , , symbol] = planted
    expect((await restricted('lib/cache/fixture.mjs', dist![1])).join()).toContain('next/dist/*')
    expect((await restricted('lib/cache/fixture.mjs', symbol![1])).join()).toContain('globalThis symbols')
  })

  it('pass the public ways to do the same', async () => {
    const fine = [
      "import { redirect } from 'next/navigation'\nexport const go = () => redirect('/')",
      "import { revalidateTag } from 'next/cache'\nexport const r = () => revalidateTag('x', 'max')",
      'export const f = globalThis.fetch',
      "export function register() {\n  process.env.NODE_OPTIONS ??= '--max-semi-space-size=16'\n}",
    ]
    for (const code of fine) expect(await restricted('lib/site/fixture.ts', code), code).toEqual([])
  })
})
