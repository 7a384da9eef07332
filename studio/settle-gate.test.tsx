/**
 * The Studio and a document's form wait for Sanity's tasks and comments layers, as the Studio mounts them: the form
 * an editor is shown is the one that stays, and a layer that never comes does not keep the work from them.
 */
// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { studioTheme, ThemeProvider } from '@sanity/ui'
import type { ReactElement } from 'react'
import type { InputProps } from 'sanity'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SETTLE_WAIT_MS, SETTLING_DOCUMENT, SETTLING_STUDIO, commentsSettled, tasksSettled } from './settling'

const state = {
  commentsEnabled: false,
  features: { isLoading: true, enabled: false, error: null as unknown },
  commentsInConfig: true,
  workspaceTasks: true as boolean | undefined,
}
vi.mock('sanity', () => ({
  useCommentsEnabled: () => ({ enabled: state.commentsEnabled, mode: state.commentsEnabled ? 'default' : null }),
  useFeatureEnabled: () => state.features,
  useSource: () => ({ document: { comments: { enabled: () => state.commentsInConfig } } }),
  useWorkspace: () => ({ tasks: { enabled: state.workspaceTasks } }),
}))

const { StudioOnceSettled, formOnceSettled } = await import('./settle-gate')
const FormInput = formOnceSettled(new Set(['blogPost']))

const inTheme = (node: ReactElement) => render(<ThemeProvider theme={studioTheme}>{node}</ThemeProvider>)
const input = (path: InputProps['path'], type = 'blogPost') =>
  ({
    path,
    schemaType: { name: type },
    value: { _id: 'drafts.post-1' },
    renderDefault: () => <p>the form</p>,
  }) as unknown as InputProps

beforeEach(() => {
  vi.useFakeTimers()
  Object.assign(state, {
    commentsEnabled: false,
    features: { isLoading: true, enabled: false, error: null },
    commentsInConfig: true,
    workspaceTasks: true,
  })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const tick = () => act(async () => vi.advanceTimersByTime(1))

describe("A document's form", () => {
  it('is shown only once the comments layer is in place, as the Studio mounts it again then', async () => {
    const first = inTheme(<FormInput {...input([])} />)
    await tick()
    expect(screen.getByRole('status').textContent).toBe(SETTLING_DOCUMENT)
    expect(screen.queryByText('the form')).toBeNull()
    // The features are known but the layer has not switched in: still waiting.
    state.features = { isLoading: false, enabled: true, error: null }
    first.rerender(
      <ThemeProvider theme={studioTheme}>
        <FormInput {...input([])} />
      </ThemeProvider>,
    )
    await tick()
    expect(screen.queryByText('the form')).toBeNull()
    // The layer switches in: Sanity mounts the form afresh under it.
    first.unmount()
    state.commentsEnabled = true
    inTheme(<FormInput {...input([])} />)
    await tick()
    expect(screen.getByText('the form')).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('is shown at once where comments never come: off for the document, or the features could not be read', async () => {
    state.commentsInConfig = false
    inTheme(<FormInput {...input([])} />).unmount()
    await tick()
    state.commentsInConfig = true
    state.features = { isLoading: false, enabled: false, error: new Error('offline') }
    inTheme(<FormInput {...input([])} />)
    await tick()
    expect(screen.getByText('the form')).toBeTruthy()
  })

  it('is shown after a few seconds even if the layer never switches in', async () => {
    inTheme(<FormInput {...input([])} />)
    await act(async () => vi.advanceTimersByTime(SETTLE_WAIT_MS - 10))
    expect(screen.queryByText('the form')).toBeNull()
    await act(async () => vi.advanceTimersByTime(20))
    expect(screen.getByText('the form')).toBeTruthy()
  })

  it('leaves fields, and forms that are not documents of the site (a task), as Sanity draws them', () => {
    inTheme(<FormInput {...input(['title'])} />)
    expect(screen.getByText('the form')).toBeTruthy()
    inTheme(<FormInput {...input([], 'tasks.task')} />)
    expect(screen.getAllByText('the form')).toHaveLength(2)
  })
})

describe('The Studio', () => {
  it("is shown once the project's features are known, so the tasks layer is already in place above it", async () => {
    const view = inTheme(<StudioOnceSettled>the Studio</StudioOnceSettled>)
    await tick()
    expect(screen.getByRole('status').textContent).toBe(SETTLING_STUDIO)
    state.features = { isLoading: false, enabled: true, error: null }
    view.rerender(
      <ThemeProvider theme={studioTheme}>
        <StudioOnceSettled>the Studio</StudioOnceSettled>
      </ThemeProvider>,
    )
    await tick()
    expect(screen.getByText('the Studio')).toBeTruthy()
  })

  it('is shown at once when the workspace has tasks off', async () => {
    state.workspaceTasks = false
    inTheme(<StudioOnceSettled>the Studio</StudioOnceSettled>)
    await tick()
    expect(screen.getByText('the Studio')).toBeTruthy()
  })
})

describe('When each layer counts as settled', () => {
  it('follows what makes Sanity switch the layer in', () => {
    expect(tasksSettled({ workspaceEnabled: true, isLoading: true })).toBe(false)
    expect(tasksSettled({ workspaceEnabled: true, isLoading: false })).toBe(true)
    expect(tasksSettled({ workspaceEnabled: false, isLoading: true })).toBe(true)
    expect(commentsSettled({ enabled: false, configEnabled: true, isLoading: true })).toBe(false)
    expect(commentsSettled({ enabled: false, configEnabled: true, isLoading: false })).toBe(false)
    expect(commentsSettled({ enabled: false, configEnabled: true, isLoading: false, error: new Error('x') })).toBe(true)
    expect(commentsSettled({ enabled: true, configEnabled: true, isLoading: true })).toBe(true)
    expect(commentsSettled({ enabled: false, configEnabled: false, isLoading: true })).toBe(true)
  })
})
