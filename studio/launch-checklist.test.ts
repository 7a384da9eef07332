/**
 * The Launch checklist's list: what the seed leaves to change before launch is all on it, and
 * each item is ticked only once it is really done.
 */
import { describe, expect, it } from 'vitest'
import { SEED_DATASET_PATH } from '@/lib/defaults'
import { queryDataset } from '../tests/support/query-dataset'
import { launchChecklist, launchChecklistQuery, type ChecklistData, type ChecklistServices } from './launch-checklist'

const notWired: ChecklistServices = { sanityProject: false, siteUrl: false, contactForm: false, analytics: false }
const byId = (items: ReturnType<typeof launchChecklist>) => Object.fromEntries(items.map((item) => [item.id, item]))

describe('launch checklist', () => {
  it('on the seed, lists the sample people and figures, the sample reviews, the placeholder contacts and the unwired services', async () => {
    const data = await queryDataset<ChecklistData>(SEED_DATASET_PATH, launchChecklistQuery, {}, 'published')
    const items = byId(launchChecklist(data, notWired))
    const samples = items['sample-documents']!
    expect(samples.done).toBe(false)
    const ids = samples.documents.map((doc) => doc._id)
    for (const id of ['doctor-1', 'doctor-2', 'doctor-3', 'stat-1', 'landing-testimonial-1', 'booking-testimonial-1'])
      expect(ids).toContain(id)
    // The English and the Spanish copy of a profile are two tasks, told apart by their language.
    const titleOf = (id: string) => samples.documents.find((doc) => doc._id === id)?.title
    expect(titleOf('doctor-3')).toBe('Dr. Sofia Reyes (English)')
    expect(titleOf('doctor-3-es')).toBe('Dra. Sofia Reyes (Español)')
    expect(titleOf('booking-testimonial-1')).not.toBe(titleOf('booking-testimonial-1-es'))
    expect(samples.detail).toMatch(/doctor profiles.*impact figures|impact figures.*doctor profiles/)
    const reviews = items['sample-reviews']!
    expect(reviews.done).toBe(false)
    expect(reviews.documents.map((doc) => doc._id)).toEqual(
      expect.arrayContaining(['condition-diabetes', 'condition-hypertension', 'blog-post-heart-attack-warning-signs']),
    )
    // What kinds of document they are, by name: not only guides and posts carry a review.
    expect(reviews.detail).toMatch(/^\d+ documents \([a-z ,]+\) carry a medical review by a sample reviewer/)
    for (const kind of ['guides', 'posts', 'interface words', 'search settings']) expect(reviews.detail).toContain(kind)
    // By their titles, never by an id (an editor cannot tell what "interfaceText-blog-es" or "searchSettings" is).
    for (const doc of reviews.documents) expect(doc.title).not.toBe(doc._id)
    expect(reviews.documents.map((doc) => doc.title)).toEqual(
      expect.arrayContaining(['Search settings (English)', 'Interface words: blog (Español)']),
    )
    // The seed overrides no triage warning.
    expect(items['triage-overrides']!.done).toBe(true)
    const contact = items['placeholder-contact']!
    expect(contact.done).toBe(false)
    expect(contact.detail).toContain('hello@healthwisehub.example')
    expect(contact.detail).toContain('1-800-555-0142')
    expect(contact.detail).toContain('the postal address')
    expect(contact.documents.map((doc) => doc._id)).toEqual(['siteSettings'])
    expect(items['contact-form']!.done).toBe(false)
    expect(items.project!.done).toBe(false)
    expect(items.project!.detail).toContain('local dataset')
  })

  it('lists each triage warning approved anyway, with its page, sign and reason', () => {
    const reason = 'Known stable angina with an agreed plan from the cardiology team; new pain is 911.'
    const item = byId(
      launchChecklist(
        {
          overrides: [
            {
              _id: 'condition-hypertension',
              _type: 'conditionArticle',
              title: 'High blood pressure',
              overrides: [
                { sign: 'chest pain or pressure', line: 'get-help card, bullet 2: "Chest pain."', reason },
                { sign: 'stroke', line: 'get-help card, bullet 3: "Face droops."', reason },
              ],
            },
          ],
        },
        notWired,
      ),
    )['triage-overrides']!
    expect(item.done).toBe(false)
    expect(item.detail).toMatch(/^2 lines put a warning sign under another action than the triage list gives it/)
    expect(item.documents.map((d) => [d.title, d.note])).toEqual([
      ['High blood pressure', `chest pain or pressure: get-help card, bullet 2: "Chest pain." Reason: "${reason}"`],
      ['High blood pressure', `stroke: get-help card, bullet 3: "Face droops." Reason: "${reason}"`],
    ])
    expect(new Set(item.documents.map((d) => d.key)).size).toBe(2)
  })

  it('ticks each item once it is done, and only then', () => {
    const done: ChecklistData = {
      samples: [],
      sampleReviewed: [],
      settings: {
        _id: 'siteSettings',
        _type: 'siteSettings',
        contactEmail: 'editors@health.org',
        supportLine: '1-800-232-4636',
        postalAddress: { street: '1600 Clifton Road', city: 'Atlanta' },
      },
    }
    const wired = { sanityProject: true, siteUrl: true, contactForm: true, analytics: false }
    expect(launchChecklist(done, wired).filter((item) => !item.done)).toEqual([])
    // Each gap on its own reopens its item.
    const open = (data: ChecklistData, services = wired) =>
      launchChecklist(data, services)
        .filter((item) => !item.done)
        .map((item) => item.id)
    expect(open({ ...done, samples: [{ _id: 'stat-1', _type: 'stat', title: 'People helped' }] })).toEqual([
      'sample-documents',
    ])
    expect(open({ ...done, settings: { ...done.settings!, contactEmail: 'a@site.example' } })).toEqual([
      'placeholder-contact',
    ])
    expect(open({ ...done, settings: null })).toEqual(['placeholder-contact'])
    expect(open(done, { ...wired, siteUrl: false })).toEqual(['project'])
    expect(open(done, { ...wired, contactForm: false })).toEqual(['contact-form'])
  })
})
