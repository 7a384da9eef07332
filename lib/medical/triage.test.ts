/**
 * The triage vocabulary: which signs a text names, which action it gives them, and the contradictions a card or a
 * box has with the list, in the words an editor reads.
 */
import { describe, expect, it } from 'vitest'
import {
  actionsIn,
  CARD_TIERS,
  checkHelpLines,
  checkCallout,
  checkDocument,
  checkGetHelpCard,
  mostUrgentAction,
  signsIn,
  TRIAGE_ACTIONS,
  TRIAGE_SIGNS,
} from './triage'

const ids = (text: string, context?: string) => signsIn(text, context).map((s) => s.id)

const block = (text: string, listItem?: string) => ({
  _type: 'block',
  style: 'normal',
  ...(listItem ? { listItem } : {}),
  children: [{ _type: 'span', text }],
})
const box = (...lines: Array<string | [string, 'bullet']>) => ({
  _type: 'callout',
  tone: 'caution',
  content: lines.map((l) => (typeof l === 'string' ? block(l) : block(l[0], l[1]))),
})

describe('the list', () => {
  it('is small, each sign with an action, a plain label and a source', () => {
    expect(TRIAGE_SIGNS.length).toBeGreaterThanOrEqual(20)
    expect(TRIAGE_SIGNS.length).toBeLessThanOrEqual(60)
    expect(new Set(TRIAGE_SIGNS.map((s) => s.id)).size).toBe(TRIAGE_SIGNS.length)
    for (const sign of TRIAGE_SIGNS) {
      expect(Object.keys(TRIAGE_ACTIONS), sign.id).toContain(sign.action)
      expect(sign.source.length, sign.id).toBeGreaterThan(10)
      for (const other of sign.overrides ?? [])
        expect(
          TRIAGE_SIGNS.map((s) => s.id),
          sign.id,
        ).toContain(other)
    }
    expect(CARD_TIERS).toEqual(['now', 'sameDay', 'appointment'])
  })

  it('finds the signs a text names, the specific one in place of the general one', () => {
    expect(ids('Call 911 if you have chest pain.')).toEqual(['chest-pain'])
    expect(ids('You had brief chest pain that has gone away.')).toEqual(['chest-pain-brief-gone'])
    expect(ids('You are thinking about suicide.')).toEqual(['suicidal-thoughts'])
    expect(ids('You or someone else may act on thoughts of suicide.')).toEqual(['suicide-danger'])
    expect(ids('Someone took too much of a drug.')).toEqual(['overdose'])
    expect(ids('Someone took too much of a drug but seems OK.')).toEqual(['overdose-seems-ok'])
    expect(ids('You see or hear things that others do not.')).toEqual(['psychosis'])
    expect(ids('You had a baby recently and you see or hear things.')).toEqual(['postpartum-psychosis'])
    expect(ids('You have bad trouble breathing.')).toEqual(['severe-breathing'])
  })

  it('needs the context a sign is about (pregnancy, chemotherapy, weight-loss surgery), in the line or its box', () => {
    expect(ids('You have bad belly pain.')).toEqual([])
    expect(ids('You had weight-loss surgery and now have bad belly pain.')).toEqual(['after-weight-loss-surgery'])
    expect(ids('a bad headache that will not go away')).toEqual([])
    expect(ids('a bad headache that will not go away', 'If you are pregnant or gave birth in the past year:')).toEqual([
      'pregnancy-severe',
    ])
    expect(ids('You have a fever.')).toEqual([])
    expect(ids('You have a fever during chemo.')).toEqual(['fever-in-chemo'])
  })

  it('finds the actions a text gives: 911, 988, the ER or a team now, today', () => {
    expect(actionsIn('Call 911 if you pass out.')).toEqual(['call-911'])
    expect(actionsIn('Call or text 988 now.')).toContain('call-988')
    expect(actionsIn('Go to the ER or call your surgery team now.')).toEqual(['er-or-team-now'])
    expect(actionsIn('Call your maternity unit right away.')).toEqual(['er-or-team-now'])
    expect(actionsIn('Call your cancer team today.')).toEqual(['same-day'])
    expect(actionsIn('Your readings are often high.')).toEqual([])
  })
})

describe('the signs the pages use', () => {
  it('knows stroke signs, whatever the reading: sudden numbness or weakness, trouble seeing or speaking', () => {
    expect(ids('sudden numbness or weakness')).toEqual(['stroke-signs'])
    expect(ids('Sudden weakness in the face, arm or leg, mostly on one side.')).toEqual(['stroke-signs'])
    expect(ids('sudden trouble seeing or speaking')).toEqual(['stroke-signs'])
    const [c] = checkGetHelpCard({
      now: ['Call 911 if your reading is 180/120 or higher and you have sudden numbness.'],
    })
    expect(c).toMatchObject({ sign: 'stroke-signs', found: 'only at a high reading' })
    expect(checkGetHelpCard({ now: ['Call 911 if you have bad trouble breathing, at any reading.'] })).toEqual([])
    expect(
      checkGetHelpCard({ now: ['Call 911 if your reading is 180/120 and you have bad trouble breathing.'] }),
    ).toEqual([expect.objectContaining({ sign: 'severe-breathing', found: 'only at a high reading' })])
  })

  it("knows an editor's rewordings of a 911 sign, so the Studio's gate catches them (editor pass, M2)", () => {
    expect(ids('Your chest feels tight or heavy.')).toEqual(['chest-pain'])
    expect(ids('a crushing feeling in the chest')).toEqual(['chest-pain'])
    expect(ids('You have the worst headache of your life.')).toEqual(['heart-attack-or-stroke'])
    expect(ids('You have sudden weakness on one side of your face.')).toEqual(['stroke-signs'])
    expect(ids('Your face droops on one side.')).toEqual(['stroke-signs'])
    expect(ids('Their smile looks lopsided.')).toEqual(['stroke-signs'])
    expect(ids('Droopy eyelids after a long day.')).toEqual([])
    for (const text of [
      'Your chest feels tight or heavy.',
      'You have the worst headache of your life.',
      'Your face droops on one side.',
    ])
      expect(checkGetHelpCard({ appointment: [text] })).toEqual([
        expect.objectContaining({ found: 'Make an appointment if', expected: 'Get help now' }),
      ])
  })

  it('knows a seizure, someone who will not wake, and an overdose on purpose against one by accident', () => {
    expect(ids('They have a seizure.')).toEqual(['collapse-or-seizure'])
    expect(ids('He is unresponsive and will not wake up.')).toEqual(['unresponsive'])
    expect(ids('Took it on purpose.')).toEqual(['overdose-on-purpose'])
    expect(ids('Took too much by accident, awake and breathing normally.')).toEqual(['overdose-seems-ok'])
    expect(mostUrgentAction(signsIn('Took too much by accident, awake and breathing normally.'))).toBe('poison-control')
  })

  it('knows ketones, a very low sugar, fever during chemo, fewer movements and very high readings', () => {
    expect(ids('Your ketones are moderate or large.')).toEqual(['ketones'])
    expect(ids('Ketones of 3.0 mmol/L or more.')).toEqual(['dka'])
    expect(ids('Your blood sugar is below 54.')).toEqual(['low-blood-sugar-level-2'])
    // Below 54 in someone awake is treated by mouth at once (same day to the team); passed out is 911.
    expect(ids('Low blood sugar and passed out, below 54.')).toContain('low-blood-sugar-severe')
    expect(ids('Low blood sugar and passed out, below 54.')).not.toContain('low-blood-sugar-level-2')
    expect(ids('A temperature of 38 °C during chemo.')).toEqual(['fever-in-chemo'])
    expect(ids('Your baby is kicking less than usual.')).toEqual(['reduced-fetal-movement'])
    expect(ids('Fewer movements than usual.')).toEqual(['reduced-fetal-movement'])
    expect(ids('Your reading is 180/120 or higher with a bad headache.')).toEqual(['bp-very-high-symptoms'])
    expect(ids('Your reading is 180/120 or higher and you feel fine.')).toEqual(['bp-very-high-no-symptoms'])
  })

  it('reads "Poison Control" and its number as an action of its own, which ER or 911 also satisfy', () => {
    expect(
      actionsIn('Call Poison Control now, 1-800-222-1222: took too much by accident, awake and breathing normally.'),
    ).toEqual(['poison-control'])
    expect(actionsIn('Call Poison Control now, or go to the ER if the person is unwell.')).toEqual([
      'er-or-team-now',
      'poison-control',
    ])
    expect(actionsIn('Call Poison Control at 1-800-222-1222.')).toEqual(['poison-control'])
    expect(actionsIn('Call 1-800-222-1222.')).toEqual(['poison-control'])
    expect(checkGetHelpCard({ now: ['Took too much by accident but seems OK: call Poison Control now.'] })).toEqual([])
    expect(checkGetHelpCard({ now: ['Took too much by accident but seems OK: go to the ER now.'] })).toEqual([])
    const [c] = checkGetHelpCard({ now: ['Took it on purpose: call Poison Control at 1-800-222-1222.'] })
    expect(c).toMatchObject({ sign: 'overdose-on-purpose', expected: 'call 911 now' })
  })
})

describe("a search help card's lines (Search settings)", () => {
  it('says nothing when the first line says what to do now and each sign gets at least its action', () => {
    expect(
      checkHelpLines([
        'Chest pain or pressure: call 911 now.',
        'A reading of 180/120 or higher and you feel fine: call your doctor today.',
      ]),
    ).toEqual([])
  })

  it('flags a first line with no action, a sign sent somewhere slower, and a sign made to depend on a reading', () => {
    const found = checkHelpLines(
      [
        'Thoughts of suicide are common.',
        'Took it on purpose: call Poison Control now.',
        'A reading of 180/120 with chest pain: call 911.',
      ],
      'Suicide',
    )
    expect(found.map((c) => [c.where, c.sign, c.found])).toEqual([
      ['Suicide, line 1', null, 'no action'],
      ['Suicide, line 1', 'suicidal-thoughts', 'no action'],
      ['Suicide, line 2', 'overdose-on-purpose', 'call Poison Control now at 1-800-222-1222'],
      ['Suicide, line 3', 'chest-pain', 'only at a high reading'],
    ])
  })

  it('finds a pregnancy sign through the first line of the card', () => {
    const [c] = checkHelpLines(['Pregnant: call 911 for a seizure.', 'A bad headache: call your doctor today.'])
    expect(c).toMatchObject({ sign: 'pregnancy-severe', expected: 'go to the ER or call the specialist team now' })
  })
})

describe('for search: which signs a query names, and the most urgent action', () => {
  it("knows a crisis in a reader's own short words", () => {
    expect(ids('suicide')).toEqual(['suicidal-thoughts'])
    expect(ids('I want to kill myself')).toEqual(['suicidal-thoughts'])
    expect(ids('self-harm help')).toEqual(['suicidal-thoughts'])
    expect(ids('chest pain left arm')).toEqual(['chest-pain'])
    expect(ids('overdose')).toEqual(['overdose'])
    expect(ids('metformin dose')).toEqual([])
  })

  it("knows the search cards' new signs: a way to die, a button battery, high sugar, low oxygen, a fast pulse", () => {
    expect(ids('What is a lethal dose?')).toEqual(['suicide-method'])
    expect(ids('how many pills to overdose')).toEqual(['suicide-method'])
    expect(ids('Swallowed a button battery: call 911.')).toEqual(['button-battery'])
    expect(ids('Blood sugar over 300 two times in a row')).toEqual(['high-blood-sugar'])
    expect(ids('An oxygen level of 92 or less on a finger meter')).toEqual(['low-oxygen'])
    expect(ids('Oxygen of 92 or less on a finger meter: call 911 now.')).toEqual(['low-oxygen'])
    expect(ids('A pulse of 150 or more at rest')).toEqual(['very-fast-heartbeat'])
    expect(ids('A pulse over 120 at rest that does not slow down')).toEqual(['fast-heartbeat'])
    expect(ids('a battery for the blood pressure cuff, 130 over 85, pulse 72')).toEqual([])
  })

  it('gives the most urgent action of the signs found, or null', () => {
    expect(mostUrgentAction(signsIn('suicide and chest pain'))).toBe('call-911')
    expect(mostUrgentAction(signsIn('thinking about suicide'))).toBe('call-988')
    expect(mostUrgentAction(signsIn('my baby moves less than usual'))).toBe('er-or-team-now')
    expect(mostUrgentAction(signsIn('exposed to HIV'))).toBe('er-or-team-now')
    expect(mostUrgentAction(signsIn('blood pressure diet'))).toBeNull()
  })
})

describe('a get-help card', () => {
  it('has nothing to say when each sign is in its own tier and each "now" bullet says who to call', () => {
    expect(
      checkGetHelpCard({
        now: ['Call 911 if you have chest pain.', 'Call or text 988 now if you are thinking about suicide.'],
        sameDay: ['You had brief chest pain that has gone away. Get care today.'],
        appointment: ['Your readings are often high.'],
      }),
    ).toEqual([])
  })

  it('names the sign, the tier it is in and the tier it belongs in', () => {
    const found = checkGetHelpCard({
      now: ['Call 911 if you have chest pain.'],
      sameDay: [
        'You had weight-loss surgery and now have bad belly pain, a fever, or a fast heartbeat.',
        'You have thoughts of suicide. You can also call or text 988 at any time.',
      ],
    })
    expect(found.map((c) => [c.sign, c.found, c.expected])).toEqual([
      ['after-weight-loss-surgery', 'Get care today if', 'Get help now'],
      ['suicidal-thoughts', 'Get care today if', 'Get help now'],
    ])
    expect(found[1]!.message).toBe(
      'get-help card, "Get care today if", bullet 2, "You have thoughts of suicide. You can also call or text 988 at any time.": the sign "thoughts of suicide" belongs in "Get help now" (call or text 988 now), not "Get care today if". Source: 988 Suicide & Crisis Lifeline, "Get help now".',
    )
  })

  it('flags chest pain or confusion made to depend on a reading, and a "now" bullet without an action', () => {
    const found = checkGetHelpCard({
      now: [
        'Call 911 if your blood pressure is 180/120 or higher and you have chest pain.',
        'Call 911 if you have chest pain, whatever your reading.',
        'You have a seizure.',
      ],
    })
    expect(found.map((c) => [c.where, c.sign, c.found])).toEqual([
      ['get-help card, "Get help now", bullet 1', 'chest-pain', 'only at a high reading'],
      ['get-help card, "Get help now", bullet 3', null, 'no action'],
    ])
  })

  it('flags a "now" bullet whose action is not the one its sign calls for', () => {
    const [c] = checkGetHelpCard({ now: ['Call your doctor now if you have chest pain.'] })
    expect(c).toMatchObject({ sign: 'chest-pain', expected: 'call 911 now' })
    expect(checkGetHelpCard({ now: ['Call 911 if you are thinking about suicide.'] })).toEqual([])
  })

  it('reads no card, an empty card or a card of non-strings as nothing to say, never a crash', () => {
    for (const card of [null, undefined, 'x', {}, { now: [null, 3, ''] }]) expect(checkGetHelpCard(card)).toEqual([])
  })
})

describe('a "when to get help" box', () => {
  it('gives the lines after "Call 911 if you have:" its action, and flags a sign sent somewhere slower', () => {
    expect(checkCallout(box('Call 911 if you have:', ['chest pain', 'bullet'], ['a seizure', 'bullet']))).toEqual([])
    const found = checkCallout(
      box(
        'When to get emergency help:',
        ['Call 911 for chest pain.', 'bullet'],
        ['After weight-loss surgery, get urgent care today for a fever.', 'bullet'],
      ),
    )
    expect(found.map((c) => [c.where, c.sign, c.found])).toEqual([
      ['box, line 3', 'after-weight-loss-surgery', 'get care the same day'],
    ])
  })

  it('flags the 180/120 box that makes confusion depend on the reading', () => {
    const found = checkCallout(
      box('Call 911 right away if your blood pressure is 180/120 or higher and you have:', ['chest pain', 'bullet']),
    )
    expect(found.map((c) => c.sign)).toEqual(['chest-pain'])
    expect(found[0]!.message).toMatch(/whatever the blood pressure reading/)
  })

  it('checks the boxes in every section of a document, and says which section', () => {
    const doc = {
      sections: [
        {
          title: 'When to get help',
          body: [block('Intro.'), box('Call Poison Control now if someone took too much of a drug.')],
        },
      ],
    }
    const [c] = checkDocument(doc)
    expect(c).toMatchObject({ where: 'section "When to get help", box 2, line 1', sign: 'overdose' })
    expect(checkDocument({})).toEqual([])
  })

  it("checks Search settings' crisis cards, so the review gate sees emergency copy that says to wait", () => {
    const settings = {
      crisis: [
        { label: 'Chest pain', now: ['Call 911 now if you have chest pain.'] },
        { label: 'Stroke', now: ['Make an appointment if your face droops on one side.'] },
      ],
    }
    const found = checkDocument(settings)
    expect(found.map((c) => c.where)).toEqual(expect.arrayContaining(['search card "Stroke", line 1']))
    expect(found.some((c) => c.where.startsWith('search card "Chest pain"'))).toBe(false)
  })
})
