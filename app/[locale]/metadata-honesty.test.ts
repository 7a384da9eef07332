/**
 * What search engines and link previews read: no page's description, Open Graph text or
 * the site's default description claims a clinician review, a payment, a reply time or a real consultation service
 * that the site does not have. Every page's title and snippet are interface words in the CMS: they are read here
 * from the seed's English words through the same builders the pages call.
 */
import '../../tests/support/next-mocks'
import { readFileSync } from 'node:fs'
import type { Metadata } from 'next'
import { describe, expect, it } from 'vitest'
import manifest from '@/app/manifest'
import { blogListDescription, blogMetadata } from '@/lib/blog/meta'
import { bmiWords } from '@/lib/bmi/words'
import { bookingWords } from '@/lib/booking/words'
import { contactWords } from '@/lib/contact/words'
import { articleWords } from '@/lib/site/article-words'
import { routes } from '@/lib/site/routes'
import { SITE_DESCRIPTION } from '@/lib/site/seo'
import { teamWords } from '@/lib/team/words'
import { seedText } from '@/tests/support/interface-text'

const bmi = bmiWords(seedText('bmi'), 'en').meta
const contact = contactWords(seedText('contact'), 'en').meta
const team = teamWords(seedText('team')).metadata
const booking = seedText('booking')
const consultation = { title: booking.consultationMetaTitle, description: booking.consultationMetaDescription }
const guides = articleWords(seedText('article'), 'en')
const bookingMetadataText = bookingWords(booking).metadata
const blogText = seedText('blog')

/** Claims a demonstration cannot back. */
const UNBACKED = [
  /reviewed by clinicians/i,
  /medically reviewed/i,
  /expert[- ]reviewed/i,
  /pay securely/i,
  /\bpay\b/i,
  /24.48 hours/i,
  /we answer/i,
  /behind our consultations/i,
  /book an online consultation/i,
  /our medical team/i,
]

const texts = (meta: Metadata): string[] => {
  const og = meta.openGraph as { title?: unknown; description?: unknown } | undefined
  return [meta.title, meta.description, og?.title, og?.description].filter((t): t is string => typeof t === 'string')
}

const pages: Record<string, Metadata> = {
  'the site default (root layout, for every page without its own)': { description: SITE_DESCRIPTION },
  [routes.bmiCalculator()]: bmi,
  [routes.contact()]: contact,
  [routes.team()]: team,
  [routes.consultation()]: consultation,
  [routes.resources()]: guides.resources,
  [routes.screening()]: guides.screening,
  [routes.booking(1)]: bookingMetadataText({ name: 'Dr. Sarah Johnson', specialization: 'General Practice' }),
  [routes.blog()]: blogMetadata({
    text: blogText,
    title: 'Health Blog',
    description: blogListDescription(blogText),
    path: routes.blog(),
  }),
  [routes.blogCategory('heart-health')]: blogMetadata({
    text: blogText,
    title: 'Heart Health articles',
    description: blogListDescription(blogText, 'Heart Health'),
    path: routes.blogCategory('heart-health'),
  }),
}

describe('search snippets and link previews claim nothing the site does not have', () => {
  for (const [page, meta] of Object.entries(pages)) {
    it(page, () => {
      const shown = texts(meta)
      expect(shown.length, `${page} has a description`).toBeGreaterThan(0)
      for (const text of shown) for (const claim of UNBACKED) expect(text, page).not.toMatch(claim)
    })
  }

  it('the root layout and the web app manifest use the site default description', () => {
    // The root layout loads next/font, which runs only in Next's compiler: its metadata is read from its source.
    expect(readFileSync('app/layout.tsx', 'utf8')).toMatch(/^\s*description: SITE_DESCRIPTION,$/m)
    expect(manifest().description).toBe(SITE_DESCRIPTION)
  })

  it('the booking page says it is a demonstration before anyone opens it', () => {
    const { title, description } = bookingMetadataText({
      name: 'Dr. Sarah Johnson',
      specialization: 'General Practice',
    })
    expect(title).toMatch(/demonstration/i)
    expect(description).toMatch(/^A demonstration/)
    expect(description).toContain('no payment is taken')
    expect(description).toContain('Dr. Sarah Johnson (General Practice)')
  })

  it('the team page says its profiles are samples', () => {
    expect(String(team.title)).toMatch(/sample/i)
    expect(String(team.description)).toMatch(/sample/i)
  })
})
