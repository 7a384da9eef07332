// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { CrisisHelpCard, type HelpEntry } from '@/components/search/CrisisHelpCard'
import { DialableText } from '@/components/search/DialableText'
import { crisisTextOf } from '@/lib/search/page-words'
import { seedText } from '@/tests/support/interface-text'

afterEach(cleanup)

/** The card's words as the seed holds them, in both languages (the card speaks the search's language). */
const text = {
  en: crisisTextOf(seedText('search')),
  es: crisisTextOf(seedText('search', 'es')),
  xa: crisisTextOf(seedText('search', 'xa')),
}

// Small entries of the help contract's shape (not the seed's wording: the card must show whatever editors write).
const suicide: HelpEntry = {
  key: 'suicide',
  call: '988',
  lang: 'en',
  now: ['Thoughts of suicide: call or text 988 now.', 'You are hurt or in danger now: call 911.'],
}
const chestPain: HelpEntry = {
  key: 'chest',
  call: '911',
  lang: 'en',
  now: ['Chest pain that lasts: call 911 now.', 'You are hurt or in danger now: call 911.'],
}
const poison: HelpEntry = {
  key: 'poison',
  call: 'poison',
  lang: 'en',
  now: ['Someone is unwell, or took it on purpose: call 911.', 'Poison Control (for advice): 1-800-222-1222.'],
}
const suicideEs: HelpEntry = {
  key: 'suicide',
  call: '988',
  lang: 'es',
  now: ['Si piensa en el suicidio: llame al 988 ahora.', 'Si está en peligro ahora: llame al 911.'],
}

const card = () => screen.getByRole('region')
const actions = () =>
  within(card())
    .getAllByRole('link')
    .map((link) => [link.textContent?.trim(), link.getAttribute('href')])
/** The card's lines: the list that is not its buttons (components/help/HelpActions.tsx). */
const bullets = () =>
  within(
    within(card())
      .getAllByRole('list')
      .find((list) => !list.hasAttribute('data-help-actions'))!,
  )
    .getAllByRole('listitem')
    .map((li) => li.textContent)

describe('CrisisHelpCard', () => {
  it('puts 988 first for suicide: Call, Text and Chat, then 911 for danger now, then the lines', () => {
    render(<CrisisHelpCard help={[suicide]} text={text} />)
    expect(screen.getByRole('region', { name: 'You are not alone. Help is available now.' })).toBe(card())
    expect(card().getAttribute('lang')).toBeNull()
    expect(actions().slice(0, 4)).toEqual([
      ['Call 988', 'tel:988'],
      ['Text 988', 'sms:988'],
      ['Chat with 988', 'https://988lifeline.org/chat/'],
      ['Call 911 if you are in danger now', 'tel:911'],
    ])
    expect(bullets()).toEqual(suicide.now)
    // The first 911 link is the fourth: after every 988 button.
    expect(actions().findIndex(([, href]) => href === 'tel:911')).toBe(3)
  })

  it('shows Call 911 first for an emergency, with no 988 buttons', () => {
    render(<CrisisHelpCard help={[chestPain]} text={text} />)
    expect(screen.getByRole('region', { name: 'Help is available now.' })).toBe(card())
    expect(actions()[0]).toEqual(['Call 911', 'tel:911'])
    expect(actions().filter(([label]) => /988/.test(label ?? ''))).toEqual([])
  })

  it('puts Poison Control first for a poison card, 911 beside it when its lines send readers to 911, alone when not', () => {
    render(<CrisisHelpCard help={[poison]} text={text} />)
    expect(actions().slice(0, 2)).toEqual([
      ['Call Poison Control 1-800-222-1222', 'tel:+18002221222'],
      ['Call 911', 'tel:911'],
    ])
    // The number inside a line dials too.
    expect(within(card()).getByRole('link', { name: '1-800-222-1222' }).getAttribute('href')).toBe('tel:+18002221222')
    cleanup()
    render(<CrisisHelpCard help={[{ ...poison, now: ['Poison Control (for advice): 1-800-222-1222.'] }]} text={text} />)
    expect(actions()[0]).toEqual(['Call Poison Control 1-800-222-1222', 'tel:+18002221222'])
    expect(actions().some(([, href]) => href === 'tel:911')).toBe(false)
  })

  it('speaks Spanish to a Spanish search: lang="es", the Spanish 988 buttons (press 2, AYUDA, the Spanish chat)', () => {
    render(<CrisisHelpCard help={[suicideEs]} text={text} />)
    expect(screen.getByRole('region', { name: 'Hay ayuda disponible ahora.' })).toBe(card())
    expect(card().getAttribute('lang')).toBe('es')
    expect(actions().slice(0, 4)).toEqual([
      ['Llame al 988 y oprima el 2', 'tel:988'],
      ['Envíe AYUDA al 988', 'sms:988?body=AYUDA'],
      ['Chatee con el 988', 'https://988lineadevida.org/'],
      ['Llame al 911 si está en peligro ahora', 'tel:911'],
    ])
    expect(bullets()).toEqual(suicideEs.now)
    cleanup()
    render(
      <CrisisHelpCard help={[{ ...chestPain, lang: 'es', now: ['Dolor en el pecho: llame al 911.'] }]} text={text} />,
    )
    expect(actions()[0]).toEqual(['Llame al 911', 'tel:911'])
    cleanup()
    render(
      <CrisisHelpCard
        help={[{ ...poison, lang: 'es', now: ['Control de Envenenamientos: 1-800-222-1222.'] }]}
        text={text}
      />,
    )
    expect(screen.getByRole('region', { name: 'Hay ayuda disponible ahora.' })).toBe(card())
    expect(actions()[0]).toEqual(['Llame a Control de Envenenamientos 1-800-222-1222', 'tel:+18002221222'])
  })

  it('lets the first entry choose the buttons and lists every entry’s lines after it, in order, each once', () => {
    render(<CrisisHelpCard help={[suicide, chestPain, poison]} text={text} />)
    expect(actions()[0]).toEqual(['Call 988', 'tel:988'])
    expect(card().getAttribute('data-crisis-help')).toBe('988 911 poison')
    expect(bullets()).toEqual([
      'Thoughts of suicide: call or text 988 now.',
      'You are hurt or in danger now: call 911.',
      'Chest pain that lasts: call 911 now.',
      'Someone is unwell, or took it on purpose: call 911.',
      'Poison Control (for advice): 1-800-222-1222.',
    ])
    cleanup()
    // The other order: an emergency first puts 911 first, and the 988 line still follows.
    render(<CrisisHelpCard help={[chestPain, suicide]} text={text} />)
    expect(actions()[0]).toEqual(['Call 911', 'tel:911'])
    expect(bullets()).toContain('Thoughts of suicide: call or text 988 now.')
  })

  it('leads with the 911 line when a poisoning card comes with 911 first, so the first line matches the first button', () => {
    const accidentFirst = [
      'By accident, awake and breathing: call Poison Control at 1-800-222-1222.',
      'On purpose: call 911.',
    ]
    render(<CrisisHelpCard help={[{ ...poison, call: '911', now: accidentFirst }]} text={text} />)
    expect(actions()[0]).toEqual(['Call 911', 'tel:911'])
    expect(bullets()).toEqual(['On purpose: call 911.', accidentFirst[0]])
    cleanup()
    render(<CrisisHelpCard help={[{ ...poison, now: accidentFirst }]} text={text} />)
    expect(bullets()).toEqual(accidentFirst)
    cleanup()
    // Any other 911 card keeps the editors' order: its first line is the sign the search found.
    const fetal = ['Your baby moves less: call your labor and delivery unit now.', 'Heavy bleeding: call 911.']
    render(<CrisisHelpCard help={[{ ...chestPain, now: fetal }]} text={text} />)
    expect(bullets()).toEqual(fetal)
  })

  it('leads with the first line when its action is no button (call your team, go to the ER), 911 second', () => {
    const chemo: HelpEntry = {
      key: 'chemo',
      call: '911',
      lang: 'en',
      now: ['A fever of 100.4°F (38°C) or more during chemo: call your cancer team now, day or night.'],
    }
    render(<CrisisHelpCard help={[chemo]} text={text} />)
    const [lines, buttons] = within(card()).getAllByRole('list')
    // The line comes before the buttons, and Call 911 is an outlined second way, not the filled lead.
    expect(lines!.hasAttribute('data-help-actions')).toBe(false)
    expect(lines!.textContent).toContain('call your cancer team now')
    const call911 = within(buttons!).getByRole('link', { name: 'Call 911' })
    expect(call911.className).not.toContain('bg-red-700')
    cleanup()
    render(<CrisisHelpCard help={[chestPain]} text={text} />)
    expect(within(card()).getByRole('link', { name: 'Call 911' }).className).toContain('bg-red-700')
  })

  it('renders nothing when the search calls for no help', () => {
    const { container } = render(<CrisisHelpCard help={[]} text={text} />)
    expect(container.innerHTML).toBe('')
  })

  it('needs no JavaScript: the server HTML holds every link, the heading named by its id', () => {
    const html = renderToStaticMarkup(<CrisisHelpCard help={[suicide]} text={text} />)
    expect(html).toMatch(/<section aria-labelledby="([^"]+)"[^>]*>.*<h2 id="\1"/)
    for (const href of ['tel:988', 'sms:988', 'https://988lifeline.org/chat/', 'tel:911'])
      expect(html).toContain(`href="${href}"`)
  })
})

describe('DialableText', () => {
  const links = (text: string) => {
    const { container } = render(
      <p>
        <DialableText text={text} />
      </p>,
    )
    const found = [...container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])
    expect(container.textContent).toBe(text)
    cleanup()
    return found
  }

  it('dials 911, 988 and Poison Control; texts 988 where a line says text', () => {
    expect(links('Call 911 now.')).toEqual([['911', 'tel:911']])
    expect(links('Call or text 988 now.')).toEqual([
      ['text', 'sms:988'],
      ['988', 'tel:988'],
    ])
    expect(links('Text or call 988.')).toEqual([
      ['Text', 'sms:988'],
      ['988', 'tel:988'],
    ])
    expect(links('You can text 988 at any time.')).toEqual([['text 988', 'sms:988']])
    expect(links('Poison Control: 1-800-222-1222 or 800-222-1222.')).toEqual([
      ['1-800-222-1222', 'tel:+18002221222'],
      ['800-222-1222', 'tel:+18002221222'],
    ])
  })

  it('leaves other numbers and a texted 911 alone', () => {
    expect(links('A reading of 1988/911x or 19880.')).toEqual([])
    expect(links('Where you can, text 911.')).toEqual([['911', 'tel:911']])
    expect(links('No numbers here.')).toEqual([])
  })
})
