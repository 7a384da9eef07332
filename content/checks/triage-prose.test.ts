/**
 * The vocabulary over every line of a document: one planted contradiction of each kind once
 * found in prose, boxes and cards (a stroke sign only at a high reading, breathlessness only at a high reading, an
 * overdose sent to Poison Control without "by accident", ketones a day late), and the same text put right.
 */
import { describe, expect, it } from 'vitest'
import { checkEverywhere, linesOf } from './triage-prose'

const block = (text: string, listItem?: 'bullet') => ({
  _type: 'block',
  style: 'normal',
  ...(listItem ? { listItem } : {}),
  children: [{ _type: 'span', text }],
})
const heading = (text: string) => ({ _type: 'block', style: 'h2', children: [{ _type: 'span', text }] })
const box = (...lines: Array<string | [string, 'bullet']>) => ({
  _type: 'callout',
  tone: 'caution',
  content: lines.map((l) => (typeof l === 'string' ? block(l) : block(l[0], l[1]))),
})
const post = (body: unknown[], getHelp?: Record<string, string[]>) => ({
  _id: 'post',
  _type: 'blogPost',
  body,
  ...(getHelp ? { getHelp: { now: [], sameDay: [], appointment: [], ...getHelp } } : {}),
})
const found = (doc: Record<string, unknown>) => checkEverywhere(doc).map((c) => `${c.where} | ${c.sign} | ${c.found}`)

describe('a stroke sign made to depend on a reading', () => {
  const lead = 'Call 911, too, if the top number is 180 or more, or the bottom number is 120 or more, and you have:'

  it('fails on "numbness or weakness" in a list under a 180/120 lead-in in a box, below its first line', () => {
    const doc = post([
      box(
        'Call 911 right away, whatever your reading, if you have:',
        ['chest pain or pressure', 'bullet'],
        lead,
        ['back pain', 'bullet'],
        ['numbness or weakness', 'bullet'],
      ),
    ])
    expect(found(doc)).toEqual(['body[0] (box), line 5 | stroke-signs | only at a high reading'])
  })

  it('fails on the same list in plain prose, and on a paragraph that names the reading itself', () => {
    const doc = post([
      block(lead),
      block('back pain', 'bullet'),
      block('sudden numbness or weakness on one side', 'bullet'),
      block('If your blood pressure is 180/120 or higher and one side of your face is numb, call 911.'),
    ])
    expect(found(doc)).toEqual([
      'body[2] | stroke-signs | only at a high reading',
      'body[3] | stroke-signs | only at a high reading',
    ])
  })

  it('passes when the stroke signs are in the "whatever your reading" list', () => {
    const doc = post([
      box(
        'Call 911 right away, whatever your reading, if you have:',
        ['sudden numbness or weakness, most of all on one side of the body', 'bullet'],
        ['sudden or bad trouble breathing', 'bullet'],
        lead,
        ['shortness of breath', 'bullet'],
        ['back pain', 'bullet'],
      ),
      block('Call 911 for sudden numbness or weakness on one side, whatever your reading.'),
    ])
    expect(found(doc)).toEqual([])
  })

  it('leaves a heading to end a lead-in: a list after it does not hang from the paragraph before', () => {
    const doc = post([block(lead), heading('Other signs'), block('numbness or weakness', 'bullet')])
    expect(found(doc)).toEqual([])
  })
})

describe('trouble breathing that gets help only at a high reading', () => {
  const atReading = 'Call 911 if the top number is 180 or more, or the bottom 120 or more, and you are short of breath.'

  it('fails when no line of the page gives trouble breathing its help whatever the reading', () => {
    expect(found(post([], { now: [atReading] }))).toEqual([
      'get-help card, "Get help now", bullet 1 | breathless | only at a high reading',
    ])
  })

  it('is not satisfied by a line for pregnant readers only', () => {
    const now = [atReading, 'Pregnant or had a baby in the past year? Call 911 for a seizure or bad trouble breathing.']
    expect(found(post([], { now }))).toEqual([
      'get-help card, "Get help now", bullet 1 | breathless | only at a high reading',
    ])
  })

  it('passes with a line for sudden or bad trouble breathing whatever the reading, in the card or the body', () => {
    const line = 'Call 911 for sudden or bad trouble breathing, whatever your reading.'
    expect(found(post([], { now: [atReading, line] }))).toEqual([])
    expect(found(post([block(line)], { now: [atReading] }))).toEqual([])
  })
})

describe('an overdose routed to Poison Control', () => {
  it('fails when Poison Control is given without "by accident", in a card or in a box', () => {
    const line = 'Call Poison Control now at 1-800-222-1222 if someone took too much of a drug but seems OK.'
    expect(found(post([box('If you are worried:', [line, 'bullet'])], { now: [line] }))).toEqual([
      'get-help card, "Get help now", bullet 1 | overdose-seems-ok | Poison Control without "by accident"',
      'body[0] (box), line 2 | overdose-seems-ok | Poison Control without "by accident"',
    ])
  })

  it('fails when an overdose taken on purpose is sent to Poison Control in prose', () => {
    const doc = post([block('If someone took pills on purpose but seems fine, call Poison Control at 1-800-222-1222.')])
    expect(found(doc)).toEqual(['body[0] | overdose-on-purpose | call Poison Control now at 1-800-222-1222'])
  })

  it('passes with the one wording: by accident and awake, Poison Control; on purpose or hard to wake, 911', () => {
    const now = [
      'Call 911 if someone took too much on purpose, is hard to wake, has a seizure or trouble breathing.',
      'Call Poison Control now, 1-800-222-1222: took too much by accident, awake and breathing normally.',
    ]
    expect(found(post([], { now }))).toEqual([])
  })
})

describe('ketones a day late', () => {
  it('fails on high ketones in the same-day tier, in a paragraph and in a list under a same-day lead-in', () => {
    const doc = post(
      [
        block('If your ketones are moderate or large, call your doctor today.'),
        block('Call your care team today if:'),
        block('your ketones are high', 'bullet'),
      ],
      { sameDay: ['Your ketones are high, or your blood sugar stays high while you are sick.'] },
    )
    expect(found(doc)).toEqual([
      'get-help card, "Get care today if", bullet 1 | ketones | Get care today if',
      'body[0] | ketones | get care the same day',
      'body[2] | ketones | get care the same day',
    ])
  })

  it('passes when ketones by level go to the team now and the ER, and a high sugar while sick stays same-day', () => {
    const doc = post(
      [
        block(
          'If your ketones are moderate or large on a urine strip, or 1.5 mmol/L or more on a blood meter, call your diabetes team now. If they are 3.0 mmol/L or more, go to the ER or call 911.',
        ),
      ],
      {
        now: ['Call your diabetes team now if ketones are moderate or large, or 1.5 mmol/L or more.'],
        sameDay: ['Your blood sugar stays high while you are sick.'],
      },
    )
    expect(found(doc)).toEqual([])
  })
})

describe('every line a reader sees', () => {
  it('reads plain text fields, lists of them, nested objects and table rows; not search phrases or sources', () => {
    const doc = {
      _id: 'faq-1',
      _type: 'faqItem',
      answer: 'If you have chest pain, call your doctor today.',
      tips: ['Heart attack signs can include back or jaw pain; call 911 if they happen.'],
      checks: [{ who: 'If you have ketones that are high, call your clinic the same day.' }],
      phrases: ['chest pain'],
      references: [{ title: 'Chest pain: call your doctor today' }],
      body: [
        {
          _type: 'table',
          rows: [
            { _type: 'row', cells: [{ value: [block('Sign')] }, { value: [block('What to do')] }] },
            { _type: 'row', cells: [{ value: [block('Chest pain')] }, { value: [block('Call your doctor today')] }] },
          ],
        },
      ],
    }
    expect(linesOf(doc).map((l) => l.where)).toEqual([
      'answer',
      'tips[0]',
      'checks[0].who',
      'body[0] (table), row 1',
      'body[0] (table), row 2',
    ])
    expect(found(doc)).toEqual([
      'answer | chest-pain | get care the same day',
      'checks[0].who | ketones | get care the same day',
      'body[0] (table), row 2 | chest-pain | get care the same day',
    ])
  })

  it('names a section by its title and leaves a line that names a sign but no action alone', () => {
    const doc = {
      _id: 'guide',
      _type: 'conditionArticle',
      sections: [{ title: 'Signs', body: [block('Chest pain is the most common sign of a heart attack.')] }],
    }
    expect(linesOf(doc).map((l) => l.where)).toEqual(['sections[0] "Signs".title', 'sections[0] "Signs".body[0]'])
    expect(found(doc)).toEqual([])
  })

  it('reports a contradiction that the box check and the line check both find once', () => {
    const doc = post([box('Get care today if you have:', ['chest pain', 'bullet'])])
    expect(found(doc)).toEqual(['body[0] (box), line 2 | chest-pain | get care the same day'])
  })
})
