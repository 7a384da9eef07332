/**
 * Tables the server needs and a reader's browser does not stay out of the JavaScript readers download: every module a
 * reader's client component imports, directly or through others (dynamic imports too: the cookie banner is fetched
 * when it opens), is walked from the source, and none may be one of them (the figures: docs/performance.md):
 * - the route tables (lib/site/routes.ts, lib/site/localized-routes.ts): a client component gets its links as props
 *   built on the server, or builds them with lib/site/browser-routes.ts;
 * - the interface words' key tables (lib/interface/areas.ts and the `*text-keys.ts` modules it lists): a client
 *   component gets the words themselves, and their types;
 * - components/ui/icons.tsx, every icon: a client component imports its icons from the small ./ui/*-icons.tsx
 *   modules, because Next puts all of a module's icons that any client component uses on every page with one.
 * The Studio is an editor's page and may import anything.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const KEPT_OUT = (file: string) =>
  ['lib/site/routes.ts', 'lib/site/localized-routes.ts', 'lib/interface/areas.ts', 'components/ui/icons.tsx'].includes(
    file,
  ) || /text-keys\.ts$/.test(file)
/** Editors' code: the Studio route and what only it loads. */
const EDITORS_ONLY = /^(app\/studio\/|sanity\.config\.ts$|schemas\/|studio\/)/

type Read = (file: string) => string | undefined

const diskRead: Read = (file) => {
  const full = path.join(root, file)
  return existsSync(full) ? readFileSync(full, 'utf8') : undefined
}

/** The project files a module imports at run time (type-only imports are erased; packages are not followed). */
function importsOf(file: string, source: string, read: Read): string[] {
  const specifiers = [
    ...source.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm),
    ...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((m) => m[1]!)
  const found: string[] = []
  for (const spec of specifiers) {
    let base: string
    if (spec.startsWith('@/')) base = spec.slice(2)
    else if (spec.startsWith('.')) base = path.posix.join(path.posix.dirname(file), spec)
    else continue
    const hit = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((ext) => base + ext)
      .find((f) => read(f) !== undefined)
    if (hit && /\.tsx?$/.test(hit)) found.push(hit)
  }
  return found
}

/** For each client entry, the chain of imports that reaches a module kept out of the browser, if one does. */
export function tableChains(entries: string[], read: Read): string[] {
  const chains: string[] = []
  for (const entry of entries) {
    const seen = new Map<string, string | null>([[entry, null]])
    const queue = [entry]
    while (queue.length) {
      const file = queue.shift()!
      if (KEPT_OUT(file)) {
        const chain = [file]
        for (let at = seen.get(file); at; at = seen.get(at)) chain.unshift(at)
        chains.push(chain.join(' → '))
        break
      }
      for (const next of importsOf(file, read(file) ?? '', read)) {
        if (seen.has(next)) continue
        seen.set(next, file)
        queue.push(next)
      }
    }
  }
  return chains
}

function clientEntries(): string[] {
  const files: string[] = []
  for (const dir of ['app', 'components', 'lib']) {
    for (const entry of readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue
      const file = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')
      if (EDITORS_ONLY.test(file)) continue
      if (/^\s*['"]use client['"]/.test(readFileSync(path.join(root, file), 'utf8'))) files.push(file)
    }
  }
  return files
}

describe('client JavaScript and the server-side tables', () => {
  it('finds a table behind a client component, through a shared module and a dynamic import', () => {
    const files: Record<string, string> = {
      'components/a/Widget.tsx':
        "'use client'\nimport type { X } from '@/lib/site/routes'\nimport { card } from './card'\n",
      'components/a/card.ts': "export const later = () => import('../../lib/b/help')\n",
      'lib/b/help.ts': "import {\n  routesFor,\n} from '@/lib/site/localized-routes'\n",
      'lib/site/localized-routes.ts': '',
      'lib/site/routes.ts': '',
    }
    expect(tableChains(['components/a/Widget.tsx'], (f) => files[f])).toEqual([
      'components/a/Widget.tsx → components/a/card.ts → lib/b/help.ts → lib/site/localized-routes.ts',
    ])
    files['lib/b/help.ts'] = "import { browserRoutes } from '@/lib/site/browser-routes'\n"
    expect(tableChains(['components/a/Widget.tsx'], (f) => files[f])).toEqual([])
  })

  it('finds a key table and the whole icon set, and lets the type of a table and a small icon module through', () => {
    const files: Record<string, string> = {
      'components/a/Widget.tsx':
        "'use client'\nimport type { B_TEXT } from '@/lib/b/text-keys'\nimport { Search } from '../ui/search-icons'\n",
      'components/ui/search-icons.tsx': '',
      'components/ui/icons.tsx': '',
      'lib/b/text-keys.ts': '',
      'lib/b/words.ts': "import { B_TEXT } from './text-keys'\n",
    }
    expect(tableChains(['components/a/Widget.tsx'], (f) => files[f])).toEqual([])
    files['components/a/Widget.tsx'] += "import { words } from '@/lib/b/words'\n"
    expect(tableChains(['components/a/Widget.tsx'], (f) => files[f])).toEqual([
      'components/a/Widget.tsx → lib/b/words.ts → lib/b/text-keys.ts',
    ])
    files['components/a/Widget.tsx'] = files['components/a/Widget.tsx']!.replace(
      '@/lib/b/words',
      '@/components/ui/icons',
    )
    expect(tableChains(['components/a/Widget.tsx'], (f) => files[f])).toEqual([
      'components/a/Widget.tsx → components/ui/icons.tsx',
    ])
  })

  it('no reader-side client component reaches a route table, a key table or the whole icon set', () => {
    const entries = clientEntries()
    expect(entries.length).toBeGreaterThan(20)
    expect(tableChains(entries, diskRead)).toEqual([])
  })
})
