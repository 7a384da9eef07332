/**
 * The Launch checklist's list (issue 57, deliver 10): what the seed leaves to change before launch is all on it, and
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
    expect(samples.detail).toMatch(/doctor profiles.*impact figures|impact figures.*doctor profiles/)
    const reviews = items['sample-reviews']!
    expect(reviews.done).toBe(false)
    expect(reviews.documents.map((doc) => doc._id)).toEqual(
      expect.arrayContaining(['condition-diabetes', 'condition-hypertension', 'blog-post-heart-attack-warning-signs']),
    )
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
