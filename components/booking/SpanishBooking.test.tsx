// @vitest-environment happy-dom
/** The booking demonstration and the team cards in Spanish: the words, the links inside /es, the same honesty. */
import '../../tests/support/next-mocks'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { BookingWizard } from '@/components/booking/BookingWizard'
import { TeamView } from '@/components/team/TeamView'
import { spanishRoutes } from '@/lib/site/localized-routes'
import { fixturePageCopy } from '../../tests/fixtures/dataset'
import { seedText } from '../../tests/support/interface-text'
import { testDoctor } from '../../tests/support/test-doctor'

afterEach(cleanup)

describe('the Spanish booking wizard', () => {
  it('says it is a demonstration first, asks in Spanish and checks in Spanish', async () => {
    render(
      <BookingWizard
        doctorName="Dr. Amelia Hart"
        consultationLabel="Consulta médica profesional"
        price="$49.99"
        text={seedText('booking', 'es')}
        lang="es"
      />,
    )
    const note = screen.getByRole('note', { name: 'Solo es una demostración' })
    expect(note.textContent).toContain('Ningún médico lee lo que usted escribe aquí')
    expect(screen.getByRole('list', { name: 'Pasos de la cita' }).textContent).toContain('Paso 1 de 2: Sus datos')
    // The reader has already chosen Spanish: it comes first and is chosen for them.
    const language = screen.getByLabelText(/Idioma en el que prefiere/) as HTMLSelectElement
    expect(language.value).toBe('spanish')
    expect([...language.options].map((o) => o.text)).toEqual([
      'Elija un idioma',
      'Español',
      'Inglés',
      'Francés',
      'Alemán',
      'Italiano',
      'Portugués',
    ])
    // Counts are written as the Spanish contact form writes them.
    expect(screen.getByText(/^0 de 2,000 caracteres\./)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Continuar al pago' }))
    expect(await screen.findByText('Escriba su nombre completo.', {}, { timeout: 10_000 })).toBeTruthy()
    expect(screen.getByLabelText(/Nombre completo/).getAttribute('aria-invalid')).toBe('true')
  })
})

describe('the Spanish team cards', () => {
  it('mark sample profiles and book inside the Spanish site', () => {
    const doctor = testDoctor(1, { isSample: true })
    render(
      <TeamView
        copy={fixturePageCopy('team')}
        doctors={[doctor]}
        text={seedText('team', 'es')}
        bookingText={seedText('booking', 'es')}
        lang="es"
      />,
    )
    const card = document.getElementById('doctor-1')!
    expect(within(card).getByText('Perfil de muestra')).toBeTruthy()
    expect(within(card).getByText('Calificación (muestra)')).toBeTruthy()
    const book = within(card).getByRole('link', { name: `Pedir una cita con ${doctor.name}` })
    expect(book.getAttribute('href')).toBe(spanishRoutes.booking(1))
    expect(screen.getByText('Perfiles de muestra.')).toBeTruthy()
  })
})
