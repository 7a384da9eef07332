/** A review dialog opened on a document survives the Studio mounting its pane again, for a while, until closed. */
import { describe, expect, it } from 'vitest'
import { rememberDialog, resumedDialog } from '@/studio/dialog-memory'

describe('Review dialogs across a remount', () => {
  it('resumes a dialog opened on the same document by the same action, until it is closed', () => {
    rememberDialog('approve:diabetes', 'ready', 1_000)
    expect(resumedDialog('approve:diabetes', 2_000)).toBe('ready')
    expect(resumedDialog('approve:cancer', 2_000)).toBe(false)
    expect(resumedDialog('submit:diabetes', 2_000)).toBe(false)
    rememberDialog('approve:diabetes', false)
    expect(resumedDialog('approve:diabetes', 2_000)).toBe(false)
  })

  it('does not bring back a dialog opened long ago (the editor went elsewhere)', () => {
    rememberDialog('approve:hiv', 'loading', 1_000)
    expect(resumedDialog('approve:hiv', 31_000)).toBe(false)
    expect(resumedDialog('approve:hiv', 2_000)).toBe(false)
  })
})
