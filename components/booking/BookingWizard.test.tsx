// @vitest-environment happy-dom
/**
 * The booking flow is a demonstration. Every step says so first (on step 1
 * before any field), and the success screen promises no message and no doctor's reading; it says where to get care.
 */
import '../../tests/support/next-mocks'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BookingWizard } from '@/components/booking/BookingWizard'
import { PAYMENT_DELAY_MS } from '@/lib/booking/booking'
import { seedText } from '@/tests/support/interface-text'

/** The English words as the seed holds them (the Studio's "Interface words: Booking"). */
const text = seedText('booking', 'en')

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const wizard = () =>
  render(
    <BookingWizard
      doctorName="Dr. Test Person"
      consultationLabel="Professional Medical Consultation"
      price="$49.99"
      urgentCareNotice={<div role="note" aria-label="Not for emergencies or urgent care" />}
      text={text}
    />,
  )

/** Whether `a` comes before `b` in document order, as a reader and a screen reader meet them. */
const precedes = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING)

const demoNote = () => screen.getByRole('note', { name: 'Demonstration only' })

async function completeDetails() {
  fireEvent.input(screen.getByLabelText(/Full name/), { target: { value: 'Ana Souza' } })
  fireEvent.input(screen.getByLabelText(/Email/), { target: { value: 'ana@example.com' } })
  fireEvent.input(screen.getByLabelText(/WhatsApp number/), { target: { value: '+55 11 91234-5678' } })
  fireEvent.change(screen.getByLabelText(/Preferred communication language/), { target: { value: 'portuguese' } })
  fireEvent.input(screen.getByLabelText(/Medical concerns/), { target: { value: 'A dry cough for three weeks.' } })
  fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }))
  await screen.findByRole('heading', { name: 'Payment (demonstration)' }, { timeout: 10_000 })
}

describe('the booking wizard says it is a demonstration on every step', () => {
  it('step 1: "Demonstration only" comes before the urgent-care notice and before the first field', () => {
    wizard()
    const note = demoNote()
    expect(note.textContent).toContain('Demonstration only.')
    expect(note.textContent).toContain('No doctor reads what you type here')
    expect(note.textContent).toContain('nothing is sent or stored')
    expect(precedes(note, screen.getByRole('note', { name: 'Not for emergencies or urgent care' }))).toBe(true)
    const firstField = screen.getByLabelText(/Full name/)
    expect(precedes(note, firstField)).toBe(true)
    // No form control at all comes before the note.
    const controls = document.querySelectorAll('input, select, textarea, button')
    expect([...controls].every((control) => precedes(note, control))).toBe(true)
  })

  it('step 2 and the success screen carry the note too; the success screen promises no message', async () => {
    wizard()
    await completeDetails()
    expect(demoNote().textContent).toContain('No payment is taken')
    // The price reads as a sample where it is read, and nothing claims a secured real payment.
    const price = screen.getByTestId('consultation-price')
    expect(price.textContent).toBe('$49.99')
    expect(price.previousElementSibling?.textContent).toBe('Sample price: nothing is charged')
    expect(document.body.textContent).not.toMatch(/SSL|Secure Payment/)

    vi.useFakeTimers()
    fireEvent.click(screen.getByRole('button', { name: 'Complete Demo Payment' }))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAYMENT_DELAY_MS)
    })
    vi.useRealTimers()
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Demonstration complete'))
    const text = document.body.textContent ?? ''
    expect(demoNote().textContent).toContain('No payment was taken')
    expect(text).toContain('nothing was sent: no doctor will read what you wrote, and no message will follow')
    expect(text).toContain('If you need care today, call your doctor or go to an urgent care center.')
    expect(text).toContain('call or text 988')
    // The spec's promises are gone: no reply from a medical team, no WhatsApp message.
    expect(text).not.toMatch(/will provide feedback|WhatsApp message|will follow at|Payment Successful/)
  })
})

describe('click-to-edit in the Preview tool', () => {
  it('the payment step spreads the attributes the server page computed on the label, the doctor and the price', async () => {
    render(
      <BookingWizard
        doctorName="Dr. Test Person"
        consultationLabel="Professional Medical Consultation"
        price="$49.99"
        edits={{
          consultationLabel: { 'data-sanity': 'id=settings;type=siteSettings;path=consultation.label' },
          price: { 'data-sanity': 'id=settings;type=siteSettings;path=consultation.price' },
          doctorName: { 'data-sanity': 'id=doctor-1;type=doctor;path=name' },
        }}
        text={text}
      />,
    )
    await completeDetails()
    const named = (path: string) => document.querySelector(`[data-sanity$="path=${path}"]`)?.textContent
    expect(named('consultation.label')).toBe('Professional Medical Consultation')
    expect(named('consultation.price')).toBe('$49.99')
    expect(named('name')).toBe('Dr. Test Person')
  })

  it("a reader's wizard (no attributes given) writes none", async () => {
    wizard()
    await completeDetails()
    expect(document.querySelector('[data-sanity]')).toBeNull()
  })
})
