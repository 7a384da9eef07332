/**
 * The rooms of lib/ (docs/architecture.md, "The rooms of lib/"): each folder under lib/ is a room, and an import
 * between two rooms runs one way. lib/site (routes, languages, interface-word plumbing) imports no other room but the
 * top-level shared modules; lib/content, the one door to the CMS, builds on lib/site; the feature rooms build on both;
 * lib/interface, the registry of every feature's interface-word keys, is imported by no feature. Two rooms that import
 * each other (a pair, over the code files, tests aside) fail here unless the pair is in ALLOWED with its reason.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const lib = path.join(root, 'lib')

/** Pairs of rooms that still import each other, each with why it is not untangled yet. Keys: the two names, sorted. */
const ALLOWED: Readonly<Record<string, string>> = {}

const CODE = /\.(ts|tsx|mts)$/
const TEST = /\.test\./
const IMPORT = /\bfrom\s+['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return filesUnder(full)
    return CODE.test(entry.name) && !TEST.test(entry.name) ? [full] : []
  })
}

/** The room an import specifier lands in, seen from `file`; null outside lib/'s folders. */
function roomOf(specifier: string, file: string, rooms: ReadonlySet<string>, libDir: string): string | null {
  let target: string
  if (specifier.startsWith('@/lib/')) target = path.join(libDir, specifier.slice('@/lib/'.length))
  else if (specifier.startsWith('.')) target = path.resolve(path.dirname(file), specifier)
  else return null
  const [first = '', ...rest] = path.relative(libDir, target).split(path.sep)
  return rest.length > 0 && rooms.has(first) ? first : null
}

/** Which rooms each room imports, from the code files' import lines. */
export function roomGraph(libDir: string = lib): Map<string, Set<string>> {
  const rooms = new Set(
    fs
      .readdirSync(libDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name),
  )
  const graph = new Map<string, Set<string>>()
  for (const room of rooms) {
    const imports = new Set<string>()
    for (const file of filesUnder(path.join(libDir, room))) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const other = roomOf(match[1] ?? match[2] ?? match[3] ?? '', file, rooms, libDir)
        if (other && other !== room) imports.add(other)
      }
    }
    graph.set(room, imports)
  }
  return graph
}

/** Every pair of rooms that import each other, as 'a+b' with the names sorted. */
export function mutualPairs(graph: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const pairs = new Set<string>()
  for (const [room, imports] of graph) {
    for (const other of imports) if (graph.get(other)?.has(room)) pairs.add([room, other].sort().join('+'))
  }
  return [...pairs].sort()
}

describe('the rooms of lib/', () => {
  it('finds a pair only where two rooms import each other', () => {
    const graph = new Map([
      ['site', new Set<string>()],
      ['content', new Set(['site', 'blog'])],
      ['blog', new Set(['site', 'content'])],
      ['search', new Set(['site', 'content'])],
    ])
    expect(mutualPairs(graph)).toEqual(['blog+content'])
  })

  it('reads both alias and relative imports across rooms, and not a room importing itself', () => {
    const scratch = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? '/tmp'), 'lib-rooms-'))
    try {
      for (const room of ['a', 'b', 'c']) fs.mkdirSync(path.join(scratch, room))
      fs.writeFileSync(path.join(scratch, 'a', 'x.ts'), "import { y } from '../b/y'\nimport { z } from './z'\n")
      fs.writeFileSync(path.join(scratch, 'a', 'z.ts'), 'export const z = 1\n')
      fs.writeFileSync(path.join(scratch, 'b', 'y.ts'), "import type { X } from '@/lib/a/x'\nexport const y = 1\n")
      fs.writeFileSync(path.join(scratch, 'c', 'c.test.ts'), "import { y } from '../b/y'\n")
      const graph = roomGraph(scratch)
      expect(graph.get('a')).toEqual(new Set(['b']))
      expect(graph.get('b')).toEqual(new Set(['a']))
      expect(graph.get('c')).toEqual(new Set())
      expect(mutualPairs(graph)).toEqual(['a+b'])
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true })
    }
  })

  it('has no two rooms importing each other outside the allowed pairs', () => {
    const pairs = mutualPairs(roomGraph())
    expect(pairs.filter((pair) => !(pair in ALLOWED))).toEqual([])
  })

  it('allows only pairs that are still tangled, so a pair untangled leaves the list', () => {
    const pairs = mutualPairs(roomGraph())
    expect(Object.keys(ALLOWED).filter((pair) => !pairs.includes(pair))).toEqual([])
  })

  it('keeps lib/site below every other room, and lib/interface imported by the content door only', () => {
    const graph = roomGraph()
    expect([...(graph.get('site') ?? [])]).toEqual([])
    const intoInterface = [...graph].filter(([, imports]) => imports.has('interface')).map(([room]) => room)
    expect(intoInterface.filter((room) => room !== 'content')).toEqual([])
  })
})
