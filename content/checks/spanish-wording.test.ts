/**
 * Two wording rules of the Spanish seed that a reader notices at once when they slip:
 *  - the site speaks to the reader as "usted": no "tú", "tu", "te" and no verb in the "tú" person ("puedes",
 *    "tienes", "llámanos");
 *  - low and high blood sugar are "hipoglucemia" and "hiperglucemia" (or "nivel bajo/alto de azúcar en la sangre"),
 *    as MedlinePlus en español writes them, not "bajadas" and "subidas" of sugar, which read as slang and clash with
 *    "el azúcar alto" on the same page.
 * Every Spanish seed text is read (guides, posts, search help cards, pages, interface words), without the YAML
 * comments, which are notes to editors.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { splitEnglishTitle } from '@/lib/site/source-title'
import { readSeedFile, SPANISH_DIR } from './spanish-seed'

function spanishFiles(dir = SPANISH_DIR): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name)
      if (statSync(full).isDirectory()) return spanishFiles(full)
      return /\.(ya?ml|md)$/.test(name) && name !== 'README.md' ? [full] : []
    })
}

type Line = { where: string; text: string }

/** Each line a reader can see, with its file and line number; YAML comment lines are left out. */
function readerLines(): Line[] {
  return spanishFiles().flatMap((file) => {
    const yaml = /\.ya?ml$/.test(file)
    return readFileSync(file, 'utf8')
      .split('\n')
      .map((text, i) => ({ where: `${path.relative(SPANISH_DIR, file)}:${i + 1}`, text }))
      .filter(({ text }) => !(yaml && text.trimStart().startsWith('#')))
  })
}

/**
 * Words only the "tú" person uses: the pronouns, the present and subjunctive second person of common verbs, and
 * imperatives that differ from the usted ones ("llámanos" for "llámenos", "haz" for "haga"). Forms the usted
 * person shares ("busca", "llama", "toma": he or she searches, calls, takes) cannot be told apart by a pattern and
 * are left to the editor.
 */
const TU_WORDS = [
  'tú',
  'tu',
  'tus',
  'te',
  'ti',
  'contigo',
  'puedes',
  'tienes',
  'quieres',
  'necesitas',
  'sabes',
  'debes',
  'estás',
  'eres',
  'haces',
  'sientes',
  'crees',
  'piensas',
  'tomas',
  'usas',
  'buscas',
  'llamas',
  'vives',
  'comes',
  'tengas',
  'puedas',
  'quieras',
  'sientas',
  'estés',
  'seas',
  'haz',
  'pon',
  'mantén',
  'cuídate',
  'infórmate',
  'hazte',
  'llámanos',
  'escríbenos',
  'contáctanos',
]
// Case-sensitive on the first letter's two forms only: "TI" (a sample's initials) is not "ti".
const TU = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${TU_WORDS.map((w) => `[${w[0]}${w[0]!.toUpperCase()}]${w.slice(1)}`).join('|')})(?![\\p{L}\\p{N}])`,
  'u',
)

/** A sentence about blood sugar that calls its lows or highs "bajadas" or "subidas". */
const SUGAR = /azúcar|glucosa|hipoglucemia|hiperglucemia/i
const DROP_OR_RISE = /(?<!\p{L})(bajadas?|subidas?)(?!\p{L})/iu

function sugarSlang(text: string): string[] {
  return text.split(/(?<=[.!?:;])\s+/).filter((sentence) => SUGAR.test(sentence) && DROP_OR_RISE.test(sentence))
}

describe('Spanish wording', () => {
  const lines = readerLines()

  it('reads the whole Spanish seed', () => {
    expect(lines.length).toBeGreaterThan(3000)
    expect(lines.some(({ where }) => where.startsWith('conditions/diabetes.md'))).toBe(true)
    expect(lines.some(({ where }) => where.startsWith('search.yaml'))).toBe(true)
  })

  it('speaks to the reader as usted: no tú, tu, te or verb in the tú person', () => {
    const found = lines
      .map(({ where, text }) => ({ where, match: TU.exec(text)?.[0], text }))
      .filter((hit) => hit.match)
      .map(({ where, match, text }) => `${where}: "${match}" in ${text.trim().slice(0, 120)}`)
    expect(found).toEqual([])
  })

  it('says hipoglucemia and hiperglucemia (or a low or high level), never "bajadas" or "subidas" of sugar', () => {
    const found = lines.flatMap(({ where, text }) => sugarSlang(text).map((s) => `${where}: ${s.trim().slice(0, 140)}`))
    expect(found).toEqual([])
  })

  it('the checks catch what they are for', () => {
    expect(TU.test('Busca en nuestras guías si tú quieres.')).toBe(true)
    expect(TU.test('Si puedes, llámanos.')).toBe(true)
    expect(TU.test('Tu médico le dirá.')).toBe(true)
    expect(TU.test('Busque en nuestras guías. Su médico le dirá. Tome un té.')).toBe(false)
    expect(TU.test('initials: TI')).toBe(false)
    expect(
      sugarSlang('Llame al 911 si alguien con el azúcar baja no puede tragar. Las bajadas de azúcar'),
    ).toHaveLength(1)
    expect(sugarSlang('Evite subidas y bajadas peligrosas del azúcar.')).toHaveLength(1)
    expect(sugarSlang('Con un IMAO, estos alimentos pueden causar una subida peligrosa de la presión.')).toEqual([])
    expect(sugarSlang('Nivel bajo de azúcar en la sangre (hipoglucemia).')).toEqual([])
  })

  it('marks every English source as such, so its title can be read as English (lang="en")', () => {
    const titles = spanishFiles()
      .filter((file) => file.endsWith('.md'))
      .flatMap((file) => {
        const refs = (readSeedFile(file).data.references ?? []) as Array<{ title?: string }>
        return refs.map((ref) => ({ where: path.relative(SPANISH_DIR, file), title: ref.title ?? '' }))
      })
    const inEnglish = titles.filter(({ title }) => /\ben inglés\b/.test(title))
    expect(inEnglish.length).toBeGreaterThan(50)
    expect(inEnglish.filter(({ title }) => !splitEnglishTitle(title, 'en inglés'))).toEqual([])
  })
})
