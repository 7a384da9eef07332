/**
 * The Approve dialog's form as a reviewer uses it, rendered with Sanity's client replaced: a refused reason's message
 * answers that attempt only, so it goes as soon as the reviewer corrects the reason, and comes back if Approve is
 * refused again.
 */
// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { studioTheme, ThemeProvider } from '@sanity/ui'
import { describe, expect, it, vi } from 'vitest'

const profile = { _id: 'doctor-3', name: 'Dr. Sofia Reyes', credentials: 'MD', language: 'en' }
const client = { fetch: async () => [profile] }
vi.mock('sanity', () => ({ useClient: () => client }))

const { ApproveForm } = await import('@/studio/review-actions')

const flag = {
  sign: 'Face drooping',
  where: 'Make an appointment if',
  text: 'Your face droops on one side.',
  message: 'A sign of stroke: it belongs under "Call 911 now".',
}
const REFUSED = 'The reason for "Face drooping" does not say which sign it is about.'

describe('The Approve form', () => {
  it("drops a refused reason's message once the reason is corrected, and shows it again on a new refusal", async () => {
    const onApprove = vi.fn(async () => REFUSED)
    render(
      <ThemeProvider theme={studioTheme}>
        <ApproveForm
          checklist={[]}
          errors={[]}
          flags={[flag]}
          earlier={[]}
          userId="p-sample-reviewer"
          userName="Dr. Sofia Reyes"
          language="en"
          onApprove={onApprove}
          onCancel={() => {}}
        />
      </ThemeProvider>,
    )
    await screen.findByText(/approve as Dr\. Sofia Reyes/)
    const reason = screen.getByLabelText(/Face drooping/)
    fireEvent.change(reason, { target: { value: 'fine here' } })
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }))
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', REFUSED)
    expect(onApprove).toHaveBeenCalledWith(
      expect.objectContaining({ reviewerId: 'doctor-3', overrideReasons: ['fine here'] }),
    )

    fireEvent.change(reason, { target: { value: 'Face drooping is named under "Call 911 now" two lines above.' } })
    expect(screen.queryByRole('alert')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(REFUSED))
  })
})
