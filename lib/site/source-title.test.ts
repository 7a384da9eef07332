import { describe, expect, it } from 'vitest'
import { splitEnglishTitle } from './source-title'

describe('splitEnglishTitle', () => {
  it('takes the English title from before the marked parenthetical', () => {
    expect(splitEnglishTitle('Depression (en inglés)', 'en inglés')).toEqual({
      english: 'Depression',
      rest: ' (en inglés)',
    })
    expect(
      splitEnglishTitle('Global hypertension report 2025 (página de presentación, en inglés)', 'en inglés'),
    ).toEqual({
      english: 'Global hypertension report 2025',
      rest: ' (página de presentación, en inglés)',
    })
  })

  it('keeps a title’s own parentheses in the English part', () => {
    expect(
      splitEnglishTitle('Spravato (esketamine) nasal spray prescribing information (en inglés)', 'en inglés')?.english,
    ).toBe('Spravato (esketamine) nasal spray prescribing information')
    expect(
      splitEnglishTitle(
        'Clinical Recommendation — United States, 2025 (MMWR 74(35); la guía de los CDC, en inglés)',
        'en inglés',
      )?.english,
    ).toBe('Clinical Recommendation — United States, 2025')
  })

  it('leaves a title in the page’s language alone', () => {
    expect(splitEnglishTitle('Depresión (MedlinePlus en español)', 'en inglés')).toBeNull()
    expect(splitEnglishTitle('Hipertensión (nota descriptiva)', 'en inglés')).toBeNull()
    expect(splitEnglishTitle('Depression (en inglés)', '')).toBeNull()
    expect(splitEnglishTitle('(en inglés)', 'en inglés')).toBeNull()
  })
})
