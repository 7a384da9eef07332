/**
 * The route tables (lib/site/routes.ts, lib/site/localized-routes.ts) stay out of the JavaScript readers download:
 * every module a reader's client component imports, directly or through others (dynamic imports too: the cookie
 * banner is fetched when it opens), is walked from the source, and none may be a table. A client component gets its
 * links as props built on the server, or builds them with lib/site/browser-routes.ts (the figure: docs/performance.md).
 * The Studio is an editor's page and may import anything.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const TABLES = ['lib/site/routes.ts', 'lib/site/localized-routes.ts']
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

/** For each client entry, the chain of imports that reaches a route table, if one does. */
export function tableChains(entries: string[], read: Read): string[] {
  const chains: string[] = []
  for (const entry of entries) {
    const seen = new Map<string, string | null>([[entry, null]])
    const queue = [entry]
    while (queue.length) {
      const file = queue.shift()!
      if (TABLES.includes(file)) {
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

describe('client JavaScript and the route tables', () => {
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

  it('no reader-side client component reaches a route table', () => {
    const entries = clientEntries()
    expect(entries.length).toBeGreaterThan(20)
    expect(tableChains(entries, diskRead)).toEqual([])
  })
})
