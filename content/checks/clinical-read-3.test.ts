/**
 * Clinical fixes to the seed (triage wording, sample marks, where care is found),
 * one check per finding, each written to fail on the text it replaced. They read the generated seed dataset, which is
 * what readers are served. The triage points are also held by the vocabulary over every page
 * (content/checks/triage.test.ts); here each is checked in the words the read asked for.
 */
import { describe, expect, it } from 'vitest'
import { bulletsProse, readabilityOf, READING_LIMITS } from '@/lib/medical/readability'
import { BULLET_SOFT_MAX } from '@/schemas/objects/getHelpCard'
import { actionsIn } from '@/lib/medical/triage'
import { plainText, type SeedDoc } from '../seed/seed-text'
import { published as docs, byId, card, lay, squash, type GetHelpCard as Card } from './seed-docs'
import { glossedAtFirstUse, saysAll, saysTogether, sentencesWith, type Fact } from './facts'

/** The rows of the tables in a guide's text for readers, each row its cells' words. */
const tableRows = (id: string) => {
  const d = byId(id)
  type Block = { _type: string; rows?: Array<{ cells: Array<{ value: unknown }> }> }
  const sections = (d.sections as Array<{ body: Block[] }> | undefined) ?? []
  return [...((d.intro as Block[] | undefined) ?? []), ...sections.flatMap((s) => s.body)]
    .filter((b) => b._type === 'table')
    .flatMap((t) => (t.rows ?? []).map((r) => r.cells.map((c) => squash(plainText(c.value)))))
}
const HT = 'condition-hypertension'
const BP = 'blog-post-understanding-blood-pressure-numbers'

describe('dangerous', () => {
  it('both blood-pressure cards send chest pain, a sudden bad headache or confusion to 911 at any reading', () => {
    for (const id of [HT, BP]) {
      const first = card(id).now[0] ?? ''
      expect(actionsIn(first), `${id}: ${first}`).toEqual(['call-911'])
      expect(saysAll(first, 'chest pain', 'headache', 'confusion', /whatever your reading|any reading/), first).toBe(
        true,
      )
      for (const bullet of card(id).now.filter((b) => /\b180\b/.test(b)))
        expect(bullet, id).not.toMatch(/chest pain|headache|confus/)
    }
  })

  it('after weight-loss surgery, the card and the box say the ER or the surgery team now, never urgent care', () => {
    const now = card('condition-obesity').now.filter((b) => /weight-loss surgery/.test(b))
    expect(now).toHaveLength(4)
    for (const b of now) expect(actionsIn(b), b).toEqual(['er-or-team-now'])
    for (const b of now) expect(b).not.toMatch(/urgent/i)
    const box = lay('condition-obesity')
    expect(sentencesWith(box, 'weight-loss surgery', /urgent (help|care)/)).toEqual([])
    const leg = sentencesWith(box, 'weight-loss surgery', 'swollen leg')
    expect(
      leg.flatMap((s) => actionsIn(s)),
      'after surgery, a swollen leg: ER or team now',
    ).toContain('er-or-team-now')
  })
})

describe('wrong and outdated', () => {
  it('metformin in prediabetes is for ages 25 to 59 with a BMI of 35 or more, or after gestational diabetes', () => {
    const t = lay('condition-diabetes')
    expect(glossedAtFirstUse(t, '25 to 59', /metformin/i)).toBe(true)
    expect(saysTogether(t, '25 to 59', 'BMI of 35 or more', 'gestational diabetes')).toBe(true)
    expect(t).not.toMatch(/those under 60/)
  })

  it('the surgery row gives the 2022 levels, and says older rules (40, or 35 with a condition) may still be used', () => {
    const t = lay('condition-obesity')
    const row = tableRows('condition-obesity').find((r) => /bariatric/.test(r[0] ?? ''))
    expect(row, 'the surgery row').toBeDefined()
    expect(saysAll(row!.join(' '), 'BMI of 35 or more', 'with or without', 'BMI of 30')).toBe(true)
    expect(saysTogether(t, /older rules/i, '40 or more', '35 or more', 'condition', 'health plans')).toBe(true)
  })

  it('NG12 is cited as first published 2015, last updated 2021', () => {
    const ng12 = (byId('condition-cancer').references as Array<{ title: string; year: number }>).find((r) =>
      r.title.includes('NG12'),
    )
    expect(saysAll(ng12?.title ?? '', 'first published 2015', 'last updated 2021'), ng12?.title).toBe(true)
    expect(ng12?.year).toBe(2021)
  })
})

describe('unclear', () => {
  it('either number counts, in the same words on the guide and the post', () => {
    for (const id of [HT, BP]) {
      const all = squash(`${JSON.stringify(card(id))} ${lay(id)}`)
      for (const old of [/160\/110/, /140\/90 or higher and you feel fine/, /higher than 180\/120/])
        expect(all, id).not.toMatch(old)
      // Either number alone counts: each threshold names the top and the bottom number in one sentence.
      expect(saysTogether(all, 'top', '180 or more', /\bor\b/, 'bottom', '120 or more'), id).toBe(true)
      expect(saysTogether(all, 'top', '160 or more', /\bor\b/, 'bottom', '110 or more'), id).toBe(true)
    }
  })

  it('the post card sends a pregnancy headache or vision change to the ER now', () => {
    const pregnancy = card(BP).now.filter((b) => saysAll(b, 'pregnant', 'past year', 'headache', 'vision'))
    expect(pregnancy.flatMap((b) => actionsIn(b))).toContain('er-or-team-now')
  })

  it('thoughts of suicide are "call or text 988 now", in the "now" tier, on all three pages', () => {
    for (const id of [
      'blog-post-managing-stress-everyday',
      'blog-post-sleep-and-mental-health',
      'condition-depression',
    ]) {
      const suicide = card(id).now.filter((b) => /suicide/.test(b))
      expect(
        suicide.flatMap((b) => actionsIn(b)),
        id,
      ).toContain('call-988')
      expect(card(id).sameDay.join(' '), id).not.toMatch(/suicide/)
    }
  })

  it('an overdose is 911 when taken on purpose or the person is hard to wake, else Poison Control now', () => {
    const now = card('condition-obesity').now.join(' ')
    const bullets = card('condition-obesity').now
    const onPurpose = bullets.filter((b) => saysAll(b, 'on purpose', 'hard to wake', 'seizure'))
    expect(
      onPurpose.flatMap((b) => actionsIn(b)),
      now,
    ).toContain('call-911')
    const byAccident = bullets.filter((b) => saysAll(b, '1-800-222-1222', 'by accident', 'awake', 'breathing'))
    expect(
      byAccident.flatMap((b) => actionsIn(b)),
      now,
    ).toContain('poison-control')
    expect(byAccident.flatMap((b) => actionsIn(b))).not.toContain('call-911')
    // The replaced line sent every possible overdose to Poison Control.
    expect(sentencesWith(lay('condition-obesity'), /possible overdose/, 'Poison Control')).toEqual([])
  })

  it('reduced fetal movements and fever in chemotherapy are in the "now" tier, each bullet with its own action', () => {
    const moves = card('condition-diabetes').now.filter((b) => saysAll(b, 'pregnant', 'baby moves less'))
    expect(
      moves.some((b) => saysAll(b, 'maternity unit', /\bnow\b/)),
      'baby moves less: maternity unit now',
    ).toBe(true)
    expect(card('condition-diabetes').sameDay.join(' ')).not.toMatch(/baby moves less/)
    const cancer = card('condition-cancer')
    // The team first; the ER when the team can't be reached.
    for (const b of cancer.now.filter((x) => /chemo|infection/.test(x)))
      expect(actionsIn(b), b).toContain('er-or-team-now')
    expect(cancer.sameDay.join(' ')).not.toMatch(/right away/)
    expect(card(HT).sameDay.some((b) => saysAll(b, 'maternity team', 'today', 'top', '140 or more'))).toBe(true)
  })

  it('chest pain in the past 12 hours is 911 even if it stopped; only brief pain that has gone is "today"', () => {
    const c = card('blog-post-heart-attack-warning-signs')
    const now = (...facts: Fact[]) => c.now.filter((b) => saysAll(b, ...facts)).flatMap((b) => actionsIn(b))
    expect(now('chest pain', '12 hours', 'few minutes', 'stopped')).toContain('call-911')
    expect(now('chest pain', '12 hours', 'sweating', 'sickness', 'short breath')).toContain('call-911')
    // Only brief pain that has gone is "today"; it comes back: 911.
    expect(c.sameDay).toHaveLength(1)
    expect(saysAll(c.sameDay[0] ?? '', 'brief chest pain', 'gone', 'today', 'comes back', '911'), c.sameDay[0]).toBe(
      true,
    )
  })

  it('co-testing is from 30, not from 21', () => {
    const screening = byId('screening-2') as SeedDoc & { checks: Array<{ name: string; who: string }> }
    const cervical = screening.checks.find((c) => c.name.startsWith('Cervical'))!
    expect(saysTogether(cervical.who, 'Pap test', 'every 3 years', 'from 21', 'both', 'every 5 years', 'from 30')).toBe(
      true,
    )
    const post = lay('blog-post-health-screenings-for-adults')
    expect(saysTogether(post, 'age 30', 'Pap test', 'HPV test', 'together', 'every 5 years')).toBe(true)
  })

  it('US words: yeast infections and irritable, not thrush and cross', () => {
    const t = lay('condition-diabetes')
    expect(t).toMatch(/yeast infections/)
    expect(t).toMatch(/hunger, feeling irritable, confusion/)
    expect(t).not.toMatch(/thrush|feeling cross/)
  })

  it('the key point says the past year, not "just had a baby"', () => {
    const points = (byId(HT).keyPoints as string[]).filter((p) => /pregnant/.test(p))
    expect(
      points.some((p) => saysAll(p, 'had a baby', 'past year')),
      points.join(' | '),
    ).toBe(true)
    expect(points.join(' ')).not.toMatch(/just had a baby/)
  })

  it('postpartum psychosis is an emergency: the ER now', () => {
    const psychosis = card('condition-depression').now.filter((b) =>
      saysAll(b, 'had a baby', 'see or hear things', 'untrue things'),
    )
    expect(psychosis.flatMap((b) => actionsIn(b))).toContain('er-or-team-now')
  })

  it('the obesity and depression guides have plain titles', () => {
    expect(byId('condition-obesity').title).toBe('Obesity: health risks, treatment and support')
    expect(byId('condition-depression').title).toBe('Depression: signs, treatment and where to get help')
  })

  it(`every card bullet is ${BULLET_SOFT_MAX} characters or fewer, and each tier reads at grade ${READING_LIMITS.summary} or below`, () => {
    const withCard = docs.filter((d) => d.getHelp)
    expect(withCard.length).toBeGreaterThanOrEqual(11)
    for (const doc of withCard) {
      for (const tier of ['now', 'sameDay', 'appointment'] as const) {
        const bullets = (doc.getHelp as Card)[tier] ?? []
        for (const b of bullets) expect(b.length, `${doc._id} ${tier}: ${b}`).toBeLessThanOrEqual(BULLET_SOFT_MAX)
        const grade = readabilityOf(bulletsProse(bullets))?.grade ?? 0
        expect(grade, `${doc._id} ${tier}`).toBeLessThanOrEqual(READING_LIMITS.summary)
      }
    }
  })
})
