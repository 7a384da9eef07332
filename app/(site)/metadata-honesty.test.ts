/**
 * What search engines and link previews read (clinical read 3, C5 and U2): no page's description, Open Graph text or
 * the site's default description claims a clinician review, a payment, a reply time or a real consultation service
 * that the site does not have. The static metadata is imported from the pages themselves; the descriptions built
 * from content (booking, blog lists) come from the same helpers the pages call.
 */
import '../../tests/support/next-mocks'
import { readFileSync } from 'node:fs'
import type { Metadata } from 'next'
import { describe, expect, it } from 'vitest'
import manifest from '@/app/manifest'
import { blogListDescription, blogMetadata } from '@/lib/blog/meta'
import { bookingMetadataText } from '@/lib/booking/booking'
import { routes } from '@/lib/site/routes'
import { SITE_DESCRIPTION } from '@/lib/site/seo'
import { metadata as bmi } from './bmi-calculator/page'
import { metadata as contact } from './contact/page'
import { metadata as team } from './doctor-discovery/page'
import { metadata as consultation } from './homepage/page'
import { metadata as resources } from './resources/page'
import { metadata as screening } from './screening/page'

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
  [routes.resources()]: resources,
  [routes.screening()]: screening,
  [routes.booking(1)]: bookingMetadataText({ name: 'Dr. Sarah Johnson', specialization: 'General Practice' }),
  [routes.blog()]: blogMetadata({ title: 'Health Blog', description: blogListDescription(), path: routes.blog() }),
  [routes.blogCategory('heart-health')]: blogMetadata({
    title: 'Heart Health articles',
    description: blogListDescription('Heart Health'),
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
