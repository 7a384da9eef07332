// @vitest-environment happy-dom
/**
 * The landing's first screen as the server draws it, in both languages: the search form goes to the results page of
 * the page's language, the help line offers 911, 988 and Poison Control as links a phone opens, and the six guides
 * are links to that language's guides.
 */
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FirstScreen } from '@/components/home/FirstScreen'
import type { NavCondition } from '@/lib/content'
import type { HomeText } from '@/lib/home/words'
import { crisisTextOf } from '@/lib/search/page-words'
import type { Lang } from '@/lib/site/languages'
import { routesFor } from '@/lib/site/localized-routes'
import { routes } from '@/lib/site/routes'
import type { LandingQueryResult } from '@/sanity.types'
import { seedText } from '@/tests/support/interface-text'

// The search box pushes to the router only on submit, which these tests do not do.
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }))

afterEach(cleanup)

const conditions = [
  { slug: 'diabetes', name: 'Diabetes', navLabel: 'Diabetes' },
  { slug: 'hypertension', name: 'High blood pressure (hypertension)', navLabel: 'High Blood Pressure' },
].map((c, i) => ({ _id: `c${i}`, _type: 'conditionArticle', cardDescription: null, icon: null, color: null, ...c }))

const pages = {
  en: {
    hero: { title: 'Health information you can understand and trust' },
    search: {
      heading: 'Search our health information',
      placeholder: 'Search…',
      note: 'Searches the site.',
      popular: [],
    },
  },
  es: {
    hero: { title: 'Información de salud que puede entender' },
    search: {
      heading: 'Busque en nuestra información',
      placeholder: 'Busque…',
      note: 'Busca en el sitio.',
      popular: [],
    },
  },
} as unknown as Record<Lang, LandingQueryResult['page']>

function draw(lang: Lang) {
  const text = seedText('home', lang) as HomeText
  render(
    <FirstScreen
      page={pages[lang]}
      conditions={conditions as unknown as NavCondition[]}
      text={text}
      crisis={crisisTextOf(seedText('search', lang))}
      lang={lang}
    />,
  )
  return text
}

describe('FirstScreen', () => {
  it('offers the site search, the help numbers and the guides, in English', () => {
    const text = draw('en')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Health information you can understand and trust',
    )
    const form = screen.getByRole('search', { name: text.searchName })
    expect([form.getAttribute('action'), form.getAttribute('method')]).toEqual(['/search', 'get'])
    const help = within(screen.getByRole('region', { name: text.helpHeading }))
    const hrefs = help.getAllByRole('link').map((a) => a.getAttribute('href'))
    expect(hrefs).toEqual([
      'tel:911',
      'tel:988',
      'sms:988',
      expect.stringMatching(/^https:/),
      'tel:+18002221222',
      '/help',
    ])
    const guides = within(screen.getByRole('navigation', { name: text.topicsHeading })).getAllByRole('link')
    expect(guides.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Diabetes', routes.condition('diabetes')],
      ['High Blood Pressure', routes.condition('hypertension')],
    ])
  })

  it("speaks Spanish on the Spanish landing: its results page, its help words and its guides' addresses", () => {
    const text = draw('es')
    expect(text.helpHeading).toBe('¿Necesita ayuda ahora?')
    expect(screen.getByRole('search', { name: text.searchName }).getAttribute('action')).toBe('/es/buscar')
    const help = within(screen.getByRole('region', { name: text.helpHeading }))
    expect(help.getByRole('link', { name: 'Llame al 911' }).getAttribute('href')).toBe('tel:911')
    expect(help.getByRole('link', { name: /Envíe AYUDA al 988/ }).getAttribute('href')).toBe('sms:988?body=AYUDA')
    expect(help.getByRole('link', { name: text.helpMore }).getAttribute('href')).toBe('/es/ayuda')
    const guides = within(screen.getByRole('navigation', { name: text.topicsHeading })).getAllByRole('link')
    expect(guides.map((a) => a.getAttribute('href'))).toEqual([
      routesFor('es').condition('diabetes'),
      routesFor('es').condition('hypertension'),
    ])
    expect(document.body.textContent).not.toMatch(/Search|Need help|Popular/)
  })
})
