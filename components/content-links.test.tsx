// @vitest-environment happy-dom
/**
 * Content URLs outside Portable Text (guide references, a closing call to action, resource and
 * screening source links, footer social links) were rendered as links whatever they held. The probe's ten
 * payloads, as an editor (or a stolen token) could save them, must never become a link; a safe one still does.
 */
import '../tests/support/next-mocks'
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ClosingCta } from '@/components/article/ClosingCta'
import { References } from '@/components/article/References'
import { ResourcesView } from '@/components/info/ResourcesView'
import { ScreeningView } from '@/components/info/ScreeningView'
import { routes } from '@/lib/site/routes'
import { articleWords } from '@/lib/site/article-words'
import { seedText } from '@/tests/support/interface-text'

/** The guides' interface words as the seed holds them. */
const en = articleWords(seedText('article', 'en'), 'en')

afterEach(cleanup)

const HOSTILE = [
  'javascript:alert(1)',
  ' javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/x',
  '/\\evil.example',
  'file:///etc/passwd',
  'https://',
]
const SAFE = 'https://www.cdc.gov/diabetes/'
const cta = { title: 'x', text: 'y', label: 'Go', href: null, target: null }

/** Every href the rendered markup links to. */
const hrefs = (container: HTMLElement) => [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))

describe('content links', () => {
  it('references: hostile URLs are shown as titles without a link', () => {
    const refs = [...HOSTILE, SAFE].map((url, i) => ({ _key: `r${i}`, publisher: 'P', title: `T${i}`, url }))
    const { container } = render(<References words={en} references={refs as never} />)
    expect(hrefs(container)).toEqual([SAFE])
    expect(container.textContent).toContain('T0')
  })

  it('a closing call to action with a hostile link is not shown', () => {
    for (const href of HOSTILE) {
      const { container } = render(<ClosingCta cta={{ ...cta, href }} />)
      expect(hrefs(container)).toEqual([])
      cleanup()
    }
    const { container } = render(<ClosingCta cta={{ ...cta, href: SAFE }} />)
    expect(hrefs(container)).toEqual([SAFE])
  })

  it('a call to action to a page of the site leads to its address, and is not shown once the page is gone', () => {
    const bmi = { _type: 'pageCopy', slug: null, page: 'bmi', language: 'en' } as const
    const { container } = render(<ClosingCta cta={{ ...cta, target: bmi }} />)
    expect(hrefs(container)).toEqual([routes.bmiCalculator()])
    cleanup()
    expect(hrefs(render(<ClosingCta cta={{ ...cta, target: null }} />).container)).toEqual([])
  })

  it('screening source and resources topics and tools: only the safe link is a link', () => {
    for (const url of [...HOSTILE, SAFE]) {
      const { container } = render(
        <ScreeningView
          words={en}
          data={{ page: { title: 'S', source: { url, label: 'Source' } }, cards: [] } as never}
        />,
      )
      // The page's own button to a health center finder is not content: only the CMS source link is under test.
      expect(hrefs(container).filter((h) => h !== routes.findHealthCenter())).toEqual(url === SAFE ? [SAFE] : [])
      cleanup()
    }
    const topics = [...HOSTILE, SAFE].map((url, i) => ({ _id: `t${i}`, title: `T${i}`, link: { url, label: 'More' } }))
    // A tool leads to the page picked for it; one whose page is gone (no target) is shown without a link.
    const bmi = { _type: 'pageCopy', slug: null, page: 'bmi', language: 'en' }
    const tools = [bmi, null].map((target, i) => ({ _id: `k${i}`, title: `K${i}`, available: true, target }))
    const { container } = render(
      <ResourcesView
        words={en}
        data={{ page: { title: 'R' }, topics, tools, emergencyContacts: [] } as never}
        settings={{ organizationName: 'Org' } as never}
      />,
    )
    const links = hrefs(container)
    for (const bad of HOSTILE) expect(links).not.toContain(bad)
    expect(links).toContain(SAFE)
    expect(links).toContain(routes.bmiCalculator())
  })
})
