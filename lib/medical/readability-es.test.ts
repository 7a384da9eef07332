import { describe, expect, it } from 'vitest'
import { documentReadabilityEs, infleszBand, infleszOf, spanishSyllables } from './readability-es'
import { readingMeasureOf } from './reading-measure'

describe('Spanish syllables', () => {
  it('counts one syllable per vowel group, with diphthongs and triphthongs as one', () => {
    const words: Record<string, number> = {
      casa: 2,
      sangre: 2,
      ciudad: 2,
      cuidado: 3,
      arterial: 3,
      diabetes: 3,
      emergencias: 4,
      insulina: 4,
      buey: 1,
      averiguáis: 4,
      huevo: 2,
      agua: 2,
    }
    for (const [word, count] of Object.entries(words)) expect(spanishSyllables(word), word).toBe(count)
  })

  it('splits two strong vowels, and a weak vowel with a written accent (hiatus)', () => {
    expect(spanishSyllables('leer')).toBe(2)
    expect(spanishSyllables('caer')).toBe(2)
    expect(spanishSyllables('ahora')).toBe(3)
    expect(spanishSyllables('día')).toBe(2)
    expect(spanishSyllables('país')).toBe(2)
    expect(spanishSyllables('aún')).toBe(2)
    expect(spanishSyllables('reír')).toBe(2)
    expect(spanishSyllables('envenenamientos')).toBe(6)
  })

  it('reads "y" as a vowel at the end of a word or alone, as a consonant before a vowel', () => {
    expect(spanishSyllables('y')).toBe(1)
    expect(spanishSyllables('hoy')).toBe(1)
    expect(spanishSyllables('muy')).toBe(1)
    expect(spanishSyllables('ayuda')).toBe(3)
    expect(spanishSyllables('yo')).toBe(1)
  })

  it('does not count the silent u of que, qui, gue, gui, and counts accents and capitals', () => {
    expect(spanishSyllables('que')).toBe(1)
    expect(spanishSyllables('quiero')).toBe(2)
    expect(spanishSyllables('guía')).toBe(2)
    expect(spanishSyllables('pingüino')).toBe(3)
    expect(spanishSyllables('CORAZÓN')).toBe(3)
    expect(spanishSyllables('Azúcar')).toBe(3)
  })

  it('counts a word with no vowel (a number, a unit) as one, never zero', () => {
    expect(spanishSyllables('911')).toBe(1)
    expect(spanishSyllables('mg')).toBe(1)
  })
})

describe('INFLESZ', () => {
  it('scores short plain Spanish as easy and long technical Spanish as very hard', () => {
    const plain = infleszOf(['Llame al 911. Siéntese y descanse. Tome sus pastillas.'])!
    const hard = infleszOf([
      'El tratamiento farmacológico de la hipertensión arterial requiere la individualización terapéutica considerando comorbilidades, contraindicaciones e interacciones medicamentosas potencialmente significativas.',
    ])!
    expect(plain.sentences).toBe(3)
    expect(plain.score).toBeGreaterThan(80)
    expect(infleszBand(plain.score)).toBe('muy fácil')
    expect(hard.score).toBeLessThan(40)
    expect(infleszBand(hard.score)).toBe('muy difícil')
  })

  it('applies the formula to its counts', () => {
    const r = infleszOf(['La casa es azul.'])!
    // la(1) ca-sa(2) es(1) a-zul(2): 6 syllables, 4 words, 1 sentence.
    expect(r).toMatchObject({ words: 4, sentences: 1, syllables: 6 })
    expect(r.score).toBeCloseTo(206.835 - (62.3 * 6) / 4 - 4, 1)
  })

  it('names the bands of the scale at their limits', () => {
    expect(infleszBand(55)).toBe('normal')
    expect(infleszBand(54.9)).toBe('algo difícil')
    expect(infleszBand(65)).toBe('bastante fácil')
    expect(infleszBand(39)).toBe('muy difícil')
  })

  it('reads a Spanish document over the same parts as the English measure, and none without prose', () => {
    const block = (text: string) => ({ _type: 'block', style: 'normal', children: [{ _type: 'span', text }] })
    const doc = {
      _type: 'conditionArticle',
      language: 'es',
      intro: [block('La diabetes es común.')],
      keyPoints: ['Tome su medicina'],
      getHelp: { now: ['Llame al 911 si se desmaya.'], sameDay: [], appointment: ['Pida una cita'] },
      sections: [{ title: 'x', body: [block('Coma bien y camine.')] }],
    }
    const r = documentReadabilityEs(doc)
    expect(r.getHelp!.sentences).toBe(2)
    expect(r.keyPoints!.words).toBe(3)
    expect(r.article!.sentences).toBe(5)
    expect(r.professional).toBeNull()
    expect(readingMeasureOf(doc)).toBe('inflesz')
    // English, a document without a language and the pseudo-locale's English text: the US grade.
    for (const other of [{ language: 'en' }, {}, { language: 'xa' }])
      expect(readingMeasureOf(other)).toBe('flesch-kincaid')
    expect(documentReadabilityEs({})).toEqual({ article: null, getHelp: null, keyPoints: null, professional: null })
  })
})
