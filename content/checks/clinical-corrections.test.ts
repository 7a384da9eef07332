/**
 * Clinical corrections to the seed, one check per point, each written to
 * fail on the text it replaced. They read the generated seed dataset, which is what readers are served.
 */
import { describe, expect, it } from 'vitest'
import { plainText, type SeedDoc } from '../seed/seed-text'
import { published as docs, byId, squash } from './seed-docs'
import { saysAll, saysTogether, sentencesOf, sentencesWith } from './facts'

/** What a reader reads on the page: title, intro, sections or body. */
const text = (id: string) => {
  const d = byId(id)
  return squash(plainText({ title: d.title, intro: d.intro, sections: d.sections, body: d.body }))
}
const references = (id: string) =>
  (byId(id).references as Array<{ title: string; publisher: string; url: string; published?: string }>) ?? []

describe('prediabetes, the 2-hour glucose tolerance test', () => {
  it('gives a normal result as below 140 mg/dL (140 itself is prediabetes)', () => {
    const t = text('blog-post-prediabetes-what-it-means')
    // The 2-hour row of the table: normal, prediabetes, diabetes, in that order.
    const start = t.indexOf('2 hours after a sugary drink')
    expect(start).toBeGreaterThan(-1)
    const cells = ['Below 140 mg/dL', '140 to 199 mg/dL', '200 mg/dL'].map((cell) => t.indexOf(cell, start))
    expect(cells[0]).toBeGreaterThan(start)
    expect(cells[1]).toBeGreaterThan(cells[0]!)
    expect(cells[2]).toBeGreaterThan(cells[1]!)
    expect(cells[2]! - start).toBeLessThan(100)
    expect(t).not.toContain('140 mg/dL or below')
  })
})

describe('obesity prevalence in US adults', () => {
  it('says about 4 in 10 (40.3%, 2021–2023) and cites NCHS Data Brief 508', () => {
    const t = text('condition-obesity')
    expect(saysTogether(t, '4 in 10', '40.3%', 'obesity', 'August 2021', 'August 2023')).toBe(true)
    expect(t).not.toContain('more than 4 in 10')
    expect(references('condition-obesity').map((r) => r.url)).toContain(
      'https://www.cdc.gov/nchs/products/databriefs/db508.htm',
    )
  })
})

describe('long-acting HIV PrEP', () => {
  it('describes cabotegravir every 2 months and lenacapavir twice a year, with the 2025 FDA and WHO decisions', () => {
    const t = text('condition-hiv-aids')
    expect(t).toMatch(/cabotegravir is injected every 2 months/)
    expect(t).toMatch(/lenacapavir is injected twice a year \(every 6 months\)/)
    expect(t).toMatch(/approved lenacapavir for PrEP in June 2025/)
    expect(t).toMatch(/WHO recommended it in a guideline in July 2025/)
    const published = references('condition-hiv-aids').map((r) => r.published)
    expect(published).toEqual(expect.arrayContaining(['2025-06', '2025-07']))
  })

  it('says for whom event-driven (2-1-1) PrEP is studied and for whom it is not', () => {
    const t = text('condition-hiv-aids')
    expect(t).toMatch(/2-1-1/)
    expect(t).toMatch(/cisgender men who have sex with men/)
    // The terms are glossed in brackets; the groups it is not recommended for are unchanged.
    const notFor =
      sentencesWith(t, '2-1-1', /not recommended/).join(' ') || sentencesWith(t, /not recommended/).join(' ')
    expect(saysAll(notFor, 'vaginal', 'frontal sex', 'cisgender women', 'inject drugs', 'hepatitis B'), notFor).toBe(
      true,
    )
  })

  it('titles the guide as a guide, not as guidelines the site issues', () => {
    // No "for Key Populations": the page is for everyone. It is still a guide, not guidelines.
    expect(byId('condition-hiv-aids').title).toBe('HIV and AIDS: a guide to testing, prevention and treatment')
    expect(byId('condition-hiv-aids').title).not.toMatch(/guidelines/i)
  })
})

describe('cervical screening', () => {
  it('prefers primary HPV testing every 5 years, self-collection acceptable (HRSA 2026, ACS 2025; USPSTF draft)', () => {
    // Current guidance: HRSA final, ACS 2025, home kits; the same facts kept.
    const t = text('blog-post-health-screenings-for-adults')
    expect(saysTogether(t, /preferred/i, 'HPV', 'every 5 years')).toBe(true)
    expect(t).toMatch(/December 2024 draft/)
    expect(saysTogether(t, 'follow-up tests', 'HRSA', '2027')).toBe(true)
    expect(t).toMatch(/collect the sample yourself/)
    expect(references('blog-post-health-screenings-for-adults').map((r) => r.url)).toContain(
      'https://www.hrsa.gov/womens-guidelines',
    )
  })
})

describe('safety signposting', () => {
  it('blood pressure numbers: 911 for 180/120 or higher with symptoms, and when to call the same day', () => {
    const t = text('blog-post-understanding-blood-pressure-numbers')
    // Chest pain, a sudden severe headache and confusion mean 911 at any reading; either number
    // at 180/120 or more counts.
    expect(saysTogether(t, '911', 'whatever your reading', 'chest pain')).toBe(true)
    const high = sentencesWith(t, 'top', '180 or more', 'bottom', '120 or more')
    expect(
      high.some((s) => saysAll(s, '911', 'shortness of breath')),
      'either number at 180/120 with symptoms: 911',
    ).toBe(true)
    expect(t).toMatch(/When to contact your clinician the same day:/)
  })

  it('blood sugar: 988 beside the advice on feeling low', () => {
    const t = text('blog-post-managing-blood-sugar-day-to-day')
    expect(t).toMatch(/feel worn down or low[^]*call or text 988/)
  })

  it('SGLT2 inhibitors: ketoacidosis with normal glucose in the sick-day rules', () => {
    expect(saysTogether(text('condition-diabetes'), 'ketoacidosis', /glucose is normal/, 'euglycemic DKA')).toBe(true)
    expect(text('blog-post-managing-blood-sugar-day-to-day')).toMatch(/ketoacidosis even when blood sugar is normal/)
  })

  it('hypertension leads its targets with the 2025 AHA/ACC goal below 130/80', () => {
    const t = text('condition-hypertension')
    const targets = t.slice(t.indexOf('Blood pressure targets.'))
    expect(targets.indexOf('below 130/80')).toBeGreaterThan(-1)
    expect(targets.indexOf('below 130/80')).toBeLessThan(targets.indexOf('below 140/90'))
    expect(
      sentencesOf(targets)
        .slice(0, 3)
        .some((s) => saysAll(s, '2025', 'AHA/ACC', 'below 130/80')),
    ).toBe(true)
  })
})

describe('GLP-1 medicines in the obesity guide', () => {
  const t = () => text('condition-obesity')
  it('gives the boxed warning: thyroid C-cell tumors, medullary thyroid cancer, MEN2', () => {
    expect(t()).toMatch(/boxed warning about thyroid tumors/)
    expect(t()).toMatch(/medullary thyroid cancer/)
    expect(t()).toMatch(/multiple endocrine neoplasia type 2 \(MEN2\)/)
  })

  it('covers pregnancy and stopping before anesthesia as advised', () => {
    expect(t()).toMatch(/They are not used in pregnancy/)
    expect(t()).toMatch(/Tell the team before surgery, a procedure or sedation/)
  })

  it('cites the FDA label, the current NHLBI page and the 2025 Lancet commission, not a company press release', () => {
    const refs = references('condition-obesity')
    expect(refs.some((r) => r.url.includes('novonordisk'))).toBe(false)
    expect(refs.some((r) => r.publisher.includes('Food and Drug Administration'))).toBe(true)
    expect(refs.map((r) => r.url)).toContain('https://www.nhlbi.nih.gov/health/overweight-and-obesity')
    expect(refs.map((r) => r.url)).toContain('https://doi.org/10.1016/S2213-8587(24)00316-4')
  })
})

describe('one spelling: US English in everything readers read', () => {
  // British forms once found in the seed, and their relatives; reference titles are quoted as published.
  const british =
    /\b(programmes?|organisations?|labelled|recognised|recognise|personalised|centre|behavioural|behaviours?|tumours?|practising|metres|judgement|favour|ageing|colours?|haemoglobin|anaesthe\w*|oedema|paediatric|diarrhoea|oestrogen|anaemia)\b/gi

  it('has none outside quoted reference titles and links', () => {
    const found = docs.flatMap((doc) => {
      const { references: _quoted, ...readable } = doc
      void _quoted
      const words = JSON.stringify(readable).match(british) ?? []
      return words.map((word) => `${doc._id}: ${word}`)
    })
    expect(found).toEqual([])
  })
})

describe('forms where symptoms are typed', () => {
  const settings = () =>
    byId('siteSettings') as SeedDoc & {
      urgentCareNotice: { title: string; text: string }
      consultationFees: { title: string; free: string; paid: string }
    }

  it('carry a notice: 911 in an emergency, call or text 988 in a crisis, not monitored for urgent care', () => {
    const { title, text } = settings().urgentCareNotice
    expect(title).toBe('Not for emergencies or urgent care')
    expect(squash(text)).toMatch(/not monitored for urgent care/)
    expect(squash(text)).toMatch(/In a medical emergency, call 911/)
    expect(squash(text)).toMatch(/call or text 988/)
  })

  it('say what is free and that the consultation price is a sample that is never charged', () => {
    const { free, paid } = settings().consultationFees
    expect(free).toMatch(/^Free: everything on this site\./)
    const first = sentencesOf(squash(paid))[0] ?? ''
    expect(saysAll(first, /^Sample price/, '{price}', /real service/), first).toBe(true)
    expect(squash(paid)).toContain('no payment is taken')
  })
})

describe('claims no one can back yet', () => {
  it('gives every impact figure a source shown beside it, and marks the specification’s figures as samples', () => {
    const stats = docs.filter((d) => d._type === 'stat')
    expect(stats).toHaveLength(4)
    for (const stat of stats) {
      expect(String(stat.source), String(stat.label)).toMatch(/\S{5,}/)
      expect(stat.isSample, String(stat.label)).toBe(true)
    }
    const landing = byId('landingPage') as SeedDoc & { stats: { sampleNote?: string } }
    expect(landing.stats.sampleNote).toMatch(/^Sample figures:/)
  })

  it('makes no unqualified review claim in page copy while the reviewers are samples', () => {
    for (const id of ['landingPage', 'siteSettings', 'pillar-2', 'faq-4']) {
      const copy = squash(JSON.stringify(byId(id)))
      for (const claim of [/medically reviewed/i, /reviewed by clinicians/i, /a qualified clinician reviews/i])
        expect(copy, id).not.toMatch(claim)
    }
    expect(squash(String(byId('pillar-2').description))).toMatch(/fictional samples/)
    expect(saysTogether(text('page-about'), 'reviewers', 'articles', 'fictional')).toBe(true)
  })

  it('calls the publishing schedule a plan, not a record', () => {
    const first = sentencesOf(squash(String(byId('faq-1').answer)))[0] ?? ''
    expect(saysAll(first, /\bplan\b/, '2–3 times per week', 'sample schedule'), first).toBe(true)
  })
})
