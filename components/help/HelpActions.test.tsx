// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { HelpActions, type HelpLineId } from '@/components/help/HelpActions'
import { dialTargets } from '@/components/help/dial-targets'
import { crisisTextOf } from '@/lib/search/page-words'
import { seedText } from '@/tests/support/interface-text'

afterEach(cleanup)

const text = { en: crisisTextOf(seedText('search')), es: crisisTextOf(seedText('search', 'es')) }

const links = () =>
  screen.getAllByRole('link').map((a) => [a.getAttribute('data-help-action'), a.getAttribute('href')] as const)

describe('HelpActions', () => {
  it('draws 988 as Call, Text and Chat, never one without the others, in both languages', () => {
    for (const lang of ['en', 'es'] as const) {
      render(<HelpActions lines={['988']} lang={lang} text={text[lang]} />)
      expect(links().map(([id]) => id)).toEqual(['988-call', '988-text', '988-chat'])
      expect(links()[0]![1]).toBe('tel:988')
      cleanup()
    }
  })

  it('texts 988 with AYUDA typed in for a Spanish reader, plain sms:988 in English; each chat in its language', () => {
    render(<HelpActions lines={['988']} lang="es" text={text.es} />)
    expect(screen.getByRole('link', { name: text.es.crisisText988 }).getAttribute('href')).toBe('sms:988?body=AYUDA')
    expect(screen.getByRole('link', { name: text.es.crisisChat988 }).getAttribute('href')).toBe(
      'https://988lineadevida.org/',
    )
    cleanup()
    render(<HelpActions lines={['988']} lang="en" text={text.en} />)
    expect(screen.getByRole('link', { name: text.en.crisisText988 }).getAttribute('href')).toBe('sms:988')
    expect(screen.getByRole('link', { name: text.en.crisisChat988 }).getAttribute('href')).toBe(
      'https://988lifeline.org/chat/',
    )
  })

  it('dials Poison Control with a tel: link and 911 with tel:911; 911 after 988 is the line for danger now', () => {
    render(<HelpActions lines={['poison', '911']} lang="en" text={text.en} />)
    expect(links()).toEqual([
      ['poison-call', 'tel:+18002221222'],
      ['911-call', 'tel:911'],
    ])
    expect(screen.getByRole('link', { name: /Poison Control/ }).textContent).toContain('1-800-222-1222')
    cleanup()
    render(<HelpActions lines={['988', '911']} lang="en" text={text.en} />)
    expect(screen.getByRole('link', { name: text.en.crisisCall911InDanger }).getAttribute('href')).toBe('tel:911')
  })

  it('gives every button a real border (forced colours draw it) and at least 44 px each way', () => {
    const lines: HelpLineId[] = ['988', '911', 'poison']
    render(<HelpActions lines={lines} lang="en" text={text.en} size="compact" />)
    for (const link of screen.getAllByRole('link')) {
      expect(link.className).toMatch(/\bborder-2\b/)
      expect(link.className).toMatch(/\bmin-h-1[12]\b/)
      expect(link.className).toMatch(/\bmin-w-11\b/)
    }
  })

  it('fills only the first button, and none when told the surface leads with its own line', () => {
    render(<HelpActions lines={['911']} lang="en" text={text.en} lead={false} />)
    expect(within(screen.getByRole('list')).getByRole('link').className).not.toContain('bg-red-700')
  })
})

describe('dialTargets', () => {
  const hrefs = (line: string) => dialTargets(line).map((t) => [line.slice(t.start, t.end), t.href])

  it('texts AYUDA to 988 in Spanish lines, and never dials the 988 of a text', () => {
    expect(hrefs('Llame al 988 y oprima el 2, o envíe AYUDA por texto al 988, si piensa en el suicidio.')).toEqual([
      ['988', 'tel:988'],
      ['envíe AYUDA por texto al 988', 'sms:988?body=AYUDA'],
    ])
    expect(hrefs('o envíe AYUDA por mensaje de texto al 988')).toEqual([
      ['envíe AYUDA por mensaje de texto al 988', 'sms:988?body=AYUDA'],
    ])
    expect(hrefs('o envíe AYUDA al 988.')).toEqual([['envíe AYUDA al 988', 'sms:988?body=AYUDA']])
    expect(hrefs('for Spanish, call and press 2, or text "AYUDA" to 988.')).toEqual([
      ['text "AYUDA" to 988', 'sms:988?body=AYUDA'],
    ])
  })

  it('dials toll-free help lines written in full, and leaves readings and web addresses alone', () => {
    expect(hrefs('1-833-TLC-MAMA (1-833-852-6262)')).toEqual([['1-833-852-6262', 'tel:+18338526262']])
    expect(hrefs('Reading is 1988/911x, see 988lifeline.org')).toEqual([])
  })
})
