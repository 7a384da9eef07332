/**
 * Schema.org JSON-LD for search engines: MedicalWebPage (with who reviewed it and when) and BreadcrumbList.
 */
import { IN_LANGUAGE, type Lang } from './languages'
import { routes } from './routes'

export type Crumb = { name: string; href: string }

export type ArticleForLd = {
  title: string
  description: string
  path: string
  conditionName: string
  lastUpdated: string | null | undefined
  lastReviewed: string | null | undefined
  reviewer:
    | {
        name: string
        specialization?: string | null
        credentials?: string | null
        path?: string
        /** A fictional sample profile: search engines are not told that it reviewed anything. */
        isSample?: boolean | null
      }
    | null
    | undefined
  organizationName: string
  /** The page's language (English when not given): `inLanguage`. */
  lang?: Lang
}

const abs = (base: string, path: string) => new URL(path, base).toString()

/** A reviewer as the content queries return it (guides and blog posts project the same fields). */
export type ReviewerDocument = {
  name?: string | null
  specialization?: string | null
  doctorId?: number | string | null
  isSample?: boolean | null
}

/** The reviewer for a page's JSON-LD, linked to their profile on the team page; none without a name. */
export function reviewerForLd(reviewer: ReviewerDocument | null | undefined): ArticleForLd['reviewer'] {
  if (!reviewer?.name) return null
  return {
    name: reviewer.name,
    specialization: reviewer.specialization,
    path: routes.doctor(reviewer.doctorId ?? ''),
    isSample: reviewer.isSample,
  }
}

export function breadcrumbJsonLd(base: string, crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: abs(base, crumb.href),
    })),
  }
}

const organization = (base: string, name: string) => ({ '@type': 'Organization', name, url: abs(base, '/') })

/**
 * Who reviewed a page and when, for schema.org's lastReviewed and reviewedBy. A review by a fictional sample person
 * is no review: neither the reviewer nor the date is claimed.
 */
function reviewClaim(base: string, reviewer: ArticleForLd['reviewer'], lastReviewed: string | null | undefined) {
  if (!reviewer || reviewer.isSample) return {}
  return {
    ...(lastReviewed ? { lastReviewed } : {}),
    reviewedBy: {
      '@type': 'Physician',
      name: reviewer.name,
      ...(reviewer.specialization ? { medicalSpecialty: reviewer.specialization } : {}),
      ...(reviewer.path ? { url: abs(base, reviewer.path) } : {}),
    },
  }
}

export function medicalWebPageJsonLd(base: string, article: ArticleForLd) {
  const url = abs(base, article.path)
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalWebPage',
    '@id': url,
    url,
    name: article.title,
    headline: article.title,
    description: article.description,
    inLanguage: IN_LANGUAGE[article.lang ?? 'en'],
    audience: [
      { '@type': 'PeopleAudience', audienceType: 'Patient' },
      { '@type': 'MedicalAudience', audienceType: 'Clinician' },
    ],
    about: { '@type': 'MedicalCondition', name: article.conditionName },
    ...(article.lastUpdated ? { dateModified: article.lastUpdated } : {}),
    ...reviewClaim(base, article.reviewer, article.lastReviewed),
    publisher: organization(base, article.organizationName),
  }
}

export type BlogPostForLd = {
  title: string
  description: string
  path: string
  publishedAt: string | null | undefined
  modifiedAt: string | null | undefined
  category: string | null | undefined
  lastReviewed: string | null | undefined
  reviewer: ArticleForLd['reviewer']
  organizationName: string
  /** The post's language (English when not given): `inLanguage`. */
  lang?: Lang
  /** The cover image's absolute URL (1200×630), or the generated share image's. */
  image: string
}

/**
 * A blog post: written by the organisation's editorial team. As for condition articles, a review by a fictional
 * sample person is not claimed: the reviewer and the review date appear only for a real reviewer.
 */
export function blogPostingJsonLd(base: string, post: BlogPostForLd) {
  const url = abs(base, post.path)
  const publisher = {
    ...organization(base, post.organizationName),
    logo: { '@type': 'ImageObject', url: abs(base, routes.logo()), width: 512, height: 512 },
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': url,
    url,
    headline: post.title,
    description: post.description,
    inLanguage: IN_LANGUAGE[post.lang ?? 'en'],
    ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
    ...(post.modifiedAt ? { dateModified: post.modifiedAt } : {}),
    ...(post.category ? { articleSection: post.category } : {}),
    image: [abs(base, post.image)],
    author: publisher,
    publisher,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url, ...reviewClaim(base, post.reviewer, post.lastReviewed) },
  }
}

/** JSON for a <script> element: `<` is escaped so that content can never close the script early. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

export type DoctorForLd = {
  name: string
  specialization?: string | null
  credentials?: string | null
  description?: string | null
  path: string
  image?: string | null
  /** A fictional sample profile: no Physician is claimed for it. */
  isSample?: boolean | null
}

/**
 * A `Physician` for a doctor on the team page. A sample profile is a placeholder for a real person, so it gets
 * none: search engines are never told that a fictional doctor exists (as `reviewedBy` above is left out for them).
 */
export function physicianJsonLd(base: string, doctor: DoctorForLd, organizationName: string) {
  if (doctor.isSample || !doctor.name) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'Physician',
    '@id': abs(base, doctor.path),
    url: abs(base, doctor.path),
    name: doctor.name,
    ...(doctor.specialization ? { medicalSpecialty: doctor.specialization } : {}),
    ...(doctor.credentials ? { hasCredential: doctor.credentials } : {}),
    ...(doctor.description ? { description: doctor.description } : {}),
    ...(doctor.image ? { image: abs(base, doctor.image) } : {}),
    memberOf: { '@type': 'MedicalOrganization', name: organizationName, url: abs(base, '/') },
  }
}
