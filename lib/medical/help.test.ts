/**
 * Which help a search calls for (lib/medical/help.ts): each reading rule on its own (typos in short words, split and
 * joined words, order and filler, numbers on both sides of each threshold, Spanish), calm searches staying calm, and
 * the order of the help.
 */
import { describe, expect, it } from 'vitest'
import { CALM_WORDS, editsAllowed, foldText, helpFor, languageOf, typoDistance, vocabularyWords } from './help'
import { TRIAGE_SEARCH, TRIAGE_SIGNS } from './triage'

/** The lines, first first, and the signs of each need. */
const lines = (text: string) => helpFor(text).map((n) => n.line)
const signs = (text: string) => helpFor(text).flatMap((n) => n.signs.map((s) => s.id))
const first = (text: string) => helpFor(text)[0]?.line ?? null

describe('reading a search as a reader types it', () => {
  it('ignores case, accents, apostrophes and punctuation', () => {
    expect(foldText("Can't BREATHE, Corazón!")).toBe('cant breathe, corazon!')
    expect(first("I CAN'T BREATHE!!!")).toBe('911')
    expect(first('i cant breathe')).toBe('911')
    expect(first('ataque al corazón')).toBe('911')
    expect(first('ataque al corazon')).toBe('911')
  })

  it('allows typos by length: none under 4 letters, one from 4, two from 8, a swap being one', () => {
    expect(editsAllowed(3)).toBe(0)
    expect(editsAllowed(4)).toBe(1)
    expect(editsAllowed(7)).toBe(1)
    expect(editsAllowed(8)).toBe(2)
    expect(typoDistance('pian', 'pain', 1)).toBe(1) // a swap of two neighbours
    expect(typoDistance('sucide', 'suicide', 1)).toBe(1)
    expect(typoDistance('abc', 'xyz', 1)).toBe(2) // stops past the limit
    expect(first('chest pian')).toBe('911')
    expect(first('sucide')).toBe('988')
    expect(first('heart attak')).toBe('911')
    expect(first('cant breath')).toBe('911')
    expect(first('anaphalaxis')).toBe('911') // two edits in a word of 11 letters
    expect(first('dak')).toBeNull() // "dka" has 3 letters: no typo
  })

  it('reads a calm word as written, never as the alarm word it is near', () => {
    expect(first('chest night')).toBeNull() // not "tight"
    expect(first('head of the family')).toBeNull() // not "dead"
    // The patterns read "lead" as written; the crisis model still hears "better off" as readers of it mean it.
    expect(helpFor('better off lead', { model: false })).toEqual([])
    expect(helpFor('what i want doing', { model: false })).toEqual([]) // not "dying"
    // A word of the site's own pages (`known`) is read as written too.
    expect(first('chest pian')).toBe('911')
    expect(helpFor('chest pian', { known: (w) => w === 'pian' })).toEqual([])
  })

  it('reads words split or joined', () => {
    expect(first('i want to kill my self')).toBe('988')
    expect(first('selfharm')).toBe('988')
    expect(first('heartattack')).toBe('911')
    expect(first('he over dosed')).toBe('911')
    expect(first('overdosed')).toBe('911')
  })

  it('finds a sign as a set of concepts, in any order, with filler words between', () => {
    expect(first('i took too many of my pills')).toBe('911')
    expect(first('my husband is not breathing')).toBe('911')
    expect(first('is it normal to want to die')).toBe('988')
    expect(first('pain in my chest')).toBe('911')
    expect(first('my chest really hurts')).toBe('911')
    expect(first('he is not really breathing')).toBe('911') // one word between the words of a phrase
  })
})

describe("numbers read against the vocabulary's thresholds", () => {
  it('blood pressure: 180 on top or 120 below, with symptoms 911, without the same day', () => {
    expect(signs('bp 190/125 headache')).toEqual(['bp-very-high-symptoms'])
    expect(signs('190 over 125')).toEqual(['bp-very-high-no-symptoms'])
    expect(signs('blood pressure 179/119')).toEqual([])
    expect(signs('blood pressure 180/80')).toEqual(['bp-very-high-no-symptoms'])
    expect(signs('blood pressure 150/120')).toEqual(['bp-very-high-no-symptoms'])
    expect(signs('bp 185')).toEqual(['bp-very-high-no-symptoms'])
    expect(signs('blood pressure 120/80')).toEqual([])
    expect(lines('blood pressure 200/120')).toEqual(['911']) // the blood pressure card: recheck, then today
  })

  it('blood pressure in pregnancy: 160/110 the ER now, 140/90 the same day, below that calm', () => {
    expect(signs('34 weeks pregnant bp 165/112')).toEqual(['pregnancy-severe'])
    expect(signs('pregnant bp 159/109')).toEqual(['pregnancy-raised-bp'])
    expect(signs('pregnant bp 140/85')).toEqual(['pregnancy-raised-bp'])
    expect(signs('pregnant bp 139/89')).toEqual([])
    expect(signs('embarazada presion 160/100')).toEqual(['pregnancy-severe'])
  })

  it('blood sugar: under 54 mg/dL (3.0 mmol/L) is treated at once, 911 when the reader cannot; 54 and over is not', () => {
    expect(signs('blood sugar 53')).toEqual(['low-blood-sugar-level-2'])
    expect(signs('sugar is 40 and she cant swallow the juice')).toEqual(['low-blood-sugar-severe'])
    expect(lines('glucosa 35 y no puede tragar')).toEqual(['911'])
    expect(signs('blood sugar 54')).toEqual([])
    expect(signs('sugar 30 passed out')).toEqual(['collapse-or-seizure', 'low-blood-sugar-severe'])
    expect(signs('glucose 2.9 mmol')).toEqual(['low-blood-sugar-level-2'])
    expect(signs('glucose 3.1 mmol')).toEqual([])
    expect(signs('blood sugar 5.5')).toEqual([]) // mmol/L, normal
    expect(signs('type 1 diabetes blood sugar')).toEqual([]) // "type 1" is not a reading
    expect(signs('sugar 40g in a can of soda')).toEqual([]) // grams, not a reading
    expect(signs('azúcar 40')).toEqual(['low-blood-sugar-level-2'])
  })

  it('ketones: 1.5 mmol/L calls the team, 3.0 the ER; a urine strip of 40 or more the team', () => {
    expect(signs('ketones 1.4')).toEqual([])
    expect(signs('ketones 1.5')).toEqual(['ketones'])
    expect(signs('ketones 2.9')).toEqual(['ketones'])
    expect(signs('ketones 3.0')).toEqual(['dka'])
    expect(signs('ketones 3.2')).toEqual(['dka'])
    expect(signs('urine ketones 40')).toEqual(['ketones'])
    expect(signs('urine ketones 15')).toEqual([])
  })

  it('a temperature during chemotherapy: 100.4 °F or 38 °C and over', () => {
    expect(signs('temp 100.4 chemo')).toEqual(['fever-in-chemo'])
    expect(signs('temp 100.3 chemo')).toEqual([])
    expect(signs('temp 38 chemotherapy')).toEqual(['fever-in-chemo'])
    expect(signs('temp 37.9 chemotherapy')).toEqual([])
    expect(signs('temperature 101 after a flu shot')).toEqual([]) // not during chemo
  })
})

describe('Spanish', () => {
  it('blood sugar over 300 mg/dL (16.7 mmol/L): the same day, DKA with its signs', () => {
    expect(signs('sugar 500')).toEqual(['high-blood-sugar'])
    expect(helpFor('glucose 450')[0]).toMatchObject({ action: 'same-day', line: '911' })
    expect(signs('blood sugar 301')).toEqual(['high-blood-sugar'])
    expect(first('blood sugar 300')).toBeNull()
    expect(first('blood sugar 100 fasting')).toBeNull()
    expect(signs('sugar 20 mmol')).toEqual(['high-blood-sugar'])
    expect(signs('sugar 400 and throwing up')).toContain('dka')
    expect(first('500 calories of sugar')).toBeNull()
  })

  it('an oxygen level of 92% or less on a finger meter: 911; 93 and over, or litres of oxygen, calm', () => {
    expect(signs('oxygen 85')).toEqual(['low-oxygen'])
    expect(signs('o2 sat 92%')).toEqual(['low-oxygen'])
    expect(signs('my spo2 is 88')).toEqual(['low-oxygen'])
    expect(first('oxygen 93')).toBeNull()
    expect(first('oxygen levels normal range')).toBeNull()
    expect(first('on oxygen 2 liters')).toBeNull()
  })

  it('a pulse at rest: 150 or more the ER now, over 120 the same day, calm in exercise or as a blood pressure', () => {
    expect(signs('pulse 200')).toEqual(['very-fast-heartbeat'])
    expect(signs('heart racing 180')).toEqual(['very-fast-heartbeat'])
    expect(helpFor('heart rate 150')[0]).toMatchObject({ action: 'er-or-team-now', line: '911' })
    expect(signs('pulse 130 resting')).toEqual(['fast-heartbeat'])
    expect(first('pulse 120')).toBeNull()
    expect(first('pulse rate normal')).toBeNull()
    expect(first('max heart rate 180')).toBeNull()
    expect(first('heart rate 165 running')).toBeNull()
    expect(signs('bp 150/125 pulse 90')).toEqual(['bp-very-high-no-symptoms'])
  })

  it('finds the same signs in Spanish words and says the help is Spanish', () => {
    for (const [text, line] of [
      ['dolor de pecho', '911'],
      ['me duele el pecho', '911'],
      ['no puedo respirar', '911'],
      ['quiero morir', '988'],
      ['me quiero matar', '988'],
      ['suicidio', '988'],
      ['quiero hacerme daño', '988'],
      ['sobredosis', '911'],
      ['envenenamiento', 'poison'],
      ['derrame cerebral', '911'],
      ['convulsión', '911'],
      ['no respira', '911'],
      ['no despierta', '911'],
      ['embarazada dolor de cabeza fuerte', '911'],
      ['el bebé no se mueve', '911'],
      ['azúcar 40', '911'],
    ] as const) {
      const [need] = helpFor(text)
      expect(need?.line, text).toBe(line)
      expect(need?.lang, text).toBe('es')
    }
    expect(helpFor('chest pain')[0]!.lang).toBe('en')
    expect(helpFor('suicide')[0]!.lang).toBe('en')
  })

  // The Spanish guides' cards name these signs in Spanish as the English cards do in English.
  it('reads trouble after weight-loss surgery and fast breathing in Spanish words, as in English', () => {
    for (const text of [
      'manga gástrica y fiebre',
      'tuve bypass gástrico y no puedo tomar líquidos',
      'cirugía para bajar de peso, dolor de barriga',
    ]) {
      const [need] = helpFor(text)
      expect([need?.action, need?.lang], text).toEqual(['er-or-team-now', 'es'])
      expect(
        need?.signs.map((s) => s.id),
        text,
      ).toContain('after-weight-loss-surgery')
    }
    expect(helpFor('mi hijo respira rápido')[0]?.signs.map((s) => s.id)).toContain('breathless')
    expect(helpFor('cirugía para bajar de peso recuperación')).toEqual([])
  })

  it('tells the language of a text the vocabulary does not know by its words', () => {
    expect(languageOf('necesito ayuda con mi esposo')).toBe('es')
    expect(languageOf('help with my husband')).toBe('en')
    expect(languageOf('¿qué hago?')).toBe('es')
  })
})

describe('calm searches stay calm', () => {
  it('shows no help for an ordinary search, even with a word a crisis search uses', () => {
    for (const text of [
      'diabetes diet',
      'blood pressure cuff',
      'chemotherapy side effects',
      'high blood pressure in pregnancy',
      'heart healthy recipes',
      'stroke risk factors',
      'heart attack prevention',
      'stroke recovery exercises',
      'what are ketones',
      'keto diet',
      'food poisoning symptoms',
      'breathing exercises for anxiety',
      'stiff neck from sleeping wrong',
      'cutting sugar from my diet',
      'can you die from diabetes',
      'this headache is killing me',
      'numb feet diabetes',
      'sore throat',
      '',
      '   ',
      '!!!',
    ])
      expect(helpFor(text), text).toEqual([])
  })

  it('keeps near neighbours of the new signs calm', () => {
    for (const text of [
      'i want to dye my hair',
      'cutting board',
      'cutting pills in half',
      'how to clean a cut',
      'cutting again for the summer',
      'mi perro comio una planta',
      'tomo te de plantas medicinales',
      'pierna dormida por estar sentado mucho',
      'mi hijo se corto el dedo con una hoja de papel',
      'how to cut waist fat',
      'cake batter',
      'battery life',
      'jump rope workout',
      'bee pollen for sore throat',
      'want to end it with my boyfriend',
      'cant go on a diet',
      'how many tylenol can i take',
      'tylenol dose for adults',
      'blood pressure pills cough',
      'heart attack prevention diet',
      'heat stroke prevention',
    ])
      expect(helpFor(text), text).toEqual([])
  })

  it('reads a pattern marked alone only when the search says nothing else ("cutting", "i want to dye")', () => {
    expect(first('cutting')).toBe('988')
    expect(first('i cant go on anymore')).toBe('988')
    expect(first('i just want to dye')).toBe('988')
    expect(first('i want to dye my hair')).toBeNull()
    expect(first('cutting sugar')).toBeNull()
  })

  it('reads self-harm taken up again, by the reader or their child, as 988 first', () => {
    expect(first('started cutting again after 2 years clean')).toBe('988')
    expect(first('3 months clean from self harm but want to cut')).toBe('988')
    expect(first('mi hijo se esta cortando')).toBe('988')
    expect(first('se comio una hoja de planta no se si es venenosa')).toBe('poison')
  })

  it('shows help for a topic word alone: "stroke", "heart attack", "seizure" (a reader may be in one)', () => {
    expect(first('stroke')).toBe('911')
    expect(first('heart attack')).toBe('911')
    expect(first('seizure')).toBe('911')
    expect(first('stroke symptoms')).toBe('911')
  })

  it('keeps its calm words calm: none is a word of the vocabulary', () => {
    const vocabulary = new Set(vocabularyWords())
    expect([...CALM_WORDS].filter((w) => vocabulary.has(w))).toEqual([])
  })
})

describe('the order of help', () => {
  it('puts 988 first for suicide and self-harm, and keeps danger from them in the same 988 need', () => {
    expect(lines('i want to kill myself')).toEqual(['988'])
    expect(lines('i cut myself')).toEqual(['988'])
    expect(helpFor('i want to kill myself')[0]!.action).toBe('call-988')
  })

  it("finds suicide in a reader's own words: giving up, no one would miss me, a way and a means", () => {
    for (const text of [
      'i feel like giving up on life',
      'nobody would miss me',
      'im going to jump off a bridge',
      'i have a gun and want to end it',
      'i have pills saved up to end it',
      'i hate my life',
      'i cut my wrist',
      'whats the point of living',
      'planning to end it',
      'i want to disappear forever',
      'how to help a friend who self harms',
    ])
      expect(lines(text), text).toEqual(['988'])
  })

  it('puts 988 first for a search for a way to die: asking how to overdose is not having taken one', () => {
    expect(lines('how many pills to overdose')).toEqual(['988'])
    expect(signs('how many tylenol to die')).toEqual(['suicide-method'])
    expect(lines('lethal dose of xanax')).toEqual(['988'])
    expect(lines('tylenol overdose')).toEqual(['911'])
    expect(lines('took 30 tylenol to die')[0]).toBe('911')
  })

  it('a swallowed button battery is 911 (Poison Control in the card), not a poisoning by accident', () => {
    expect(lines('my son swallowed a battery')).toEqual(['911'])
    expect(signs('toddler swallowed a button battery')).toEqual(['button-battery'])
    expect(helpFor('mi hijo se tragó una pila')[0]).toMatchObject({ line: '911', lang: 'es' })
  })

  it('puts a medical emergency (911) first, then 988', () => {
    expect(lines('chest pain and i want to die')).toEqual(['911', '988'])
  })

  it('an overdose: 911 on purpose or of unknown intent, Poison Control by accident, 911 if also unwell', () => {
    expect(lines('took pills on purpose')).toEqual(['911'])
    expect(lines('i took pills to die')).toEqual(['911', '988'])
    expect(lines('my friend took a bottle of pills')).toEqual(['911'])
    expect(lines('kid ate pills')).toEqual(['poison'])
    expect(lines('swallowed bleach')).toEqual(['poison'])
    expect(lines('accidentally took a double dose of metformin')).toEqual(['poison'])
    expect(lines('kid ate pills and is not breathing')).toEqual(['911', 'poison'])
    expect(lines('accidental overdose')).toEqual(['911'])
  })

  it('puts the ER or a team now after 911 and 988', () => {
    expect(lines('fever during chemo')).toEqual(['911'])
    expect(helpFor('fever during chemo')[0]!.action).toBe('er-or-team-now')
    expect(lines('fever during chemo and chest pain')).toEqual(['911', '911'])
    expect(helpFor('fever during chemo and chest pain').map((n) => n.action)).toEqual(['call-911', 'er-or-team-now'])
  })
})

describe('the vocabulary it reads', () => {
  it('has search words only for signs of the list, and 911, 988 or Poison Control signs for every line', () => {
    const ids = new Set(TRIAGE_SIGNS.map((s) => s.id))
    for (const id of Object.keys(TRIAGE_SEARCH)) expect(ids, id).toContain(id)
    const actions = new Set(Object.keys(TRIAGE_SEARCH).map((id) => TRIAGE_SIGNS.find((s) => s.id === id)!.action))
    expect(actions).toEqual(new Set(['call-911', 'call-988', 'er-or-team-now', 'poison-control']))
  })

  it('reads any text without a throw, and fast', () => {
    const texts = ['x'.repeat(5000), '🫀 💊', 'مرحبا', '*[_type == "x"]', '1/2/3/4/5/6', '999999999999999999999/1']
    for (const text of texts) expect(() => helpFor(text)).not.toThrow()
    const start = performance.now()
    for (let i = 0; i < 200; i++) helpFor(`my husband is not breathing ${i}`)
    expect((performance.now() - start) / 200).toBeLessThan(5)
  })
})

describe('what a reader means, composed of its parts', () => {
  it('an intent to overdose, not yet taken, puts 988 first; a dose taken puts 911 first', () => {
    expect(lines('want to overdose')[0]).toBe('988')
    expect(lines('planning to overdose tonight')[0]).toBe('988')
    expect(lines('voy a tomarme todas mis pastillas esta noche')[0]).toBe('988')
    expect(lines('i took 30 pills and want to die')[0]).toBe('911')
  })

  it('indirect wordings of suicide, burden and a method: 988', () => {
    for (const text of [
      'thinking about ending it all tonight',
      'ending it',
      'i have a gun and want to use it on myself',
      'everyone would be better without me',
      'im a burden to everyone',
      'me voy a quitar la vida',
      'ya no aguanto mas',
      'soy una carga para mi familia',
      'my daughter said she wants to die',
    ])
      expect(lines(text)[0], text).toBe('988')
  })

  it('thoughts of harming a baby: 988 first, in both languages; a question about safety stays calm', () => {
    expect(lines('i want to hurt my baby')[0]).toBe('988')
    expect(lines('postpartum thoughts of hurting my baby')[0]).toBe('988')
    expect(helpFor('quiero hacerle daño a mi bebé')[0]).toMatchObject({ line: '988', lang: 'es' })
    expect(first('shaken baby syndrome signs')).toBeNull()
  })

  it('a child who swallowed something: Poison Control; food is calm; a button battery or magnets go first', () => {
    expect(lines('my child swallowed something')).toEqual(['poison'])
    expect(helpFor('mi hijo se tomó pastillas')[0]).toMatchObject({ line: 'poison', lang: 'es' })
    expect(first('my toddler ate nothing today')).toBeNull()
    expect(helpFor('my kid swallowed 2 magnets')[0]!.action).toBe('er-or-team-now')
  })

  it('stroke in Spanish lay words: 911', () => {
    for (const text of ['se me duerme la cara y no puedo hablar', 'no puedo mover el brazo', 'se le torcio la boca'])
      expect(helpFor(text)[0], text).toMatchObject({ line: '911', lang: 'es' })
  })

  it('a possible HIV exposure: the ER or urgent care now, in both languages; a pep talk is calm', () => {
    expect(helpFor('condom broke partner has hiv')[0]!.action).toBe('er-or-team-now')
    expect(helpFor('se rompió el condón y mi pareja tiene vih')[0]).toMatchObject({
      action: 'er-or-team-now',
      lang: 'es',
    })
    expect(first('pep talk for my team')).toBeNull()
  })

  it('a baby under 3 months with a fever: the ER now; an older child is not read as one', () => {
    expect(helpFor('6 week old baby fever 100.6')[0]!.action).toBe('er-or-team-now')
    expect(helpFor('mi bebe de 1 mes tiene fiebre de 38')[0]!.action).toBe('er-or-team-now')
    expect(first('6 month old fever 100.6')).toBeNull()
  })
})

describe('the crisis model, where no pattern speaks', () => {
  it('reads wordings no pattern knows as a crisis, of the right kind', () => {
    expect(helpFor('quisiera no existir', { model: false })).toEqual([])
    expect(helpFor('quisiera no existir')[0]).toMatchObject({ line: '988', lang: 'es' })
  })

  it('does not overrule a pattern that judged the words calm, and stays quiet on ordinary searches', () => {
    expect(first('want to end it with my boyfriend')).toBeNull()
    expect(first('my toddler ate nothing today')).toBeNull()
    for (const text of ['diabetes diet', 'how to lower cholesterol', 'dieta para diabetes', 'sleep tips'])
      expect(first(text), text).toBeNull()
  })
})

describe('high blood sugar with throwing up', () => {
  it('is DKA, the ER or 911 now, never the bleeding card or a low sugar, in both languages', () => {
    for (const text of ['blood sugar 500 and throwing up', 'azucar 400 y vomito']) {
      expect(signs(text), text).toContain('dka')
      expect(signs(text), text).not.toContain('heavy-bleeding')
      expect(signs(text), text).not.toContain('low-blood-sugar-level-2')
    }
    expect(signs('throwing up blood')).toContain('heavy-bleeding')
  })
})

describe('hostile words', () => {
  it("reads words that name an object's own properties as words, never as code", () => {
    for (const text of [
      'constructor',
      '{{constructor.constructor("alert(1)")()}',
      '__proto__ toString',
      'hasOwnProperty valueOf',
    ])
      expect(() => helpFor(text), text).not.toThrow()
    expect(first('constructor')).toBeNull()
    expect(first('__proto__ i want to die')).toBe('988')
  })
})
