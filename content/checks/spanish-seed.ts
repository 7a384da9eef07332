/**
 * The Spanish seed beside the English one: `content/seed/es/` mirrors `content/seed/` file for file, with
 * the same keys and Spanish values. The checks read both straight from the source files (front matter and Markdown,
 * through the seed kit's own parsers), so they hold whether or not a builder has put the Spanish documents in the
 * dataset yet.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import { actionsInLanguage, type TriageActionId } from '@/lib/medical/triage'
import { markdownToBlocks, splitFrontMatter } from '../seed/kit'

export const SEED_DIR = path.resolve(import.meta.dirname, '../seed')
export const SPANISH_DIR = path.join(SEED_DIR, 'es')

/** The English seed's content files (YAML and Markdown), relative to content/seed, without the Spanish folder. */
export function englishSeedFiles(dir = SEED_DIR, base = ''): string[] {
  const out: string[] = []
  for (const name of readdirSync(dir).sort()) {
    const rel = base ? `${base}/${name}` : name
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) {
      if (rel === 'es' || rel === 'images') continue
      out.push(...englishSeedFiles(full, rel))
    } else if (/\.(ya?ml|md)$/.test(name) && name !== 'README.md') out.push(rel)
  }
  return out
}

export const spanishPath = (rel: string) => path.join(SPANISH_DIR, rel)
export const hasSpanishTwin = (rel: string) => existsSync(spanishPath(rel))

/** A seed file's data: the YAML, or a Markdown file's front matter with its body. */
export function readSeedFile(file: string): { data: Record<string, unknown>; body: string } {
  const text = readFileSync(file, 'utf8')
  if (file.endsWith('.md')) return splitFrontMatter(text, file)
  return { data: (parseYaml(text) ?? {}) as Record<string, unknown>, body: '' }
}

/** The key paths of a value: objects by key, lists by their items' keys (not their length), leaves as a path. */
export function keyPaths(value: unknown, prefix = ''): Set<string> {
  const out = new Set<string>()
  if (Array.isArray(value)) {
    for (const item of value) for (const p of keyPaths(item, `${prefix}[]`)) out.add(p)
    if (value.length === 0) out.add(`${prefix}[]`)
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      out.add(`${prefix}.${key}`)
      for (const p of keyPaths(child, `${prefix}.${key}`)) out.add(p)
    }
  }
  return out
}

const SECTION_HEADING = /^## (.+?) \{#([a-z0-9]+(?:-[a-z0-9]+)*)\}\s*$/
const PROFESSIONAL_ANCHOR = 'for-health-professionals'

export type GuideLike = Record<string, unknown> & {
  file: string
  sections: Array<{ title: string; anchor: string; body: unknown[] }>
}

/**
 * A guide, post or page Markdown file read as the builders read it: front matter fields, the intro (or a post's
 * body), its `## Title {#anchor}` sections and the closed professional part, in Portable Text.
 */
export function readGuide(file: string): GuideLike {
  const { data, body } = readSeedFile(file)
  const intro: string[] = []
  const sections: Array<{ title: string; anchor: string; lines: string[] }> = []
  for (const line of body.split('\n')) {
    const heading = SECTION_HEADING.exec(line)
    if (heading) sections.push({ title: heading[1]!.trim(), anchor: heading[2]!, lines: [] })
    else (sections.at(-1)?.lines ?? intro).push(line)
  }
  const professional = sections.find((s) => s.anchor === PROFESSIONAL_ANCHOR)
  return {
    ...data,
    file,
    intro: markdownToBlocks(intro.join('\n'), `${file}:intro`),
    sections: sections
      .filter((s) => s !== professional)
      .map((s) => ({
        title: s.title,
        anchor: s.anchor,
        body: markdownToBlocks(s.lines.join('\n'), `${file}:${s.anchor}`),
      })),
    forProfessionals: professional ? markdownToBlocks(professional.lines.join('\n'), `${file}:pro`) : [],
  }
}

/** The numbers a text states (911, 1.5, 130/80, 1-800-222-1222), as written: what a translation must keep. */
export function numbersIn(text: string): string[] {
  return (text.match(/\d+(?:[.,/–-]\d+)*/g) ?? []).map((n) => n.replace(/,(?=\d{3}\b)/g, ''))
}

/** The actions a Spanish line tells the reader to take, in the words the Spanish pages use (the vocabulary's). */
export const spanishActionsIn = (text: string): TriageActionId[] => actionsInLanguage(text, 'es')
