/**
 * The clinical read of 2026-11-23 (issue 35), the content engineer's part: the booking demonstration (D2), trust
 * claims (U1–U4), outdated guidance (O2–O4) and the safety and style points (S5–S15) in the posts, pages and YAML
 * seed. One check per finding, each written to fail on the text it replaced. They read the generated seed dataset,
 * which is what readers are served.
 */
import { describe, expect, it } from 'vitest'
import { plainText, seedDocuments, type SeedDoc } from './seed-text'

const docs = seedDocuments().filter((d) => !d._id.startsWith('drafts.'))
const byId = (id: string): SeedDoc => {
  const doc = docs.find((d) => d._id === id)
  if (!doc) throw new Error(`no seed document ${id}`)
  return doc
}
const squash = (s: string) => s.replace(/\s+/g, ' ')
/** Every string in a document (any field), joined: what the site or the Studio can show of it. */
const strings = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Array.isArray(value)
      ? value.map(strings).join(' ')
      : value && typeof value === 'object'
        ? Object.entries(value)
            .filter(([key]) => !key.startsWith('_'))
            .map(([, v]) => strings(v))
            .join(' ')
        : ''
const all = (id: string) => squash(strings(byId(id)))
const ofType = (type: string) => docs.filter((d) => d._type === type)
const everything = squash(docs.map(strings).join(' '))

describe('D2: the booking flow is a demonstration, and no text says otherwise', () => {
  it('no trust point promises that a doctor reads what is typed or answers a booking', () => {
    const points = squash(ofType('trustPoint').map(strings).join(' '))
    expect(points).not.toContain('A doctor reads your concerns')
    expect(points).not.toMatch(/answer every consultation request/)
    expect(points).toContain('This booking is a demonstration and sends nothing.')
    expect(points).toContain('Nothing you type in this booking is sent or stored.')
  })

  it('the contact FAQ sends a reader to their own doctor or urgent care, not to the booking', () => {
    const faq = all('faq-3')
    expect(faq).not.toContain('To talk to a doctor, book a consultation')
    expect(faq).toContain('contact your own doctor, clinic or a nurse advice line')
    expect(faq).toContain('Booking on this site is a demonstration')
    expect(faq).toContain('If you need care today, go to urgent care.')
  })

  it('/homepage says it is a demonstration and promises no help with options', () => {
    const page = all('consultationPage')
    expect(page).not.toContain('we will help you understand your options')
    expect(page).toContain('It is a demonstration while the site is being built: no doctor reads what you type')
    expect(page).toMatch(/If you need care today, go to urgent care\. In a medical emergency, call 911; .*988/)
    const features = squash(ofType('featureCard').map(strings).join(' '))
    expect(features).not.toContain('We aim to reply to every consultation request')
  })

  it('the team page says booking is a demonstration', () => {
    expect(all('pageCopy-team')).toContain('Booking here is a demonstration while the site is being built')
  })

  it('the urgent-care notice on the forms sends same-day needs to urgent care, and drops "read in business hours"', () => {
    const notice = squash(strings((byId('siteSettings') as { urgentCareNotice?: unknown }).urgentCareNotice))
    expect(notice).toContain('not monitored for urgent care')
    expect(notice).toContain('If you need care today, call your doctor or go to urgent care.')
    expect(notice).not.toContain('read only during business hours')
  })

  it('nowhere does the seed promise that a doctor reads the booking', () => {
    expect(everything).not.toMatch(/A doctor reads your concerns|book a consultation with our medical team/)
  })
})
