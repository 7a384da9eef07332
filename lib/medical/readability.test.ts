import { describe, expect, it } from 'vitest'
import { documentReadability, proseOf, readabilityOf } from './readability'

const block = (text: string, extra: Record<string, unknown> = {}) => ({
  _type: 'block',
  style: 'normal',
  children: [{ _type: 'span', text }],
  ...extra,
})

describe('reading level', () => {
  it('scores short plain sentences below long technical ones', () => {
    const plain = readabilityOf(['Call 911 now. Sit down and rest. Take your pills.'])!
    const hard = readabilityOf([
      'Pharmacological management of hypertension necessitates individualized consideration of comorbidities and contraindications.',
    ])!
    expect(plain.grade).toBeLessThan(3)
    expect(hard.grade).toBeGreaterThan(15)
    expect(plain.sentences).toBe(3)
  })

  it('counts a list item as one sentence and leaves out headings and tables', () => {
    const prose = proseOf([
      block('Heading words are not counted', { style: 'h2' }),
      block('chest pain', { listItem: 'bullet' }),
      { _type: 'table', rows: [{ cells: ['Extraordinarily polysyllabic vocabulary'] }] },
      { _type: 'callout', tone: 'caution', content: [block('Call 911.')] },
    ])
    expect(prose).toEqual(['chest pain.', 'Call 911.'])
  })

  it('has no grade for a document without prose, never NaN', () => {
    expect(readabilityOf([])).toBeNull()
    expect(documentReadability({ _type: 'infoPage' })).toEqual({
      article: null,
      getHelp: null,
      keyPoints: null,
      professional: null,
    })
  })

  it("measures a guide's card and key points on their own and keeps the professional part apart", () => {
    const r = documentReadability({
      intro: [block('This guide is about blood pressure.')],
      keyPoints: ['High blood pressure often has no signs', 'Check it once a year'],
      getHelp: { now: ['You have chest pain'], sameDay: ['Your reading is 180/120'], appointment: ['You feel fine'] },
      sections: [{ body: [block('Walk every day.')] }],
      forProfessionals: [block('Thresholds differ between guideline bodies considerably.')],
    })
    expect(r.keyPoints!.sentences).toBe(2)
    expect(r.getHelp!.sentences).toBe(3)
    expect(r.article!.sentences).toBe(7)
    expect(r.professional!.words).toBe(6)
  })
})
