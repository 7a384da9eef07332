/**
 * A source title in another language than its page, marked at its end the way the Spanish seed marks English-only
 * sources: "Depression (en inglés)", "Global hypertension report 2025 (página de presentación, en inglés)". The part
 * before the closing parenthetical is the English title; a page puts it in an element with `lang="en"` so a screen
 * reader pronounces it as English, and keeps the parenthetical in the page's language.
 */
export function splitEnglishTitle(title: string, mark: string): { english: string; rest: string } | null {
  const trimmed = title.trimEnd()
  if (!mark || !trimmed.endsWith(`${mark})`)) return null
  // The parenthetical that the mark closes, found by balance: a title may hold its own "(…)" ("MMWR 74(35)").
  let depth = 0
  for (let i = trimmed.length - 1; i >= 0; i--) {
    const char = trimmed[i]
    if (char === ')') depth++
    else if (char === '(' && --depth === 0) {
      const english = trimmed.slice(0, i).trimEnd()
      return english ? { english, rest: trimmed.slice(english.length) } : null
    }
  }
  return null
}
