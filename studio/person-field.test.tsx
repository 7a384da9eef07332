/**
 * The review's "Submitted for review by" and "Approved in the Studio by" keep user ids; an editor reads them as people.
 */
// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import type { InputProps } from 'sanity'
import { afterEach, describe, expect, it, vi } from 'vitest'

const people: Record<string, { id: string; displayName: string } | null> = {
  'p-local-editor': { id: 'p-local-editor', displayName: 'Alex Morgan' },
  'p-gone': null,
}
let loading = false
vi.mock('sanity', () => ({
  definePlugin: (plugin: unknown) => () => plugin,
  useUser: (id: string) => [loading ? undefined : people[id], loading],
  UserAvatar: () => null,
}))
vi.mock('@sanity/ui', () => ({
  Flex: ({ children }: { children: React.ReactNode }) => <div>{children}</div>,
  Text: ({ children, title }: { children: React.ReactNode; title?: string }) => <span title={title}>{children}</span>,
}))

const { isPersonField, personFields } = await import('@/studio/person-field')
const Input = (personFields() as unknown as { form: { components: { input: (p: InputProps) => React.ReactNode } } })
  .form.components.input

const input = (path: string[], value: unknown) =>
  ({ path, value, renderDefault: () => <span>the default input</span> }) as unknown as InputProps

afterEach(() => {
  cleanup()
  loading = false
})

describe('the review fields that keep a person', () => {
  it('are the submitter and the approver under review, and nothing else', () => {
    expect(isPersonField(['review', 'submittedBy'])).toBe(true)
    expect(isPersonField(['review', 'approvedBy'])).toBe(true)
    expect(isPersonField(['review', 'reviewer'])).toBe(false)
    expect(isPersonField(['submittedBy'])).toBe(false)
    expect(isPersonField(['body', 'review', 'approvedBy'])).toBe(false)
  })

  it("show the person's name, with the id kept as the hover text", () => {
    render(<Input {...input(['review', 'submittedBy'], 'p-local-editor')} />)
    const name = screen.getByText('Alex Morgan')
    expect(name.getAttribute('title')).toBe('p-local-editor')
    expect(screen.queryByText('the default input')).toBeNull()
  })

  it('show the id while the person is being looked up, and say so when the lookup finds nobody', () => {
    loading = true
    const { rerender } = render(<Input {...input(['review', 'approvedBy'], 'p-local-editor')} />)
    expect(screen.getByText('p-local-editor')).toBeTruthy()
    loading = false
    rerender(<Input {...input(['review', 'approvedBy'], 'p-gone')} />)
    expect(screen.getByText('A person this Studio cannot look up (p-gone)')).toBeTruthy()
  })

  it('leave every other input, and an empty one, as Sanity draws it', () => {
    render(<Input {...input(['title'], 'p-local-editor')} />)
    expect(screen.getByText('the default input')).toBeTruthy()
    cleanup()
    render(<Input {...input(['review', 'submittedBy'], '')} />)
    expect(screen.getByText('the default input')).toBeTruthy()
  })
})
