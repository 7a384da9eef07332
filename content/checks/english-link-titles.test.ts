/**
 * A link in Spanish body text that leads to an English page says so after it, "(en inglés)", and its own words are
 * Spanish (the convention of MedlinePlus en español): a Spanish screen reader then reads the whole line in Spanish. An
 * English title kept as link text would be read with Spanish sounds, since body text cannot mark a phrase
 * `lang="en"`; English source titles belong in a guide's or post's Sources list, which marks them (References).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { SPANISH_DIR } from './spanish-seed'

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? markdownFiles(full) : name.endsWith('.md') ? [full] : []
  })
}

/** Words that show a phrase is Spanish; a site's name (a domain) is read as itself in either language. */
const SPANISH = /\b(de|del|la|el|los|las|para|en|y|con|su|sus|un|una|cómo|qué)\b|[áéíóúñ¿¡]/i
const DOMAIN = /^[\w.-]+\.(gov|org|com|net)$/i

describe('links to English pages in Spanish text', () => {
  const links = markdownFiles(SPANISH_DIR).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\[([^\]]+)\]\((https?:[^)\s]+)\)\s*\(en inglés/g)].map((m) => ({
      file: path.relative(SPANISH_DIR, file),
      text: m[1]!,
    })),
  )

  it('are found (the check reads the Spanish seed)', () => {
    expect(links.length).toBeGreaterThan(3)
  })

  it('have Spanish words or a site name as their text, never an English title', () => {
    const english = links.filter(({ text }) => !SPANISH.test(text) && !DOMAIN.test(text))
    expect(english).toEqual([])
  })
})
