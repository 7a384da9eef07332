// @vitest-environment happy-dom
import '../../tests/support/next-mocks'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ForProfessionals } from '@/components/article/ForProfessionals'
import { GetHelpCard } from '@/components/article/GetHelpCard'
import { KeyPoints } from '@/components/article/KeyPoints'
import { ReviewPanel } from '@/components/article/ReviewPanel'
import { ReviewNotice } from '@/components/article/ReviewNotice'
import { reviewClaim } from '@/lib/medical/review'
import { createEditor } from '@/lib/content/edit-attributes'
import { createIdRegistry } from '@/lib/slug'
import { markdownToBlocks } from '@/content/seed/build'
import { articleWords } from '@/lib/site/article-words'
import { seedText } from '@/tests/support/interface-text'
import { crisisTextOf } from '@/lib/search/page-words'

/** The guides' interface words as the seed holds them. */
const en = articleWords(seedText('article', 'en'), 'en')

afterEach(cleanup)

const card = {
  now: ['Call 911 if you have chest pain or trouble breathing.', 'Call 911 if you have a seizure.'],
  sameDay: ['Your reading is 180/120 or higher and you feel fine.'],
  appointment: ['Your readings are often 130/80 or higher.'],
}

describe('GetHelpCard', () => {
  it('shows the three tiers as headed bullet lists, the "now" tier first with a link that dials 911', () => {
    render(<GetHelpCard words={en} card={card} />)
    const section = screen.getByRole('region', { name: 'When to call 911 or see a doctor' })
    const tiers = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent?.trim())
    expect(tiers).toEqual(['Get help now', 'Get care today if', 'Make an appointment if'])
    const lists = within(section).getAllByRole('list')
    expect(
      within(lists[0]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(card.now)
    expect(within(section).getByRole('link', { name: 'Call 911' }).getAttribute('href')).toBe('tel:911')
  })

  it('promises no single place in a tier note: each "now" bullet says who to call, and "today" is not urgent care', () => {
    render(<GetHelpCard words={en} card={card} />)
    const now = screen.getByRole('heading', { level: 3, name: 'Get help now' }).closest('[data-tier]')!
    expect(now.textContent).toContain('Each line says who to call. If you are not sure, call 911.')
    const today = screen.getByRole('heading', { level: 3, name: 'Get care today if' }).closest('[data-tier]')!
    expect(today.textContent).toContain('Call your doctor or care team the same day.')
    expect(today.textContent).not.toMatch(/urgent care/)
  })

  it('turns 911 and 988 in a bullet into numbers a phone dials, and leaves other numbers alone', () => {
    render(
      <GetHelpCard
        words={en}
        card={{
          now: ['You think about suicide: call or text 988.'],
          sameDay: ['Reading is 1988/911x'],
          appointment: [],
        }}
      />,
    )
    expect(screen.getByRole('link', { name: '988' }).getAttribute('href')).toBe('tel:988')
    expect(screen.queryByRole('link', { name: '1988' })).toBeNull()
    expect(screen.getByText('Reading is 1988/911x')).toBeTruthy()
  })

  it('dials Poison Control, and texts 988 where a bullet says text (a tel: link cannot text)', () => {
    render(
      <GetHelpCard
        words={en}
        card={{
          now: ['Call or text 988 now if you think about suicide.', 'Call Poison Control now at 1-800-222-1222.'],
        }}
      />,
    )
    expect(screen.getByRole('link', { name: 'text' }).getAttribute('href')).toBe('sms:988')
    expect(screen.getByRole('link', { name: '988' }).getAttribute('href')).toBe('tel:988')
    expect(screen.getByRole('link', { name: '1-800-222-1222' }).getAttribute('href')).toBe('tel:+18002221222')
  })

  it('leaves out an empty tier, and renders nothing at all (no empty box) without bullets', () => {
    render(<GetHelpCard words={en} card={{ now: ['You have chest pain.'], sameDay: [], appointment: null }} />)
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent?.trim())).toEqual(['Get help now'])
    cleanup()
    for (const empty of [null, undefined, {}, { now: [], sameDay: ['  '], appointment: null }]) {
      const { container } = render(<GetHelpCard words={en} card={empty} />)
      expect(container.innerHTML).toBe('')
      cleanup()
    }
  })
})

describe('KeyPoints', () => {
  it('is a "Key points" box with one bullet per point', () => {
    render(<KeyPoints words={en} points={['One.', 'Two.', 'Three.']} />)
    const box = screen.getByRole('region', { name: 'Key points' })
    expect(
      within(box)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['One.', 'Two.', 'Three.'])
  })

  it('renders nothing when there are no points', () => {
    for (const points of [null, undefined, [], ['', ' ']]) {
      const { container } = render(<KeyPoints words={en} points={points} />)
      expect(container.innerHTML).toBe('')
      cleanup()
    }
  })
})

describe('ForProfessionals', () => {
  const value = markdownToBlocks('Thresholds differ: ACC/AHA uses 130/80, NICE 140/90.', 'pro') as never

  it('is a native <details>, closed by default, summarised "For health professionals", its content inside', () => {
    const { container } = render(<ForProfessionals words={en} value={value} headingId={createIdRegistry()} />)
    const details = container.querySelector('details')!
    expect(details.open).toBe(false)
    expect(details.querySelector('summary')!.textContent).toContain('For health professionals')
    expect(details.textContent).toContain('ACC/AHA uses 130/80')
    expect(screen.getByRole('heading', { level: 2, name: 'For health professionals' })).toBeTruthy()
  })

  it('renders nothing when the guide has no professional part', () => {
    for (const empty of [null, undefined, []]) {
      const { container } = render(
        <ForProfessionals words={en} value={empty as never} headingId={createIdRegistry()} />,
      )
      expect(container.innerHTML).toBe('')
      cleanup()
    }
  })
})

describe('review honesty on the page', () => {
  const review = (isSample: boolean) => ({
    lastReviewed: '2025-06-16',
    nextReviewDue: '2027-06-16',
    status: 'approved' as const,
    approvedFingerprint: null,
    reviewer: { _id: 'd', name: 'Dr. Example', credentials: 'MD', specialization: null, doctorId: 2, isSample },
  })

  it('tells readers plainly when the text changed after its last medical review', () => {
    render(<ReviewPanel words={en} review={review(true)} lastUpdated="2026-11-23" />)
    const notice = screen.getByText('Changed after review.').parentElement!
    expect(notice.textContent).toContain('updated on November 23, 2026, after its last medical review on June 16, 2025')
    // Nothing on the page may read as a review claim for text no one reviewed.
    expect(notice.textContent).not.toMatch(/medically reviewed/i)
  })

  it('says nothing of the kind when the review came on or after the last change', () => {
    for (const lastUpdated of ['2025-06-16', '2025-01-01', null]) {
      render(<ReviewPanel words={en} review={review(false)} lastUpdated={lastUpdated} />)
      expect(screen.queryByText('Changed after review.')).toBeNull()
      cleanup()
    }
  })

  it('does not call a real review of an older text "Medically reviewed" in the header', () => {
    const claim = reviewClaim(review(false), null, '2026-11-23')
    expect(claim).toBe('changed')
    render(<ReviewNotice words={en} claim={claim} />)
    expect(screen.queryByText(/Medically reviewed/)).toBeNull()
    expect(screen.getByText('Changed after its last medical review')).toBeTruthy()
    expect(reviewClaim(review(false), null, '2025-06-16')).toBe('reviewed')
  })
})

describe('click-to-edit in the Preview tool', () => {
  const guide = { _id: 'condition-x', _type: 'conditionArticle' }
  const options = { studioUrl: '/studio', projectId: 'local', dataset: 'production' }
  const preview = createEditor({ ...options, enabled: true })(guide)
  const reader = createEditor({ ...options, enabled: false })(guide)
  /** The field path each outlined element opens, with the element's tag and text. */
  const paths = (root: Element) =>
    [...root.querySelectorAll('[data-sanity]')].map(
      (el) =>
        `${el.tagName.toLowerCase()} ${/path=([^;]*)/.exec(el.getAttribute('data-sanity')!)?.[1]} ${el.textContent}`,
    )

  it('ties each get-help bullet to its own item of its tier, by its stored position (blank items skipped, not renumbered)', () => {
    const { container } = render(
      <GetHelpCard words={en} card={{ ...card, sameDay: ['  ', card.sameDay[0]!] }} edit={preview.scope('getHelp')} />,
    )
    expect(paths(container)).toEqual([
      `li getHelp.now:0 ${card.now[0]}`,
      `li getHelp.now:1 ${card.now[1]}`,
      `li getHelp.sameDay:1 ${card.sameDay[0]}`,
      `li getHelp.appointment:0 ${card.appointment[0]}`,
    ])
  })

  it('ties each key point to its item, and each professional block to its own key', () => {
    const points = render(<KeyPoints words={en} points={['One.', '', 'Three.']} edit={preview.scope('keyPoints')} />)
    expect(paths(points.container)).toEqual(['li keyPoints:0 One.', 'li keyPoints:2 Three.'])
    cleanup()
    const value = markdownToBlocks('Thresholds differ.\n\nDrug classes vary.', 'pro') as Array<{ _key: string }>
    const pro = render(
      <ForProfessionals
        words={en}
        value={value as never}
        headingId={createIdRegistry()}
        edit={preview.scope('forProfessionals')}
      />,
    )
    expect(paths(pro.container)).toEqual([
      `p forProfessionals:${value[0]!._key} Thresholds differ.`,
      `p forProfessionals:${value[1]!._key} Drug classes vary.`,
    ])
  })

  it('writes no attribute for a reader', () => {
    const { container } = render(
      <>
        <GetHelpCard words={en} card={card} edit={reader.scope('getHelp')} />
        <KeyPoints words={en} points={['One.']} edit={reader.scope('keyPoints')} />
        <ForProfessionals
          words={en}
          value={markdownToBlocks('Text.', 'pro') as never}
          headingId={createIdRegistry()}
          edit={reader.scope('forProfessionals')}
        />
      </>,
    )
    expect(container.textContent).toContain('One.')
    expect(container.querySelector('[data-sanity]')).toBeNull()
  })
})

describe('GetHelpCard: the "now" tier’s buttons follow its lines', () => {
  const help = { en: crisisTextOf(seedText('search', 'en')), es: crisisTextOf(seedText('search', 'es')) }
  const nowButtons = () =>
    [
      ...screen
        .getByRole('heading', { level: 3, name: /Get help now|Busque ayuda/ })
        .closest('[data-tier]')!
        .querySelectorAll('[data-help-action]'),
    ].map((a) => [a.getAttribute('data-help-action'), a.getAttribute('href')])

  it('puts 988 call, text and chat before 911 when a bullet names thoughts of suicide or self-harm', () => {
    const words = articleWords(seedText('article', 'en'), 'en', help.en)
    render(<GetHelpCard words={words} card={{ now: ['You have thoughts of self-harm.', 'Chest pain: call 911.'] }} />)
    expect(nowButtons()).toEqual([
      ['988-call', 'tel:988'],
      ['988-text', 'sms:988'],
      ['988-chat', 'https://988lifeline.org/chat/'],
      ['911-call', 'tel:911'],
    ])
  })

  it('in Spanish texts AYUDA to 988, and the bullet’s "envíe AYUDA al 988" texts rather than dials', () => {
    const words = articleWords(seedText('article', 'es'), 'es', help.es)
    render(
      <GetHelpCard
        words={words}
        card={{ now: ['Llame ahora al 988 y oprima el 2, o envíe AYUDA por texto al 988, si piensa en el suicidio.'] }}
      />,
    )
    expect(nowButtons()).toContainEqual(['988-text', 'sms:988?body=AYUDA'])
    expect(screen.getByRole('link', { name: 'envíe AYUDA por texto al 988' }).getAttribute('href')).toBe(
      'sms:988?body=AYUDA',
    )
  })

  it('shows only Call 911 for a 911 tier, and adds Poison Control as a tel: link when a bullet sends readers there', () => {
    const words = articleWords(seedText('article', 'en'), 'en', help.en)
    render(<GetHelpCard words={words} card={{ now: ['Chest pain: call 911.'] }} />)
    expect(nowButtons()).toEqual([['911-call', 'tel:911']])
    cleanup()
    render(
      <GetHelpCard
        words={words}
        card={{ now: ['Took too much by accident, awake: call Poison Control now at 1-800-222-1222.'] }}
      />,
    )
    expect(nowButtons()).toEqual([
      ['911-call', 'tel:911'],
      ['poison-call', 'tel:+18002221222'],
    ])
  })
})
