/**
 * The Launch checklist: everything that must change before a real launch, read from the
 * content and from how the site was built, so an editor sees what is left instead of remembering it. Pure: the
 * Studio's pane (LaunchChecklist.tsx) fetches `launchChecklistQuery` and renders what `launchChecklist` returns.
 * What readers are spared meanwhile is decided by lib/site/samples.ts: a launched site shows no sample section.
 */
import { LOCALES } from '../lib/site/languages'
import { isFictionalPhone, isPlaceholderEmail } from '../lib/site/placeholders'

/**
 * A document's title as an editor knows it: documents without one (interface words, Search settings) by what they are,
 * never by their id. Its language is added by `named`: the English and Spanish copies share a name.
 */
const TITLE = `coalesce(title, name, select(
  _type == "interfaceText" => "Interface words: " + coalesce(area, "?"),
  _type == "searchSettings" => "Search settings"
), _id)`

/**
 * Sample documents, medical documents approved by a sample reviewer, the triage warnings approved anyway, and the
 * contact details of Site settings.
 */
export const launchChecklistQuery = `{
  "samples": *[isSample == true && !(_id in path("drafts.**")) && !(_id in path("versions.**"))] | order(_type asc, _id asc){
    _id, _type, language, "title": coalesce(name, title, label, question, _id)
  },
  "sampleReviewed": *[defined(review.reviewer) && review.reviewer->isSample == true && !(_id in path("drafts.**")) && !(_id in path("versions.**"))] | order(_type asc, _id asc){
    _id, _type, language, "title": ${TITLE}, "reviewer": review.reviewer->name
  },
  "overrides": *[count(review.triageOverrides) > 0 && !(_id in path("drafts.**")) && !(_id in path("versions.**"))] | order(_type asc, _id asc){
    _id, _type, language, "title": ${TITLE}, "overrides": review.triageOverrides[]{sign, line, reason}
  },
  "settings": *[_type == "siteSettings" && !(_id in path("drafts.**"))][0]{
    _id, _type, contactEmail, "supportLine": emergencyLine.number, postalAddress
  }
}`

export type ChecklistDocument = {
  _id: string
  _type: string
  title?: string | null
  /** The document's language code, when it has one. */
  language?: string | null
  /** What to read in it, after its title (an override's sign and reason). */
  note?: string | null
  /** A key for the list when one document has several lines. */
  key?: string
}

export type ChecklistData = {
  samples?: ChecklistDocument[] | null
  sampleReviewed?: (ChecklistDocument & { reviewer?: string | null })[] | null
  overrides?:
    | (ChecklistDocument & {
        overrides?: Array<{ sign?: string | null; line?: string | null; reason?: string | null }> | null
      })[]
    | null
  settings?: {
    _id: string
    _type: string
    contactEmail?: string | null
    supportLine?: string | null
    postalAddress?: { street?: string | null; city?: string | null } | null
  } | null
}

/** How the site was built: which services are wired (the Studio reads the NEXT_PUBLIC_* values built into it). */
export type ChecklistServices = {
  sanityProject: boolean
  siteUrl: boolean
  contactForm: boolean
  analytics: boolean
}

export type ChecklistItem = {
  id: string
  title: string
  /** What is wrong now and what to do, in a sentence or two. */
  detail: string
  done: boolean
  /** The documents to open and change, when there are any. */
  documents: ChecklistDocument[]
}

/** A street or city made up for the seed ("100 Example Avenue"): a reserved-for-examples word. */
export function isPlaceholderAddress(
  address: { street?: string | null; city?: string | null } | null | undefined,
): boolean {
  const { street, city } = address ?? {}
  return /\b(example|sample|placeholder|your street)\b/i.test(`${street ?? ''} ${city ?? ''}`)
}

const TYPE_NAMES: Record<string, string> = {
  conditionArticle: 'guides',
  blogPost: 'posts',
  interfaceText: 'interface words',
  searchSettings: 'search settings',
  doctor: 'doctor profiles',
  landingTestimonial: 'home page testimonials',
  bookingTestimonial: 'booking testimonials',
  stat: 'impact figures',
}

/** A document's title with its language's name, e.g. "Dra. Sofia Reyes (Español)": each copy is a separate task. */
function named<T extends ChecklistDocument>(doc: T): T {
  const language = LOCALES.find((locale) => locale.code === doc.language)
  return language && doc.title ? { ...doc, title: `${doc.title} (${language.name})` } : doc
}

export function launchChecklist(data: ChecklistData, services: ChecklistServices): ChecklistItem[] {
  const samples = (data.samples ?? []).map(named)
  const kinds = [...new Set(samples.map((doc) => TYPE_NAMES[doc._type] ?? doc._type))]
  const reviewed = (data.sampleReviewed ?? []).map(named)
  const reviewedKinds = [...new Set(reviewed.map((doc) => TYPE_NAMES[doc._type] ?? doc._type))]
  // One line an override: the page, the sign, and the reviewer's reason, for the clinician who signs off the launch.
  const overrides = (data.overrides ?? []).map(named).flatMap((doc) =>
    (doc.overrides ?? []).map((o, i) => ({
      _id: doc._id,
      _type: doc._type,
      title: doc.title,
      key: `${doc._id}-${i}`,
      note: `${o.sign ?? 'a warning sign'}: ${o.line ?? ''} Reason: "${o.reason ?? ''}"`,
    })),
  )
  const settings = data.settings
  const placeholders = settings
    ? [
        isPlaceholderEmail(settings.contactEmail) && `the contact e-mail (${settings.contactEmail})`,
        isFictionalPhone(settings.supportLine) && `the support line (${settings.supportLine})`,
        isPlaceholderAddress(settings.postalAddress) && 'the postal address',
      ].filter((x): x is string => typeof x === 'string')
    : []
  const launched = services.sanityProject && services.siteUrl
  return [
    {
      id: 'sample-documents',
      title: 'Replace the sample people and figures',
      detail: samples.length
        ? `${samples.length} documents are samples (${kinds.join(', ')}): fictional people, reviews by people who do not exist and figures no one measured. Replace each with real, consenting people or sourced figures and turn "Sample content" off, or delete it. A launched site does not show them.`
        : 'No document is marked as sample content.',
      done: samples.length === 0,
      documents: samples,
    },
    {
      id: 'sample-reviews',
      title: 'Have a real clinician review the medical pages',
      detail: reviewed.length
        ? `${reviewed.length} documents (${reviewedKinds.join(', ')}) carry a medical review by a sample reviewer. A named, qualified clinician must review each, and the review record must name them.`
        : 'Every medical review names a real reviewer.',
      done: reviewed.length === 0,
      documents: reviewed,
    },
    {
      id: 'triage-overrides',
      title: 'Read the triage warnings approved anyway',
      detail: overrides.length
        ? `${overrides.length} ${overrides.length === 1 ? 'line puts' : 'lines put'} a warning sign under another action than the triage list gives it, each approved with the reviewer's reason. The clinician who signs off the launch reads each: fix the line, or keep it for the reason given.`
        : 'No published page goes against the triage list.',
      done: overrides.length === 0,
      documents: overrides,
    },
    {
      id: 'placeholder-contact',
      title: 'Replace the placeholder contact details',
      detail: placeholders.length
        ? `In Site settings, ${placeholders.join(', ')} ${placeholders.length === 1 ? 'is a placeholder' : 'are placeholders'}: readers see them marked as samples and cannot use them.`
        : settings
          ? 'The contact e-mail, support line and postal address are real.'
          : 'There is no Site settings document yet.',
      done: !!settings && placeholders.length === 0,
      documents:
        placeholders.length && settings ? [{ _id: settings._id, _type: settings._type, title: 'Site settings' }] : [],
    },
    {
      id: 'contact-form',
      title: 'Connect the contact form',
      detail: services.contactForm
        ? 'The contact form sends through EmailJS.'
        : 'The contact form has no e-mail service: set NEXT_PUBLIC_EMAILJS_PUBLIC_KEY, NEXT_PUBLIC_EMAILJS_SERVICE_ID and NEXT_PUBLIC_EMAILJS_TEMPLATE_ID (docs/environment.md), and staff the inbox before promising replies.',
      done: services.contactForm,
      documents: [],
    },
    {
      id: 'analytics',
      title: 'Decide on analytics',
      detail: services.analytics
        ? 'Analytics is connected; it loads only after a reader consents.'
        : 'No analytics is connected (NEXT_PUBLIC_ANALYTICS_ID). Optional: leave it off, or connect it and check the privacy policy says so.',
      // Optional: running without analytics is a valid launch.
      done: true,
      documents: [],
    },
    {
      id: 'project',
      title: 'Publish from a Sanity project with the site address',
      detail: launched
        ? 'The site runs on a Sanity project with its public address: sample sections are hidden from readers.'
        : `This site runs ${services.sanityProject ? 'on a Sanity project without its public address (NEXT_PUBLIC_SITE_URL)' : 'on the local dataset'}: sample sections are still shown to readers, marked as samples.`,
      done: launched,
      documents: [],
    },
  ]
}
