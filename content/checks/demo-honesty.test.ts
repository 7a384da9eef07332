/**
 * Claims a demonstration cannot back. Every statement
 * a reader could act on (a price, a reply time, a phone number, a team, a review, an outcome) is true of the site
 * today or marked as a sample where it is read. One check per finding, each written to fail on the text it
 * replaced. They read the generated seed dataset, which is what readers are served.
 */
import { describe, expect, it } from 'vitest'
import { isFictionalPhone, isPlaceholderEmail } from '@/lib/site/placeholders'
import { routes } from '@/lib/site/routes'
import { plainText, seedDocuments, type SeedDoc } from '../seed/seed-text'
import { all, byId, everything, ofType, squash, strings } from './seed-docs'
import { saysAll, saysTogether, sentencesOf, sentencesWith } from './facts'

/** Every string in a document (any field, Portable Text included), joined. */

/** The booking demonstration's pages: a link here from a guide or a "get care" button leads into the demo. */
const DEMO_PATHS = [routes.team(), routes.consultation(), routes.booking(1).replace(/1$/, '')]

/** Every link target in a document: `href` fields and Portable Text link marks. */
const hrefs = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(hrefs)
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, v]) => (key === 'href' && typeof v === 'string' ? [v] : hrefs(v)))
      : []

describe('no real medical team where there is none', () => {
  it('says "our medical team", "Contact Expert" or "Meet Our Medical Team" nowhere', () => {
    for (const claim of [/our medical team/i, /Contact Expert/i, /Meet Our Medical Team/i, /a member of our/i])
      expect(everything).not.toMatch(claim)
  })

  it('the team page says its doctors are fictional in its first sentence', () => {
    const team = byId('pageCopy-team') as SeedDoc & { title: string; intro: string }
    expect(team.title).toBe('Sample Doctor Profiles')
    expect(team.intro).toMatch(/^These three doctors are fictional\./)
  })

  it('/homepage promises no help from a team and no feature that does not exist yet', () => {
    const page = all('consultationPage')
    for (const promise of [/Why book with us/, /help you find the right kind of consultation/])
      expect(page).not.toMatch(promise)
    expect(page).toContain('None of it is available yet.')
    const features = squash(ofType('featureCard').map(strings).join(' '))
    expect(features).not.toMatch(/^Consultations are confidential|Expert Team/)
    expect(saysTogether(features, 'booking demonstration', /nothing typed/, 'sent or stored')).toBe(true)
  })

  it('the pillar claims no expert review', () => {
    expect(byId('pillar-2').title).toBe('Review status shown')
  })
})

describe('no paid service', () => {
  it('the fee words promise no free talk with a team and no charge after confirming', () => {
    const fees = squash(strings((byId('siteSettings') as { consultationFees?: unknown }).consultationFees))
    for (const promise of [/nothing is charged before you confirm/, /our team/, /Paid:/, /costs \{price\}/])
      expect(fees).not.toMatch(promise)
    expect(fees).toMatch(/Sample price: .*\{price\}.* no payment is taken/)
  })

  it('the team highlights and booking trust points promise no free consultation and no fees', () => {
    for (const promise of [/Free initial consultation/, /No upfront service fees/, /first conversation with our team/])
      expect(everything).not.toMatch(promise)
    expect(all('pageCopy-team')).toContain('Booking is a demo, never charged')
  })

  it('the booking page says "Demonstration" in its heading and first sentence', () => {
    const booking = byId('pageCopy-booking') as SeedDoc & { title: string; intro: string }
    expect(booking.title).toBe('Book a Consultation (Demonstration)')
    const [first = '', second = ''] = sentencesOf(booking.intro)
    expect(saysAll(`${first} ${second}`, 'booking', /not a real service/), booking.intro).toBe(true)
    expect(all('pageCopy-booking')).not.toMatch(/Why patients choose us|What patients say/)
  })
})

describe('readers who need care are sent to real care, not into the demonstration', () => {
  it('the screening page books nothing and points to the reader’s own doctor or a health center', () => {
    const screening = all('screeningPage')
    expect(screening).not.toMatch(/book a screening consultation/i)
    expect(saysTogether(screening, 'your own doctor', 'clinic', 'screening tests')).toBe(true)
    expect(screening).toContain('HRSA')
  })

  it('no guide’s closing call to action or body links into the booking demonstration or the contact form', () => {
    for (const guide of ofType('conditionArticle')) {
      const targets = hrefs(guide)
      for (const path of [...DEMO_PATHS, routes.contact()])
        expect(
          targets.filter((href) => href === path || href.startsWith(`${path}/`) || href.startsWith(`${path}#`)),
          `${guide._id} links to ${path}`,
        ).toEqual([])
      const cta = guide.cta as { label?: string; href?: string; text?: string }
      expect(cta.label, guide._id).not.toMatch(/Schedule Consultation|Find a Doctor/)
    }
  })

  it('the four guides that led into the demo now lead to HRSA’s health center finder', () => {
    for (const slug of ['cancer', 'diabetes', 'hypertension', 'obesity']) {
      const cta = byId(`condition-${slug}`).cta as { label?: string; href?: string }
      expect(cta, slug).toMatchObject({ label: 'Find a health center near you', href: routes.findHealthCenter() })
    }
    const hypertension = squash(plainText({ sections: byId('condition-hypertension').sections }))
    expect(hypertension).not.toMatch(/schedule a consultation|contact us/)
  })
})

describe('no testimonial describes care or a reply that never happened', () => {
  it('each booking testimonial is a fictional sample about the demonstration itself', () => {
    const testimonials = ofType('bookingTestimonial')
    expect(testimonials).toHaveLength(3)
    for (const t of testimonials) {
      expect(t.isSample, t._id).toBe(true)
      expect(String(t.text), t._id).not.toMatch(/repl(y|ied)|the doctor|listened|helped me decide|explained/i)
    }
  })
})

describe('no reply-time promise, and placeholder contact details read as samples', () => {
  it('promises no reply within hours or days anywhere a reader asks how soon we answer', () => {
    for (const promise of [/24.48 hours/i, /24 to 48 hours/i, /We answer every message/i, /we can point you to/i])
      expect(everything).not.toMatch(promise)
    expect((byId('siteSettings') as { contactResponseTime?: string }).contactResponseTime).toMatch(
      /^We cannot promise a reply time yet/,
    )
    expect(all('faq-2')).toContain('We cannot promise a reply time yet')
  })

  it('the accessibility statement’s reply times wait for a staffed site, and its date says when that changed', () => {
    const page = byId('page-accessibility')
    const statement = squash(plainText({ body: page.body, sections: page.sections }))
    expect(saysTogether(statement, /once the site is staffed/i, 'feedback', '2 business days')).toBe(true)
    // No reply time without the condition that it waits for staff.
    for (const s of sentencesWith(statement, /business days/)) expect(s).toMatch(/staffed/)

    expect(page.lastUpdated).toBe('2026-11-24')
  })

  it('the support line and the e-mail address are placeholders the pages recognize, and say so', () => {
    const settings = byId('siteSettings') as SeedDoc & {
      contactEmail: string
      emergencyLine: { number: string; tel: string; description: string }
    }
    expect(isFictionalPhone(settings.emergencyLine.tel)).toBe(true)
    expect(isPlaceholderEmail(settings.contactEmail)).toBe(true)
    expect(settings.emergencyLine.description).toMatch(/^A sample number .*not in service yet/)
  })
})

// Labeled samples still read as claims, so the seed shows readers none.
describe('sample figures, testimonials and ratings are off in the seed', () => {
  it('turns the site settings switch off in every language', () => {
    const settings = seedDocuments().filter((d) => d._type === 'siteSettings' && !d._id.startsWith('drafts.'))
    expect(settings.length).toBeGreaterThanOrEqual(2)
    for (const doc of settings) expect(doc.showSampleContent, doc._id).toBe(false)
  })
})
