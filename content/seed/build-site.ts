/**
 * Site-wide seed documents: settings, the (fictional, sample) doctors, the resources and screening pages, booking
 * trust points and testimonials, and the contact FAQ, from the YAML files in this folder.
 */
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { approvedReview, numbered, readYaml, seedImage, stamp, withKeys, type Doc } from './kit'

/** A YAML file that may be absent from a trimmed-down seed. */
function optionalYaml<T>(file: string): T | undefined {
  try {
    return readYaml<T>(file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

export function buildSiteDocuments(seedDir: string): Doc[] {
  const docs: Doc[] = []
  docs.push({
    _id: 'siteSettings',
    _type: 'siteSettings',
    ...stamp,
    ...readYaml<object>(path.join(seedDir, 'settings.yaml')),
  })
  const settings = docs[0]!
  settings.socialLinks = withKeys(settings.socialLinks as object[], 'social').map((link) => ({
    _type: 'socialLink',
    ...link,
  }))

  for (const doctor of readYaml<Array<Record<string, unknown>>>(path.join(seedDir, 'doctors.yaml'))) {
    const { image, imageAlt, ...fields } = doctor
    docs.push({
      _type: 'doctor',
      ...stamp,
      ...(fields as { _id: string }),
      isSample: true,
      photo: seedImage(image, imageAlt),
    })
  }

  // The words of the pages built in code, one "Page text" document per page (lib/site/page-copy.ts).
  const copy = optionalYaml<Record<string, { title: string; intro?: string; texts?: Record<string, string> }>>(
    path.join(seedDir, 'page-copy.yaml'),
  )
  for (const [page, { title, intro, texts }] of Object.entries(copy ?? {}))
    docs.push({
      _id: `pageCopy-${page}`,
      _type: 'pageCopy',
      ...stamp,
      page,
      title,
      ...(intro ? { intro } : {}),
      texts: withKeys(
        Object.entries(texts ?? {}).map(([key, text]) => ({ _type: 'pageText', key, text })),
        `pageCopy-${page}`,
      ),
    })

  // The interface words, one "Interface words" document per area (interface/<area>.yaml; lib/interface/areas.ts).
  // They hold emergency and BMI words, so they carry a medical review (interface-review.yaml) like the search settings.
  const interfaceDir = path.join(seedDir, 'interface')
  const reviewFile = path.join(seedDir, 'interface-review.yaml')
  const interfaceReview = optionalYaml<{ review?: Record<string, unknown> }>(reviewFile)?.review
  const areaFiles = existsSync(interfaceDir)
    ? readdirSync(interfaceDir)
        .filter((f) => f.endsWith('.yaml'))
        .sort()
    : []
  for (const file of areaFiles) {
    const area = file.slice(0, -'.yaml'.length)
    const texts = readYaml<Record<string, string>>(path.join(interfaceDir, file)) ?? {}
    docs.push({
      _id: `interfaceText-${area}`,
      _type: 'interfaceText',
      ...stamp,
      review: approvedReview(interfaceReview ?? {}, reviewFile),
      area,
      texts: withKeys(
        Object.entries(texts).map(([key, text]) => ({ _type: 'interfaceWord', key, text: String(text) })),
        `interfaceText-${area}`,
      ),
    })
  }

  const resources = optionalYaml<Record<string, unknown>>(path.join(seedDir, 'resources.yaml'))
  if (resources) {
    docs.push({
      _id: 'resourcesPage',
      _type: 'resourcesPage',
      ...stamp,
      title: resources.title,
      intro: resources.intro,
      topicsHeading: resources.topicsHeading,
      emergencyHeading: resources.emergencyHeading,
      toolsHeading: resources.toolsHeading,
      supportGroups: resources.supportGroups,
    })
    docs.push(...numbered('resourceTopic', 'resource-topic', resources.topics as never))
    docs.push(...numbered('emergencyContact', 'emergency-contact', resources.emergencyContacts as never))
    docs.push(...numbered('toolCard', 'tool', resources.tools as never))
  }
  const screening = optionalYaml<Record<string, unknown>>(path.join(seedDir, 'screening.yaml'))
  if (screening) {
    docs.push({
      _id: 'screeningPage',
      _type: 'screeningPage',
      ...stamp,
      title: screening.title,
      intro: screening.intro,
      bookingHeading: screening.bookingHeading,
      source: screening.source,
      bookingNote: screening.bookingNote,
    })
    docs.push(
      ...numbered('screeningCard', 'screening', screening.cards as never).map((card) => ({
        ...card,
        checks: withKeys(card.checks as object[], card._id).map((check) => ({ _type: 'screeningCheck', ...check })),
      })),
    )
  }
  const booking = readYaml<{
    trustPoints?: Array<Record<string, unknown>>
    testimonials?: Array<Record<string, unknown>>
  }>(path.join(seedDir, 'booking.yaml'))
  docs.push(...numbered('trustPoint', 'trust-point', booking.trustPoints))
  // Every booking testimonial in the seed is a fictional sample rated 5 of 5 (the spec's three entries).
  docs.push(
    ...numbered(
      'bookingTestimonial',
      'booking-testimonial',
      booking.testimonials?.map((item) => ({ ...item, rating: 5, isSample: true })),
    ),
  )
  const contact = readYaml<{ faq?: Array<Record<string, unknown>> }>(path.join(seedDir, 'contact.yaml'))
  docs.push(...numbered('faqItem', 'faq', contact.faq))
  for (const topic of docs.filter((d) => d._type === 'resourceTopic' && d.link)) {
    topic.link = { _type: 'simpleLink', ...(topic.link as object) }
  }

  // Search settings: synonym groups and the searches that show crisis or emergency help first.
  const searchFile = path.join(seedDir, 'search.yaml')
  const search = optionalYaml<{
    synonyms?: string[][]
    crisis?: Array<Record<string, unknown>>
    review?: Record<string, unknown>
  }>(searchFile)
  if (search)
    docs.push({
      _id: 'searchSettings',
      _type: 'searchSettings',
      ...stamp,
      // Emergency copy carries the guides' medical review; a seed without one fails here, not in the Studio.
      review: approvedReview(search.review ?? {}, searchFile),
      synonyms: withKeys(
        (search.synonyms ?? []).map((terms) => ({ _type: 'synonymGroup', terms: terms.map(String) })),
        'synonyms',
      ),
      crisis: withKeys(
        (search.crisis ?? []).map((entry) => ({ _type: 'crisisHelp', ...entry })),
        'crisis',
      ),
    })
  return docs
}
