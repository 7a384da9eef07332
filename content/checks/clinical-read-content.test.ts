/**
 * Clinical fixes to the posts, pages and YAML: the booking demonstration, trust claims, outdated guidance and the
 * safety and style points in the posts, pages and YAML
 * seed. One check per finding, each written to fail on the text it replaced. They read the generated seed dataset,
 * which is what readers are served.
 */
import { describe, expect, it } from 'vitest'
import { actionsIn } from '@/lib/medical/triage'
import { plainText } from '../seed/seed-text'
import { all, byId, everything, ofType, squash, strings } from './seed-docs'
import { saysAll, saysTogether, sentencesWith } from './facts'

/** Every string in a document (any field), joined: what the site or the Studio can show of it. */

describe('the booking flow is a demonstration, and no text says otherwise', () => {
  it('no trust point promises that a doctor reads what is typed or answers a booking', () => {
    const points = squash(ofType('trustPoint').map(strings).join(' '))
    expect(points).not.toContain('A doctor reads your concerns')
    expect(points).not.toMatch(/answer every consultation request/)
    expect(saysTogether(points, 'booking', 'demonstration', /no one will reply|nobody will reply/)).toBe(true)
    expect(saysTogether(points, 'booking', /sent or stored|not sent/)).toBe(true)
  })

  it('the contact FAQ sends a reader to their own doctor or urgent care, not to the booking', () => {
    const faq = all('faq-3')
    expect(faq).not.toContain('To talk to a doctor, book a consultation')
    expect(faq).toContain('contact your own doctor, clinic or a nurse advice line')
    expect(faq).toContain('Booking on this site is a demonstration')
    expect(saysTogether(faq, 'today', 'urgent care')).toBe(true)
  })

  it('/homepage says it is a demonstration and promises no help with options', () => {
    const page = all('consultationPage')
    expect(page).not.toContain('we will help you understand your options')
    expect(saysTogether(page, 'demonstration', /no doctor reads/)).toBe(true)
    expect(saysTogether(page, 'urgent care', 'today')).toBe(true)
    expect(saysTogether(page, 'emergency', '911', '988')).toBe(true)
    const features = squash(ofType('featureCard').map(strings).join(' '))
    expect(features).not.toContain('We aim to reply to every consultation request')
  })

  it('the team page says booking is a demonstration', () => {
    expect(saysTogether(all('pageCopy-team'), 'booking', 'demonstration', /no doctor reads/)).toBe(true)
    expect(saysTogether(all('pageCopy-team'), 'three doctors', 'fictional')).toBe(true)
  })

  it('the urgent-care notice on the forms sends same-day needs to urgent care, and drops "read in business hours"', () => {
    const notice = squash(strings((byId('siteSettings') as { urgentCareNotice?: unknown }).urgentCareNotice))
    expect(notice).toContain('not monitored for urgent care')
    expect(saysTogether(notice, 'today', 'your doctor', 'urgent care')).toBe(true)
    expect(notice).not.toContain('read only during business hours')
  })

  it('nowhere does the seed promise that a doctor reads the booking', () => {
    expect(everything).not.toMatch(/doctor reads your concerns/i)
    expect(everything).not.toMatch(/with our medical team/i)
  })
})

/** What a reader reads of a post or page: its title, intro, sections or body, as plain text. */
const text = (id: string) => {
  const d = byId(id)
  return squash(plainText({ title: d.title, intro: d.intro, sections: d.sections, body: d.body }))
}
const post = (slug: string) => `blog-post-${slug}`

describe('sample figures, ratings and testimonials stay, marked as samples; no "reviewed by clinicians"', () => {
  it('every impact stat is marked a sample in the CMS, and the experts stat claims no review', () => {
    for (const stat of ofType('stat')) expect(stat.isSample, stat._id).toBe(true)
    expect(all('stat-3')).not.toContain('write and review our content')
    expect(all('landingPage')).toContain('Sample figures')
  })

  it('no "reviewed by clinicians" claim on the blog intro, the /homepage card or the disclaimer', () => {
    expect(all('pageCopy-blog')).not.toContain('reviewed by clinicians')
    expect(all('feature-card-4')).not.toContain('reviewed by clinicians')
    expect(all('feature-card-4')).toContain('no real clinician has reviewed them yet')
    expect(text('page-disclaimer')).not.toMatch(/reviewed by clinicians/)
    expect(text('page-disclaimer')).not.toMatch(/medical reviewers check/)
    expect(text('page-disclaimer')).toContain('no real clinician has reviewed the articles yet')
    expect(String(byId('page-about').description)).not.toContain('medically reviewed')
  })

  it('the sample doctors, their ratings and the testimonials stay as the spec gives them, marked in the CMS', () => {
    expect(ofType('doctor').map((d) => d.rating)).toEqual([4.9, 4.8, 5])
    for (const doc of [...ofType('doctor'), ...ofType('landingTestimonial'), ...ofType('bookingTestimonial')])
      expect(doc.isSample, doc._id).toBe(true)
  })
})

describe('the prediabetes figure has its place, period and source', () => {
  it('97.6 million adults (38.0%) in 2021, CDC National Diabetes Statistics Report, more than 8 in 10 unaware', () => {
    const t = text(post('prediabetes-what-it-means'))
    // The replaced figure had no period and no source.
    expect(t).not.toContain('more than 1 in 3 adults')
    expect(saysTogether(t, 'United States', '97.6 million', '38.0%', 'prediabetes', '2021', 'CDC')).toBe(true)
    expect(saysTogether(t, 'National Diabetes Statistics Report', '2021')).toBe(true)
    expect(saysTogether(t, '8 in 10', /did not know|unaware/)).toBe(true)
    expect(all(post('prediabetes-what-it-means'))).toContain('National Diabetes Statistics Report')
  })
})

describe('cervical screening, self-collection and the newer US guidance', () => {
  it('the screenings post: HPV every 5 years preferred (HRSA 2026; ACS 2025), home kits, ACS 3 years, starts at 25 or 21', () => {
    const t = text(post('health-screenings-for-adults'))
    // The replaced line offered self-collection in a clinic only: home kits are approved since 2025.
    expect(saysTogether(t, 'yourself', 'at home', /kit/, /Food and Drug Administration|FDA/)).toBe(true)
    expect(saysTogether(t, 'HPV', 'every 5 years', 'HRSA 2026', 'age 30', 'ACS 2025', 'age 25')).toBe(true)
    expect(saysTogether(t, 'ACS', 'every 3 years')).toBe(true)
    expect(saysTogether(t, /American Cancer Society/, '25')).toBe(true)
    expect(saysTogether(t, '21', 'Pap test', 'every 3 years', '29')).toBe(true)
    expect(saysTogether(t, 'USPSTF', /final/, '2018')).toBe(true)
    expect(saysTogether(t, 'December 2024', 'draft')).toBe(true)
  })

  it('the screening page says the same', () => {
    const card = all('screening-2')
    expect(card).not.toContain('USPSTF 2024 draft; HRSA update, covered from 2027')
    expect(saysTogether(card, /preferred/i, 'HPV test', 'every 5 years', 'HRSA 2026', '30', 'ACS 2025', '25')).toBe(
      true,
    )
    expect(saysTogether(card, 'FDA-approved home kit', 'clinic', 'ACS', 'every 3 years')).toBe(true)
    expect(card).toContain('USPSTF: 2018 final.')
  })
})

describe('whose nutrition advice, and where the 2025–2030 Dietary Guidelines differ', () => {
  it('resources: AHA/WHO named, the new guidelines noted, MyPlate not presented as current', () => {
    const nutrition = all('resource-topic-1')
    expect(nutrition).not.toMatch(/MyPlate|myplate\.gov/)
    expect(nutrition).toContain('The WHO and the American Heart Association advise')
    expect(saysTogether(nutrition, 'Dietary Guidelines for Americans 2025–2030', 'January 2026', /differ/)).toBe(true)
  })

  it('the healthy-heart post says whose advice each line is', () => {
    const t = text(post('everyday-habits-for-a-healthy-heart'))
    expect(t).toContain('The American Heart Association (AHA) and the WHO advise')
    expect(t).toContain('low-fat dairy as your main protein sources (AHA)')
    expect(saysTogether(t, 'Dietary Guidelines for Americans 2025–2030', 'January 2026', /differ/)).toBe(true)
  })
})

describe('vaccine advice says whose it is, and as of when', () => {
  it('adults yearly flu (CDC); children shared decision (CDC, since 5 January 2026); AAP from 6 months', () => {
    const prevention = all('resource-topic-4')
    // The replaced line gave one flu advice for everyone from 6 months, from no one.
    expect(prevention).not.toContain('most people aged 6 months and older')
    expect(saysTogether(prevention, 'November 2026', 'CDC', /yearly|every year/, 'flu', 'adults')).toBe(true)
    expect(saysTogether(prevention, 'CDC', 'child', 'clinician', '5 January 2026')).toBe(true)
    expect(saysTogether(prevention, 'American Academy of Pediatrics', 'all children', '6 months')).toBe(true)
  })
})

describe('person-first language and US spelling', () => {
  it('no "who are overweight" or "being overweight"; apnea, millimeters, inquiry, nonjudgmental', () => {
    expect(text(post('health-screenings-for-adults'))).toContain('who have overweight or obesity')
    expect(text(post('prediabetes-what-it-means'))).toContain('having overweight or obesity')
    for (const id of [post('health-screenings-for-adults'), post('prediabetes-what-it-means')])
      expect(text(id)).not.toMatch(/who are overweight|being overweight/)
    expect(everything).not.toMatch(/apnoea|enquiry|non-judgemental|judgemental|centimetre/i)
    expect(text(post('sleep-and-mental-health'))).toContain('sleep apnea')
    expect(text('page-privacy')).toContain('inquiry')
    expect(all('landing-testimonial-5')).toContain('nonjudgmental')
  })
})

describe('the posts name the action', () => {
  it('the stress post says chest pain, trouble breathing or fainting means 911', () => {
    const t = text(post('managing-stress-everyday'))
    expect(saysTogether(t, 'chest pain', 'trouble breathing', 'fainting', '911')).toBe(true)
  })

  it('the blood-sugar post sends DKA to 911 or the ER, especially with vomiting or no fluids kept down', () => {
    const t = text(post('managing-blood-sugar-day-to-day'))
    expect(t).not.toContain('get medical help straight away if you have signs of DKA')
    const dka = sentencesWith(t, 'DKA', '911')
    expect(
      dka.flatMap((s) => actionsIn(s)),
      'DKA: 911',
    ).toContain('call-911')
    expect(saysTogether(t, /emergency room|\bER\b/, 'DKA')).toBe(true)
    expect(saysTogether(t, /\bnow\b/, 'vomiting', 'fluids')).toBe(true)
  })

  it('the prediabetes post says 35 or older', () => {
    const t = text(post('prediabetes-what-it-means'))
    expect(t).toContain('being 35 or older')
    expect(t).not.toContain('being 45 or older')
  })
})

describe('the 988 line options on /resources', () => {
  it('Spanish (press 2 or text AYUDA), Veterans (press 1), TTY and ASL', () => {
    const line = all('emergency-contact-3')
    expect(line).toContain('For Spanish, press 2 or text "AYUDA" to 988.')
    expect(line).toContain('Veterans, press 1.')
    expect(line).toContain('TTY users can dial 711 then 988.')
    expect(line).toContain('ASL users can call 988 by videophone.')
  })
})

describe('get-help cards on the posts with urgent signs, and honest dates', () => {
  const card = (slug: string) =>
    byId(post(slug)).getHelp as { now: string[]; sameDay: string[]; appointment: string[] } | undefined

  it('heart attack, blood sugar, stress and sleep posts carry a three-tier card', () => {
    const heart = card('heart-attack-warning-signs')?.now ?? []
    expect(
      heart.filter((b) => saysAll(b, 'chest pain', 'pressure', 'squeezing')).flatMap((b) => actionsIn(b)),
    ).toContain('call-911')
    const dka = card('managing-blood-sugar-day-to-day')?.now.filter((b) => b.includes('DKA')) ?? []
    expect(
      dka.some((b) => actionsIn(b).includes('call-911') && saysAll(b, 'throwing up', 'belly pain', 'fast breathing')),
    ).toBe(true)
    const stressFirst = card('managing-stress-everyday')?.now[0] ?? ''
    expect(actionsIn(stressFirst), stressFirst).toEqual(['call-911'])
    expect(saysAll(stressFirst, 'chest pain', 'trouble breathing', 'faint')).toBe(true)
    // Thoughts of suicide: 988 now, in the "now" tier, as in the depression guide.
    const sleepFirst = card('sleep-and-mental-health')?.now[0] ?? ''
    expect(actionsIn(sleepFirst), sleepFirst).toContain('call-988')
    expect(sleepFirst).toMatch(/suicide/)
    const suicide = card('managing-stress-everyday')?.now.filter((b) => /suicide/.test(b)) ?? []
    expect(suicide.flatMap((b) => actionsIn(b))).toContain('call-988')

    for (const slug of ['sleep-and-mental-health', 'managing-stress-everyday'])
      expect(card(slug)?.sameDay.join(' '), slug).not.toMatch(/suicide/)
  })

  it('every post and page changed here says "Last updated" 2026-11-23 and keeps its review date', () => {
    const changed = [
      ...[
        'everyday-habits-for-a-healthy-heart',
        'health-screenings-for-adults',
        'managing-stress-everyday',
        'prediabetes-what-it-means',
        'sleep-and-mental-health',
      ].map(post),
      'page-bmi-calculator',
      'page-privacy',
    ]
    for (const id of changed) expect(byId(id).lastUpdated, id).toBe('2026-11-23')
    // Changed again later: the date is the latest change.
    for (const id of [post('heart-attack-warning-signs'), post('managing-blood-sugar-day-to-day'), 'page-disclaimer'])
      expect(byId(id).lastUpdated, id).toBe('2026-11-25')
    // Changed again: its reply-time promise went.
    expect(byId('page-about').lastUpdated).toBe('2026-11-24')
    const review = (id: string) => (byId(id).review as { lastReviewed?: string } | undefined)?.lastReviewed
    expect(review(post('heart-attack-warning-signs'))).toBe('2025-07-14')
    expect(review(post('managing-stress-everyday'))).toBe('2025-06-09')
  })
})
