/**
 * The fixes to the HIV and cancer guides from a clinical check, one check per finding,
 * each written to fail on the text it replaced. They read the generated seed dataset, which is what readers are served.
 */
import { describe, expect, it } from 'vitest'
import { isSafeHref } from '@/lib/site/links'
import { documentReadability, READING_LIMITS } from '@/lib/medical/readability'
import { plainText } from '../seed/seed-text'
import { byId, squash } from './seed-docs'
import { glossedAtFirstUse, saysAll, saysTogether, sentencesOf } from './facts'

const HIV = 'condition-hiv-aids'
const CANCER = 'condition-cancer'

type Section = { anchor: string; body: unknown }
/** What a reader reads in the article itself: intro and sections (not the closed part for professionals). */
const text = (id: string) => squash(plainText({ intro: byId(id).intro, sections: byId(id).sections }))
const sectionText = (id: string, anchor: string) => {
  const section = (byId(id).sections as Section[]).find((s) => s.anchor === anchor)
  if (!section) throw new Error(`${id} has no section #${anchor}`)
  return squash(plainText(section.body))
}
const professional = (id: string) => squash(plainText(byId(id).forProfessionals))
const references = (id: string) => (byId(id).references as Array<{ title: string; url: string; year: number }>) ?? []
type GetHelp = { now: string[]; sameDay: string[]; appointment: string[] }
const getHelp = (id: string) => byId(id).getHelp as GetHelp | undefined
/** The callout boxes of a section, each with its prose blocks and whether they are list items. */
const callouts = (id: string, anchor: string) =>
  ((byId(id).sections as Section[]).find((s) => s.anchor === anchor)?.body as Array<Record<string, unknown>>)
    .filter((b) => b._type === 'callout')
    .map((b) => b.content as Array<{ listItem?: string }>)

type Cta = { title: string; text: string; label: string; href: string }

describe('time-critical HIV needs are not sent to a booking', () => {
  const cta = () => byId(HIV).cta as Cta

  it('opens the closing call to action with PEP at an ER or urgent care, and says not to book', () => {
    const { title, text } = cta()
    expect(title).toMatch(/72 hours/)
    // The urgent instruction comes first, before anything else the box offers.
    const first = sentencesOf(text)[0] ?? ''
    expect(saysAll(first, 'HIV', '72 hours', /\bER\b/, 'urgent care', /\bnow\b/, 'PEP'), first).toBe(true)
    expect(text).toContain('Do not book here.')
    expect(text).not.toContain('a clinician can talk it through with you')
  })

  it("routes on from urgent care to an ER the same day when urgent care can't give PEP", () => {
    expect(saysTogether(cta().text, 'PEP', /\bER\b/, 'same day')).toBe(true)
  })

  it('links to a service finder, not to the booking flow', () => {
    const { href, label } = cta()
    expect(isSafeHref(href)).toBe(true)
    expect(href).not.toMatch(/doctor-discovery|booking|homepage/)
    expect(label).not.toBe('Find a Doctor')
  })
})

describe('the cancer guide does not send time-critical needs to a booking', () => {
  it('opens its call to action with fever in chemotherapy and the 911 signs, before any visit', () => {
    const { text } = byId(CANCER).cta as Cta
    const lead = text.split(': ')[0] ?? ''
    expect(saysAll(lead, 'fever', /chemo/, '911', 'booking'), lead).toBe(true)
    expect(text).toMatch(/call your cancer team or 911 now/)
    expect(text).not.toMatch(/^A clinician can look at your symptoms/)
  })
})

describe('where to get PEP', () => {
  it('tells a reader to call urgent care ahead, to go to an ER right away if it cannot give PEP, and not to wait', () => {
    const t = sectionText(HIV, 'prevention')
    expect(saysTogether(t, 'call ahead', 'urgent care')).toBe(true)
    expect(saysTogether(t, 'PEP', /\bER\b/, 'right away')).toBe(true)
    expect(saysTogether(t, 'Go now', '24 hours', '72 hours')).toBe(true)
    expect(t).toContain("Don't wait for an appointment.")
    expect(t).not.toContain('Do not wait for a regular appointment: go straight to')
  })
})

describe('the US recommendation for injectable PrEP, and what the injections cover', () => {
  it('says CDC recommends lenacapavir (September 2025) and that the injections protect against HIV from sex', () => {
    const t = sectionText(HIV, 'prevention')
    expect(t).toMatch(/the CDC has recommended it since September 2025/)
    expect(t).toContain('The injections protect against HIV from sex.')
    expect(saysTogether(t, 'injecting drug use', 'daily PrEP pills', 'sterile equipment')).toBe(true)
  })

  it('cites the CDC 2021 PrEP guideline, its 2025 update (MMWR 74(35)) and USPSTF 2023', () => {
    const refs = references(HIV)
    expect(refs.find((r) => /2021 Update/.test(r.title))?.year).toBe(2021)
    expect(refs.map((r) => r.url)).toContain('https://www.cdc.gov/mmwr/volumes/74/wr/mm7435a1.htm')
    expect(refs.find((r) => r.url.includes('mm7435a1'))?.title).toMatch(/MMWR 74\(35\)/)
    const uspstf = refs.find((r) => r.url.includes('uspreventiveservicestaskforce.org') && /Preexposure/.test(r.title))
    expect(uspstf?.year).toBe(2023)
  })
})

describe('vaccine advice says whose it is and as of when', () => {
  it('dates the HIV guide vaccine line, names CDC, and says where COVID-19 vaccination now stands', () => {
    const t = sectionText(HIV, 'living-well')
    expect(saysTogether(t, 'CDC', 'November 2026')).toBe(true)
    expect(saysTogether(t, 'COVID-19', 'CDC', 'choice', 'clinician')).toBe(true)
    expect(t).not.toContain('Stay up to date with vaccines , such as those against flu')
  })
})

describe('a get-help card at the top, and emergency boxes as bullets', () => {
  // PEP is "get help now" (it works best within 24 hours, and a doctor's office the same
  // day is the slowest route).
  it('gives the HIV guide a three-tier card with PEP within 72 hours in the now tier', () => {
    const card = getHelp(HIV)!
    expect(card.now.join(' ')).toMatch(/trouble breathing/)
    expect(card.now.join(' ')).toMatch(/988/)
    expect(
      card.now.filter((b) => /72 hours/.test(b) && /PEP/.test(b) && /\bER\b/.test(b) && /\bnow\b/.test(b)),
    ).toHaveLength(1)
    expect(card.now.join(' ')).toMatch(/If they can't give it, go to an ER now/)
    expect(card.sameDay.join(' ')).not.toMatch(/PEP/)
    expect(card.appointment.length).toBeGreaterThan(0)
  })

  it('turns the HIV guide PEP and 911 boxes into bulleted lists', () => {
    for (const anchor of ['prevention', 'when-to-get-help']) {
      const boxes = callouts(HIV, anchor)
      expect(boxes.length, anchor).toBeGreaterThan(0)
      for (const box of boxes)
        expect(box.filter((b) => b.listItem === 'bullet').length, anchor).toBeGreaterThanOrEqual(3)
    }
  })
})

describe('jargon is glossed', () => {
  it('explains "cisgender" and "frontal sex" where the HIV guide uses them', () => {
    const t = sectionText(HIV, 'prevention')
    expect(glossedAtFirstUse(t, /cisgender/i, /gender is the same as the sex you were assigned at birth/)).toBe(true)
    expect(glossedAtFirstUse(t, 'frontal sex', 'trans men', 'vaginal sex')).toBe(true)
  })
})

describe('titles for everyone', () => {
  it('titles the HIV guide by what it covers, without "for Key Populations"', () => {
    expect(byId(HIV).title).toBe('HIV and AIDS: a guide to testing, prevention and treatment')
    expect(byId(HIV).title).not.toMatch(/key populations/i)
  })
})

describe('key points first, clinician detail in the part for health professionals', () => {
  it('gives the HIV guide 5–7 key points, including PEP within 3 days', () => {
    const points = byId(HIV).keyPoints as string[]
    expect(points.length).toBeGreaterThanOrEqual(5)
    expect(points.length).toBeLessThanOrEqual(7)
    expect(points.join(' ')).toMatch(/last 3 days, go now to get PEP/)
  })

  it('moves the HIV guide regimen eligibility detail and guideline grades to the professional part', () => {
    expect(text(HIV)).not.toMatch(/estradiol-based hormones/)
    expect(professional(HIV)).toMatch(/estradiol-based hormones/)
    expect(professional(HIV)).toMatch(/USPSTF \(2023, grade A\)/)
    expect(professional(HIV)).toMatch(/at least 35 kg \(77 lb\)/)
  })
})

describe('reading level of these guides (Flesch-Kincaid, lib/medical/readability.ts)', () => {
  for (const id of [HIV, CANCER]) {
    it(`${id}: article at grade ${READING_LIMITS.article} or below, card and key points at ${READING_LIMITS.summary} or below`, () => {
      const r = documentReadability(byId(id))
      expect(r.article!.grade).toBeLessThanOrEqual(READING_LIMITS.article)
      expect(r.getHelp?.grade).toBeLessThanOrEqual(READING_LIMITS.summary)
      expect(r.keyPoints?.grade).toBeLessThanOrEqual(READING_LIMITS.summary)
    })
  }
})

describe('cervical screening in the cancer guide', () => {
  it('names the HPV test as preferred, with self-collection, and whose advice it is', () => {
    const t = sectionText(CANCER, 'screening')
    expect(saysTogether(t, 'Cervical cancer', 'HPV test', /preferred/, 'Pap test')).toBe(true)
    expect(t).not.toContain('using a Pap test, an HPV test or both')
    expect(t).toMatch(/an HPV test every 5 years is now the preferred test/)
    expect(saysTogether(t, 'yourself', 'swab', 'clinic', /FDA-approved home kit/)).toBe(true)
    expect(saysTogether(t, 'ACS', 'every 3 years')).toBe(true)
    expect(saysTogether(t, 'ACS', 'cervical', '25')).toBe(true)
    expect(saysTogether(t, 'USPSTF', 'HRSA', '21')).toBe(true)
    const urls = references(CANCER).map((r) => r.url)
    expect(urls).toContain('https://www.hrsa.gov/womens-guidelines')
    expect(references(CANCER).find((r) => /cervical/i.test(r.title) && r.url.includes('cancer.org'))?.year).toBe(2025)
  })
})

describe('the cancer guide puts help first, in bullets', () => {
  it('has a get-help card whose 911 tier carries the emergency signs and fever in chemotherapy', () => {
    const now = getHelp(CANCER)!.now.join(' ')
    for (const sign of [
      /trouble breathing/,
      /chest pain/,
      /cough up or throw up a lot of blood/,
      /suddenly confused or have a seizure/,
      /legs go weak or numb, or you can't control your pee or poop/,
      /face, neck or arms swell/,
    ])
      expect(now).toMatch(sign)
    // Fever in chemotherapy: the number and the place to go now, whatever the words around them.
    const card = getHelp(CANCER)!.now
    const fever = card.filter((b) => saysAll(b, '100.4 °F', /chemo/, 'cancer team', /\bnow\b/))
    expect(fever, 'fever of 100.4 °F during chemo: cancer team now').toHaveLength(1)
    expect(
      card.some((b) => saysAll(b, /chills|shaking/, /chemo/, 'cancer team', /\bnow\b/)),
      'chills',
    ).toBe(true)
    expect(getHelp(CANCER)!.sameDay.length).toBeGreaterThan(0)
    expect(getHelp(CANCER)!.appointment.join(' ')).toMatch(/new lump/)
  })

  it('splits the 69-word 911 sentence into bullets, and puts that box first under "When to get help"', () => {
    const t = sectionText(CANCER, 'when-to-get-help')
    // The 69-word sentence: no paragraph of the section runs its signs together in one line.
    const paragraphs = (
      (byId(CANCER).sections as Section[]).find((s) => s.anchor === 'when-to-get-help')!.body as Array<
        Record<string, unknown>
      >
    )
      .flatMap((b) => (b._type === 'callout' ? (b.content as Array<Record<string, unknown>>) : [b]))
      .filter((b) => b._type === 'block' && !b.listItem)
    for (const s of paragraphs.flatMap((p) => sentencesOf(squash(plainText(p)))))
      expect(s.split(' ').length, s).toBeLessThan(40)
    expect(t).toMatch(/911/)

    const body = (byId(CANCER).sections as Section[]).find((s) => s.anchor === 'when-to-get-help')!.body as Array<
      Record<string, unknown>
    >
    expect(body[0]?._type).toBe('callout')
    const [box] = callouts(CANCER, 'when-to-get-help')
    expect(box!.filter((b) => b.listItem === 'bullet').length).toBe(7)
  })

  it('turns the fever-in-chemotherapy box into bullets, keeping 100.4°F (38°C)', () => {
    const [box] = callouts(CANCER, 'living-with-cancer')
    expect(box!.filter((b) => b.listItem === 'bullet').length).toBeGreaterThanOrEqual(3)
    expect(sectionText(CANCER, 'living-with-cancer')).toMatch(/100\.4°F \(38°C\) or higher/)
  })
})

describe('US English in the cancer guide', () => {
  it('uses US words (uterine, anti-nausea, after hours, rectum), not British ones', () => {
    const t = text(CANCER)
    for (const british of ['womb', 'anti-sickness', 'out-of-hours', 'bleeding from the bottom', 'cancer charities'])
      expect(t).not.toContain(british)
    expect(t).toContain('uterine (endometrial)')
  })
})

describe('the cancer guide: key points first, guideline detail for professionals', () => {
  it('gives 5–7 key points, including fever during chemo as an emergency', () => {
    const points = byId(CANCER).keyPoints as string[]
    expect(points.length).toBeGreaterThanOrEqual(5)
    expect(points.length).toBeLessThanOrEqual(7)
    expect(points.join(' ')).toMatch(/fever during chemo is an emergency/i)
  })

  it('compares the US screening guidelines in the professional part, not in the article', () => {
    const pro = professional(CANCER)
    expect(pro).toMatch(/USPSTF \(2024\): mammography every 2 years from 40 to 74/)
    expect(pro).toMatch(/ACS \(December 2025\): start at 25/)
    expect(pro).toMatch(/HRSA Women's Preventive Services Guidelines/)
    expect(text(CANCER)).not.toMatch(/20 pack-year/)
  })
})
