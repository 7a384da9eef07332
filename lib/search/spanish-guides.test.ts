import { describe, expect, it } from 'vitest'
import { matchGuides, searchWords } from './spanish-guides'

const guides = [
  { slug: 'presion-arterial-alta', texts: ['Presión arterial alta', 'Un riesgo para el corazón y los riñones'] },
  { slug: 'diabetes', texts: ['Diabetes: síntomas, pruebas y tratamiento'] },
]

describe('the interim Spanish guide search', () => {
  it('finds words with or without their accents', () => {
    expect(matchGuides('corazon', guides)).toEqual(['presion-arterial-alta'])
    expect(matchGuides('Presion alta', guides)).toEqual(['presion-arterial-alta'])
    expect(matchGuides('diabétes', guides)).toEqual(['diabetes'])
    expect(matchGuides('sintomas de la diabetes', guides)).toEqual(['diabetes'])
  })
  it('matches the start of a word, needs every word, and leaves out small words', () => {
    expect(matchGuides('diabet', guides)).toEqual(['diabetes'])
    expect(matchGuides('diabetes corazón', guides)).toEqual([])
    expect(searchWords('¿Qué es la presión?')).toEqual(['presion'])
    expect(matchGuides('de la', guides)).toEqual([])
  })
})
