import { describe, expect, it } from 'vitest'
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  medicalWebPageJsonLd,
  physicianJsonLd,
  reviewerForLd,
  serializeJsonLd,
} from '@/lib/site/structured-data'

const base = 'https://health.example.org'

describe('medicalWebPageJsonLd', () => {
  const article = {
    title: 'Hypertension: Prevention, Diagnosis, and Treatment',
    description: 'All about blood pressure.',
    path: '/diseases/hypertension',
    conditionName: 'Hypertension',
    lastUpdated: '2025-07-12',
    lastReviewed: '2025-07-12',
    reviewer: { name: 'Dr. Sample', specialization: 'Cardiology', path: '/doctor-discovery#doctor-2' },
    organizationName: 'HealthWise Hub',
  }

  it('names the condition, the reviewer and the review date', () => {
    const ld = medicalWebPageJsonLd(base, article)
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'MedicalWebPage',
      url: 'https://health.example.org/diseases/hypertension',
      name: article.title,
      about: { '@type': 'MedicalCondition', name: 'Hypertension' },
      lastReviewed: '2025-07-12',
      dateModified: '2025-07-12',
      reviewedBy: {
        '@type': 'Physician',
        name: 'Dr. Sample',
        medicalSpecialty: 'Cardiology',
        url: 'https://health.example.org/doctor-discovery#doctor-2',
      },
      publisher: { '@type': 'Organization', name: 'HealthWise Hub', url: 'https://health.example.org/' },
    })
  })

  it('claims no reviewer and no review date when the reviewer is a fictional sample', () => {
    const ld = medicalWebPageJsonLd(base, { ...article, reviewer: { ...article.reviewer, isSample: true } })
    expect(ld).not.toHaveProperty('reviewedBy')
    expect(ld).not.toHaveProperty('lastReviewed')
    expect(ld).toMatchObject({ '@type': 'MedicalWebPage', dateModified: '2025-07-12' })
  })

  it('names a real reviewer (isSample false) and the review date', () => {
    const ld = medicalWebPageJsonLd(base, { ...article, reviewer: { ...article.reviewer, isSample: false } })
    expect(ld).toMatchObject({ lastReviewed: '2025-07-12', reviewedBy: { '@type': 'Physician', name: 'Dr. Sample' } })
  })

  it('leaves out what is unknown instead of writing null', () => {
    const ld = medicalWebPageJsonLd(base, { ...article, reviewer: null, lastReviewed: null, lastUpdated: undefined })
    expect(ld).not.toHaveProperty('reviewedBy')
    expect(ld).not.toHaveProperty('lastReviewed')
    expect(ld).not.toHaveProperty('dateModified')
  })
})

describe('breadcrumbJsonLd', () => {
  it('numbers the items from 1 with absolute URLs', () => {
    expect(
      breadcrumbJsonLd(base, [
        { name: 'Home', href: '/' },
        { name: 'Health Topics', href: '/#topics' },
        { name: 'Cancer', href: '/diseases/cancer' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://health.example.org/' },
        { '@type': 'ListItem', position: 2, name: 'Health Topics', item: 'https://health.example.org/#topics' },
        { '@type': 'ListItem', position: 3, name: 'Cancer', item: 'https://health.example.org/diseases/cancer' },
      ],
    })
  })
})

describe('serializeJsonLd', () => {
  it('cannot be used to close the script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' })
    expect(text).not.toContain('</script>')
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>')
  })
})

describe('blogPostingJsonLd', () => {
  const post = {
    title: 'Heart Attack Warning Signs',
    description: 'Know the signs.',
    path: '/blog/heart-attack-warning-signs',
    publishedAt: '2025-07-14T09:00:00Z',
    modifiedAt: '2025-07-14T00:00:00Z',
    category: 'Heart Health',
    lastReviewed: '2025-07-14',
    reviewer: { name: 'Dr. Real', specialization: 'Cardiology', path: '/doctor-discovery#doctor-2' },
    organizationName: 'HealthWise Hub',
    image: '/share/post/heart-attack-warning-signs',
  }

  it('has the image and the publisher logo that article rich results require', () => {
    const ld = blogPostingJsonLd(base, post)
    expect(ld.image).toEqual(['https://health.example.org/share/post/heart-attack-warning-signs'])
    expect(ld.publisher.logo).toEqual({
      '@type': 'ImageObject',
      url: 'https://health.example.org/icon-512.png',
      width: 512,
      height: 512,
    })
  })

  it('is a BlogPosting by the organisation, with the real reviewer on its page', () => {
    expect(blogPostingJsonLd(base, post)).toMatchObject({
      '@type': 'BlogPosting',
      url: 'https://health.example.org/blog/heart-attack-warning-signs',
      headline: post.title,
      datePublished: post.publishedAt,
      articleSection: 'Heart Health',
      author: { '@type': 'Organization', name: 'HealthWise Hub' },
      mainEntityOfPage: {
        '@type': 'WebPage',
        lastReviewed: '2025-07-14',
        reviewedBy: { '@type': 'Physician', name: 'Dr. Real', medicalSpecialty: 'Cardiology' },
      },
    })
  })

  it('claims no reviewer and no review date when the reviewer is a fictional sample', () => {
    const ld = blogPostingJsonLd(base, { ...post, reviewer: { ...post.reviewer, isSample: true } })
    expect(ld.mainEntityOfPage).not.toHaveProperty('reviewedBy')
    expect(ld.mainEntityOfPage).not.toHaveProperty('lastReviewed')
    expect(JSON.stringify(ld)).not.toContain('Dr. Real')
  })
})

describe('physicianJsonLd', () => {
  const doctor = {
    name: 'Dr. Real Person',
    specialization: 'Cardiology',
    credentials: 'MD',
    description: 'Cardiologist.',
    path: '/doctor-discovery#doctor-2',
    image: '/images/doctors/doctor-2.svg',
  }

  it('describes a real doctor as a Physician of the organisation', () => {
    expect(physicianJsonLd(base, doctor, 'HealthWise Hub')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Physician',
      '@id': 'https://health.example.org/doctor-discovery#doctor-2',
      url: 'https://health.example.org/doctor-discovery#doctor-2',
      name: 'Dr. Real Person',
      medicalSpecialty: 'Cardiology',
      hasCredential: 'MD',
      description: 'Cardiologist.',
      image: 'https://health.example.org/images/doctors/doctor-2.svg',
      memberOf: { '@type': 'MedicalOrganization', name: 'HealthWise Hub', url: 'https://health.example.org/' },
    })
  })

  it('claims no Physician for a fictional sample profile', () => {
    expect(physicianJsonLd(base, { ...doctor, isSample: true }, 'HealthWise Hub')).toBeNull()
  })
})

describe('reviewerForLd', () => {
  it('links a named reviewer to their profile on the team page and keeps the sample flag', () => {
    expect(reviewerForLd({ name: 'Dr Sample', specialization: 'Cardiology', doctorId: 2, isSample: true })).toEqual({
      name: 'Dr Sample',
      specialization: 'Cardiology',
      path: '/doctor-discovery#doctor-2',
      isSample: true,
    })
  })
  it('gives no reviewer without a name', () => {
    expect(reviewerForLd(null)).toBeNull()
    expect(reviewerForLd({ name: '', doctorId: 1 })).toBeNull()
  })
})
