/**
 * The guides' and information pages' interface words (lib/site/article-words.ts) as the seed holds them: the medical
 * emergency words read exactly as clinicians checked them in both languages, and the texts with a value in them are
 * put together as readers saw them before the words moved to the Studio.
 */
import { describe, expect, it } from 'vitest'
import { CARD_TIER_TITLES } from '@/lib/medical/triage'
import { seedText } from '@/tests/support/interface-text'
import { articleWords, templateParts } from './article-words'

const en = articleWords(seedText('article', 'en'), 'en')
const es = articleWords(seedText('article', 'es'), 'es')

describe('the get-help card', () => {
  it('reads exactly as clinicians checked it, in English and in Spanish', () => {
    expect([en.getHelpTitle, en.tierTitles, en.nowNote, en.sameDayNote, en.call911]).toEqual([
      'When to call 911 or see a doctor',
      { now: 'Get help now', sameDay: 'Get care today if', appointment: 'Make an appointment if' },
      'Each line says who to call. If you are not sure, call 911.',
      'Call your doctor or care team the same day.',
      'Call 911',
    ])
    expect([es.getHelpTitle, es.tierTitles, es.nowNote, es.sameDayNote, es.call911]).toEqual([
      'Cuándo llamar al 911 o ver a un médico',
      { now: 'Busque ayuda ya', sameDay: 'Busque atención hoy si', appointment: 'Pida una cita si' },
      'Cada línea dice a quién llamar. Si no está seguro, llame al 911.',
      'Llame a su médico o a su equipo de atención el mismo día.',
      'Llame al 911',
    ])
  })

  it('names its tiers as the triage checks and the Studio do (their messages quote the English titles)', () => {
    expect(en.tierTitles).toEqual(CARD_TIER_TITLES)
  })
})

describe('texts with a value in them', () => {
  it('name the reviewer in the header, or claim a review without a name', () => {
    expect([en.pill.reviewed('Dr. A'), en.pill.reviewed(null)]).toEqual([
      'Medically reviewed by Dr. A',
      'Medically reviewed',
    ])
    expect([es.pill.reviewed('Dr. A'), es.pill.reviewed(undefined)]).toEqual([
      'Revisado por Dr. A',
      'Con revisión médica',
    ])
  })

  it('put the date, the link and the tool where the sentence has them', () => {
    expect(en.lastUpdated).toEqual(['Last updated ', ''])
    expect(es.infoLastUpdated).toEqual(['Última actualización: ', ''])
    expect(en.changedSinceReview).toEqual(['Changed since its last review (', ')'])
    expect(es.inOtherLanguage).toEqual(['', ' (en inglés)'])
    expect(en.sampleNote.phone).toEqual(['', ' (sample number: not in service)'])
    expect(es.resources.openTool('la calculadora')).toBe('Abrir la calculadora')
    expect(en.screening.source).toEqual(['Source: ', ''])
  })

  it('cut the review note at both dates, in the order the sentence gives them', () => {
    expect(templateParts(en.changedAfterReview.text)).toEqual([
      'This text was updated on ',
      { name: 'updated' },
      ', after its last medical review on ',
      { name: 'reviewed' },
      '. No medical reviewer has checked the changes yet.',
    ])
    expect(templateParts('{reviewed} then {updated}')).toEqual([{ name: 'reviewed' }, ' then ', { name: 'updated' }])
  })

  it('write dates in the page language', () => {
    expect([en.longDate('2025-07-15'), en.monthYear('2025-07-15')]).toEqual(['July 15, 2025', 'July 2025'])
    expect([es.longDate('2025-07-15'), es.monthYear('2025-07-15')]).toEqual(['15 de julio de 2025', 'julio de 2025'])
  })
})
